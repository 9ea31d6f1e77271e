#!/usr/bin/env bash
# Une las partes de INFORMES en el informe de la clase (el mismo, byte a byte, que el de
# una sola máquina). Si falta una parte, «leccion corregir --unir» dice cuál y no escribe
# nada; una parte repetida con los mismos bytes no cambia nada.
#
#   INFORMES   la carpeta con las partes (parte-*.json)
#   SALIDA     el informe unido (por omisión, INFORMES/../informe.json)
#   FORMATO    su formato (por omisión, json; también html, csv, moodle…)
#   DEVOLUCIONES  si se da, la carpeta donde van las devoluciones de cada alumno (las de una
#              sola máquina, byte a byte: abren lo que abre la tarea)
#   TAREA, CURSO  la tarea y el curso con que se corrigieron las partes (los mismos que en
#              corregir-parte.sh); «--unir» comprueba que son ellos
#   LECCION    el ejecutable (por omisión, «leccion» en el PATH)
set -euo pipefail
: "${INFORMES:?indica la carpeta de los informes en INFORMES}"
salida="${SALIDA:-$INFORMES/../informe.json}"
shopt -s nullglob
partes=("$INFORMES"/parte-*.json)
if [ ${#partes[@]} -eq 0 ]; then
  echo "error: no hay ninguna parte (parte-*.json) en $INFORMES." >&2
  exit 2
fi
comunes=()
[ -n "${TAREA:-}" ] && comunes+=(--tarea "$TAREA")
[ -n "${CURSO:-}" ] && comunes+=(--curso "$CURSO")
[ -n "${DEVOLUCIONES:-}" ] && comunes+=(--devoluciones "$DEVOLUCIONES")
exec "${LECCION:-leccion}" corregir --unir "${partes[@]}" --formato "${FORMATO:-json}" \
  --salida "$salida" --sobrescribir "${comunes[@]}"
