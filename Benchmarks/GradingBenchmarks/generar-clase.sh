#!/bin/sh
# Genera la clase sintética del banco de «leccion corregir» y la mide.
#
#   Benchmarks/GradingBenchmarks/generar-clase.sh [CARPETA] [ALUMNOS] [CURSO]
#
# Por omisión: 100 entregas del curso del banco (diez ejercicios de código con los mismos
# nombres, como el curso real) en /tmp/leccion-clase. Después:
#   swift run GradingBenchmarks medir --clase /tmp/leccion-clase --curso CURSO
set -eu
cd "$(dirname "$0")/../.."
carpeta="${1:-/tmp/leccion-clase}"
alumnos="${2:-100}"
curso="${3:-Benchmarks/GradingBenchmarks/curso-banco}"
rm -rf "$carpeta"
swift build --product SharedCore >/dev/null
swift run GradingBenchmarks generar --curso "$curso" --salida "$carpeta" --alumnos "$alumnos"
