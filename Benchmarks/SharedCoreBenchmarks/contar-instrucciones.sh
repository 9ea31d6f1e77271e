#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR/../../scripts
# Cuenta con callgrind (valgrind) las instrucciones por operación de los bucles de
# SharedCoreBenchmarks: Shared.withLock, el miembro derivado, la lectura y Store.send, frente
# al Mutex desnudo. A diferencia del tiempo, la cuenta no depende de la carga de la máquina:
# la misma compilación da la misma cifra, así que sirve para comparar dos versiones del motor
# aunque la máquina esté ocupada. (No dice lo que cuesta cada instrucción: un atómico vale
# por decenas; el tiempo lo mide `Benchmarks/correr SharedCoreBenchmarks shared`.)
#
# Uso: Benchmarks/SharedCoreBenchmarks/contar-instrucciones.sh [REPETICIONES]
#      (100000 si no se dice; Store.send hace REPETICIONES/100 acciones)
set -euo pipefail
aqui="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mediciones="$(dirname "$aqui")"
raiz="$(dirname "$mediciones")"
repeticiones="${1:-100000}"
if ! [[ $repeticiones =~ ^[1-9][0-9]{2,8}$ ]]; then
  echo "error: REPETICIONES ha de ser un entero entre 100 y 999999999, no «$repeticiones»." >&2
  exit 2
fi
# shellcheck source=../../scripts/entorno.sh
source "$raiz/scripts/entorno.sh"
# valgrind solo hace falta aquí, así que no está entre los paquetes del proyecto.
if ! command -v valgrind >/dev/null 2>&1; then
  echo "error: contar-instrucciones.sh necesita valgrind: apt-get install valgrind" >&2
  exit 2
fi

swift build --package-path "$mediciones" -c release --product SharedCoreBenchmarks >&2
binario="$(swift build --package-path "$mediciones" -c release --show-bin-path)/SharedCoreBenchmarks"
salida="$(mktemp -d "${TMPDIR:-/tmp}/contar-instrucciones.XXXXXX")"
trap 'rm -rf "$salida"' EXIT

# Cada bucle medido es una función propia (`@inline(never)`) cuyo último parámetro es el
# número de repeticiones (un `Int`): su nombre decorado acaba en «itF», o en «itFTf…» si el
# optimizador la cambió por una versión con otra firma (lo hace cuando no usa algún campo
# de un parámetro, y entonces se llama solo a esa). Se cuenta solo dentro de esas funciones
# y se vuelca una cuenta al salir de cada una. callgrind solo aplica una opción por patrón
# (por eso los patrones de contar y de volcar se escriben distinto) y un patrón de cada
# clase, así que «itF*» abarca las dos formas; también abarcaría un cierre de un bucle
# («itFy…»), que no debe ejecutarse fuera de línea: si se vuelca uno, se dice abajo.
if ! valgrind --tool=callgrind --callgrind-out-file="$salida/cuenta" --collect-atstart=no \
  --toggle-collect='$s20SharedCoreBenchmarks*itF*' \
  --dump-after='*SharedCoreBenchmarks*itF*' \
  "$binario" instrucciones "$repeticiones" >/dev/null 2>"$salida/valgrind.txt"; then
  cat "$salida/valgrind.txt" >&2
  echo "error: valgrind no pudo ejecutar SharedCoreBenchmarks (arriba, lo que dijo)." >&2
  exit 1
fi

# Instrucciones de cada bucle, por el nombre de su función.
declare -A cuentas=()
for volcado in "$salida"/cuenta.*; do
  funcion="$(sed -n 's/^desc: Trigger: --dump-after=\$s20SharedCoreBenchmarks//p' "$volcado")"
  total="$(sed -n 's/^totals: //p' "$volcado")"
  if [[ -n $funcion && ! $funcion =~ itF(Tf[0-9A-Za-z_]+)?$ ]]; then
    echo "error: se ejecutó fuera de línea «$funcion», que no es un bucle medido: las" \
      "cuentas de su bucle no valen (callgrind dejó de contar al entrar)." >&2
    exit 1
  fi
  [[ $funcion =~ ^([0-9]+) ]] || continue
  longitud="${BASH_REMATCH[1]}"
  cuentas["${funcion:${#longitud}:$longitud}"]="$total"
done

# fila ETIQUETA FUNCIÓN OPERACIONES [BASE]: instrucciones por operación y, con BASE, el cociente.
fila() {
  local etiqueta="$1" funcion="$2" operaciones="$3" base="${4:-}"
  if [[ -z ${cuentas[$funcion]:-} ]]; then
    echo "error: no hay cuenta de «$funcion»: ¿cambió el nombre o los parámetros del bucle?" >&2
    exit 1
  fi
  local cociente=""
  [[ -n $base ]] && cociente="$(awk -v a="${cuentas[$funcion]}" -v b="${cuentas[$base]}" \
    'BEGIN { printf "%6.2f×", a / b }')"
  awk -v e="$etiqueta" -v n="${cuentas[$funcion]}" -v o="$operaciones" -v c="$cociente" \
    'BEGIN { printf "%-44s %10.1f  %s\n", e, n / o, c }'
}

echo "== Instrucciones por operación (callgrind, $repeticiones repeticiones por bucle)"
fila "Mutex desnudo, escritura (base)" bareMutexIncrements "$repeticiones"
fila "pthread_mutex normal (referencia)" pthreadIncrements "$repeticiones" bareMutexIncrements
fila "Shared.withLock sin contención" sharedIncrements "$repeticiones" bareMutexIncrements
fila "\$cuenta.creditos.withLock (derivado)" derivedIncrements "$repeticiones" bareMutexIncrements
fila "derivado creado en cada escritura" derivedEachTimeIncrements "$repeticiones" \
  bareMutexIncrements
fila "Mutex desnudo, lectura (base)" bareMutexReads "$repeticiones"
fila "Mutex + registro en Observation (referencia)" bareMutexObservedReads "$repeticiones" \
  bareMutexReads
fila "Shared.wrappedValue lectura" sharedReads "$repeticiones" bareMutexReads
fila "\$cuenta.creditos.wrappedValue (derivado)" derivedReads "$repeticiones" bareMutexReads
fila "Store.send (forEach, 10 000 elementos)" storeSends "$((repeticiones / 100))"
