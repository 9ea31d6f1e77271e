#!/usr/bin/env bash
# Arranque de `./scripts/leccion lista` sin nada que compilar (issue 13), frente a un «hola
# mundo» con Foundation compilado con `swiftc -O`: medianas de 11 ejecuciones de cada uno,
# alternadas (hola, guion, binario, hola, guion…) para que un cambio de carga de la máquina
# caiga igual sobre los tres. Objetivo: como mucho 3 veces. Se da también, como
# información, el binario que lanza el guion, llamado directamente (lo que cuesta el guion
# es la resta), y la carga de la máquina al empezar y al acabar.
# Uso: [RONDAS=5] Benchmarks/Tutor/medir-guion.sh
set -euo pipefail
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
command -v python3 >/dev/null || { echo "falta python3" >&2; exit 2; }

trabajo="$(mktemp -d)"
trap 'rm -rf "$trabajo"' EXIT
printf 'import Foundation\nprint("hola, \\(ProcessInfo.processInfo.processName)")\n' > "$trabajo/hola.swift"
swiftc -O "$trabajo/hola.swift" -o "$trabajo/hola" 2>/dev/null

export HOME="$trabajo" XDG_DATA_HOME="$trabajo/datos" XDG_CACHE_HOME="$trabajo/cache" NO_COLOR=1
# Compila si hace falta (fuera de la medida): lo que se mide es el arranque sin cambios.
"$raiz/scripts/leccion" iniciar "$trabajo/espacio" >/dev/null
cd "$trabajo/espacio"
"$raiz/scripts/leccion" lista >/dev/null

# Cada ronda: 3 vueltas de calentamiento y 11 medidas de cada orden, alternadas; se da la
# razón de cada ronda y la mediana de las rondas.
python3 - "$trabajo/hola" "$raiz/scripts/leccion" "$raiz/.build/estatica/release/leccion" <<'PY'
import os, statistics, subprocess, sys, time

hola, guion, binario = sys.argv[1:4]
ordenes = {
    "hola": [hola],
    "scripts/leccion lista": [guion, "lista"],
    "leccion lista (el binario)": [binario, "lista"],
}

def una_vez(orden):
    inicio = time.perf_counter()
    subprocess.run(orden, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - inicio) * 1000

carga = os.getloadavg()
rondas = []
for _ in range(int(os.environ.get("RONDAS", "5"))):
    for _ in range(3):
        for orden in ordenes.values():
            una_vez(orden)
    tiempos = {nombre: [] for nombre in ordenes}
    for _ in range(11):
        for nombre, orden in ordenes.items():
            tiempos[nombre].append(una_vez(orden))
    rondas.append({nombre: statistics.median(t) for nombre, t in tiempos.items()})

print("medianas de 11 ejecuciones alternadas, por ronda (ms):")
for numero, t in enumerate(rondas, 1):
    hola_ms = t["hola"]
    print(f"  ronda {numero}: hola {hola_ms:6.1f}  scripts/leccion lista {t['scripts/leccion lista']:6.1f}"
          f" ({t['scripts/leccion lista'] / hola_ms:4.2f}×)  binario {t['leccion lista (el binario)']:6.1f}"
          f" ({t['leccion lista (el binario)'] / hola_ms:4.2f}×)")
for nombre, objetivo in (("scripts/leccion lista", True), ("leccion lista (el binario)", False)):
    veces = statistics.median(t[nombre] / t["hola"] for t in rondas)
    nota = (("bien" if veces <= 3 else "FUERA DEL OBJETIVO") + "; objetivo ≤ 3×") if objetivo else "informativo"
    print(f"{nombre:<27} mediana de las rondas: {veces:4.2f} × hola mundo ({nota})")
final = os.getloadavg()
print(f"carga (1, 5, 15 min): al empezar {carga[0]:.2f} {carga[1]:.2f} {carga[2]:.2f};"
      f" al acabar {final[0]:.2f} {final[1]:.2f} {final[2]:.2f}; {os.cpu_count()} núcleos")
PY
