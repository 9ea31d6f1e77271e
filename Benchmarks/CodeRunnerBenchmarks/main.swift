// Mide el corrector de código: en frío, en caliente y frente a un `swiftc` desnudo.
import Checker
import Foundation

let arguments = CodeRunnerBenchmark.Arguments(CommandLine.arguments.dropFirst())
do {
  try CodeRunnerBenchmark(arguments: arguments).run()
} catch {
  FileHandle.standardError.write(Data((error.message + "\n").utf8))
  exit(2)
}
