/// Nombres que el archivo de la persona no puede declarar en su nivel superior, porque
/// cambiarían lo que hacen las pruebas y la tabla del arnés, que se compilan en su mismo
/// módulo: `expect` (una `expect` propia, que las pruebas usarían en vez de la del arnés y
/// no anotara nada, haría pasar todas las pruebas), lo que empieza por `__leccion`, los
/// módulos que la tabla nombra (`SharedCore.IssueReporter`) y los tipos por omisión de los
/// literales. El del arnés (`LeccionHarness`) no puede ni escribirse (`SourceRules`).
enum ReservedNames {
  static let exact: Set<String> = [
    "expect", "Swift", "Glibc", "Darwin", "Synchronization", "SharedCore",
    "StringLiteralType", "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType",
    "UnicodeScalarType", "ExtendedGraphemeClusterType",
  ]

  static func isReserved(_ name: String) -> Bool {
    exact.contains(name) || name.hasPrefix("__leccion") || name.hasPrefix("__Leccion")
  }

  /// Un error por nombre reservado que declara el archivo de la persona, en su línea.
  static func diagnostics(for unit: CompilationUnit) -> [CompilerDiagnostic] {
    let file = unit.submission.learnerFile
    let declarations = TopLevelDeclarations(source: file.contents)
    return declarations.visibleNames.filter(isReserved).sorted {
      (declarations.lines[$0] ?? 0, $0) < (declarations.lines[$1] ?? 0, $1)
    }.map { name in
      CompilerDiagnostic(
        origin: .learner, file: HarnessSource.displayName(file.name),
        line: declarations.lines[name], column: nil, severity: .error,
        message: "«\(name)» es un nombre reservado del arnés de pruebas: ponle otro nombre "
          + "(o decláralo private).",
        unit: unit.index)
    }
  }
}
