#!/usr/bin/env bash
# La prueba de carga del determinismo, en su versión larga (issue 32): corrige RONDAS veces la
# clase de LoadDeterminismTests (bucles, abrazos mortales, un programa que duerme, una bomba de
# procesos, fallos, memoria agotada y entregas honradas), entera y por partes (--parte 1/3..3/3
# y --unir), sin almacén, con la máquina ocupada por bucles de sh a prioridades -5, 0 y 19
# (uno de cada por núcleo, que la prueba arranca y para), y compara byte a byte todos los
# informes con el primero. Imprime, por ronda, lo que tardó cada corrección y la carga media,
# y al final cuántos informes salieron idénticos. La batería (scripts/pruebas) hace una ronda.
#
# Uso: Benchmarks/Sandbox/determinismo.sh [RONDAS]   (5; cada ronda son dos correcciones)
# Necesita root (prioridad -5 para los bucles) y la compilación de las pruebas.
set -euo pipefail
rondas="${1:-5}"
[[ $rondas =~ ^[1-9][0-9]*$ ]] || { echo "error: RONDAS ha de ser un número (p. ej. 5)" >&2; exit 2; }
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$raiz"
swift build --build-tests >&2
salida="$(mktemp)"
trap 'rm -f "$salida"' EXIT
inicio=$SECONDS
estado=0
LECCION_PRUEBAS_DE_CARGA=1 LECCION_DETERMINISMO_RONDAS="$rondas" \
  swift test --skip-build --filter LoadDeterminismTests >"$salida" 2>&1 || estado=$?
grep -E '^determinismo:' "$salida" || true
grep -E 'Test run with|✘|error:' "$salida" || true
echo "$rondas rondas en $((SECONDS - inicio)) s; carga media al acabar: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$estado"
