import Support

/// Hace que los ejercicios de código de una persona puedan compilarse juntos en una sola
/// llamada a `swiftc`.
///
/// El lote del ejecutor (`CodeRunner.check(batch:)`) solo junta ejercicios cuyos nombres
/// del nivel superior no chocan, y casi todos los ejercicios del curso declaran los mismos
/// tipos (`Usuario`, `Perfil`, `Plan`…): sin más, compilaría casi cada ejercicio solo.
/// Antes de juntarlos, los nombres del nivel superior de cada ejercicio reciben un sufijo
/// propio del ejercicio (`Usuario` → `Usuario_lc3fa9b2c1`) en el archivo de la persona y en
/// sus pruebas, de forma coherente, para que el ejecutor pueda unirlos; después el sufijo se
/// quita de todos los mensajes del veredicto (`CodeRunner.check(isolating:)` hace las dos
/// cosas).
///
/// Un nombre solo se renombra cuando hacerlo no puede cambiar lo que significa el código:
/// - se declara en el nivel superior de los archivos del ejercicio (tipo, función, variable);
/// - nunca se usa tras un `.` (`x.nombre`, `.nombre`, `Modulo.nombre`), ni como etiqueta o
///   clave (`nombre:`), ni se vuelve a declarar dentro de un cuerpo (miembro o local);
/// - no es un nombre del arnés (`expect`, `__leccion…`), que nadie debe poder tapar por un
///   renombrado.
/// Si el tokenizador no puede leer un archivo con certeza (`isCertain`), nada de ese
/// ejercicio se renombra. Un ejercicio renombrado que no compila se vuelve a comprobar tal
/// como está escrito, solo, para que los diagnósticos que se ven sean siempre los del
/// archivo de la persona.
///
/// ```swift
/// if let isolated = NameIsolation.isolate(submission) {
///   let verdict = NameIsolation.restore(await runner.check(isolated.submission),
///                                       suffix: isolated.suffix)
/// }
/// ```
enum NameIsolation {
  /// Un ejercicio renombrado y el sufijo que hay que quitar de su veredicto.
  struct Isolated: Sendable {
    var submission: CodeSubmission
    var suffix: String
    var renamed: Set<String>
  }

  /// El sufijo de un ejercicio: `_lc` y 8 cifras hexadecimales de un resumen de su id (el
  /// mismo para toda la clase, así los archivos idénticos siguen acertando en la caché).
  static func suffix(for exerciseID: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in exerciseID.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(UInt32(truncatingIfNeeded: hash ^ (hash >> 32)), radix: 16)
    return "_lc" + String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// `submission` con sus nombres del nivel superior hechos únicos, o `nil` si no se puede
  /// renombrar nada.
  static func isolate(_ submission: CodeSubmission) -> Isolated? {
    let files = [submission.learnerFile, submission.tests] + submission.extraTests
    var lexed: [(bytes: [UInt8], tokens: [SwiftToken])] = []
    for file in files {
      let tokens = SwiftTokenizer.tokens(of: file.contents)
      guard tokens.isCertain else { return nil }
      lexed.append((Array(file.contents.utf8), codeTokens(tokens)))
    }
    let declared = lexed.reduce(into: Set<String>()) { $0.formUnion(topLevelNames($1.tokens)) }
    let candidates = declared.filter { !isReserved($0) }
    let unsafe = lexed.reduce(into: Set<String>()) {
      $0.formUnion(unsafeNames(among: candidates, in: $1.tokens))
    }
    let renamed = candidates.subtracting(unsafe)
    guard !renamed.isEmpty else { return nil }
    let suffix = suffix(for: submission.exerciseID)
    var rewritten = zip(files, lexed).map { file, lexed in
      SourceFile(name: file.name, contents: rename(lexed.bytes, lexed.tokens, renamed, suffix))
    }
    var result = submission
    result.learnerFile = rewritten.removeFirst()
    result.tests = rewritten.removeFirst()
    result.extraTests = rewritten
    return Isolated(submission: result, suffix: suffix, renamed: renamed)
  }

  /// `verdict` sin `suffix` en ninguno de los textos que lleva.
  static func restore(_ verdict: CodeVerdict, suffix: String) -> CodeVerdict {
    func clean(_ text: String) -> String { text.replacingOccurrences(of: suffix, with: "") }
    var result = verdict
    result.diagnostics = verdict.diagnostics.map {
      var diagnostic = $0
      diagnostic.message = clean(diagnostic.message)
      return diagnostic
    }
    result.tests = verdict.tests.map { test in
      var test = test
      test.name = clean(test.name)
      switch test.status {
      case .failed(let messages): test.status = .failed(messages: messages.map(clean))
      case .threw(let error, let messages):
        test.status = .threw(error: clean(error), messages: messages.map(clean))
      case .crashed(let termination, let detail):
        test.status = .crashed(termination, detail: detail.map(clean))
      default: break
      }
      return test
    }
    result.output = clean(verdict.output)
    result.setupMessage = verdict.setupMessage.map(clean)
    return result
  }

  // MARK: Análisis

  private static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "typealias", "func", "var", "let",
  ]
  private static let memberKeywords: Set<String> = declarationKeywords.union([
    "case", "associatedtype", "init", "subscript",
  ])

  /// Los tokens de código, sin cadenas, sin las líneas `import` y sin el identificador que
  /// sigue a `#` (directivas).
  private static func codeTokens(_ all: [SwiftToken]) -> [SwiftToken] {
    let tokens = all.filter { !$0.isTrivia && $0.kind != .string }
    var result: [SwiftToken] = []
    var skipLine: Int?
    for (index, token) in tokens.enumerated() {
      if token.line == skipLine { continue }
      if token.kind == .identifier, token.text == "import", token.braceDepth == 0 {
        skipLine = token.line
        continue
      }
      if index > 0, tokens[index - 1].text == "#", tokens[index - 1].kind == .punctuation {
        continue
      }
      result.append(token)
    }
    return result
  }

  private static func topLevelNames(_ tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated().dropLast()
    where token.braceDepth == 0 && token.kind == .identifier
      && declarationKeywords.contains(token.text)
    {
      let next = tokens[index + 1]
      if next.kind == .identifier, next.braceDepth == 0, next.text != "_" {
        names.insert(next.text)
      }
    }
    return names
  }

  private static func isReserved(_ name: String) -> Bool {
    name == "expect" || name == "main" || name.hasPrefix("__leccion") || name.hasPrefix("__Leccion")
      || name.hasPrefix("$")
  }

  /// Los candidatos usados de un modo que un renombrado podría cambiar: tras `.`, antes de
  /// `:` (etiqueta o clave) o declarados otra vez dentro de un cuerpo.
  private static func unsafeNames(
    among candidates: Set<String>, in tokens: [SwiftToken]
  ) -> Set<String> {
    var unsafe: Set<String> = []
    for (index, token) in tokens.enumerated()
    where token.kind == .identifier && candidates.contains(token.text) {
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      let declares =
        previous.map { $0.kind == .identifier && memberKeywords.contains($0.text) } ?? false
      let extends = previous?.text == "extension"
      if previous?.kind == .punctuation, previous?.text == "." {
        unsafe.insert(token.text)
      } else if declares, token.braceDepth > 0 {
        unsafe.insert(token.text)
      } else if next?.kind == .punctuation, next?.text == ":", !declares, !extends {
        unsafe.insert(token.text)
      }
    }
    return unsafe
  }

  private static func rename(
    _ bytes: [UInt8], _ tokens: [SwiftToken], _ names: Set<String>, _ suffix: String
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 256)
    var copied = 0
    let suffixBytes = Array(suffix.utf8)
    for token in tokens where token.kind == .identifier && names.contains(token.text) {
      // Un nombre entre acentos graves lleva el sufijo dentro: `` `Tipo_lc…` ``.
      let end =
        bytes[token.range.lowerBound] == UInt8(ascii: "`")
        ? token.range.upperBound - 1 : token.range.upperBound
      output += bytes[copied..<end]
      output += suffixBytes
      copied = end
    }
    output += bytes[copied...]
    return String(decoding: output, as: UTF8.self)
  }
}
