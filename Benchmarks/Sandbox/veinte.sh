#!/usr/bin/env bash
# Las pruebas sensibles al tiempo (las que ejecutan programas de verdad con límites y cuyo
# resultado depende de que un límite salte o no; la lista, en Tests/README.md) solas, N veces
# seguidas (swift test --skip-build --filter …), y cuántas veces pasan todas (issue 32: han de
# pasar veinte de veinte). Imprime, por vuelta, si pasó, lo que tardó y la carga media; al
# final, «pasan P de N» y la carga media mínima y máxima vista. Cada vuelta con su propia
# carpeta temporal, que se borra; las salidas de las vueltas que fallan se guardan en
# GUARDAR (una carpeta) si se da.
#
# Uso: Benchmarks/Sandbox/veinte.sh [N] [FILTRO]   (20 y la lista de Tests/README.md)
# Necesita la compilación de las pruebas (swift build --build-tests).
set -euo pipefail
veces="${1:-20}"
[[ $veces =~ ^[1-9][0-9]*$ ]] || { echo "error: N ha de ser un número (p. ej. 20)" >&2; exit 2; }
filtro="${2:-RunnerHostileTests|RunnerSandboxTests|RunnerIsolationTests|TimeLimitOrderTests|QuietStopTests|ClassGradingTests}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$raiz"
pasan=0
carga_min=""
carga_max=""
for vuelta in $(seq "$veces"); do
  temporal="$(mktemp -d "${TMPDIR:-/tmp}/leccion-pruebas-XXXXXX")"
  chmod 755 "$temporal"
  inicio=$SECONDS
  if TMPDIR="$temporal" swift test --skip-build --filter "$filtro" >"$temporal.salida" 2>&1; then
    pasan=$((pasan + 1))
    resultado="pasa"
  else
    resultado="FALLA"
    grep -E '✘' "$temporal.salida" | head -5 || true
    if [ -n "${GUARDAR:-}" ]; then mkdir -p "$GUARDAR" && cp "$temporal.salida" "$GUARDAR/vuelta-$vuelta.txt"; fi
  fi
  rm -rf "$temporal" "$temporal.salida"
  carga="$(cut -d' ' -f1 /proc/loadavg)"
  if [ -z "$carga_min" ] || awk "BEGIN{exit !($carga < $carga_min)}"; then carga_min=$carga; fi
  if [ -z "$carga_max" ] || awk "BEGIN{exit !($carga > $carga_max)}"; then carga_max=$carga; fi
  echo "vuelta $vuelta: $resultado en $((SECONDS - inicio)) s; carga media $carga"
done
echo "pasan $pasan de $veces; carga media (1 min) entre $carga_min y $carga_max"
[ "$pasan" -eq "$veces" ]
