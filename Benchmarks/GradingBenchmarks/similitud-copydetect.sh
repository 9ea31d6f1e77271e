#!/usr/bin/env bash
# Los parecidos de «leccion corregir --solo-similitud» frente a copydetect (winnowing, de PyPI)
# en las mismas clases sintéticas de withlock.orden-fijo: 8, 20 y 60 entregas con 0, 2 y 6
# copias disfrazadas (similitud_clase.py las genera: soluciones honradas variadas; copias con
# otros nombres, otro formato, funciones en otro orden, comentarios y código muerto). Escribe
# por clase y herramienta los pares copiados, los señalados, los aciertos, la precisión y la
# exhaustividad, y el par honrado más parecido y el copiado menos parecido de cada una.
#
#   Benchmarks/GradingBenchmarks/similitud-copydetect.sh [SEMILLA]
#
# copydetect se instala con pip en un venv solo de este script (en .build/copydetect-venv, que
# se reutiliza); leccion es el de release (scripts/leccion lo compila si hace falta) o LECCION.
# copydetect va con sus valores por omisión (ruido 25, garantía 25, señala desde 0,33) y el
# archivo de inicio como código común, como leccion.
set -euo pipefail
aqui="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
raiz="$(cd "$aqui/../.." && pwd)"
semilla="${1:-28}"
venv="$raiz/.build/copydetect-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import copydetect" 2>/dev/null; then
  echo "== instalar copydetect en $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet copydetect
fi
echo "copydetect $("$venv/bin/pip" show copydetect | sed -n 's/^Version: //p')" >&2
if [ -z "${LECCION:-}" ]; then
  "$raiz/scripts/leccion" --version >/dev/null
  LECCION="$raiz/.build/estatica/release/leccion"
fi
temporal="$(mktemp -d "${TMPDIR:-/tmp}/leccion-copydetect-XXXXXX")"
trap 'rm -rf "$temporal"' EXIT
printf 'entregas\tcopias\therramienta\tpares copiados\tseñalados\taciertos\tprecisión\texhaustividad\thonrado máx\tcopiado mín\n'
for entregas in 8 20 60; do
  for copias in 0 2 6; do
    clase="$temporal/clase-$entregas-$copias"
    mkdir -p "$clase"
    "$venv/bin/python" "$aqui/similitud_clase.py" generar "$clase" "$entregas" "$copias" "$semilla"
    codigo=0
    "$LECCION" corregir "$clase/entregas" --curso "$raiz/Content" --solo-similitud \
      --formato json --salida "$clase/leccion.json" >"$clase/leccion.err" 2>&1 || codigo=$?
    if [ "$codigo" -gt 1 ]; then
      echo "error: leccion corregir falló con $entregas entregas y $copias copias:" >&2
      cat "$clase/leccion.err" >&2
      exit 1
    fi
    # Con un umbral fijo muy bajo, el parecido de casi todos los pares (no de los que comparten
    # menos de 40 tokens en tramos largos): de ahí salen el honrado máximo y el copiado mínimo.
    "$LECCION" corregir "$clase/entregas" --curso "$raiz/Content" --solo-similitud \
      --similitud-umbral 1% --formato json --salida "$clase/todos.json" >/dev/null 2>&1 || true
    "$venv/bin/python" "$aqui/similitud_clase.py" medir "$clase" "$clase/leccion.json" \
      "$clase/todos.json" |
      sed "s/^/$entregas\t$copias\t/"
  done
done
