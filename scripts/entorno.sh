# Preparación común de scripts/leccion y scripts/pruebas: se carga con `source`.
# Pone Swift en el PATH e instala, solo si faltan, los paquetes de Debian que usa el proyecto.

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: no encuentro «swift». Instala Swift 6 (o déjalo en /opt/swift) y vuelve a probar." >&2
  exit 2
fi

# Paquetes de Debian que necesita el proyecto (bibliotecas C y herramientas de las pruebas).
leccion_paquetes="pkg-config libedit-dev libcmark-dev bubblewrap tmux"

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
    echo "error: no pude instalar:$leccion_faltan. Instálalos con apt-get y vuelve a probar." >&2
    exit 2
  fi
fi
unset leccion_faltan paquete
