// Mide `validar` con el motor (formato, claves y CourseProofCheck) sobre un curso entero:
// una vez en frío, con una caché vacía, y después en caliente (mediana de varias).
//
//   Benchmarks/correr ValidationBenchmarks [--curso CARPETA] [--veces N]
//
// Usa el motor que encuentre `SharedCoreToolchain.locate()` (o LECCION_SHAREDCORE_DIR) y
// todos los núcleos. La caché es una carpeta temporal que se borra al terminar.
import Checker
import Foundation
import Lessons

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

let course: URL = {
  if let path = value(after: "--curso") { return URL(fileURLWithPath: path) }
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  return root.appendingPathComponent("Content")
}()
let repetitions = max(1, value(after: "--veces").flatMap(Int.init) ?? 5)

let toolchain: SharedCoreToolchain
do {
  toolchain = try SharedCoreToolchain.locate()
} catch {
  FileHandle.standardError.write(Data((error.message + "\n").utf8))
  exit(2)
}
let cacheDirectory = NSTemporaryDirectory() + "leccion-validar-bench-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
let runner = CodeRunner(toolchain: toolchain, cache: CodeCache(directory: cacheDirectory))
let checks: [any CourseCheck] = [AnswerKeyCheck(), CourseProofCheck(runner: runner)]

func validate() async -> (seconds: Double, problems: Int) {
  let clock = ContinuousClock()
  let start = clock.now
  let problems = await CourseValidator.validate(course, checks: checks)
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (seconds, problems.count)
}

func format(_ seconds: Double) -> String {
  seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.0f ms", seconds * 1000)
}

print("curso: \(course.path)")
print("motor: \(toolchain.libraryPath)")
print("núcleos: \(ProcessInfo.processInfo.activeProcessorCount)")
let cold = await validate()
print("en frío (caché vacía): \(format(cold.seconds)), \(cold.problems) problemas")
var warm: [Double] = []
for _ in 0..<repetitions { warm.append(await validate().seconds) }
warm.sort()
print("en caliente (mediana de \(repetitions)): \(format(warm[warm.count / 2]))")
