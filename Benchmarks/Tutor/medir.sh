#!/usr/bin/env bash
# Mediciones del tutor (issue 6), en una sola ejecución:
#   1. «leccion lista» y el tiempo hasta el primer indicador del tutor, frente a un «hola
#      mundo» con Foundation compilado como compila swiftc por omisión (enlazado
#      dinámicamente). Objetivo: como mucho 2,5 veces, para leccion tal como la compila y
#      arranca scripts/leccion (con la biblioteca estándar y Foundation dentro). Se dan
#      también, como información, las parejas del mismo modo: leccion dinámica frente al
#      hola mundo dinámico, y estática frente a un hola mundo estático.
#   2. La memoria máxima de «leccion» durante una lección entera por guion (objetivo:
#      menos de 40 MB). Los compiladores que lanza el corrector de código son procesos
#      aparte y no cuentan; por eso el guion salta los ejercicios de código.
# Uso: Benchmarks/Tutor/medir.sh [LECCION]   (por defecto, la 01-shared de Content/)
set -euo pipefail
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
leccion_id="${1:-01-shared}"
export PATH="/opt/swift/usr/bin:$PATH"
for herramienta in hyperfine python3 /usr/bin/time; do
  command -v "$herramienta" >/dev/null || { echo "falta $herramienta" >&2; exit 2; }
done

trabajo="$(mktemp -d)"
trap 'rm -rf "$trabajo"' EXIT
cd "$raiz"
swift build -c release --product leccion >&2
bin="$(swift build -c release --show-bin-path)/leccion"
# La misma, con la biblioteca estándar y Foundation dentro del binario (como se distribuye):
# en su propia carpeta de compilación, para no mezclar banderas con la de siempre.
estatica=".build/estatica"  # la misma que usa scripts/leccion
swift build -c release --product leccion --static-swift-stdlib --scratch-path "$estatica" >&2
bin_estatico="$(swift build -c release --static-swift-stdlib --scratch-path "$estatica" --show-bin-path)/leccion"

# El «hola mundo» de referencia: Foundation, mismo compilador, mismo modo.
printf 'import Foundation\nprint("hola, \\(ProcessInfo.processInfo.processName)")\n' > "$trabajo/hola.swift"
swiftc -O "$trabajo/hola.swift" -o "$trabajo/hola" 2>/dev/null
swiftc -O -static-stdlib "$trabajo/hola.swift" -o "$trabajo/hola-estatico" 2>/dev/null

export HOME="$trabajo" XDG_DATA_HOME="$trabajo/datos" XDG_CACHE_HOME="$trabajo/cache" NO_COLOR=1
"$bin" iniciar "$trabajo/espacio" --curso "$raiz/Content" >/dev/null
cd "$trabajo/espacio"
printf '\n' | "$bin" --curso "$raiz/Content" >/dev/null   # deja una posición: lo normal es reanudar

# -N: sin shell por medio (hyperfine les da /dev/null como entrada); ni la shell ni la
# redirección entran en la cuenta, que con órdenes de pocos milisegundos pesa.
curso="--curso $raiz/Content"
hyperfine -N --warmup 5 --runs 60 --export-json "$trabajo/tiempos.json" \
  --command-name hola "$trabajo/hola" \
  --command-name "lista (dinámica)" "$bin lista $curso" \
  --command-name "primer indicador (dinámica)" "$bin $curso" \
  --command-name "hola (estático)" "$trabajo/hola-estatico" \
  --command-name "lista (estática)" "$bin_estatico lista $curso" \
  --command-name "primer indicador (estática)" "$bin_estatico $curso" >&2

# Una lección entera por guion: leer todos sus pasos y responder cada ejercicio.
"$bin" lista $curso --formato json > "$trabajo/curso.json"
python3 - "$trabajo/curso.json" "$leccion_id" > "$trabajo/guion.txt" <<'PY'
import json, sys
curso = json.load(open(sys.argv[1]))
leccion = next(l for l in curso["lessons"] if l["id"] == sys.argv[2])
numero = [l["id"] for l in curso["lessons"]].index(sys.argv[2]) + 1
lineas = [f"ir {numero}"] + [""] * (len(leccion["exercises"]) * 2 + 10)
respuesta = {
    "eleccion": ["a"], "texto": ["no lo sé"], "prediccion": ["0", ""],
    "recorrido": ["a"] * 6, "mermaid": ["flowchart TD", "A[Uno] --> B[Dos]", "."],
    "admision": ["a"] * 8, "codigo": [],
}
for ejercicio in leccion["exercises"]:
    lineas += [f"ir {ejercicio['id']}"] + respuesta[ejercicio["kind"]] + ["pista", "progreso"]
lineas += ["índice", "salir"]
print("\n".join(lineas))
PY
# Sin motor (LECCION_SHAREDCORE_DIR a una carpeta vacía): así no hay compiladores hijos,
# cuya memoria /usr/bin/time sumaría a la de leccion; las predicciones se corrigen con la
# salida que guarda el curso.
mkdir -p "$trabajo/sin-motor"
LECCION_SHAREDCORE_DIR="$trabajo/sin-motor" /usr/bin/time -v "$bin" $curso \
  < "$trabajo/guion.txt" > "$trabajo/sesion.txt" 2> "$trabajo/memoria.txt"
LECCION_SHAREDCORE_DIR="$trabajo/sin-motor" /usr/bin/time -v "$bin_estatico" $curso \
  < "$trabajo/guion.txt" > /dev/null 2> "$trabajo/memoria-estatica.txt" || true

python3 - "$trabajo/tiempos.json" "$trabajo/memoria.txt" "$trabajo/sesion.txt" "$trabajo/memoria-estatica.txt" <<'PY'
import json, re, sys
tiempos = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
def ms(nombre):
    return tiempos[nombre]["median"] * 1000
filas = (
    ("lista (estática)", "hola", True), ("primer indicador (estática)", "hola", True),
    ("lista (dinámica)", "hola", False), ("primer indicador (dinámica)", "hola", False),
    ("lista (estática)", "hola (estático)", False),
    ("primer indicador (estática)", "hola (estático)", False),
)
print(f"hola mundo con Foundation, dinámico (swiftc -O)  mediana {ms('hola'):6.1f} ms")
print(f"hola mundo con Foundation, estático               mediana {ms('hola (estático)'):6.1f} ms")
for nombre, base, objetivo in filas:
    veces = ms(nombre) / ms(base)
    nota = (("bien" if veces <= 2.5 else "FUERA DEL OBJETIVO") + "; objetivo ≤ 2,5×") if objetivo else "informativo"
    print(f"  leccion {nombre:<28} {ms(nombre):6.1f} ms = {veces:4.2f} × {base} ({nota})")
def maxrss(ruta):
    encontrado = re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(ruta).read())
    return int(encontrado.group(1)) / 1024 if encontrado else float("nan")
mb = maxrss(sys.argv[2])
pasos = sum(1 for l in open(sys.argv[3]) if "Lección " in l and " · paso " in l)
respuestas = sum(1 for l in open(sys.argv[3]) if l.startswith(("✓", "✗")))
estado = "bien" if mb < 40 else "FUERA DEL OBJETIVO"
print(f"lección entera por guion: {pasos} pasos, {respuestas} veredictos; memoria máxima {mb:.1f} MB ({estado}; objetivo < 40 MB)")
print(f"  (la misma, enlazada estáticamente: {maxrss(sys.argv[4]):.1f} MB)")
PY
