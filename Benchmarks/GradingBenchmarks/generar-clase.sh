#!/bin/sh
# Genera la clase sintética del banco de «leccion corregir» y la mide.
#
#   Benchmarks/GradingBenchmarks/generar-clase.sh [CARPETA] [ALUMNOS] [CURSO]
#
# Por omisión: 100 entregas del curso real (Content: 82 ejercicios, 10 de código que
# declaran casi todos los mismos tipos) en /tmp/leccion-clase. Otro curso posible:
# Benchmarks/GradingBenchmarks/curso-banco (diez ejercicios de código solo con Shared).
# Después:
#   Benchmarks/correr GradingBenchmarks medir --clase /tmp/leccion-clase --curso CURSO \
#     --modos lotes-1,lotes-2,ingenuo-2,ingenuo-1
set -eu
cd "$(dirname "$0")/../.."
carpeta="${1:-/tmp/leccion-clase}"
alumnos="${2:-100}"
curso="${3:-Content}"
if [ -e "$carpeta" ]; then
  if [ -e "$carpeta/alumno-001.json" ] || [ -L "$carpeta/alumno-001.json" ]; then
    rm -rf "$carpeta"  # una clase sintética anterior
  else
    echo "«$carpeta» ya existe y no es una clase sintética: elige otra carpeta." >&2
    exit 2
  fi
fi
Benchmarks/correr GradingBenchmarks generar --curso "$curso" --salida "$carpeta" \
  --alumnos "$alumnos"
