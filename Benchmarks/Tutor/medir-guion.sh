#!/usr/bin/env bash
# Arranque de `./scripts/leccion lista` sin nada que compilar (issue 13), frente a un «hola
# mundo» con Foundation compilado con `swiftc -O`: medianas de 11 ejecuciones de cada uno,
# en la misma ejecución. Objetivo: como mucho 3 veces. Se da también, como información,
# el binario que lanza el guion, llamado directamente (lo que cuesta el guion es la resta).
# Uso: Benchmarks/Tutor/medir-guion.sh
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

hyperfine -N --warmup 3 --runs 11 --export-json "$trabajo/tiempos.json" \
  --command-name hola "$trabajo/hola" \
  --command-name "scripts/leccion lista" "$raiz/scripts/leccion lista" \
  --command-name "leccion lista (el binario)" "$raiz/.build/estatica/release/leccion lista" >&2

python3 - "$trabajo/tiempos.json" <<'PY'
import json, sys
tiempos = {r["command"]: r["median"] * 1000 for r in json.load(open(sys.argv[1]))["results"]}
hola = tiempos["hola"]
print(f"hola mundo con Foundation (swiftc -O)  mediana {hola:6.1f} ms")
for nombre, objetivo in (("scripts/leccion lista", True), ("leccion lista (el binario)", False)):
    veces = tiempos[nombre] / hola
    nota = (("bien" if veces <= 3 else "FUERA DEL OBJETIVO") + "; objetivo ≤ 3×") if objetivo else "informativo"
    print(f"  {nombre:<27} mediana {tiempos[nombre]:6.1f} ms = {veces:4.2f} × hola ({nota})")
PY
