# shellcheck shell=bash
# Preparación común de scripts/leccion, scripts/instalar y scripts/pruebas: se carga con
# `source` después de fijar `raiz`. Pone Swift en el PATH e instala, solo si faltan, los
# paquetes de Debian que usa el proyecto.

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: no encuentro «swift». Instala Swift 6 (o déjalo en /opt/swift) y vuelve a probar." >&2
  exit 2
fi

# Paquetes de Debian que necesita el proyecto (bibliotecas C y herramientas de las pruebas:
# tmux para la terminal y vim-tiny para abrir «editar» con un vi de verdad). Quien llama
# puede añadir los suyos en `leccion_paquetes_extra` (scripts/pruebas lo hace).
leccion_paquetes="pkg-config libedit-dev libcmark-dev bubblewrap tmux vim-tiny ${leccion_paquetes_extra:-}"

# Preguntar a dpkg por cada paquete cuesta unos 30 ms: se hace solo si cambió la lista (este
# archivo) o lo instalado (/var/lib/dpkg/status) desde la última comprobación buena, que
# deja un sello. Quien llama puede elegir dónde va (scripts/leccion lo pone junto a su
# compilación); por omisión, en .build.
leccion_sello_paquetes="${leccion_sello_paquetes:-$raiz/.build/paquetes.sello}"
if [[ -f $leccion_sello_paquetes && ! ${BASH_SOURCE[0]} -nt $leccion_sello_paquetes &&
  ! /var/lib/dpkg/status -nt $leccion_sello_paquetes ]]; then
  : # nada cambió desde la última comprobación
else
  # El sello lleva la hora de antes de preguntar: un cambio durante la comprobación cuenta.
  mkdir -p "$(dirname "$leccion_sello_paquetes")"
  : >"$leccion_sello_paquetes.$$"
  leccion_faltan=""
  for paquete in $leccion_paquetes; do
    if ! dpkg-query -W -f='${Status}' "$paquete" 2>/dev/null | grep -q "install ok installed"; then
      leccion_faltan="$leccion_faltan $paquete"
    fi
  done
  if [ -n "$leccion_faltan" ]; then
    echo "Instalando lo que falta:$leccion_faltan" >&2
    sudo_cmd=""
    if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo_cmd apt-get update -qq >&2 || true
    # shellcheck disable=SC2086
    if ! $sudo_cmd apt-get install -y -qq --no-install-recommends $leccion_faltan >&2; then
      rm -f "$leccion_sello_paquetes.$$"
      echo "error: no pude instalar:$leccion_faltan. Instálalos con apt-get y vuelve a probar." >&2
      exit 2
    fi
  fi
  mv -f "$leccion_sello_paquetes.$$" "$leccion_sello_paquetes"
  unset leccion_faltan paquete sudo_cmd
fi
