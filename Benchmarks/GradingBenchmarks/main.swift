import Checker
import Foundation
import Grading
import Lessons
import Workspace

// Medición de `leccion corregir` (issue 7).
//
//   GradingBenchmarks generar --curso DIR --salida DIR [--alumnos 100]
//   GradingBenchmarks medir --clase DIR --curso DIR [--tiempo 2]
//                           [--modos lotes-2,ingenuo-2,almacen-2]
//                           [--informes DIR]   (deja ahí el informe de texto de cada modo)
//   GradingBenchmarks parecidos-generar --curso DIR --salida DIR [--alumnos 300] [--copias 10]
//   GradingBenchmarks parecidos --clase DIR --curso DIR [--trabajos 2]
//                               [--modos solo,corregir,corregir+similitud]
//   (issue 14: `corregir --similitud` frente a corregir sola; ver SimilarityMeasurement.swift)
//
// `medir` corrige la clase una vez por modo, sin caché, y escribe el tiempo de reloj, las
// entregas por segundo y las veces que corre `swiftc`; `lotes-N` es el corrector de verdad
// con N trabajos, `ingenuo-N` compila cada ejercicio de código por separado con N trabajos,
// `juntos-N` son los lotes como antes de compilar sus pruebas una vez (todo en una llamada),
// `cajas-N` los lotes con una caja de arena por ejercicio al ejecutarlos (como antes de
// `SharedSandbox`), `enlace-N` los lotes enlazando con `swift-autolink-extract` y `clang` (como
// antes de `LinkerPlan`), `cadenas-N` los lotes lanzando cada ejercicio por su cadena en la caja
// compartida (como antes de la plantilla, `SandboxTemplate`), `objetos-N` los lotes con un
// solo objeto por entrega (como antes de `ObjectParts`, sin reusar código ya generado).
// Todos los modos tienen que dar informes JSON idénticos byte a byte, y la medición lo
// comprueba. `almacen-N` (siempre el último) corrige una copia de la clase con el almacén de
// resultados tres veces: en frío, después de que el 10 % de las entregas cambie su código y
// sin cambios, y escribe cada una como fracción de la primera (ver Regrading.swift).

let arguments = Array(CommandLine.arguments.dropFirst())

func value(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

func loadCourse() -> Course {
  guard let path = value("--curso") else { fail("falta --curso DIR") }
  let load = CourseLoader.load(from: URL(fileURLWithPath: path))
  guard let course = load.course, load.diagnostics.isEmpty else {
    fail(
      "el curso tiene problemas:\n" + load.diagnostics.map(\.description).joined(separator: "\n"))
  }
  return course
}

switch arguments.first {
case "generar":
  guard let folder = value("--salida") else { fail("falta --salida DIR") }
  let count = value("--alumnos").flatMap(Int.init) ?? 100
  do {
    let tally = try SyntheticClass.write(course: loadCourse(), count: count, to: folder)
    let parts = SyntheticClass.Kind.allCases.map { "\($0.rawValue) \(tally[$0] ?? 0)" }
    print("Clase de \(count) entregas en \(folder): " + parts.joined(separator: ", "))
  } catch {
    fail("no se pudo escribir la clase: \(error)")
  }
case "medir":
  guard let folder = value("--clase") else { fail("falta --clase DIR") }
  let seconds = value("--tiempo").flatMap(Double.init) ?? 2
  let modes = (value("--modos") ?? "lotes-2,ingenuo-2,almacen-2").split(separator: ",").map(
    String.init)
  await Measurement.run(
    course: loadCourse(), folder: folder, seconds: seconds, modes: modes,
    reports: value("--informes"))
case "parecidos-generar":
  guard let folder = value("--salida") else { fail("falta --salida DIR") }
  let count = value("--alumnos").flatMap(Int.init) ?? 300
  let copies = value("--copias").flatMap(Int.init) ?? 10
  do {
    try VariedClass.write(course: loadCourse(), count: count, copies: copies, to: folder)
    print("Clase de \(count) entregas en \(folder), \(copies) de ellas copiadas.")
  } catch {
    fail("no se pudo escribir la clase: \(error)")
  }
case "parecidos":
  guard let folder = value("--clase"), let course = value("--curso") else {
    fail("faltan --clase DIR y --curso DIR")
  }
  let modes = (value("--modos") ?? "solo,corregir,corregir+similitud").split(separator: ",").map(
    String.init)
  await SimilarityMeasurement.run(
    folder: folder, course: course, jobs: value("--trabajos") ?? "2", modes: modes)
default:
  fail(
    "uso: GradingBenchmarks generar|medir|parecidos-generar|parecidos … (ver"
      + " Benchmarks/GradingBenchmarks/main.swift)")
}
