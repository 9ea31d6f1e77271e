#!/usr/bin/env python3
"""Genera las semillas de los objetivos de fuzzing (Fuzz/Corpus/<Objetivo>/) desde Content/,
Tests/Fixtures y la clase sintética de Benchmarks/GradingBenchmarks. Se ejecuta a mano
(python3 Fuzz/Corpus/generar.py) cuando cambian; las semillas se guardan en el repositorio."""
import hashlib, json, pathlib, re

raiz = pathlib.Path(__file__).resolve().parents[2]
corpus = raiz / "Fuzz" / "Corpus"
SEP = "\n@@@@\n"


def escribir(objetivo, contenido):
    carpeta = corpus / objetivo
    carpeta.mkdir(parents=True, exist_ok=True)
    datos = contenido.encode() if isinstance(contenido, str) else contenido
    (carpeta / hashlib.sha1(datos).hexdigest()[:16]).write_bytes(datos)


def lecciones():
    for curso in [raiz / "Content", *sorted((raiz / "Tests" / "Fixtures").glob("curso-*"))]:
        for carpeta in sorted(p for p in curso.iterdir() if (p / "leccion.md").exists()):
            ejercicios = carpeta / "ejercicios.md"
            yield (carpeta / "leccion.md").read_text(), (
                ejercicios.read_text() if ejercicios.exists() else "")


indice = "# curso\nid: estado-compartido\ntitulo: Estado compartido\n01-leccion\n"
for leccion, ejercicios in lecciones():
    escribir("FuzzCourseLoader", indice + SEP + leccion + SEP + ejercicios)
for texto in [(raiz / "Content" / "indice.txt").read_text(), "id: X\ntitulo:\n01-leccion\n01-leccion\n"]:
    escribir("FuzzCourseLoader", texto + SEP + "# T\n" + SEP + "")

bloques = re.compile(r"```mermaid[^\n]*\n(.*?)```", re.S)
for leccion, ejercicios in lecciones():
    for bloque in bloques.findall(leccion + ejercicios):
        escribir("FuzzMermaid", bloque)
for archivo in (raiz / "Tests" / "Fixtures" / "diagramas").glob("*.mmd"):
    escribir("FuzzMermaid", archivo.read_text())

suceso = {
    "id": "6A1C2E4F-0000-4000-8000-000000000001", "date": "2026-11-30T10:15:03.120Z",
    "exerciseID": "shared.proyectado", "kind": "respuesta",
    "answer": {"kind": "texto", "text": "valor proyectado"}, "passed": True,
    "writer": "w1", "sequence": 0, "previous": "",
}
pista = dict(suceso, id="6A1C2E4F-0000-4000-8000-000000000002", kind="pista", hintIndex=0,
             sequence=1, date="2026-11-30T10:15:04Z")
pista.pop("answer"); pista.pop("passed")
posicion = {"lessonID": "01-shared", "stepID": "declarar", "date": "2026-11-30T10:16:00.000Z"}
uno = {"format": 2, "courseID": "estado-compartido", "events": [suceso], "position": posicion}
dos = {"format": 2, "courseID": "estado-compartido", "events": [pista, suceso]}
for a, b in [(uno, dos), (dos, uno), (uno, {"format": 1, "courseID": "estado-compartido", "events": []})]:
    escribir("FuzzProgress", json.dumps(a, indent=2) + SEP + json.dumps(b, indent=2))

entregas = sorted((raiz / "Tests" / "Fixtures" / "Submissions").glob("*.json"))
for archivo in entregas:
    escribir("FuzzHandIn", archivo.read_bytes())
entrega = {
    "format": "leccion-entrega", "version": 2, "student": "ana.garcia",
    "course": {"id": "estado-compartido", "contentHash": "ab" * 32}, "leccionVersion": "0.2.0",
    "exportedAt": "2026-11-30T10:20:00.000Z", "startedAt": "2026-11-30T09:00:00Z",
    "events": [suceso, pista], "code": {"withlock.carrera": {
        "file": "withlock.carrera.swift", "contents": "let x = 1\n",
        "savedAt": "2026-11-30T10:19:00.000Z"}},
}
escribir("FuzzHandIn", json.dumps(entrega, indent=2))
v1 = dict(entrega, version=1, answers={"shared.proyectado": {"kind": "texto", "text": "x",
          "answeredAt": "2026-11-30T10:00:00Z"}})
escribir("FuzzHandIn", json.dumps(v1))

escribir("FuzzAssignment", json.dumps({"format": "leccion-tarea", "version": 1, "mode": "intentos"}))
escribir("FuzzAssignment", json.dumps({
    "format": "leccion-tarea", "version": 1, "title": "Primera", "course": "estado-compartido",
    "mode": "intentos", "penalty": "1/4", "maxTries": 3, "hintCost": 0.1, "solutionCost": 0.5,
    "deadline": "2026-12-20T23:59:00Z", "countLate": True, "seed": 7, "shuffle": False,
    "exercises": ["01-shared", "withlock.carrera"], "weights": {"01-shared": 2}}))
escribir("FuzzAssignment", json.dumps({"format": "leccion-tarea", "version": 1, "mode": "diferida"}))

escribir("FuzzWeights", "# pesos\n01-shared: 2\nshared.proyectado = 1,5   # más\n\n02-withlock: 0\n")
escribir("FuzzWeights", "withlock.carrera: 3\n05-cuando-compartir: 0.5\n")

escribir("FuzzCompilerDiagnostics",
         "@0.0/ejercicio.swift:3:5: error: cannot assign to property: 'wrappedValue' is a get-only property\n"
         "  caja.wrappedValue = 2\n  ~~~~^\n"
         "@0.1/pruebas.swift:10:1: warning: variable 'x' was never used\n"
         "<unknown>:0: error: unable to load standard library\n"
         "error: link command failed\n/tmp/x/harness.swift:1:1: note: here\n")

for selector in range(0, 256, 37):
    for respuesta in ["valor proyectado", "withLock", "a\nb", "no\nno\nsi",
                      "flowchart TD\n  A[x] --> B[y]", "admitida\nrechazada\nhigiene"]:
        escribir("FuzzAnswers", bytes([selector]) + respuesta.encode())

# FuzzPresentation: los bloques de cada leccion.md y de cada enunciado y explicación de
# ejercicios.md (tablas, código, diagramas, listas, citas, encabezados y los párrafos con
# marcas), uno por semilla, más las dos secciones más cortas enteras y unos cuantos casos
# que cuestan de dibujar. Por bloques y no por secciones: renderizar a diez estilos es
# lento con ASan, y la pasada corta de CI lee todas las semillas antes de empezar.
def bloques(texto):
    trozos, actual, en_codigo = [], [], False
    for linea in texto.splitlines():
        if linea.startswith("```"):
            en_codigo = not en_codigo
        if not linea.strip() and not en_codigo:
            if actual:
                trozos.append("\n".join(actual) + "\n")
            actual = []
        else:
            actual.append(linea)
    if actual:
        trozos.append("\n".join(actual) + "\n")
    return trozos


vistos, secciones, cuantos = set(), [], {}
for leccion, ejercicios in lecciones():
    secciones += re.split(r"\n(?=## )", leccion)[1:]
    textos = [leccion]
    for ejercicio in re.split(r"\n(?=## )", ejercicios):
        cuerpo = ejercicio.split("\n### ")[0]
        textos.append("\n".join(l for l in cuerpo.splitlines()[1:] if not re.match(r"^\w+: ", l)))
        textos.append("\n".join(l.strip()[2:] for l in ejercicio.splitlines() if l.strip().startswith("> ")))
    for texto in textos:
        for bloque in bloques(texto):
            clase = bloque.lstrip()[:1]
            if clase not in "|`#>-*0123456789":
                clase = "párrafo" if re.search(r"[`*_\[]", bloque) else None
            elif bloque.startswith("```mermaid"):
                clase = "mermaid"
            clave = bloque if clase not in ("`", "|") else bloque.split("\n")[0] + str(len(bloque))
            # De párrafos, código, encabezados y listas hay cientos: con unos pocos basta.
            tope = {"párrafo": 25, "`": 25, "#": 15, "-": 15, "*": 10}.get(clase, 1000)
            if clase and clave not in vistos and cuantos.get(clase, 0) < tope:
                vistos.add(clave)
                cuantos[clase] = cuantos.get(clase, 0) + 1
                escribir("FuzzPresentation", bloque)
for seccion in sorted(secciones, key=len)[:2]:
    escribir("FuzzPresentation", seccion)
for texto in [
    "| a | b | c | d | e | f | g | h | i | j | k | l |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 |\n",
    "| tipo | admitido |\n|:--|--:|\n| `Bool` | sí, sin más |\n| `[String]` | no: una palabra muy"
    "largaquenocabeenningunacolumna |\n",
    "> > > - uno\n>   > - dos\n>\n> 1. tres\n>    > cuatro\n",
    "- a\n  - b\n    - c\n      - d\n        - e\n          - f\n            - g\n",
    "```mermaid\nflowchart TD\n  A[Inicio] --> A\n  A -->|si| B{¿Seguro?}\n  B -.->|no| A\n```\n",
    "```mermaid\nflowchart LR\n  A[uno] --> B[dos] --> C[tres]\n```\n",
    "flowchart TD\n  Q{¿Hay un ancestro común cercano?} -->|si| P[Estado en el padre]\n"
    "  Q -->|no| R[¿Es dato o evento?]\n",
    "```swift tca\nlet x = \"\\t una línea muy larga que no cabe en veinte columnas ni de lejos\"\n```\n",
    "<div>\nun bloque html bastante más ancho que veinte columnas, sin ajustar\n</div>\n",
    "Texto con 漢字 y emoji 😀 y tildes combinantes e\u0301 y un enlace [aquí](https://ejemplo.es).\n",
    "***\n\nUn salto  \nduro y `código en línea` **negrita** _cursiva_.\n",
]:
    escribir("FuzzPresentation", texto)
