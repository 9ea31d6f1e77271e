import Checker
import Foundation
import Grading
import Lessons
import Workspace

// Medición de las variantes (issue 30): corregir una clase grande de un curso con variantes.
//
//   VariantBenchmarks [--alumnos 500] [--base 30] [--curso DIR]   (DIR: Content/ del proyecto)
//
// 1. El sorteo: la instancia de cada alumno en cada ejercicio con variantes, con la lista de
//    la clase, para la clase grande y para la base (mediana de 11 rondas alternadas); µs por
//    alumno de cada una. Y lo que cuesta resolver el curso de un alumno.
// 2. Las claves: la salida de cada instancia de predicción que le tocó a alguien, ejecutada
//    en el motor en frío (sin caché); cuántas ejecuciones, frente a una por alumno y
//    predicción con parámetros.
// 3. Corregir: una entrega por alumno que responde bien su instancia de todo menos el código
//    (el código no cambia con las variantes; lo mide GradingBenchmarks), con las claves
//    calculadas dentro de la corrección, como en `corregir` (la caché de programas ya tiene los
//    fragmentos del paso 2). Tres rondas alternando la base y la clase grande: reloj y CPU
//    (de este proceso y sus hijos) por alumno, en mediana; cuántas instancias calculó cada
//    corrección; que todas las respuestas a las variantes salen bien; y que las tres
//    correcciones de la clase grande dan el mismo informe JSON byte a byte. Sale con 1 si no.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let contentPath =
  value("--curso")
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Content").path
let load = CourseLoader.load(from: URL(fileURLWithPath: contentPath))
guard let course = load.course, load.diagnostics.isEmpty else {
  fail("el curso de «\(contentPath)» tiene problemas o no se pudo leer")
}
let large = value("--alumnos").flatMap(Int.init) ?? 500
let small = value("--base").flatMap(Int.init) ?? 30
await VariantMeasurement.run(course: course, large: large, small: small)
