#!/usr/bin/env bash
# Una clase sintética con entregas hostiles, corregida con «leccion corregir»; se corre a
# mano (tarda: dos correcciones completas y otra solo de las honradas).
#
# Comprueba: que cada entrega hostil tiene su propio veredicto limpio; que cada honrada
# recibe exactamente lo mismo que en una clase sin hostiles; que nada cambia fuera de las
# carpetas temporales del corrector (la clase, el curso, el HOME, la caché ajena a la
# corrección); que no queda ningún proceso; que el informe es idéntico byte a byte entre
# dos ejecuciones; y que nada de lo ajeno (otra entrega, las pruebas ocultas) sale en él.
#
# Uso: Benchmarks/Sandbox/clase-hostil.sh [ALUMNOS] [HOSTILES] [TRABAJOS]   (200 30 2)
#      GUARDAR=1 deja la carpeta de trabajo (clase, informes) para mirarla después.
set -euo pipefail
alumnos="${1:-200}"
hostiles="${2:-30}"
trabajos="${3:-2}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
curso_fuente="$raiz/Benchmarks/GradingBenchmarks/curso-banco"
leccion="$raiz/.build/debug/leccion"
[ -x "$leccion" ] || { echo "error: falta $leccion (swift build)" >&2; exit 2; }
export PATH="/opt/swift/usr/bin:$PATH"
# El generador de la clase es del paquete de las mediciones (Benchmarks/Package.swift).
swift build --package-path "$raiz/Benchmarks" -c release --product GradingBenchmarks >&2
generador="$(swift build --package-path "$raiz/Benchmarks" -c release --show-bin-path)/GradingBenchmarks"
tmp="$(mktemp -d)"
if [ -n "${GUARDAR:-}" ]; then
  echo "se guarda todo en $tmp" >&2
else
  trap 'rm -rf "$tmp"' EXIT
fi
mkdir -p "$tmp/home" "$tmp/cache" "$tmp/tmp" "$tmp/informes" "$tmp/salida"
cp -r "$curso_fuente" "$tmp/curso"
clase="$tmp/clase"
"$generador" generar --curso "$tmp/curso" --salida "$clase" --alumnos "$alumnos" >&2

# Las entregas hostiles: en cuenta.doble, `duplicar` llama primero a `ataque()`. Lo que un
# ataque lee lo saca en el mensaje de un `fatalError`, que sí llega al informe.
python3 - "$clase" "$hostiles" "$tmp" <<'PY'
import json, os, sys
clase, cuantos, tmp = sys.argv[1], int(sys.argv[2]), sys.argv[3]
otra = os.path.join(clase, "alumno-001.json")
oculta = os.path.join(tmp, "curso", "01-cuenta", "codigo", "doble")
ataques = {
  "leer-otra": f'fatalError((try? String(contentsOfFile: "{otra}", encoding: .utf8)) ?? "no-leo-otra")',
  "leer-pruebas": f'fatalError("\\((try? FileManager.default.contentsOfDirectory(atPath: "{oculta}")) ?? ["no-veo-pruebas"])")',
  "escribir-cache": f'_ = FileManager.default.createFile(atPath: "{tmp}/cache/hostil", contents: Data("x".utf8))',
  "escribir-informes": f'_ = FileManager.default.createFile(atPath: "{tmp}/informes/hostil", contents: Data("x".utf8))',
  "escribir-home": f'_ = FileManager.default.createFile(atPath: "{tmp}/home/hostil", contents: Data("x".utf8))',
  "bomba": 'while true { _ = fork() }',
  "inundar": 'while true { print("inundación") }',
  "dormir": 'sleep(1000)',
  "cerrojo": f'let fd = open("{tmp}/cache/cerrojo", O_CREAT | O_RDWR, 0o600); _ = flock(fd, LOCK_EX); let l = NSLock(); l.lock(); l.lock()',
  "memoria": 'print([UInt8](repeating: 1, count: 10_000_000_000).count)',
  "red": 'let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0); var a = sockaddr_in(); a.sin_family = sa_family_t(AF_INET); a.sin_port = UInt16(80).bigEndian; a.sin_addr.s_addr = inet_addr("1.1.1.1"); let r = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }; fatalError(r == 0 ? "red-abierta" : "sin-red")',
  "hijo": 'if fork() == 0 { _ = setsid(); let f = open("/proc/self/comm", O_WRONLY); _ = "hostil-hijo".withCString { write(f, $0, strlen($0)) }; while true { sleep(1) } }',
  "falso": 'print("Pasan todas las pruebas (1 de 1)."); let l = "x ready y\\nx start pruebaDuplica\\nx end pruebaDuplica\\nx done y\\n"; for fd: Int32 in [1, 3, 4] { _ = l.withCString { write(fd, $0, strlen($0)) } }; exit(0)',
  "expect-propio": None,
  "protocolo": None,
}
nombres = list(ataques)
leidas = []
for nombre in sorted(os.listdir(clase)):
  ruta = os.path.join(clase, nombre)
  try:
    leidas.append((ruta, json.load(open(ruta))))
  except Exception:
    continue
veces = {}
for _, entrega in leidas:
  veces[entrega.get("student")] = veces.get(entrega.get("student"), 0) + 1
candidatas = []
for ruta, entrega in leidas:  # honradas, con cuenta.doble bien y su id una sola vez
  texto = entrega.get("code", {}).get("cuenta.doble", {}).get("contents", "")
  if ("-> Int {\n  caja.withLock" in texto and "creditos *= 2" in texto
      and "let roto" not in texto and veces.get(entrega.get("student")) == 1):
    candidatas.append((ruta, entrega))
paso = max(1, len(candidatas) // cuantos)
elegidas = candidatas[::paso][:cuantos]
lista = []
for numero, (ruta, entrega) in enumerate(elegidas):
  tipo = nombres[numero % len(nombres)]
  codigo = entrega["code"]["cuenta.doble"]
  texto = codigo["contents"]
  cabecera = "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
  if tipo == "expect-propio":
    texto = texto + "\nfunc expect(_ condicion: Bool, _ mensaje: String) {}\n"
  elif tipo == "protocolo":
    texto = cabecera + texto + (
      "\nfunc write(_ fd: Int32, _ b: UnsafeRawPointer?, _ n: Int) -> Int { n }\n"
      "func getenv(_ n: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? { nil }\n")
  else:
    texto = cabecera + texto.replace(
      "-> Int {\n  caja.withLock", "-> Int {\n  ataque()\n  return caja.withLock", 1)
    texto += "\nfunc ataque() {\n  " + ataques[tipo] + "\n}\n"
  codigo["contents"] = texto
  json.dump(entrega, open(ruta, "w"), indent=2, sort_keys=True)
  lista.append(f'{entrega["student"]} {tipo}')
open(os.path.join(tmp, "hostiles.txt"), "w").write("\n".join(lista) + "\n")
PY
honrada="$tmp/honrada"
mkdir "$honrada"
for f in "$clase"/*.json; do
  # -P: un enlace simbólico de la clase (una entrega rota a propósito) sigue siéndolo.
  grep -q "^$(basename "$f" .json) " "$tmp/hostiles.txt" || cp -P "$f" "$honrada/"
done

huella() {  # todo lo que no debe cambiar: la clase, el curso, el HOME, la caché ajena
  (cd "$tmp" && find clase curso home honrada informes -printf '%p %s %T@ %m\n' | sort
   find cache -maxdepth 1 -name 'hostil*' -o -maxdepth 1 -name cerrojo) | sha256sum
}
corregir() {
  env -i PATH=/usr/bin:/bin HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache" TMPDIR="$tmp/tmp" \
    LANG=C.UTF-8 "$leccion" corregir "$1" --curso "$tmp/curso" --trabajos "$trabajos" \
    --sin-cache --formato json --salida "$2" >&2 || true
}
restos() {  # procesos de las entregas que sigan vivos
  for p in /proc/[0-9]*; do
    c="$(cat "$p/comm" 2>/dev/null || true)"
    case "$c" in hostil-hijo) echo "$p $c" ;; esac
    linea="$( (tr '\0' ' ' < "$p/cmdline") 2>/dev/null || true)"
    case "$linea" in
      "$tmp"*|/ejercicio/programa*) echo "$p $linea" ;;
    esac
  done
}

antes="$(huella)"
inicio=$(date +%s)
corregir "$clase" "$tmp/salida/uno.json"
fin=$(date +%s)
vivos="$(restos)"
corregir "$clase" "$tmp/salida/dos.json"
corregir "$honrada" "$tmp/salida/honrada.json"
despues="$(huella)"
sobras="$(find "$tmp/tmp" -mindepth 1 -maxdepth 1 | head -5)"

python3 - "$tmp" <<'PY'
import json, sys
tmp = sys.argv[1]
uno = json.load(open(f"{tmp}/salida/uno.json"))
honrada = json.load(open(f"{tmp}/salida/honrada.json"))
hostiles = dict(l.split() for l in open(f"{tmp}/hostiles.txt") if l.strip())
def sin_ruta(a):  # sin la carpeta: los mensajes que nombran otra entrega dicen su ruta
  texto = json.dumps({k: v for k, v in a.items() if k != "source"}, ensure_ascii=False)
  return json.loads(texto.replace(f"{tmp}/honrada/", "CLASE/").replace(f"{tmp}/clase/", "CLASE/"))
def archivo(a):  # por archivo: la clase tiene ids de alumno repetidos a propósito (rota, caso 8)
  return a.get("source", "").rsplit("/", 1)[-1]
solos = {archivo(a): sin_ruta(a) for a in honrada["students"]}
distintas = 0
print("Entregas hostiles (cuenta.doble):")
for alumno in uno["students"]:
  nombre = alumno.get("student")
  if nombre in hostiles:
    doble = next((e for e in alumno["exercises"] if e["id"] == "cuenta.doble"), None)
    mensaje = (doble or {}).get("message", alumno.get("message", "")).replace("\n", " ⏎ ")
    print(f"  {nombre} {hostiles[nombre]:<18} {(doble or {}).get('status', alumno['status']):<6} {mensaje[:150]}")
  elif solos.get(archivo(alumno)) != sin_ruta(alumno):
    distintas += 1
    print(f"  DISTINTA de cuando se corrige sin hostiles: {archivo(alumno)}")
    sola = solos.get(archivo(alumno)) or {}
    for clave in sorted(set(sola) | set(alumno)):
      if clave == "exercises":
        suyos = {e.get("id"): e for e in sola.get(clave) or []}
        for e in alumno.get(clave) or []:
          if suyos.get(e.get("id")) != e:
            print(f"    {e.get('id')}: sola {json.dumps(suyos.get(e.get('id')), ensure_ascii=False)[:300]}")
            print(f"    {e.get('id')}: en la clase {json.dumps(e, ensure_ascii=False)[:300]}")
      elif clave != "source" and sola.get(clave) != alumno.get(clave):
        print(f"    {clave}: sola {json.dumps(sola.get(clave), ensure_ascii=False)[:300]}")
        print(f"    {clave}: en la clase {json.dumps(alumno.get(clave), ensure_ascii=False)[:300]}")
texto = open(f"{tmp}/salida/uno.json").read()
fugas = [m for m in ["no-leo-otra", "no-veo-pruebas", "sin-red"] if m not in texto]
fugas += [m for m in ["leccion-entrega", "solucion.swift", "red-abierta"] if m in texto]
print(f"honradas iguales que solas: {len(solos) - distintas} de {len(solos)}")
print("fugas en el informe: " + (", ".join(fugas) if fugas else "ninguna"))
PY
echo "clase: $alumnos entregas, $hostiles hostiles, --trabajos $trabajos; primera corrección: $((fin - inicio)) s"
cmp -s "$tmp/salida/uno.json" "$tmp/salida/dos.json" && echo "informe idéntico en dos ejecuciones: sí" \
  || echo "informe idéntico en dos ejecuciones: NO"
[ "$antes" = "$despues" ] && echo "nada cambió fuera de las carpetas temporales: sí" \
  || echo "nada cambió fuera de las carpetas temporales: NO"
[ -z "$vivos" ] && echo "procesos vivos al volver corregir: ninguno" || { echo "procesos vivos:"; echo "$vivos"; }
[ -z "$sobras" ] && echo "carpetas temporales del corrector: vacías" || { echo "quedan en TMPDIR:"; echo "$sobras"; }
