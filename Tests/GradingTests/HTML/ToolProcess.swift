import Foundation

/// Una herramienta de las pruebas (el navegador, el guion de axe) ejecutada hasta el final:
/// sin entrada, con su salida y sus errores leídos a la vez (una tubería llena la bloquearía)
/// antes de esperarla.
enum ToolProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// La salida estándar de `executable`; si no acaba con 0, un fallo con su nombre, su código y
  /// las últimas `errorTail` letras de sus errores.
  static func output(
    of executable: String, arguments: [String], environment: [String: String], name: String,
    errorTail: Int = 2000
  ) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(name) terminó con \(process.terminationStatus): "
          + String(decoding: errorData.suffix(errorTail), as: UTF8.self))
    }
    return outputData
  }
}
