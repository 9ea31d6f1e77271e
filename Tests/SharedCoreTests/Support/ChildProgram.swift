import Foundation

/// Un programa aparte, enlazado con SharedCore, que hace de «otro proceso»: un widget que
/// escribe en la misma suite, o una app que muta y sale.
enum ChildProgram {
  /// Compila (una vez por ejecución de pruebas y versión de SharedCore) y devuelve el
  /// ejecutable.
  static func executable() async throws -> URL {
    try await SwiftCompiler.executable(source, named: "sharedcore-hijo")
  }

  /// Ejecuta el hijo con `arguments` y devuelve su salida; falla si no termina bien.
  ///
  /// Sus escrituras agrupadas esperan un minuto: si algo llega al disco, fue el gancho de
  /// salida.
  @discardableResult
  static func run(_ arguments: String..., environment: [String: String] = [:]) async throws
    -> String
  {
    let outcome = try await SwiftCompiler.runProgram(
      try await executable(), arguments: arguments,
      environment: environment.merging(["SHAREDCORE_WRITE_DELAY_MS": "60000"]) { $1 })
    guard outcome.succeeded else {
      throw SwiftCompiler.Failure.compilation(
        "el proceso hijo \(arguments) terminó con \(outcome.status):\n\(outcome.diagnostics)")
    }
    return outcome.diagnostics
  }

  static let source = #"""
    import Foundation
    import SharedCore

    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let mode = arguments.first else { exit(2) }

    switch mode {
    case "defaults-set":
      // defaults-set <suite> <clave> <bool|string|int> <valor>: escribe como lo haría otra
      // app, con UserDefaults a secas, y vuelca.
      let defaults = UserDefaults(suiteName: arguments[1]) ?? .standard
      switch arguments[3] {
      case "bool": defaults.set(arguments[4] == "true", forKey: arguments[2])
      case "int": defaults.set(Int(arguments[4]) ?? 0, forKey: arguments[2])
      default: defaults.set(arguments[4], forKey: arguments[2])
      }
      defaults.synchronize()

    case "defaults-remove":
      // defaults-remove <suite> <clave>
      let defaults = UserDefaults(suiteName: arguments[1]) ?? .standard
      defaults.removeObject(forKey: arguments[2])
      defaults.synchronize()

    case "app-storage":
      // app-storage <suite> <clave> <valor>: muta una caja appStorage y sale en seguida;
      // el volcado a disco tiene que hacerlo el gancho de salida.
      withDependencies {
        $0.defaultAppStorage = UserDefaults(suiteName: arguments[1]) ?? .standard
      } operation: {
        @Shared(.appStorage(arguments[2])) var texto = "sin valor"
        $texto.withLock { $0 = arguments[3] }
      }
      exit(0)

    case "file-storage":
      // file-storage <ruta> <mutaciones>: muta una caja fileStorage en el disco de verdad y
      // sale en seguida; el volcado tiene que hacerlo el gancho de salida.
      let url = URL(fileURLWithPath: arguments[1])
      let count = Int(arguments[2]) ?? 1
      withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        @Shared(.fileStorage(url)) var contador = 0
        for _ in 0..<count { $contador.withLock { $0 += 1 } }
        print("escrituras antes de salir: \(FileStorage.fileSystem.writeCount)")
      }
      exit(0)

    case "ephemeral":
      // ephemeral <ruta>: con SHAREDCORE_CONTEXT=test, como las pruebas de un ejercicio.
      // appStorage va a una suite temporal que se borra al salir; fileStorage, a memoria.
      @Shared(.appStorage("visitas")) var visitas = 0
      $visitas.withLock { $0 += 1 }
      @Shared(.fileStorage(URL(fileURLWithPath: arguments[1]))) var nota = "sin nota"
      $nota.withLock { $0 = "escrita" }
      FileStorage.flushPendingWrites()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("SharedCore-pruebas-\(getpid())")
      print("carpeta: \(folder.path)")
      print("existe: \(FileManager.default.fileExists(atPath: folder.path))")
      print("archivo en disco: \(FileManager.default.fileExists(atPath: arguments[1]))")
      exit(0)

    default:
      exit(3)
    }
    """#
}
