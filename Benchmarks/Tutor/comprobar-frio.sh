#!/usr/bin/env bash
# «comprobar» en frío a través del tutor frente a swiftc desnudo (issue 27), en una sola
# ejecución y alternando: cada vuelta compila una vez con swiftc desnudo y comprueba una vez
# con cada `leccion` dado, con el archivo del ejercicio cambiado (un comentario nuevo) para
# que ninguna caché de veredictos ni de programas conteste; la caché de módulos sí está
# preparada (la primera vuelta, que no cuenta).
#
# «swiftc desnudo», como lo define la issue: `swiftc` con sus opciones por omisión, el
# archivo de la persona, el `pruebas.swift` del ejercicio y un `main` de una línea por
# prueba que llama a cada una y da `expect`, enlazado contra libSharedCore: lo mínimo que una
# comprobación tiene que compilar.
#
# Tres filas por cada `leccion`, en la misma vuelta:
#   - «en frío»: el archivo cambiado, con las pruebas ya compiladas para su interfaz (lo que
#     deja la compilación de antemano al entrar en el ejercicio, o una comprobación anterior):
#     compila el archivo, compara la interfaz y enlaza en una sola caja.
#   - «primera»: lo mismo sin las pruebas compiladas (la carpeta `pruebas/` de la caché
#     vacía): la primera comprobación de un ejercicio cuando nadie las compiló antes.
#   - «caliente»: el mismo archivo otra vez (el veredicto sale de la caché; objetivo de la
#     issue 27: ≤ 50 ms).
#   - «en el tutor abierto» (con cgroup): lo mismo que «en frío» y «caliente», pero escrito en
#     la REPL de un `leccion` que sigue abierto entre vueltas (tutor-abierto.py), como
#     comprueba quien aprende: sin el arranque de `leccion` ni la lectura del curso en cada
#     comprobación. La REPL entra antes en el ejercicio, así que las pruebas ya están compiladas.
#
# Uso: Benchmarks/Tutor/comprobar-frio.sh [VUELTAS] [LECCION…]
#   LECCION: ejecutables de leccion, cada uno con su motor y su arnés al lado o en .build
#   (por omisión, .build/debug/leccion). El motor del desnudo es el del primero. Con
#   «todo-junto:» delante, ese leccion compila como antes de las pruebas compiladas una vez
#   y sin el driver (LECCION_COMPILAR_TODO_JUNTO=1): el antes y el después con un solo binario.
#   Con «enlace-como-antes:», enlaza con swift-autolink-extract y clang, como antes de
#   LinkerPlan (LECCION_ENLACE_COMO_ANTES=1). Con «con-todas:», enlaza con todas las
#   bibliotecas que piden los objetos, como antes de LinkLibraries (LECCION_ENLACE_CON_TODAS=1).
set -euo pipefail
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
vueltas="${1:-7}"
shift || true
binarios=("$@")
[ ${#binarios[@]} -gt 0 ] || binarios=("$raiz/.build/debug/leccion")
entornos=()
for i in "${!binarios[@]}"; do
  entornos[i]="LECCION_COMPILAR_TODO_JUNTO=0"
  if [[ "${binarios[$i]}" == todo-junto:* ]]; then
    binarios[i]="${binarios[$i]#todo-junto:}"
    entornos[i]="LECCION_COMPILAR_TODO_JUNTO=1"
  elif [[ "${binarios[$i]}" == enlace-como-antes:* ]]; then
    binarios[i]="${binarios[$i]#enlace-como-antes:}"
    entornos[i]="LECCION_ENLACE_COMO_ANTES=1"
  elif [[ "${binarios[$i]}" == con-todas:* ]]; then
    binarios[i]="${binarios[$i]#con-todas:}"
    entornos[i]="LECCION_ENLACE_CON_TODAS=1"
  fi
done
export PATH="/opt/swift/usr/bin:$PATH"
ejercicio="shared.afirmar"
fuente="$raiz/Content/01-shared/codigo/afirmar"
trabajo="$(mktemp -d /tmp/leccion-comprobar-frio-XXXXXX)"
trap '[ -n "${CONSERVAR:-}" ] || rm -rf "$trabajo"' EXIT

motor="$(dirname "${binarios[0]}")"
# El leccion de scripts/leccion (.build/estatica, con la biblioteca estándar dentro) usa el
# motor que scripts/compilar.sh deja en .build/release.
if ! [ -e "$motor/libSharedCore.so" ] && [ -e "$raiz/.build/release/libSharedCore.so" ]; then
  motor="$(cd "$raiz/.build/release" && pwd -P)"
fi
if [ -d "$motor/Modules" ]; then modulos="$motor/Modules"; else modulos="$motor"; fi

# El desnudo: el archivo de la persona, las pruebas y un main con expect y una llamada por prueba.
mkdir -p "$trabajo/desnudo"
{ echo "import SharedCore"; cat "$fuente/solucion.swift"; } >"$trabajo/desnudo/ejercicio.swift"
cp "$fuente/pruebas.swift" "$trabajo/desnudo/pruebas.swift"
{
  echo "import SharedCore"
  echo 'func expect(_ c: Bool, _ m: String, line: Int = #line) { if !c { print("✗", m) } }'
  sed -nE 's/^func (prueba[A-Za-z0-9_]*)\(\)( async)?( throws)?.*/\3\2 \1()/p' "$fuente/pruebas.swift" |
    sed -E 's/^ throws async/try await/; s/^ async/await/; s/^ throws/try/; s/^ //'
} >"$trabajo/desnudo/main.swift"
desnudo() {
  # TMPDIR propio: swiftc deja carpetas TemporaryDirectory.* en el suyo.
  (cd "$trabajo/desnudo" && TMPDIR="$trabajo" swiftc ejercicio.swift pruebas.swift main.swift -I "$modulos" \
    -L "$motor" -lSharedCore -Xlinker -rpath -Xlinker "$motor" -o programa)
}

# Un espacio y una caché por leccion.
for i in "${!binarios[@]}"; do
  env HOME="$trabajo/casa$i" XDG_DATA_HOME="$trabajo/datos$i" XDG_CACHE_HOME="$trabajo/cache$i" \
    "${binarios[$i]}" iniciar "$trabajo/espacio$i" --curso "$raiz/Content" >/dev/null
done
comprobar() { # índice, vuelta (sin vuelta: el archivo tal como está)
  local archivo="$trabajo/espacio$1/codigo/$ejercicio.swift"
  [ -z "${2:-}" ] || { cat "$fuente/solucion.swift"; echo "// vuelta $2"; } >"$archivo"
  env HOME="$trabajo/casa$1" XDG_DATA_HOME="$trabajo/datos$1" XDG_CACHE_HOME="$trabajo/cache$1" \
    "${entornos[$1]}" "${binarios[$1]}" comprobar "$ejercicio" --curso "$raiz/Content" --espacio "$trabajo/espacio$1" \
    >"$trabajo/salida$1.txt" 2>&1 || { cat "$trabajo/salida$1.txt" >&2; exit 1; }
}
# shellcheck source=../cpu-arbol.sh
source "$raiz/Benchmarks/cpu-arbol.sh"
medir() { # nombre, orden…  → «nombre reloj cpu» en tiempos.txt (la CPU del árbol entero)
  arbol_medir "$trabajo/tiempos.txt" "$@"
}

echo "CPU: $(arbol_fuente)"
echo "Carga al empezar: $(cut -d' ' -f1-3 /proc/loadavg)"
desnudo
for i in "${!binarios[@]}"; do comprobar "$i" 0; done
# El tutor abierto (tutor-abierto.py): una REPL por leccion, con su propio espacio, que
# sigue abierta entre vueltas, como la de quien aprende. Sin cgroup, no se mide.
read -r cgroup_tipo cgroup_carpeta < <(arbol_raiz) || true
tutores=()
if [ -n "${cgroup_tipo:-}" ]; then
  for i in "${!binarios[@]}"; do
    env HOME="$trabajo/casa$i" XDG_DATA_HOME="$trabajo/datos$i" XDG_CACHE_HOME="$trabajo/cache$i" \
      "${binarios[$i]}" iniciar "$trabajo/repl$i" --curso "$raiz/Content" >/dev/null
    mkfifo "$trabajo/tutor$i.entrada" "$trabajo/tutor$i.salida"
    env HOME="$trabajo/casa$i" XDG_DATA_HOME="$trabajo/datos$i" XDG_CACHE_HOME="$trabajo/cache$i" \
      "${entornos[$i]}" python3 "$raiz/Benchmarks/Tutor/tutor-abierto.py" "$cgroup_tipo" \
      "$cgroup_carpeta" "${binarios[$i]}" "$trabajo/repl$i" "$raiz/Content" "$ejercicio" \
      "$fuente/solucion.swift" <"$trabajo/tutor$i.entrada" >"$trabajo/tutor$i.salida" &
    exec {entrada}>"$trabajo/tutor$i.entrada" {salida}<"$trabajo/tutor$i.salida"
    tutores[i]="$entrada $salida"
  done
fi
tutor() { # índice, nombre de la fila, orden → «nombre reloj cpu» en tiempos.txt
  local entrada salida reloj cpu
  read -r entrada salida <<<"${tutores[$1]}"
  echo "$3" >&"$entrada"
  read -r reloj cpu <&"$salida" || { echo "error: el tutor abierto $1 no contestó" >&2; exit 1; }
  echo "$2 $reloj $cpu" >>"$trabajo/tiempos.txt"
}
: >"$trabajo/tiempos.txt"
for vuelta in $(seq 1 "$vueltas"); do
  medir desnudo desnudo
  for i in "${!binarios[@]}"; do
    medir "leccion$i" comprobar "$i" "$vuelta"
    medir "caliente$i" comprobar "$i"
    rm -rf "$trabajo/cache$i/leccion/pruebas"
    medir "primera$i" comprobar "$i" "$vuelta-primera"
    if [ ${#tutores[@]} -gt 0 ]; then
      tutor "$i" "tutor$i" "frio $vuelta"
      tutor "$i" "tutorcaliente$i" caliente
    fi
  done
done
for i in "${!tutores[@]}"; do
  read -r entrada salida <<<"${tutores[$i]}"
  echo fin >&"$entrada"
  exec {entrada}>&- {salida}<&-
done
wait
echo "Carga al acabar: $(cut -d' ' -f1-3 /proc/loadavg)"
etiquetas=()
for i in "${!binarios[@]}"; do
  etiquetas[i]="${binarios[$i]}"
  [ "${entornos[$i]}" = LECCION_COMPILAR_TODO_JUNTO=1 ] && etiquetas[i]="todo junto: ${binarios[$i]}"
  [ "${entornos[$i]}" = LECCION_ENLACE_COMO_ANTES=1 ] && etiquetas[i]="enlace como antes: ${binarios[$i]}"
  [ "${entornos[$i]}" = LECCION_ENLACE_CON_TODAS=1 ] && etiquetas[i]="con todas las bibliotecas: ${binarios[$i]}"
done
python3 - "$trabajo/tiempos.txt" "${etiquetas[@]}" <<'PY'
import statistics, sys
filas = {}
for linea in open(sys.argv[1]):
    nombre, reloj, cpu = linea.split()
    filas.setdefault(nombre, []).append((float(reloj), float(cpu)))
def mediana(nombre, i):
    return statistics.median(v[i] for v in filas[nombre])
base, base_cpu = mediana("desnudo", 0), mediana("desnudo", 1)
print(f"swiftc desnudo: mediana {base*1000:.0f} ms de reloj, {base_cpu*1000:.0f} ms de CPU ({len(filas['desnudo'])} vueltas)")
for i, binario in enumerate(sys.argv[2:]):
    r, c = mediana(f"leccion{i}", 0), mediana(f"leccion{i}", 1)
    # La CPU es la del árbol entero (cpu-arbol.sh): leccion, la caja, sus compiladores y el programa.
    print(f"comprobar en frío ({binario}): {r*1000:.0f} ms = {r/base:.2f}× el desnudo en reloj; "
          f"{c*1000:.0f} ms de CPU = {c/base_cpu:.2f}× el desnudo")
    r, c = mediana(f"primera{i}", 0), mediana(f"primera{i}", 1)
    print(f"  primera, sin las pruebas compiladas: {r*1000:.0f} ms = {r/base:.2f}× en reloj; "
          f"{c*1000:.0f} ms de CPU = {c/base_cpu:.2f}×")
    r, c = mediana(f"caliente{i}", 0), mediana(f"caliente{i}", 1)
    print(f"  en caliente (el veredicto guardado): {r*1000:.0f} ms de reloj, {c*1000:.0f} ms de CPU")
    if f"tutor{i}" in filas:
        r, c = mediana(f"tutor{i}", 0), mediana(f"tutor{i}", 1)
        print(f"  en el tutor abierto (la REPL, «comprobar» tras cambiar el archivo): {r*1000:.0f} ms = "
              f"{r/base:.2f}× en reloj; {c*1000:.0f} ms de CPU = {c/base_cpu:.2f}×")
        r, c = mediana(f"tutorcaliente{i}", 0), mediana(f"tutorcaliente{i}", 1)
        print(f"  en el tutor abierto, en caliente: {r*1000:.0f} ms de reloj, {c*1000:.0f} ms de CPU")
PY
