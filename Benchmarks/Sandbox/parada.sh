#!/usr/bin/env bash
# Lo que ahorra parar pronto a un programa quieto (issue 27): corrige una clase cuyas
# entregas se quedan esperando para siempre en sus tres ejercicios de código, con la parada
# temprana y sin ella (LECCION_SIN_PARADA_TEMPRANA=1, como antes), una tras otra en cada
# ronda, y la misma clase con las soluciones; imprime lo que tardó cada corrección y la
# espera (lo que tarda menos la honrada) antes y ahora. Los informes han de ser iguales.
#
# Uso: Benchmarks/Sandbox/parada.sh [ALUMNOS] [RONDAS] [TIEMPO]   (4 2 4)
# Necesita la compilación de las pruebas (swift build --build-tests).
set -euo pipefail
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$raiz"
temporal="$(mktemp -d "${TMPDIR:-/tmp}/leccion-pruebas-XXXXXX")"
chmod 755 "$temporal"
salida="$temporal/salida"
trap 'rm -rf "$temporal"' EXIT
estado=0
TMPDIR="$temporal" LECCION_MEDIR_PARADA=1 LECCION_PARADA_ALUMNOS="${1:-4}" \
  LECCION_PARADA_RONDAS="${2:-2}" LECCION_PARADA_TIEMPO="${3:-4}" \
  swift test --skip-build --filter QuietStopMeasurement >"$salida" 2>&1 || estado=$?
grep -E '^parada:' "$salida" || true
grep -E 'Test run with|✘|error:' "$salida" || true
exit "$estado"
