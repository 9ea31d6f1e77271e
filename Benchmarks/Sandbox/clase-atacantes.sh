#!/usr/bin/env bash
# La clase de atacantes de la issue 23 («Done when»), entera: un atacante por hallazgo
# numerado y por cada «What must hold» (`Tests/GradingTests/Hostile/AttackerClass.swift`:
# @_cdecl, == propio, la solución oficial con un == en otro ejercicio, sequence 10¹¹,
# hintIndex Int.max, la bomba de compilación, cuatro hijos de 1 GiB, leer su binario, leer su
# memoria buscando las pruebas del profesor, el formato 1 con tarea, un impostor, ESC en el
# escritor, 36 000 errores, exit(0), un hilo que falsifica el informe) más HONRADAS entregas
# honradas, corregida en UNA `corregir --trabajos 2` con el almacén de resultados, una tarea y
# pruebas del profesor.
#
# Imprime: la fila de cada atacante; si alguno aprueba; si cada honrada es igual byte a byte
# sola (con almacén) y sin almacén; si alguna salida trae una prueba del profesor o un ESC;
# los procesos que quedan; y las cifras: reloj, CPU, memoria máxima del árbol de procesos
# (RSS sumado de todos los descendientes, muestreado cada 0,1 s; la CPU, la última medida de
# cada proceso, así que le falta lo de su última décima) y compilaciones (`swiftc`
# de ejercicios; sin contar la preparación de la caché de módulos ni la sonda del motor).
#
# Uso: Benchmarks/Sandbox/clase-atacantes.sh [HONRADAS]   (por omisión 20)
#      Hace falta `swift build --build-tests` (la clase la escribe una prueba) y
#      `.build/debug/leccion`. GUARDAR=1 deja la carpeta de trabajo.
set -euo pipefail
honradas="${1:-20}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
leccion="$raiz/.build/debug/leccion"
[ -x "$leccion" ] || { echo "error: falta $leccion (swift build --build-tests)" >&2; exit 2; }
export PATH="/opt/swift/usr/bin:$PATH"
tmp="$(mktemp -d /tmp/leccion-atacantes-XXXXXX)"
chmod 755 "$tmp"
if [ -n "${GUARDAR:-}" ]; then
  echo "se guarda todo en $tmp" >&2
else
  trap 'rm -rf "$tmp"' EXIT
fi
mkdir -p "$tmp/home" "$tmp/cache" "$tmp/tmp" "$tmp/salida" "$tmp/pruebas-tmp"
chmod 755 "$tmp/tmp" "$tmp/pruebas-tmp"

# La clase la escribe la misma prueba de la batería (los mismos atacantes).
(cd "$raiz" && TMPDIR="$tmp/pruebas-tmp" LECCION_CLASE_ATACANTES="$tmp" LECCION_HONRADAS="$honradas" \
  swift test --skip-build --filter 'AttackerClassTests/writeTheWholeClass' >"$tmp/escribir.log" 2>&1) \
  || { echo "error: no se pudo escribir la clase (ver $tmp/escribir.log)" >&2; GUARDAR=1; exit 2; }
[ -f "$tmp/atacantes.txt" ] || { echo "error: la prueba no escribió la clase" >&2; exit 2; }
curso="$raiz/Tests/Fixtures/curso-corregir"

corregir() {  # corregir ENTRADAS... (en $tmp, con el entorno mínimo)
  (cd "$tmp" && env -i PATH=/usr/bin:/bin HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache" \
    TMPDIR="$tmp/tmp" LANG=C.UTF-8 "$leccion" corregir "$@" --curso "$curso" --tarea tarea.json \
    --pruebas-ocultas ocultas --tiempo 5)
}

# La corrección medida: un proceso que la lanza, muestrea su árbol y cuenta las compilaciones.
python3 - "$tmp" "$leccion" "$curso" <<'PY'
import os, subprocess, sys, time
tmp, leccion, curso = sys.argv[1:4]
env = {"PATH": "/usr/bin:/bin", "HOME": f"{tmp}/home", "XDG_CACHE_HOME": f"{tmp}/cache",
       "TMPDIR": f"{tmp}/tmp", "LANG": "C.UTF-8"}
orden = [leccion, "corregir", "clase", "--curso", curso, "--tarea", "tarea.json",
         "--pruebas-ocultas", "ocultas", "--tiempo", "5", "--trabajos", "2", "--formato", "json",
         "--salida", "salida/uno.json", "--devoluciones", "devueltas"]
pagina = os.sysconf("SC_PAGE_SIZE")
def arbol(raiz):
    hijos, datos = {}, {}
    for p in os.listdir("/proc"):
        if not p.isdigit(): continue
        try:
            stat = open(f"/proc/{p}/stat").read()
            campos = stat[stat.rindex(")") + 2:].split()
            padre, inicio, rss = int(campos[1]), campos[19], int(campos[21]) * pagina
            ticks = int(campos[11]) + int(campos[12])
            comm = stat[stat.index("(") + 1:stat.rindex(")")]
        except (OSError, ValueError, IndexError):
            continue
        hijos.setdefault(padre, []).append(int(p))
        datos[int(p)] = (comm, inicio, rss, ticks)
    vistos, pendientes = [], [raiz]
    while pendientes:
        p = pendientes.pop()
        if p in datos: vistos.append(p)
        pendientes.extend(hijos.get(p, []))
    return [(p,) + datos[p] for p in vistos]
inicio = time.monotonic()
proceso = subprocess.Popen(orden, cwd=tmp, env=env, stdout=subprocess.DEVNULL,
                           stderr=open(f"{tmp}/salida/uno.err", "w"))
pico, compilaciones, cpu = 0, set(), {}
tic = os.sysconf("SC_CLK_TCK")
while proceso.poll() is None:
    total = 0
    for pid, comm, arranque, rss, ticks in arbol(proceso.pid):
        total += rss
        cpu[(pid, arranque)] = max(cpu.get((pid, arranque), 0), ticks)
        if comm == "swiftc" and (pid, arranque) not in compilaciones:
            try:
                linea = open(f"/proc/{pid}/cmdline", "rb").read().decode("utf-8", "replace")
            except OSError:
                continue
            if "calentar" not in linea and "sonda" not in linea and "-typecheck" not in linea:
                compilaciones.add((pid, arranque))
    pico = max(pico, total)
    time.sleep(0.1)
reloj = time.monotonic() - inicio
open(f"{tmp}/salida/cifras.txt", "w").write(
    f"reloj {reloj:.1f} s · CPU {sum(cpu.values()) / tic:.1f} s (muestreada)"
    f" · memoria máxima del árbol {pico / 2**30:.2f} GiB"
    f" · compilaciones {len(compilaciones)} · código de salida {proceso.returncode}\n")
PY
vivos=""
for p in /proc/[0-9]*; do
  linea="$( (tr '\0' ' ' < "$p/cmdline") 2>/dev/null || true)"
  case "$linea" in *"$tmp"*) echo "$linea" | grep -q 'clase-atacantes\|python3' || vivos+="$p $linea"$'\n' ;; esac
done

# Las honradas, solas (con el almacén ya lleno) y juntas sin almacén.
mkdir -p "$tmp/salida/solas"
while read -r h; do
  corregir "clase/$h.json" --formato json > "$tmp/salida/solas/$h.json" 2>/dev/null || true
done < "$tmp/honradas.txt"
honradas_args=()
while read -r h; do honradas_args+=("clase/$h.json"); done < "$tmp/honradas.txt"
corregir "${honradas_args[@]}" --trabajos 2 --sin-cache --formato json \
  > "$tmp/salida/sin-almacen.json" 2>/dev/null || true

python3 - "$tmp" <<'PY'
import json, os, sys
tmp = sys.argv[1]
uno = json.load(open(f"{tmp}/salida/uno.json"))
objetivos = dict((l.split(" ") + [""])[:2] for l in open(f"{tmp}/atacantes.txt").read().splitlines() if l)
honradas = open(f"{tmp}/honradas.txt").read().split()
def fila(informe, archivo):
    return next((f for f in informe["students"] if f["source"].endswith("/" + archivo + ".json")), None)
def canon(f):
    return json.dumps(f, sort_keys=True, ensure_ascii=False)
aprueban, sin_motivo = [], []
print("Atacantes (ejercicio atacado: estado y motivo):")
for nombre, objetivo in sorted(objetivos.items()):
    f = fila(uno, nombre)
    if f is None:
        print(f"  {nombre:<16} SIN FILA"); sin_motivo.append(nombre); continue
    if not objetivo:
        estado, motivo = f["status"], f.get("message", "")
        if estado != "error": aprueban.append(nombre)
    else:
        e = next(e for e in f["exercises"] if e["id"] == objetivo)
        estado, motivo = e["status"], e.get("message", "")
        if estado not in ("fail", "error") or e["points"] != 0: aprueban.append(nombre)
    if not motivo.strip(): sin_motivo.append(nombre)
    print(f"  {nombre:<16} {objetivo or '(entrega)':<14} {estado:<6} {motivo.replace(chr(10), ' ⏎ ')[:140]}")
solas = {}
for h in honradas:
    for f in json.load(open(f"{tmp}/salida/solas/{h}.json"))["students"]:
        solas[f["source"]] = canon(f)
sin_almacen = {f["source"]: canon(f) for f in json.load(open(f"{tmp}/salida/sin-almacen.json"))["students"]}
iguales_solas = sum(1 for h in honradas if solas.get(f"clase/{h}.json") == canon(fila(uno, h)))
iguales_sin = sum(1 for h in honradas if sin_almacen.get(f"clase/{h}.json") == canon(fila(uno, h)))
aprobadas = sum(1 for h in honradas if fila(uno, h)["points"] == fila(uno, h)["maxPoints"])
textos = open(f"{tmp}/salida/uno.json").read()
for raiz, _, archivos in os.walk(f"{tmp}/devueltas"):
    for a in archivos: textos += open(os.path.join(raiz, a)).read()
fugas = [m for m in ["CLAVE-OCULTA", "pruebaSecretaDelProfesor", "\\u001b", "\x1b"] if m in textos]
print(f"atacantes que aprueban lo que atacan: {', '.join(aprueban) or 'ninguno'}")
print(f"atacantes sin motivo: {', '.join(sin_motivo) or 'ninguno'}")
print(f"honradas con todos los puntos: {aprobadas} de {len(honradas)}")
print(f"honradas iguales solas (con almacén): {iguales_solas} de {len(honradas)}")
print(f"honradas iguales sin almacén: {iguales_sin} de {len(honradas)}")
print(f"pruebas del profesor o ESC en el informe y las devoluciones: {', '.join(fugas) or 'nada'}")
PY
[ -z "$vivos" ] && echo "procesos de la corrección vivos al volver: ninguno" || { echo "procesos vivos:"; echo "$vivos"; }
echo "clase: $(wc -l < "$tmp/atacantes.txt") atacantes y $honradas honradas, --trabajos 2, almacén frío"
cat "$tmp/salida/cifras.txt"
echo "cota de la memoria del árbol: 2 compiladores × 4 GiB (el cgroup de una compilación) + el programa de la entrega de más, 2 GiB (CompilerSlots) + leccion ≈ 10,3 GiB"
