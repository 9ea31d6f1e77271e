// Mide cuánto tarda en cargarse (y validarse en formato) un curso.
//
//   swift run -c release LessonsBenchmarks [CARPETA…] [--veces N]
//
// Sin carpetas, mide el curso de prueba válido y el Content/ del proyecto.
import Foundation
import Lessons

var arguments = Array(CommandLine.arguments.dropFirst())
var repetitions = 200
if let flag = arguments.firstIndex(of: "--veces"), flag + 1 < arguments.count,
  let value = Int(arguments[flag + 1])
{
  repetitions = max(1, value)
  arguments.removeSubrange(flag...(flag + 1))
}

let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var courses = arguments.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
if courses.isEmpty {
  courses.append(cwd.appendingPathComponent("Tests/Fixtures/curso-valido"))
  if let content = try? CourseLocator.locate(explicit: nil) { courses.append(content) }
}

/// Mediana y percentil 90 de `samples`, en milisegundos.
func summary(_ samples: [Duration]) -> String {
  let sorted = samples.sorted()
  func ms(_ duration: Duration) -> String {
    let value = Double(duration.components.attoseconds) / 1e15
      + Double(duration.components.seconds) * 1000
    return String(format: "%.3f ms", value)
  }
  return "mediana \(ms(sorted[sorted.count / 2])), p90 \(ms(sorted[sorted.count * 9 / 10]))"
}

let clock = ContinuousClock()
for directory in courses {
  var loadTimes: [Duration] = []
  var validateTimes: [Duration] = []
  var exercises = 0
  var problems = 0
  for _ in 0..<repetitions {
    loadTimes.append(clock.measure {
      exercises = CourseLoader.load(from: directory).course?.exercises.count ?? 0
    })
    validateTimes.append(clock.measure {
      problems = CourseValidator.validate(directory).count
    })
  }
  print("\(directory.path): \(exercises) ejercicios, \(problems) problemas de formato")
  print("  cargar:   \(summary(loadTimes)) (\(repetitions) veces)")
  print("  validar:  \(summary(validateTimes)) (\(repetitions) veces)")
}
