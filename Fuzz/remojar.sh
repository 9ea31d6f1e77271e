#!/usr/bin/env bash
# Deja un objetivo de fuzzing en remojo con `nice -n 19` hasta que haya gastado MINUTOS
# minutos de CPU (no de reloj: en una máquina compartida solo usa la CPU que sobra). Los
# binarios tienen que estar ya compilados (scripts/fuzz los compila). Cada tanda dura como
# mucho TANDA segundos de reloj (600 por defecto); su CPU se mide con /usr/bin/time y se
# suma en Fuzz/.build/cpu/OBJETIVO.tsv (segundos de CPU, ejecuciones, exec/s, cov, ft,
# corpus), que dice cuánto lleva entre sesiones de la misma carpeta.
#
# Uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]
# El -timeout es de 60 s porque con nice una entrada normal puede tardar diez veces más
# en reloj que en CPU.
# Sale con 1 en cuanto el objetivo encuentra algo (la entrada queda en Fuzz/.build/hallazgos).
set -euo pipefail
minutos="${1:?uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]}"
objetivo="${2:?uso: Fuzz/remojar.sh MINUTOS OBJETIVO [TANDA]}"
tanda="${3:-600}"
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
opciones=(-timeout=60 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
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
  cpu="$(awk '{ printf "%d", $1 + $2 }' "$tiempos" | tail -1)"
  ejecuciones="$(grep -o 'stat::number_of_executed_units: [0-9]*' "$registro" | grep -o '[0-9]*$' || echo 0)"
  ultima="$(grep -E '^#[0-9]+' "$registro" | tail -1)"
  cov="$(grep -o 'cov: [0-9]*' <<<"$ultima" | grep -o '[0-9]*' || echo -)"
  ft="$(grep -o 'ft: [0-9]*' <<<"$ultima" | grep -o '[0-9]*' || echo -)"
  corpus="$(grep -o 'corp: [0-9]*' <<<"$ultima" | grep -o '[0-9]*' || echo -)"
  porsegundo=$((cpu > 0 ? ejecuciones / cpu : 0))
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$cpu" "$ejecuciones" "$porsegundo" "$cov" "$ft" \
    "$corpus" "$(date -Is)" >>"$tabla"
  if [ "$estado" -ne 0 ]; then
    cp "$registro" "$cuentas/$objetivo.hallazgo-$(date +%s).log"
    echo "HALLAZGO en $objetivo; registro en $cuentas" >&2
    exit 1
  fi
done
echo "$objetivo: $(($(gastado) / 60)) minutos de CPU"
