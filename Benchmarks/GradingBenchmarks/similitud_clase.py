"""Clases sintéticas de withlock.orden-fijo con copias disfrazadas, y su precisión y exhaustividad.

  python3 similitud_clase.py generar CARPETA ENTREGAS COPIAS SEMILLA
  python3 similitud_clase.py medir CARPETA INFORME.json TODOS.json

«generar» escribe en CARPETA/entregas una carpeta de trabajo por alumno (espacio.json,
progreso.json y codigo/withlock.orden-fijo.swift) y en CARPETA/copias.json los pares copiados.
Cada alumno honrado escribe su propia solución: una combinación de decisiones (el enfoque, cómo
calcula lo que se mueve, si comprueba la cantidad o el mismo usuario, funciones auxiliares, el
orden de las restas…) que difiere de la de cualquier otro en al menos cuatro decisiones de lo
que escribe (no de lo que añade; tres si hay más de 30 honrados: con un ejercicio tan corto no
caben más), con sus propios nombres y comentarios. Cada copión toma la
de un alumno honrado (por turno) y la disfraza: otros nombres, otra sangría y llaves,
funciones en otro orden, comentarios nuevos y código muerto. Son copiados todos los pares de un grupo (el original y sus copias).

«medir» compara con la verdad los pares de «leccion corregir --solo-similitud --formato json»
(INFORME.json; TODOS.json, con «--similitud-umbral 1%», da el parecido de casi todos los pares)
y los de copydetect (el de PyPI, en el venv de similitud-copydetect.sh) sobre los mismos
archivos, con el de inicio como código común, y escribe una línea de tabla por herramienta (de
las dos, además, el par honrado más parecido y el copiado menos parecido).
"""

import itertools
import json
import os
import random
import re
import sys

EXERCISE = "withlock.orden-fijo"
RADICES = [5, 4, 3, 3, 2, 3, 2, 2, 3, 2, 2]
NAMES = [
    ["primera", "segunda"], ["menor", "mayor"], ["antes", "despues"], ["a", "b"],
    ["cajaBaja", "cajaAlta"], ["uno", "dos"],
]
AMOUNTS = ["movidos", "cuanto", "n", "aMover", "pasan", "traspaso"]
COMMENTS = [
    "// Tomo primero el candado del id menor.",
    "// Regla: siempre el id más pequeño primero.",
    "// Así dos hilos nunca se esperan el uno al otro.",
    "// Sin abrazo mortal: mismo orden para todos.",
    "// Ordeno las cajas por id antes de bloquear.",
    "",
]


def header(starter):
    """El archivo de inicio hasta la función (los tipos y su comentario), como lo deja el alumno."""
    lines = starter.split("\n")
    end = next(i for i, line in enumerate(lines) if line.startswith("func moverCreditos"))
    return "\n".join(lines[:end]) + "\n"


SIGNATURE = """func moverCreditos(
  _ cantidad: Int,
  de origen: Shared<Usuario>,
  a destino: Shared<Usuario>
) {"""


def amount(choice, source, name):
    if choice == 0:
        return [f"let {name} = min(cantidad, {source}.creditos)"]
    if choice == 1:
        return [f"let {name} = {source}.creditos < cantidad ? {source}.creditos : cantidad"]
    if choice == 2:
        return [f"var {name} = cantidad", f"if {source}.creditos < {name} {{", f"  {name} = {source}.creditos", "}"]
    return [f"let disponible = {source}.creditos", f"let {name}: Int", f"if disponible >= cantidad {{",
            f"  {name} = cantidad", "} else {", f"  {name} = disponible", "}"]


def move(c, source, target, name, helper):
    """Las líneas que mueven los créditos de `source` a `target` (dentro de los candados)."""
    if helper:
        return [f"pasar(cantidad, de: &{source}, a: &{target})"]
    body = amount(c[1], source, name)
    ops = [f"{source}.creditos -= {name}", f"{target}.creditos += {name}"]
    return body + (ops if c[6] == 0 else ops[::-1])


def indent(lines, n=2):
    return [(" " * n + line) if line else line for line in lines]


def solution(c, names, comment):
    """Una solución honrada: `c` son las decisiones (una por RADICES)."""
    first, second = names[0]
    moved = names[1]
    helper = c[4] == 1
    body = []
    if comment:
        body.append(comment)
    if c[10] == 1:
        body += ["precondition(cantidad >= 0, \"No se puede mover una cantidad negativa\")"]
    if c[2] == 1:
        body += ["guard cantidad > 0 else { return }"]
    elif c[2] == 2:
        body += ["if cantidad <= 0 {", "  return", "}"]
    if c[5] == 1:
        body += ["if origen.wrappedValue.id == destino.wrappedValue.id { return }"]
    elif c[5] == 2:
        body += ["guard origen.wrappedValue.id != destino.wrappedValue.id else {", "  return", "}"]
    if c[3] == 0:
        less = "origen.wrappedValue.id < destino.wrappedValue.id"
    elif c[3] == 1:
        less = "destino.wrappedValue.id > origen.wrappedValue.id"
    else:
        body += ["let idOrigen = origen.wrappedValue.id", "let idDestino = destino.wrappedValue.id"]
        less = "idOrigen < idDestino"
    if c[0] == 0:
        body += [
            f"let origenPrimero = {less}",
            f"let {first} = origenPrimero ? origen : destino",
            f"let {second} = origenPrimero ? destino : origen",
            f"{first}.withLock {{ p in",
            f"  {second}.withLock {{ s in",
            "    if origenPrimero {",
            *indent(move(c, "p", "s", moved, helper), 6),
            "    } else {",
            *indent(move(c, "s", "p", moved, helper), 6),
            "    }",
            "  }",
            "}",
        ]
    elif c[0] == 1:
        body += [
            f"if {less} {{",
            "  origen.withLock { o in",
            "    destino.withLock { d in",
            *indent(move(c, "o", "d", moved, helper), 6),
            "    }",
            "  }",
            "} else {",
            "  destino.withLock { d in",
            "    origen.withLock { o in",
            *indent(move(c, "o", "d", moved, helper), 6),
            "    }",
            "  }",
            "}",
        ]
    elif c[0] == 2:
        body += [
            f"enOrden(origen, destino, origenPrimero: {less}) {{ o, d in",
            *indent(move(c, "o", "d", moved, helper)),
            "}",
        ]
    elif c[0] == 4:
        body += [
            "let cajas = [origen, destino].sorted { $0.wrappedValue.id < $1.wrappedValue.id }",
            "let sentidoNatural = cajas[0].wrappedValue.id == origen.wrappedValue.id",
            "cajas[0].withLock { izq in",
            "  cajas[1].withLock { der in",
            "    switch sentidoNatural {",
            "    case true:",
            *indent(move(c, "izq", "der", moved, helper), 6),
            "    case false:",
            *indent(move(c, "der", "izq", moved, helper), 6),
            "    }",
            "  }",
            "}",
        ]
    else:
        body += [
            f"let ({first}, {second}) = {less} ? (origen, destino) : (destino, origen)",
            f"let idDeOrigen = origen.wrappedValue.id",
            f"{first}.withLock {{ x in",
            f"  {second}.withLock {{ y in",
            "    if x.id == idDeOrigen {",
            *indent(move(c, "x", "y", moved, helper), 6),
            "    } else {",
            *indent(move(c, "y", "x", moved, helper), 6),
            "    }",
            "  }",
            "}",
        ]
    main = SIGNATURE + "\n" + "\n".join(indent(body)) + "\n}\n"
    helpers = []
    if c[0] == 2:
        helpers.append(
            "/// Abre las dos cajas en el orden de la regla y da el cuerpo en el del traspaso.\n"
            "func enOrden(\n  _ o: Shared<Usuario>, _ d: Shared<Usuario>, origenPrimero: Bool,\n"
            "  _ cuerpo: (inout Usuario, inout Usuario) -> Void\n) {\n"
            "  if origenPrimero {\n    o.withLock { x in d.withLock { y in cuerpo(&x, &y) } }\n"
            "  } else {\n    d.withLock { y in o.withLock { x in cuerpo(&x, &y) } }\n  }\n}\n")
    if helper:
        inner = move(c[:4] + [0] + c[5:], "o", "d", moved, False)
        helpers.append(
            "func pasar(_ cantidad: Int, de o: inout Usuario, a d: inout Usuario) {\n"
            + "\n".join(indent(inner)) + "\n}\n")
    if c[7] == 1:
        helpers.append(
            "/// Los créditos de los dos, para comprobar que un traspaso no crea ni pierde nada.\n"
            "func creditosTotales(_ uno: Shared<Usuario>, _ otro: Shared<Usuario>) -> Int {\n"
            "  uno.wrappedValue.creditos + otro.wrappedValue.creditos\n}\n")
    if c[8] == 1:
        helpers.append(
            "extension Usuario {\n  /// Si puede pagar `cantidad` entera.\n"
            "  func alcanza(_ cantidad: Int) -> Bool { creditos >= cantidad }\n}\n")
    elif c[8] == 2:
        helpers.append(
            "extension Usuario: CustomStringConvertible {\n"
            "  var description: String { \"\\(nombre) (#\\(id)): \\(creditos)\" }\n}\n")
    blocks = [main] + helpers
    if c[9] == 1:
        blocks = helpers + [main]
    return blocks


# Las decisiones que cambian lo que está escrito (no las que solo añaden una función o cambian el
# orden de los bloques): dos soluciones honradas difieren en al menos cuatro de estas. Una que
# solo añade código no aleja nada, porque las dos herramientas miden la parte del más corto.
CORE = [0, 1, 2, 3, 4, 5, 6, 10]


def distance(a, b):
    return sum(a[i] != b[i] for i in CORE)


# MARK: disfraces


def disguise(blocks, rng):
    """La copia de un copión: otros nombres, otra sangría y llaves partidas, las funciones en otro
    orden, comentarios nuevos y una función y una rama que nunca se usan."""
    renames = {
        "movidos": "cantidadReal", "cuanto": "loQueSale", "primera": "cajaInicial",
        "segunda": "cajaFinal", "menor": "izquierda", "mayor": "derecha", "origenPrimero": "enSuOrden",
        "p": "lado1", "s": "lado2", "o": "emisor", "d": "receptor", "x": "uno", "y": "otro",
        "enOrden": "bloquearAmbas", "pasar": "transferir", "cuerpo": "accion", "idOrigen": "desde",
        "idDestino": "hasta", "n": "tope", "aMover": "mover", "pasan": "salen",
        "creditosTotales": "sumaDeCreditos", "alcanza": "llega", "antes": "cajaA", "despues": "cajaB",
        "uno": "primero", "otro": "segundo",
    }
    blocks = list(blocks)
    rng.shuffle(blocks)
    dead = (
        "func registrar(_ texto: String) {\n  let inutil = texto.count * 2\n"
        "  if inutil < 0 {\n    print(texto)\n  }\n}\n")
    blocks.insert(rng.randrange(len(blocks) + 1), dead)
    text = "\n".join(blocks)
    pattern = re.compile(r"\b(" + "|".join(sorted(renames, key=len, reverse=True)) + r")\b")
    text = pattern.sub(lambda m: renames[m.group(1)], text)
    out = ["// Práctica hecha por mí.", ""]
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        depth = len(line) - len(stripped)
        if stripped.startswith("//"):
            continue
        new = " " * (depth * 2) + stripped
        # Llaves de una línea partidas en varias.
        if stripped.endswith("{ return }"):
            new = new[: -len("{ return }")] + "{\n" + " " * (depth * 2 + 4) + "return\n" + " " * (depth * 2) + "}"
        out.append(new)
        if stripped.startswith("let ") and rng.random() < 0.5:
            out.append(" " * (depth * 2) + "// paso intermedio")
        if stripped.startswith("guard") or stripped.startswith("let ") and rng.random() < 0.3:
            out.append(" " * (depth * 2) + "if false { print(\"depuración\") }")
    return "\n".join(out) + "\n"


# MARK: generar


def generate(folder, total, copies, seed):
    rng = random.Random(seed)
    root = os.path.dirname(os.path.abspath(__file__))
    starter_path = os.path.join(root, "..", "..", "Content", "02-withlock", "codigo", "orden-fijo", "inicio.swift")
    starter = open(starter_path, encoding="utf-8").read()
    honest = total - copies
    all_choices = list(itertools.product(*[range(r) for r in RADICES]))
    rng.shuffle(all_choices)
    # Cuatro decisiones de diferencia dan unas 30 soluciones; en una clase más grande, tres.
    chosen = []
    for apart in (4, 3):
        chosen = []
        for candidate in all_choices:
            if all(distance(candidate, other) >= apart for other in chosen):
                chosen.append(list(candidate))
                if len(chosen) == honest:
                    break
        if len(chosen) == honest:
            break
    if len(chosen) < honest:
        sys.exit(f"no hay {honest} soluciones distintas")
    files = {}
    blocks_of = {}
    for index in range(honest):
        student = f"alumno-{index + 1:02d}"
        blocks = solution(chosen[index], (rng.choice(NAMES), rng.choice(AMOUNTS)), rng.choice(COMMENTS))
        blocks_of[student] = blocks
        files[student] = header(starter) + "\n".join(blocks)
    groups = {}
    for j in range(copies):
        source = f"alumno-{j % honest + 1:02d}"
        copier = f"alumno-{honest + j + 1:02d}"
        files[copier] = header(starter) + disguise(blocks_of[source], rng)
        groups.setdefault(source, [source]).append(copier)
    truth = sorted(sorted(pair) for group in groups.values() for pair in itertools.combinations(group, 2))
    # Los nombres de las carpetas, barajados: el orden no dice quién copió.
    order = list(files)
    rng.shuffle(order)
    alias = {student: f"entrega-{i + 1:02d}" for i, student in enumerate(order)}
    for student, text in files.items():
        path = os.path.join(folder, "entregas", alias[student])
        os.makedirs(os.path.join(path, "codigo"), exist_ok=True)
        with open(os.path.join(path, "espacio.json"), "w", encoding="utf-8") as f:
            json.dump({"courseID": "estado-compartido", "created": "2026-11-30T09:00:00.000Z",
                       "format": 1, "learnerID": alias[student]}, f)
        with open(os.path.join(path, "progreso.json"), "w", encoding="utf-8") as f:
            json.dump({"courseID": "estado-compartido", "format": 1, "events": []}, f)
        with open(os.path.join(path, "codigo", EXERCISE + ".swift"), "w", encoding="utf-8") as f:
            f.write(text)
    os.makedirs(os.path.join(folder, "inicio"), exist_ok=True)
    with open(os.path.join(folder, "inicio", EXERCISE + ".swift"), "w", encoding="utf-8") as f:
        f.write(starter)
    with open(os.path.join(folder, "copias.json"), "w", encoding="utf-8") as f:
        json.dump([sorted([alias[a], alias[b]]) for a, b in truth], f)


# MARK: medir


def score(found, truth):
    hits = len(found & truth)
    precision = hits / len(found) if found else 1.0
    recall = hits / len(truth) if truth else 1.0
    return precision, recall, len(found), hits


def pairs(report_path):
    """Los pares de un informe de leccion y su parecido («score»)."""
    report = json.load(open(report_path, encoding="utf-8"))
    similarity = report.get("similarity", report)
    return {tuple(sorted(p["students"])): p["score"] for p in similarity.get("pairs", [])}


def separation(scores, truth, everyone):
    """El par honrado más parecido y el copiado menos (un par que no aparece vale 0)."""
    honest = [scores.get(pair, 0.0) for pair in everyone if pair not in truth]
    copied = [scores.get(pair, 0.0) for pair in truth]
    return (f"{max(honest, default=0):.2f}", f"{min(copied):.2f}" if copied else "-")


def measure(folder, report_path, all_path):
    truth = {tuple(pair) for pair in json.load(open(os.path.join(folder, "copias.json")))}
    leccion = set(pairs(report_path))
    leccion_scores = pairs(all_path)

    import copydetect  # solo en el venv de similitud-copydetect.sh
    import numpy

    entregas = os.path.join(folder, "entregas")
    detector = copydetect.CopyDetector(
        test_dirs=[entregas], boilerplate_dirs=[os.path.join(folder, "inicio")],
        extensions=["swift"], autoopen=False, silent=True)
    detector.run()
    matrix = numpy.asarray(detector.similarity_matrix)
    student = [os.path.relpath(f, entregas).split(os.sep)[0] for f in detector.test_files]
    display = detector.conf.display_t
    flagged = set()
    scores = {}
    everyone = set()
    for i, j in itertools.combinations(range(len(student)), 2):
        pair = tuple(sorted([student[i], student[j]]))
        everyone.add(pair)
        scores[pair] = max(matrix[i, j, 0], matrix[j, i, 0])
        if scores[pair] > display:
            flagged.add(pair)
    rows = []
    for name, found, extra in (
            ("leccion", leccion, separation(leccion_scores, truth, everyone)),
            (f"copydetect (>{display:g})", flagged, separation(scores, truth, everyone))):
        precision, recall, count, hits = score(found, truth)
        rows.append("\t".join([name, str(len(truth)), str(count), str(hits), f"{precision:.2f}",
                               f"{recall:.2f}", *extra]))
    print("\n".join(rows))


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "generar":
        generate(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
    elif len(sys.argv) == 5 and sys.argv[1] == "medir":
        measure(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
