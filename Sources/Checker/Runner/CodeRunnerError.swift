import Support

/// Lo que impide al corrector de código hacer su trabajo (no los fallos del alumno, que
/// son veredictos): falta el motor, falta el compilador, no se puede escribir, etc.
///
/// Es el único tipo de error del corrector de código; `message` lo pone en castellano.
public enum CodeRunnerError: Error, Sendable, Equatable {
  /// No se encontró `SharedCore` compilado; `searched` son las carpetas revisadas.
  case engineNotBuilt(searched: [String])
  /// Una variable de entorno apunta a una carpeta que no contiene el motor.
  case engineOverrideInvalid(variable: String, path: String)
  /// Falta el arnés de pruebas compilado (`LeccionHarness`) junto al motor; `path` es lo
  /// que no está.
  case harnessNotBuilt(path: String)
  /// No se encontró `swiftc` ni en `PATH` ni en `/opt/swift/usr/bin`.
  case compilerNotFound
  /// Un archivo de las pruebas no declara ninguna función `prueba…()`.
  case noTestFunctions(file: String)
  /// No se pudo lanzar un proceso (el compilador o el programa).
  case spawnFailed(program: String, errno: Int32)
  /// No se pudo crear, leer o escribir un archivo o carpeta de trabajo.
  case fileSystem(path: String, reason: String)
  /// Se canceló la tarea que esperaba la comprobación (Ctrl-C en el tutor).
  case cancelled
}

extension CodeRunnerError {
  /// El mensaje en castellano, listo para la pantalla.
  public var message: String {
    switch self {
    case .engineNotBuilt(let searched):
      let places =
        searched.isEmpty
        ? "" : "\nSe buscó en:\n" + searched.map { "  \($0)" }.joined(separator: "\n")
      return """
        No encuentro el motor SharedCore compilado, y sin él no se pueden comprobar los \
        ejercicios de código. Compílalo en la carpeta del proyecto con \
        `swift build --product SharedCore` (o `swift build -c release --product SharedCore`) \
        y vuelve a intentarlo. Si está en otra carpeta, indícala con LECCION_SHAREDCORE_DIR.\(places)
        """
    case .engineOverrideInvalid(let variable, let path):
      return """
        \(variable)=\(path) no contiene el motor SharedCore (ni `Modules/SharedCore.swiftmodule` \
        ni `SharedCore.swiftmodule` junto a `libSharedCore.so`). Corrige la variable o bórrala \
        para buscarlo en `.build`.
        """
    case .harnessNotBuilt(let path):
      return """
        No encuentro el arnés de pruebas compilado (falta \(path)), y sin él no se pueden \
        comprobar los ejercicios de código. Se compila junto al motor: en la carpeta del \
        proyecto, `swift build --product LeccionHarness` (o `swift build -c release \
        --product LeccionHarness`), y vuelve a intentarlo.
        """
    case .compilerNotFound:
      return """
        No encuentro el compilador `swiftc`: ni en PATH ni en /opt/swift/usr/bin. Instala Swift \
        o añade su carpeta `usr/bin` a PATH (o indica el compilador con LECCION_SWIFTC).
        """
    case .noTestFunctions(let file):
      return """
        \(file) no declara ninguna función de prueba: hace falta al menos una \
        `func prueba…()` sin parámetros en el nivel superior del archivo.
        """
    case .spawnFailed(let program, let errno):
      return "No se pudo lanzar \(program): \(SystemError.describe(errno))."
    case .fileSystem(let path, let reason):
      return "No se pudo usar \(path): \(reason)."
    case .cancelled:
      return
        "Comprobación cancelada: el compilador o el programa se detuvieron, con todos sus procesos."
    }
  }
}
