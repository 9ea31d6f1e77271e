#!/usr/bin/env bash
# Arranque de `./scripts/leccion lista` sin nada que compilar (issue 13), frente a un «hola
# mundo» con Foundation compilado con `swiftc -O`: medianas de 11 ejecuciones de cada uno,
# en la misma ejecución de hyperfine. Objetivo: como mucho 3 veces. Se da también, como información,
# el binario que lanza el guion, llamado directamente (lo que cuesta el guion es la resta).
# Uso: [RONDAS=5] Benchmarks/Tutor/medir-guion.sh
set -euo pipefail
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
for herramienta in hyperfine python3; do
  command -v "$herramienta" >/dev/null || { echo "falta $herramienta" >&2; exit 2; }
done

trabajo="$(mktemp -d)"
trap 'rm -rf "$trabajo"' EXIT
printf 'import Foundation\nprint("hola, \\(ProcessInfo.processInfo.processName)")\n' > "$trabajo/hola.swift"
swiftc -O "$trabajo/hola.swift" -o "$trabajo/hola" 2>/dev/null

export HOME="$trabajo" XDG_DATA_HOME="$trabajo/datos" XDG_CACHE_HOME="$trabajo/cache" NO_COLOR=1
# Compila si hace falta (fuera de la medida): lo que se mide es el arranque sin cambios.
"$raiz/scripts/leccion" iniciar "$trabajo/espacio" >/dev/null
cd "$trabajo/espacio"
"$raiz/scripts/leccion" lista >/dev/null

# La máquina puede estar ocupada con otras cosas y su carga cambia de un bloque de medidas a
# otro: se repite la medida en varias rondas (cada una, 11 ejecuciones de cada orden) y se
# da la razón de cada ronda y la mediana de las rondas.
rondas="${RONDAS:-5}"
for ronda in $(seq "$rondas"); do
  hyperfine -N --warmup 3 --runs 11 --export-json "$trabajo/tiempos-$ronda.json" \
    --command-name hola "$trabajo/hola" \
    --command-name "scripts/leccion lista" "$raiz/scripts/leccion lista" \
    --command-name "leccion lista (el binario)" "$raiz/.build/estatica/release/leccion lista" >&2
done

python3 - "$trabajo"/tiempos-*.json <<'PY'
import json, statistics, sys
rondas = [{r["command"]: r["median"] * 1000 for r in json.load(open(f))["results"]} for f in sys.argv[1:]]
print("medianas de 11 ejecuciones, por ronda (ms):")
for numero, t in enumerate(rondas, 1):
    print(f"  ronda {numero}: hola {t['hola']:6.1f}  scripts/leccion lista {t['scripts/leccion lista']:6.1f}"
          f" ({t['scripts/leccion lista'] / t['hola']:4.2f}×)  binario {t['leccion lista (el binario)']:6.1f}"
          f" ({t['leccion lista (el binario)'] / t['hola']:4.2f}×)")
for nombre, objetivo in (("scripts/leccion lista", True), ("leccion lista (el binario)", False)):
    veces = statistics.median(t[nombre] / t["hola"] for t in rondas)
    nota = (("bien" if veces <= 3 else "FUERA DEL OBJETIVO") + "; objetivo ≤ 3×") if objetivo else "informativo"
    print(f"{nombre:<27} mediana de las rondas: {veces:4.2f} × hola mundo ({nota})")
PY
