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
/// el arnés generado, `main.swift`: `expect(_:_:)`, el canal de informe (privado de ese
/// archivo, `HarnessRuntime`) y la llamada a cada `prueba…` del ejercicio pedido.
enum HarnessSource {
  /// Cambia cuando cambia el arnés: forma parte de la clave de la caché.
  static let version = "arnes-9"

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

  /// Los archivos para escribir en la carpeta de compilación: `(nombre, texto)`.
  static func files(
    for units: [CompilationUnit], implicitImports: [String], prelude: String,
    routesEngineIssues: Bool = false
  ) -> [(name: String, contents: String)] {
    var result: [(name: String, contents: String)] = []
    for unit in units {
      let sources = [unit.submission.learnerFile] + unit.submission.allTests
      for (position, source) in sources.enumerated() {
        let tag = locationTag(unit: unit.index, file: position, name: source.name)
        let text = wrap(source.contents, tag: tag, imports: implicitImports)
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

  /// Lo primero que hace el programa: deja la salida estándar con búfer por líneas, como
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

  /// `main.swift`: el primer argumento elige el ejercicio; los siguientes, qué pruebas
  /// (ninguno: todas). Con `routesEngineIssues`, cada prueba corre con un
  /// `IssueReporter` del motor que anota sus fallos (los de `TestStore`) en la prueba.
  static func main(
    for units: [CompilationUnit], prelude: String, routesEngineIssues: Bool = false
  ) -> String {
    var lines = [HarnessRuntime.source, HarnessDigest.source]
    if routesEngineIssues {
      lines += [
        "import SharedCore",
        "fileprivate let __leccionReporter = SharedCore.IssueReporter { __LeccionReport.shared.record(\"fail\", $0.message) }",
      ]
    }
    lines += [
      "__LeccionReport.shared.begin()",
      lineBuffering,
      prelude,
      "do {",
      "let __leccionArguments = Swift.Array(Swift.CommandLine.arguments.dropFirst())",
      "let __leccionSelected = Swift.Set(__leccionArguments.dropFirst())",
      "switch __leccionArguments.first ?? \"0\" {",
    ]
    for unit in units {
      lines.append("case \"\(unit.index)\":")
      for test in unit.tests {
        let effects = (test.isThrowing ? "try " : "") + (test.isAsync ? "await " : "")
        var call = effects + test.name + "()"
        if routesEngineIssues {
          call =
            effects + "SharedCore.IssueReporter.$current.withValue(__leccionReporter) { \(call) }"
        }
        lines.append(
          "  if __leccionSelected.isEmpty || __leccionSelected.contains(\"\(test.name)\") {")
        lines.append("    __LeccionReport.shared.record(\"start\", \"\(test.name)\")")
        if test.isThrowing {
          lines.append(
            "    do { \(call) } catch { __LeccionReport.shared.record(\"throw\", Swift.String(describing: error)) }"
          )
        } else {
          lines.append("    \(call)")
        }
        lines.append("    __LeccionReport.shared.record(\"end\", \"\(test.name)\")")
        lines.append("  }")
      }
    }
    lines += [
      "default: break", "}", "}", "__LeccionReport.shared.record(\"done\", \"\")",
      "__LeccionC.exit()", "",
    ]
    return lines.joined(separator: "\n")
  }
}
