#!/usr/bin/env bash
# Deja un objetivo de fuzzing en remojo con `nice -n 19` hasta que haya gastado MINUTOS
# minutos de CPU (no de reloj: en una máquina compartida solo usa la CPU que sobra). Los
# binarios tienen que estar ya compilados (scripts/fuzz los compila). Cada tanda dura como
# mucho TANDA segundos de reloj (3600 por defecto: cada tanda vuelve a leer el corpus); su CPU se mide con /usr/bin/time y se
# suma en Fuzz/.build/cpu/OBJETIVO.tsv (segundos de CPU, ejecuciones, exec/s, cov, ft,
# corpus), que dice cuánto lleva entre sesiones de la misma carpeta.
#
# Uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]
# El -timeout es de 900 s porque es de reloj, y con nice 19 en una máquina cargada una
# entrada de segundo y medio de CPU llegó a pasar de 60 s.
# Sale con 1 en cuanto el objetivo encuentra algo (la entrada queda en Fuzz/.build/hallazgos).
set -euo pipefail
minutos="${1:?uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]}"
objetivo="${2:?uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]}"
tanda="${3:-3600}"
raiz="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# BINARIOS=CARPETA usa copias (así se puede volver a compilar mientras tanto).
binarios="${BINARIOS:-$(ls -d "$raiz"/Fuzz/.build/*-linux-gnu/release 2>/dev/null | head -1)}"
binario="$binarios/$objetivo"
[ -x "$binario" ] || { echo "remojar: falta $binario (scripts/fuzz 1 $objetivo)" >&2; exit 2; }
declare -A diccionario=(
  [FuzzCourseLoader]=curso [FuzzMermaid]=mermaid [FuzzProgress]=json [FuzzHandIn]=json
  [FuzzAssignment]=json [FuzzWeights]=pesos [FuzzCompilerDiagnostics]=diagnosticos
  [FuzzAnswers]=mermaid [FuzzPresentation]=markdown
)
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export LSAN_OPTIONS="suppressions=$raiz/Fuzz/lsan.supp:print_suppressions=0"
trabajo="$raiz/Fuzz/.build/corpus/$objetivo"
hallazgos="$raiz/Fuzz/.build/hallazgos"
cuentas="$raiz/Fuzz/.build/cpu"
mkdir -p "$trabajo" "$hallazgos" "$cuentas"
tabla="$cuentas/$objetivo.tsv"
gastado() { awk -F'\t' '{ s += $1 } END { printf "%d", s }' "$tabla" 2>/dev/null || echo 0; }
opciones=(-timeout=900 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
  -artifact_prefix="$hallazgos/$objetivo-")
if [ -n "${diccionario[$objetivo]:-}" ]; then
  opciones+=(-dict="$raiz/Fuzz/Dictionaries/${diccionario[$objetivo]}.dict")
fi
while [ "$(gastado)" -lt $((minutos * 60)) ]; do
  registro="$cuentas/$objetivo.log"
  tiempos="$cuentas/$objetivo.time"
  estado=0
  nice -n 19 /usr/bin/time -f '%U %S' -o "$tiempos" "$binario" "${opciones[@]}" \
    -max_total_time="$tanda" "$trabajo" "$raiz/Fuzz/Corpus/$objetivo" >"$registro" 2>&1 \
    || estado=$?
  # /usr/bin/time escribe «Command exited with non-zero status N» antes de la cifra.
  cpu="$(tail -1 "$tiempos" | awk '{ printf "%d", $1 + $2 }')"
  ultima="$(grep -aE '^#[0-9]+' "$registro" | tail -1 || true)"
  # Las estadísticas finales no salen si se interrumpe o encuentra algo: entonces, el número
  # de la última línea de progreso (`#N`).
  ejecuciones="$(awk -F': *' '/stat::number_of_executed_units/ { n = $2 } END { print n + 0 }' \
    "$registro")"
  [ "$ejecuciones" -gt 0 ] || ejecuciones="$(awk '{ print substr($1, 2) + 0 }' <<<"$ultima")"
  campo() { awk -v clave="$1:" '{ for (i = 1; i < NF; i++) if ($i == clave) v = $(i + 1) }
    END { print (v == "" ? "-" : v) }' <<<"$ultima"; }
  cov="$(campo cov)"
  ft="$(campo ft)"
  corpus="$(campo corp | cut -d/ -f1)"
  porsegundo=$((cpu > 0 ? ejecuciones / cpu : 0))
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$cpu" "$ejecuciones" "$porsegundo" "$cov" "$ft" \
    "$corpus" "$(date -Is)" >>"$tabla"
  if [ "$estado" -eq 72 ]; then  # libFuzzer interrumpido (SIGINT): lo hecho cuenta
    echo "$objetivo: interrumpido; $(($(gastado) / 60)) minutos de CPU"
    exit 3
  fi
  if [ "$estado" -ne 0 ]; then
    cp "$registro" "$cuentas/$objetivo.hallazgo-$(date +%s).log"
    echo "HALLAZGO en $objetivo; registro en $cuentas" >&2
    exit 1
  fi
done
echo "$objetivo: $(($(gastado) / 60)) minutos de CPU"
