// Mide cuánto tarda en cargarse (y validarse en formato) un curso.
//
//   Benchmarks/correr LessonsBenchmarks [CARPETA…] [--veces N]
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

/// Segundos de CPU de este hilo: en una máquina compartida varían mucho menos que el reloj.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Mediana y percentil 90 de `samples` (segundos), en milisegundos.
func summary(_ samples: [Double]) -> String {
  let sorted = samples.sorted()
  func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
  return "mediana \(ms(sorted[sorted.count / 2])), p90 \(ms(sorted[sorted.count * 9 / 10]))"
}

/// Tiempo de reloj y de CPU de `body`.
func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
  let clock = ContinuousClock()
  let cpuStart = cpuSeconds()
  let duration = clock.measure(body)
  let wall = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  return (wall, cpuSeconds() - cpuStart)
}

for directory in courses {
  var load: [(wall: Double, cpu: Double)] = []
  var validate: [(wall: Double, cpu: Double)] = []
  var exercises = 0
  var problems = 0
  for _ in 0..<repetitions {
    load.append(
      measure { exercises = CourseLoader.load(from: directory).course?.exercises.count ?? 0 })
    validate.append(measure { problems = CourseValidator.validate(directory).count })
  }
  print("\(directory.path): \(exercises) ejercicios, \(problems) problemas de formato")
  print("  cargar   reloj: \(summary(load.map(\.wall)))  CPU: \(summary(load.map(\.cpu)))")
  print("  validar  reloj: \(summary(validate.map(\.wall)))  CPU: \(summary(validate.map(\.cpu)))")
  print("  (\(repetitions) veces)")
}
