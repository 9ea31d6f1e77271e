# shellcheck shell=bash
# Completado de `leccion` para bash: órdenes y sus alias, opciones, valores de --formato,
# carpetas y archivos donde van, e ids de ejercicio (los pregunta a `leccion lista`).
# Lo instala scripts/instalar; a mano: `source scripts/completado/leccion.bash`.
# Las órdenes y opciones son las de `leccion --help` (una prueba comprueba que coinciden).

_leccion_ordenes="lista ls mapa progreso prog comprobar comp pista p reiniciar rein
  iniciar init validar val vigilar vig revisar rev exportar exp corregir corr tarea ayuda"
# Opciones que llevan valor (la palabra siguiente no es la orden).
_leccion_con_valor="--curso --espacio --formato --alumno --tarea --salida --pruebas-ocultas
  --pesos --devoluciones --trabajos --parte --tiempo --modo --titulo --penalizacion --intentos --pista
  --solucion --fecha-limite --semilla --ejercicios"

# Las opciones de la orden $1 (vacía: antes de la orden).
_leccion_opciones() {
  local comunes="--curso --espacio --help"
  case "$1" in
    "") echo "$comunes --version" ;;
    lista | ls | mapa | progreso | prog | validar | val) echo "$comunes --formato" ;;
    comprobar | comp) echo "$comunes --formato --todo" ;;
    reiniciar | rein) echo "$comunes --si" ;;
    iniciar | init) echo "$comunes --alumno --tarea" ;;
    exportar | exp) echo "$comunes --salida" ;;
    corregir | corr)
      echo "--formato --salida --pruebas-ocultas --pesos --tarea --devoluciones --trabajos --parte --curso"
      echo "--tiempo --unir --sobrescribir --sin-cache --help"
      echo "--similitud --solo-similitud --similitud-comun --similitud-umbral"
      ;;
    tarea)
      echo "--modo --salida --titulo --penalizacion --intentos --pista --solucion --fecha-limite"
      echo "--contar-tardias --semilla --ejercicios --pesos --curso --sobrescribir --help"
      ;;
    *) echo "$comunes" ;;
  esac
}

# Los ids de ejercicio del curso (todos, o solo los de la clase $1), con el --curso y el
# --espacio que ya estén escritos en la línea.
_leccion_ids() {
  local clase="${1:-}" i opciones=()
  for ((i = 1; i < COMP_CWORD - 1; i++)); do
    case "${COMP_WORDS[i]}" in
      --curso | --espacio) opciones+=("${COMP_WORDS[i]}" "${COMP_WORDS[i + 1]}") ;;
    esac
  done
  "${COMP_WORDS[0]}" lista --formato json "${opciones[@]}" 2>/dev/null </dev/null |
    awk -F'"' -v clase="$clase" '
      /"hintsShown"/ { ejercicio = 1; next }
      ejercicio && $2 == "id" { id = $4; next }
      ejercicio && $2 == "kind" { if (clase == "" || $4 == clase) print id; ejercicio = 0 }'
}

# Carpetas (-d) o archivos (-f) que empiezan por la palabra actual, tratados como rutas
# (barra al final de las carpetas, espacios escapados).
_leccion_rutas() {
  compopt -o filenames 2>/dev/null
  mapfile -t COMPREPLY < <(compgen "$1" -- "$actual")
}

_leccion() {
  local actual="${COMP_WORDS[COMP_CWORD]}" anterior="${COMP_WORDS[COMP_CWORD - 1]}"
  local i orden="" palabras=""
  COMPREPLY=()
  # La orden: la primera palabra que no es una opción ni el valor de una.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      -*) [[ " ${_leccion_con_valor//$'\n'/ } " == *" ${COMP_WORDS[i]} "* ]] && ((i++)) ;;
      *)
        orden="${COMP_WORDS[i]}"
        break
        ;;
    esac
  done
  case "$anterior" in
    --curso | --espacio) _leccion_rutas -d ;;
    --salida | --pruebas-ocultas | --pesos | --tarea | --devoluciones) _leccion_rutas -f ;;
    --modo) palabras="practica intentos diferida" ;;
    --alumno | --trabajos | --parte | --tiempo | --titulo | --penalizacion | --intentos | \
      --pista | --solucion | --fecha-limite | --semilla | --ejercicios) ;;
    --formato)
      palabras="texto json"
      [[ $orden == corregir || $orden == corr ]] && palabras="texto json csv junit estadisticas html canvas moodle exercism"
      ;;
    *)
      if [[ $actual == -* ]]; then
        palabras="$(_leccion_opciones "$orden")"
      else
        case "$orden" in
          "" | ayuda) palabras="$_leccion_ordenes" ;;
          comprobar | comp | pista | p | reiniciar | rein) palabras="$(_leccion_ids)" ;;
          vigilar | vig) palabras="$(_leccion_ids codigo)" ;;
          iniciar | init | validar | val) _leccion_rutas -d ;;
          corregir | corr | revisar | rev) _leccion_rutas -f ;;
          tarea) [[ $COMP_CWORD -eq $((i + 1)) ]] && palabras="nueva" ;;
        esac
      fi
      ;;
  esac
  if [[ -n $palabras ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$palabras" -- "$actual")
  fi
}

complete -F _leccion leccion
