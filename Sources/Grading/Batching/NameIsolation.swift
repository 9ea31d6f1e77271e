import Checker

/// Makes the code exercises of one student compilable together in one `swiftc` run.
///
/// The runner's batch (`CodeRunner.check(batch:)`) compiles together only exercises whose
/// top-level names do not clash, and the course's exercises nearly all declare the same
/// types (`Usuario`, `Perfil`, `Plan`…), so on its own it would compile almost every
/// exercise alone. Before batching, each exercise's own top-level names get a suffix
/// unique to the exercise (`Usuario` → `Usuario_lc3fa9b2c1`) in the learner file and in
/// its tests, consistently, so the runner can merge them; afterwards the suffix is removed
/// from every message of the verdict.
///
/// A name is renamed only when renaming cannot change what the code means:
/// - it is declared at the top level of the exercise's files (type, function, variable);
/// - it is never used after a `.` (`x.name`, `.name`, `Module.name`), never as a label or
///   key (`name:`), and never re-declared inside a body (a member or a local);
/// - it is not a name of the harness (`expect`, `__leccion…`), which a learner must not
///   be able to shadow by accident of renaming.
/// If the lexer cannot read a file with certainty, nothing in that exercise is renamed.
/// A renamed exercise that does not compile is graded again as written, alone, so the
/// compiler diagnostics a report shows are always those of the student's own file.
///
/// ```swift
/// if let isolated = NameIsolation.isolate(submission) {
///   let verdict = NameIsolation.restore(await runner.check(isolated.submission),
///                                       suffix: isolated.suffix)
/// }
/// ```
enum NameIsolation {
  /// A renamed exercise and the suffix to remove from its verdict.
  struct Isolated: Sendable {
    var submission: CodeSubmission
    var suffix: String
    var renamed: Set<String>
  }

  /// The suffix of an exercise: `_lc` and 8 hex digits of a hash of its id (the same for
  /// every student, so identical files keep hitting the runner's cache).
  static func suffix(for exerciseID: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in exerciseID.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(UInt32(truncatingIfNeeded: hash ^ (hash >> 32)), radix: 16)
    return "_lc" + String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// `submission` with its top-level names made unique, or `nil` if nothing can be renamed.
  static func isolate(_ submission: CodeSubmission) -> Isolated? {
    let files = [submission.learnerFile, submission.tests] + submission.extraTests
    var lexed: [(bytes: [UInt8], tokens: [SwiftLexer.Token])] = []
    for file in files {
      let bytes = Array(file.contents.utf8)
      guard let tokens = SwiftLexer.tokens(of: bytes) else { return nil }
      lexed.append((bytes, codeTokens(tokens)))
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

  /// `verdict` with `suffix` removed from every text it carries.
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

  // MARK: Analysis

  private static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "typealias", "func", "var", "let",
  ]
  private static let memberKeywords: Set<String> = declarationKeywords.union([
    "case", "associatedtype", "init", "subscript",
  ])

  /// Tokens without `import` lines and without the identifier after `#` (directives).
  private static func codeTokens(_ tokens: [SwiftLexer.Token]) -> [SwiftLexer.Token] {
    var result: [SwiftLexer.Token] = []
    var skipLine: Int?
    for (index, token) in tokens.enumerated() {
      if token.line == skipLine { continue }
      if token.kind == .identifier, token.text == "import", token.depth == 0 {
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

  private static func topLevelNames(_ tokens: [SwiftLexer.Token]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated().dropLast()
    where token.depth == 0 && token.kind == .identifier && declarationKeywords.contains(token.text)
    {
      let next = tokens[index + 1]
      if next.kind == .identifier, next.depth == 0, next.text != "_" { names.insert(next.text) }
    }
    return names
  }

  private static func isReserved(_ name: String) -> Bool {
    name == "expect" || name == "main" || name.hasPrefix("__leccion") || name.hasPrefix("__Leccion")
      || name.hasPrefix("$")
  }

  /// Candidates used in a way a rename could change: after `.`, before `:` (a label or a
  /// key), or declared again inside a body.
  private static func unsafeNames(
    among candidates: Set<String>, in tokens: [SwiftLexer.Token]
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
      } else if declares, token.depth > 0 {
        unsafe.insert(token.text)
      } else if next?.kind == .punctuation, next?.text == ":", !declares, !extends {
        unsafe.insert(token.text)
      }
    }
    return unsafe
  }

  private static func rename(
    _ bytes: [UInt8], _ tokens: [SwiftLexer.Token], _ names: Set<String>, _ suffix: String
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 256)
    var copied = 0
    let suffixBytes = Array(suffix.utf8)
    for token in tokens where token.kind == .identifier && names.contains(token.text) {
      output += bytes[copied..<token.end]
      output += suffixBytes
      copied = token.end
    }
    output += bytes[copied...]
    return String(decoding: output, as: UTF8.self)
  }
}
