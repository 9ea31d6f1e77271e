# shellcheck shell=bash
# Compilación de `leccion` y de su motor, común a scripts/leccion y scripts/instalar: se
# carga con `source` después de scripts/entorno.sh y de fijar `raiz`.
#
# leccion lleva dentro la biblioteca estándar y Foundation (--static-swift-stdlib): así
# arranca en unos 20 ms en vez de 35 (Benchmarks/Tutor/medir.sh). Va en su propia carpeta
# de compilación para no mezclar banderas con la de siempre. El motor (la biblioteca
# dinámica SharedCore, contra la que se compilan los ejercicios de código) va en .build,
# con la biblioteca estándar compartida, donde leccion lo busca; a su lado, el arnés de
# pruebas ya compilado (la biblioteca estática LeccionHarness, que se enlaza en cada
# programa de ejercicio).
#
# Solo se compila si algo cambió: un sello en la carpeta de compilación guarda la hora de
# la última compilación buena, y se compara con la de cada archivo de Sources/ (y de sus
# carpetas: borrar o mover un archivo cambia la de su carpeta), de Package.swift, de este
# archivo y del propio `swift` (que además ha de ser el mismo: su ruta va en el sello). El
# curso (Content/) no entra: leccion lo lee al arrancar.

: "${raiz:?scripts/compilar.sh necesita «raiz», la carpeta del repositorio}"
leccion_compilacion="$raiz/.build/estatica"
# `release` es el enlace que swift build deja a la carpeta de la plataforma: preguntarle con
# --show-bin-path costaría medio segundo más en cada arranque.
leccion_binario="$leccion_compilacion/release/leccion"
leccion_motor="$raiz/.build/release"
leccion_sello="$leccion_compilacion/leccion.sello"

# Si el binario y el motor están y nada de lo que los produce es más nuevo que el sello.
# Solo usa órdenes de bash (ningún proceso aparte): es lo que se paga en cada arranque.
leccion_al_dia() {
  [[ -f $leccion_sello && -x $leccion_binario && -f $leccion_motor/libSharedCore.so &&
    -f $leccion_motor/libLeccionHarness.a ]] || return 1
  # `hash` deja la ruta de swift en BASH_CMDS sin lanzar nada (`$(command -v …)` sí lo haría).
  # El sello guarda la de la última compilación: otro swift en el PATH compila de nuevo.
  hash swift 2>/dev/null || return 1
  local archivo anterior=""
  read -r anterior <"$leccion_sello" || true
  [[ $anterior == "${BASH_CMDS[swift]}" ]] || return 1
  for archivo in "$raiz/Package.swift" "${BASH_SOURCE[0]}" "${BASH_CMDS[swift]}"; do
    [[ $archivo -nt $leccion_sello ]] && return 1
  done
  local restaurar="" resultado=0
  shopt -q globstar || restaurar+="shopt -u globstar;"
  shopt -q nullglob || restaurar+="shopt -u nullglob;"
  shopt -s globstar nullglob
  for archivo in "$raiz/Sources" "$raiz"/Sources/**; do
    if [[ $archivo -nt $leccion_sello ]]; then
      resultado=1
      break
    fi
  done
  eval "$restaurar"
  return "$resultado"
}

# Compila leccion y el motor, con la salida de swift build a la vista (en la salida de
# errores, para no mezclarla con la de leccion), y para el guion si algo no compila.
leccion_compilar() {
  echo "Compilando leccion: hay código nuevo (la primera vez tarda unos minutos)…" >&2
  mkdir -p "$leccion_compilacion"
  # El sello lleva la hora de antes de compilar: un archivo guardado mientras tanto hará
  # compilar otra vez la próxima. Si no se llega al final, no queda.
  leccion_sello_nuevo="$leccion_sello.$$"
  trap 'rm -f "$leccion_sello_nuevo"' EXIT
  hash swift
  printf '%s\n' "${BASH_CMDS[swift]}" >"$leccion_sello_nuevo"
  if ! (cd "$raiz" && swift build -c release --product SharedCore) >&2; then
    echo "error: no compila el motor de los ejercicios de código (la biblioteca" >&2
    echo "SharedCore); arriba está lo que dijo swift build. Sin él, leccion no puede" >&2
    echo "corregir los ejercicios de código." >&2
    exit 2
  fi
  if ! (cd "$raiz" && swift build -c release --product LeccionHarness) >&2; then
    echo "error: no compila el arnés de pruebas de los ejercicios de código (la" >&2
    echo "biblioteca LeccionHarness); arriba está lo que dijo swift build." >&2
    exit 2
  fi
  if ! (cd "$raiz" && swift build -c release --product leccion --static-swift-stdlib \
    --scratch-path "$leccion_compilacion") >&2; then
    echo "error: leccion no compila; arriba está lo que dijo swift build." >&2
    exit 2
  fi
  local falta
  for falta in "$leccion_binario" "$leccion_motor/libSharedCore.so" \
    "$leccion_motor/libLeccionHarness.a"; do
    if [[ ! -f $falta ]]; then
      echo "error: swift build terminó bien pero no dejó «$falta»." >&2
      exit 2
    fi
  done
  mv -f "$leccion_sello_nuevo" "$leccion_sello"
  trap - EXIT
}
