/// Un ejercicio dentro de una compilación: sus archivos y sus funciones de prueba.
struct CompilationUnit: Sendable, Hashable {
  /// Su posición en la compilación; el programa la recibe como primer argumento.
  var index: Int
  var submission: CodeSubmission
  /// Las funciones `prueba…` de todos sus archivos de pruebas, en orden.
  var tests: [TestFunction]
}

/// Los archivos que se compilan: los de cada ejercicio (con `import SharedCore` implícito y
/// `#sourceLocation` para que los diagnósticos digan el nombre y la línea de la persona) y
/// la tabla de pruebas, `main.swift`, que llama a cada `prueba…` del ejercicio pedido por
/// medio del arnés ya compilado (`LeccionHarness`, junto al motor: el canal de informe,
/// `expect` y el recorrido de las pruebas no se compilan en cada comprobación).
///
/// El arnés es otro módulo: el archivo de la persona no lo importa, y no puede nombrarlo
/// (`SourceRules`), así que no ve nada suyo; las pruebas sí lo importan (usan `expect`).
enum HarnessSource {
  /// Cambia cuando cambia el arnés: forma parte de la clave de la caché. Es también el caso
  /// de `__LeccionHarness.Version` que nombra la tabla: con otro arnés, no compila.
  static let version = "arnes-11"

  /// El caso de `__LeccionHarness.Version` de esta versión.
  static let versionCase = ".arnes11"

  /// El módulo del arnés ya compilado.
  static let module = SharedCoreToolchain.harnessModuleName

  /// Variable de entorno con `descriptor:clave` del canal de informe; el arnés la borra
  /// antes de llamar a ninguna prueba.
  static let reportVariable = "LECCION_INFORME"

  /// El nombre con que un archivo aparece en los diagnósticos: `@<ejercicio>.<archivo>/<nombre>`
  /// (archivo 0: el de la persona; 1…: pruebas).
  static func locationTag(unit: Int, file: Int, name: String) -> String {
    "@\(unit).\(file)/\(displayName(name))"
  }

  /// Solo el último componente, sin comillas ni barras invertidas.
  static func displayName(_ name: String) -> String {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    let cleaned = last.filter { $0 != "\"" && $0 != "\\" && !$0.isNewline }
    return cleaned.isEmpty ? "ejercicio.swift" : cleaned
  }

  /// Los archivos para escribir en la carpeta de compilación: `(nombre, texto)`. Solo los
  /// archivos de pruebas importan el arnés.
  static func files(
    for units: [CompilationUnit], implicitImports: [String], prelude: String,
    routesEngineIssues: Bool = false
  ) -> [(name: String, contents: String)] {
    var result: [(name: String, contents: String)] = []
    for unit in units {
      let sources = [unit.submission.learnerFile] + unit.submission.allTests
      for (position, source) in sources.enumerated() {
        let tag = locationTag(unit: unit.index, file: position, name: source.name)
        let imports = position == 0 ? implicitImports : implicitImports + [module]
        let text = wrap(source.contents, tag: tag, imports: imports)
        result.append((name: "u\(unit.index)-\(position).swift", contents: text))
      }
    }
    result.append(
      (
        name: "main.swift",
        contents: main(for: units, prelude: prelude, routesEngineIssues: routesEngineIssues)
      ))
    return result
  }

  /// Los archivos de una comprobación en dos mitades (`CodeRunner.compileSplit`): los de las
  /// personas (uno por ejercicio), juntos en el módulo `Ejercicio`; las pruebas y la tabla,
  /// en el módulo `testsModule`, que importa el de la persona con `@testable` (ve lo
  /// `internal` suyo, como cuando compartían módulo) y se compila una vez por interfaz.
  static func splitFiles(
    for units: [CompilationUnit], implicitImports: [String], prelude: String,
    routesEngineIssues: Bool = false
  ) -> (learners: [(name: String, contents: String)], tests: [(name: String, contents: String)]) {
    let all = files(
      for: units, implicitImports: implicitImports, prelude: prelude,
      routesEngineIssues: routesEngineIssues)
    var learners: [(name: String, contents: String)] = []
    var tests: [(name: String, contents: String)] = []
    for file in all {
      if file.name == "main.swift" {
        tests.append(file)
      } else if file.name.hasSuffix("-0.swift") {
        learners.append(file)
      } else {
        tests.append(
          (
            name: file.name,
            contents: "@testable import \(SwiftCompiler.moduleName)\n" + file.contents
          ))
      }
    }
    return (learners, tests)
  }

  /// El módulo de las pruebas y la tabla cuando se compilan aparte: un nombre que la persona
  /// no puede declarar (`ReservedNames`: empieza por `__leccion`) ni importar (`SourceRules`).
  static let testsModule = "__leccionPruebas"

  /// Lo primero que hace un fragmento (`wrapMain`): deja la salida estándar con búfer por líneas, como
  /// en un terminal (si se estrella, lo ya impreso no se pierde; `stdout` es una variable
  /// global de C que Swift 6 no deja tocar, y se toma su dirección con `dlsym`), y programa
  /// una alarma con `LECCION_ALARMA` segundos: si `leccion` muere sin poder matarlo, el
  /// programa no queda vivo para siempre.
  static let lineBuffering = """
    #if canImport(Glibc)
    import Glibc
    if let __leccionStdout = Glibc.dlsym(Swift.UnsafeMutableRawPointer(bitPattern: 0), "stdout") {
      Glibc.setvbuf(__leccionStdout.load(as: Swift.UnsafeMutablePointer<Glibc.FILE>.self), nil, Glibc._IOLBF, 0)
    }
    if let __leccionAlarma = Glibc.getenv("LECCION_ALARMA"), let __segundos = Swift.UInt32(Swift.String(cString: __leccionAlarma)) {
      Glibc.alarm(__segundos)
    }
    #endif
    """

  /// Un fragmento como `main.swift`: sus importaciones implícitas, la salida por líneas y
  /// su `#sourceLocation`.
  static func wrapMain(_ contents: String, tag: String, imports: [String]) -> String {
    let body = contents.hasPrefix("\u{FEFF}") ? String(contents.dropFirst()) : contents
    return imports.map { "import \($0)\n" }.joined() + lineBuffering + "\n"
      + "#sourceLocation(file: \"\(tag)\", line: 1)\n" + body + "\n#sourceLocation()\n"
  }

  /// Un archivo con sus importaciones implícitas delante y `#sourceLocation`, para que los
  /// diagnósticos y `#fileID` digan su nombre y sus líneas. Quita una marca BOM inicial.
  static func wrap(_ contents: String, tag: String, imports: [String]) -> String {
    let body = contents.hasPrefix("\u{FEFF}") ? String(contents.dropFirst()) : contents
    return imports.map { "import \($0)\n" }.joined()
      + "#sourceLocation(file: \"\(tag)\", line: 1)\n"
      + body + "\n#sourceLocation()\n"
  }

  /// `main.swift`, la tabla de pruebas: el primer argumento elige el ejercicio; los
  /// siguientes, qué pruebas (ninguno: todas). Con `routesEngineIssues`, las pruebas corren
  /// con un `IssueReporter` del motor que anota sus fallos (los de `TestStore`) en la prueba
  /// en marcha. No declara nada con nombre: desde otro archivo no hay nada suyo que llamar.
  static func main(
    for units: [CompilationUnit], prelude: String, routesEngineIssues: Bool = false
  ) -> String {
    let harness = module + ".__LeccionHarness"
    let anyAsync = units.contains { $0.tests.contains(where: \.isAsync) }
    var lines = ["import " + module]
    if routesEngineIssues { lines.append("import SharedCore") }
    lines += ["do {", "let unit = \(harness).begin(version: \(versionCase))", prelude]
    if routesEngineIssues {
      lines.append(
        (anyAsync ? "await " : "")
          + "SharedCore.IssueReporter.$current.withValue(SharedCore.IssueReporter { "
          + module + ".__leccionRecordFailure($0.message) }) {")
    }
    lines.append("switch unit {")
    for unit in units {
      lines.append("case \(unit.index):")
      for test in unit.tests {
        let effects = (test.isThrowing ? "try " : "") + (test.isAsync ? "await " : "")
        let call = "{ \(effects)\(test.name)() }"
        lines.append(
          test.isAsync
            ? "  await \(harness).runAsync(\"\(test.name)\") \(call)"
            : "  \(harness).run(\"\(test.name)\") \(call)")
      }
    }
    lines += ["default: break", "}"]
    if routesEngineIssues { lines.append("}") }
    lines += ["}", "\(harness).finish()", ""]
    return lines.joined(separator: "\n")
  }
}
