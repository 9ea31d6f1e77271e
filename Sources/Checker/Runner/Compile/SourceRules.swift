import Support

/// Lo que el archivo de la persona no puede escribir, porque cambiaría lo que hacen las
/// pruebas que se compilan en su mismo módulo o el arnés que las recorre. Se comprueba antes de compilar,
/// sobre los tokens (`SwiftTokenizer`), y cada regla da un error en castellano con su línea.
///
/// | regla | por qué |
/// | --- | --- |
/// | nombres del arnés (`ReservedNames`) | una `expect` propia no anotaría nada |
/// | atributos que cambian el enlace (`@_cdecl`, `@_silgen_name`, `@c`, `@export`, `@section`, `@used`, todo `@_…`) | una función `write` propia se quedaría con el informe |
/// | la palabra `unsafe` (salvo en `nonisolated(unsafe)`) y `@unsafe`/`@safe` | callaría la comprobación estricta de memoria (`-strict-memory-safety`) |
/// | operadores (`func ==`, `operator`, `precedencegroup`) | las comparaciones de las pruebas usarían los de la persona |
/// | extensiones de tipos que el archivo no declara | `String.isEmpty` o `Array.contains` serían los de la persona |
/// | tipos con nombre de Swift o de SharedCore, a cualquier profundidad | un `String` propio que siempre es igual |
/// | `IssueReporter` y `#sourceLocation` | callarían los fallos del motor o los harían pasar por las pruebas |
/// | el nombre del arnés (`LeccionHarness`), también entre comillas invertidas | con él se importaría el arnés y se llamaría a lo que anota las pruebas |
/// | `import` de un módulo que no está en `importableModules` | los módulos de leccion (`Checker`, `Workspace`…) están junto al motor en una compilación de desarrollo |
///
/// Se admite lo que usan los ejercicios del curso: `extension SharedKey where Self == …`
/// (claves tipadas), `extension DependencyValues` (dependencias) y extensiones de los tipos
/// propios.
///
/// ```swift
/// let errores = SourceRules.diagnostics(for: unit)   // vacío: se puede compilar
/// ```
enum SourceRules {
  /// Los errores del archivo de la persona de `unit`, por línea (vacío si cumple todo).
  static func diagnostics(for unit: CompilationUnit) -> [CompilerDiagnostic] {
    let file = unit.submission.learnerFile
    let found =
      ReservedNames.diagnostics(for: unit)
      + violations(in: file.contents).map {
        CompilerDiagnostic(
          origin: .learner, file: HarnessSource.displayName(file.name), line: $0.line,
          column: nil, severity: .error, message: $0.message, unit: unit.index)
      }
    return found.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// Una regla incumplida: la línea y el mensaje.
  struct Violation: Equatable {
    var line: Int
    var message: String
  }

  /// Lo que incumple `source`, en orden de aparición.
  static func violations(in source: String) -> [Violation] {
    let tokens = SwiftTokenizer.tokens(of: source).code
    let declared = declaredTypes(in: tokens)
    var found: [Violation] = []
    for (position, token) in tokens.enumerated() {
      let next = position + 1 < tokens.count ? tokens[position + 1] : nil
      let previous = position > 0 ? tokens[position - 1] : nil
      switch (token.kind, token.text) {
      case (.punctuation, "@"):
        if let next, next.kind == .identifier, isForbiddenAttribute(next.text),
          next.range.lowerBound == token.range.upperBound
        {
          found.append(Violation(line: token.line, message: Messages.attribute(next.text)))
        }
      case (.punctuation, "#"):
        if let next, next.kind == .identifier,
          next.text == "sourceLocation" || next.text.hasPrefix("_")
        {
          found.append(Violation(line: token.line, message: Messages.directive(next.text)))
        }
      case (.identifier, "unsafe"):
        let isAttribute = previous?.text == "@"
        if !isAttribute && !isBackticked(token) && !isNonisolatedUnsafe(at: position, in: tokens) {
          found.append(Violation(line: token.line, message: Messages.unsafeKeyword))
        }
      case (.identifier, "func"):
        if let next, next.kind == .punctuation {
          let name = operatorName(after: position, in: tokens)
          found.append(Violation(line: token.line, message: Messages.operator("func " + name)))
        }
      case (.identifier, "operator"), (.identifier, "precedencegroup"):
        if !isBackticked(token) {
          found.append(Violation(line: token.line, message: Messages.operator(token.text)))
        }
      case (.identifier, "extension"):
        if let target = extensionTarget(after: position, in: tokens),
          !isAllowedExtension(target, at: position, in: tokens, declared: declared)
        {
          found.append(Violation(line: token.line, message: Messages.foreignExtension(target)))
        }
      case (.identifier, "struct"), (.identifier, "class"), (.identifier, "enum"),
        (.identifier, "actor"), (.identifier, "protocol"), (.identifier, "typealias"),
        (.identifier, "associatedtype"):
        if let next, next.kind == .identifier, SourceRuleNames.libraryTypes.contains(next.text) {
          found.append(Violation(line: next.line, message: Messages.libraryName(next.text)))
        }
      case (.identifier, "import") where previous?.text != ".":
        if let module = importedModule(after: position, in: tokens),
          module != SharedCoreToolchain.harnessModuleName,
          !SourceRuleNames.importableModules.contains(module)
        {
          found.append(Violation(line: token.line, message: Messages.foreignImport(module)))
        }
      case (.identifier, SharedCoreToolchain.harnessModuleName):
        found.append(Violation(line: token.line, message: Messages.harnessModule))
      case (.identifier, let name) where SourceRuleNames.forbiddenIdentifiers.contains(name):
        found.append(Violation(line: token.line, message: Messages.forbiddenIdentifier(name)))
      default:
        break
      }
    }
    return found
  }

  /// Si `@nombre` es un atributo que no se admite.
  static func isForbiddenAttribute(_ name: String) -> Bool {
    name.hasPrefix("_") || SourceRuleNames.forbiddenAttributes.contains(name)
  }

  /// Los tipos que declara el archivo (a cualquier profundidad; sin los `typealias`, que
  /// podrían ser otro nombre de un tipo ajeno).
  static func declaredTypes(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (position, token) in tokens.enumerated() where token.kind == .identifier {
      guard ["struct", "class", "enum", "actor", "protocol"].contains(token.text),
        position + 1 < tokens.count, tokens[position + 1].kind == .identifier
      else { continue }
      names.insert(tokens[position + 1].text)
    }
    return names
  }

  /// El tipo que extiende `extension` en `position`, con sus puntos (`Perfil.State`).
  private static func extensionTarget(after position: Int, in tokens: [SwiftToken]) -> String? {
    var cursor = position + 1
    var parts: [String] = []
    while cursor < tokens.count, tokens[cursor].kind == .identifier {
      parts.append(tokens[cursor].text)
      guard cursor + 2 < tokens.count, tokens[cursor + 1].text == "." else { break }
      cursor += 2
    }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  private static func isAllowedExtension(
    _ target: String, at position: Int, in tokens: [SwiftToken], declared: Set<String>
  ) -> Bool {
    let first = String(target.split(separator: ".").first ?? "")
    if declared.contains(first) && !SourceRuleNames.libraryTypes.contains(first) { return true }
    if target == "DependencyValues" { return true }
    if target == "SharedKey" || target == "SharedReaderKey" {
      // Solo la forma de las claves tipadas: `where Self == …`.
      let rest = tokens.dropFirst(position + 2).prefix(3).map(\.text)
      return rest == ["where", "Self", "="]
    }
    return false
  }

  /// El módulo que importa `import` en `position` (`Foundation` en `import struct
  /// Foundation.Date`), o `nil` si no sigue un nombre.
  private static func importedModule(after position: Int, in tokens: [SwiftToken]) -> String? {
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
    ]
    var cursor = position + 1
    if cursor < tokens.count, kinds.contains(tokens[cursor].text) { cursor += 1 }
    guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return nil }
    return tokens[cursor].text
  }

  /// `==` en `func ==`: los signos que siguen a `func`, juntos.
  private static func operatorName(after position: Int, in tokens: [SwiftToken]) -> String {
    var name = ""
    var cursor = position + 1
    while cursor < tokens.count, tokens[cursor].kind == .punctuation,
      !["(", "<", "{"].contains(tokens[cursor].text)
    {
      name += tokens[cursor].text
      cursor += 1
    }
    return name
  }

  private static func isBackticked(_ token: SwiftToken) -> Bool {
    token.range.count != token.text.utf8.count
  }

  private static func isNonisolatedUnsafe(at position: Int, in tokens: [SwiftToken]) -> Bool {
    position >= 2 && tokens[position - 1].text == "(" && tokens[position - 2].text == "nonisolated"
      && position + 1 < tokens.count && tokens[position + 1].text == ")"
  }
}
