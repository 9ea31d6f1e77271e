#!/usr/bin/env bash
# Corrige una parte de la clase en un trabajo de un sistema de colas: la parte la toma
# «leccion corregir --parte auto» del entorno (Kubernetes, Slurm, GitLab CI o LECCION_PARTE
# para una matriz de GitHub Actions). Escribe INFORMES/parte-K.json entero o nada; si el
# sistema repite la parte (un pod reintentado), la vuelve a escribir igual.
#
#   ENTREGAS   la carpeta con las entregas (la misma en todas las partes)
#   INFORMES   la carpeta donde va cada parte (compartida, o subida como artefacto)
#   LECCION    el ejecutable (por omisión, «leccion» en el PATH)
#   TAREA      la tarea (--tarea), si la hay; la misma para la unión
#   CURSO      el curso (--curso), si no es el de leccion; el mismo para la unión
#   LECCION_OPCIONES  más opciones de «leccion corregir» (--pesos, --pruebas-ocultas,
#              --tiempo…), iguales en todas las partes
set -euo pipefail
: "${ENTREGAS:?indica la carpeta de las entregas en ENTREGAS}"
: "${INFORMES:?indica la carpeta de los informes en INFORMES}"
parte="${SLURM_ARRAY_TASK_ID:-${CI_NODE_INDEX:-${JOB_COMPLETION_INDEX:-${LECCION_PARTE:-}}}}"
if [ -z "$parte" ]; then
  echo "error: no hay ninguna variable de parte (SLURM_ARRAY_TASK_ID, CI_NODE_INDEX," \
    "JOB_COMPLETION_INDEX o LECCION_PARTE)." >&2
  exit 2
fi
mkdir -p "$INFORMES"
comunes=()
[ -n "${TAREA:-}" ] && comunes+=(--tarea "$TAREA")
[ -n "${CURSO:-}" ] && comunes+=(--curso "$CURSO")
# shellcheck disable=SC2086 # LECCION_OPCIONES son varias palabras a propósito
exec "${LECCION:-leccion}" corregir "$ENTREGAS" --parte auto --formato json \
  --salida "$INFORMES/parte-${parte//\//-de-}.json" --sobrescribir "${comunes[@]}" \
  ${LECCION_OPCIONES:-}
