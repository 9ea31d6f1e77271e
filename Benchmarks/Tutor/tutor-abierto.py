#!/usr/bin/env python3
"""El tutor abierto para comprobar-frio.sh: «comprobar» dentro de la REPL, como lo escribe quien
aprende, con la CPU del árbol entero (la REPL, sus cajas, compiladores y programa) medida en un
cgroup propio alrededor de la REPL, antes y después de cada orden.

Uso (como coproceso de comprobar-frio.sh; cada orden por la entrada, cada respuesta una línea):
  tutor-abierto.py TIPO CARPETA-CGROUP LECCION ESPACIO CURSO EJERCICIO SOLUCION
    TIPO: v1 (cpuacct.usage) o v2 (cpu.stat); CARPETA-CGROUP: donde crear el propio.
  órdenes: «frio N» (el archivo con un comentario nuevo, y comprobar), «caliente» (comprobar
  otra vez sin cambiarlo), «fin». Respuesta: «RELOJ CPU» en segundos, o «error …».

Al abrir la REPL entra en el ejercicio («ir») y espera a que acabe lo que eso lanza por detrás
(la compilación de antemano de las pruebas): la CPU del cgroup deja de subir."""

import os
import re
import select
import subprocess
import sys
import time

tipo, carpeta, binario, espacio, curso, ejercicio, solucion = sys.argv[1:8]
grupo = f"{carpeta}/leccion-tutor-{os.getpid()}"
os.mkdir(grupo)


def cpu():
    if tipo == "v1":
        with open(f"{grupo}/cpuacct.usage") as f:
            return int(f.read()) / 1e9
    with open(f"{grupo}/cpu.stat") as f:
        for linea in f:
            clave, valor = linea.split()
            if clave == "usage_usec":
                return int(valor) / 1e6
    raise SystemExit("cpu.stat sin usage_usec")


def entrar():
    with open(f"{grupo}/cgroup.procs", "w") as f:
        f.write(str(os.getpid()))


repl = subprocess.Popen(
    [binario, "--espacio", espacio, "--curso", curso],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    preexec_fn=entrar)
leido = b""
# El indicador de la REPL («… › ») al final de lo escrito: ya espera otra orden.
INDICADOR = re.compile(rb"\xe2\x80\xba $")
VEREDICTO = re.compile(rb"\xe2\x9c\x93|\xe2\x9c\x97")  # ✓ o ✗


def esperar(patron, limite=120):
    """Lee de la REPL hasta que lo leído cumpla `patron`."""
    global leido
    fin = time.time() + limite
    while time.time() < fin:
        if patron.search(leido):
            return
        listo, _, _ = select.select([repl.stdout], [], [], 0.05)
        if listo:
            trozo = os.read(repl.stdout.fileno(), 65536)
            if not trozo:
                break
            leido += trozo
    raise SystemExit("la REPL no contestó: " + leido[-400:].decode(errors="replace"))


def orden(texto):
    repl.stdin.write(texto.encode() + b"\n")
    repl.stdin.flush()


def comprobar():
    global leido
    leido = b""
    antes, reloj = cpu(), time.time()
    orden("comprobar")
    esperar(VEREDICTO)
    esperar(INDICADOR)
    return time.time() - reloj, cpu() - antes


esperar(INDICADOR)
leido = b""
orden(f"ir {ejercicio}")
esperar(INDICADOR)
# Lo que «ir» lanza por detrás: esperar a que la CPU del árbol se quede quieta.
anterior = -1.0
while (actual := cpu()) - anterior > 0.002:
    anterior = actual
    time.sleep(0.5)
with open(solucion) as f:
    texto = f.read()
archivo = f"{espacio}/codigo/{ejercicio}.swift"
for linea in sys.stdin:
    palabras = linea.split()
    if not palabras or palabras[0] == "fin":
        break
    if palabras[0] == "frio":
        with open(archivo, "w") as f:
            f.write(texto + f"\n// tutor {palabras[1]}\n")
    reloj, gasto = comprobar()
    print(f"{reloj:.3f} {gasto:.3f}", flush=True)
repl.stdin.close()
repl.wait(timeout=60)
for _ in range(100):
    try:
        os.rmdir(grupo)
        break
    except OSError:
        time.sleep(0.05)
