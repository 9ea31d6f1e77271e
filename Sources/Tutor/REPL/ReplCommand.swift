import Foundation
import Support

/// Una orden del tutor interactivo, declarada una sola vez en la tabla (`ReplCommand.table`):
/// su nombre, sus alias, lo que lleva detrás, su línea de «ayuda» y quién la ejecuta. De esa
/// tabla salen el lector de la línea (`parse`), «ayuda» (`ReplHelp`), el «¿Quisiste decir…?»
/// (`suggestion`) y lo que propone el tabulador (`ReplCompletion`).
///
/// ```swift
/// ReplCommand.parse("ir caja.copia")     // ir, con «caja.copia»
/// ReplCommand.parse("atras")             // atrás, sin argumento
/// ReplCommand.parse("pista caja.copia")  // pista, la del ejercicio nombrado
/// ReplCommand.parse("b")                 // nil: no es una orden (quizá una respuesta)
/// ```
struct ReplCommand: Sendable {
  /// Lo que lleva detrás una orden: dice su uso en «ayuda» y lo que completa el tabulador.
  enum Argument: Sendable, Equatable {
    /// Nada (lo que se escriba detrás no cuenta).
    case nothing
    /// `[ID]`: un ejercicio; sin él, el que está en pantalla.
    case exercise
    /// `ID`: un ejercicio, el número o el id de una lección, o una sección.
    case place
    /// `TEXTO`: una respuesta, tal cual.
    case text
    /// `DECLARACIÓN`: una declaración de Swift.
    case declaration

    /// Cómo se escribe en «ayuda» (`[ID]`), o `nil` si no lleva nada.
    var usage: String? {
      switch self {
      case .nothing: nil
      case .exercise: "[ID]"
      case .place: "ID"
      case .text: "TEXTO"
      case .declaration: "DECLARACIÓN"
      }
    }
  }

  /// Una orden escrita en la línea, con lo que lleva detrás (sin espacios a los lados;
  /// `nil` si no lleva nada).
  struct Call: Sendable, Equatable {
    var command: ReplCommand
    var argument: String?

    var name: String { command.name }

    static func == (lhs: Call, rhs: Call) -> Bool {
      lhs.command.name == rhs.command.name && lhs.argument == rhs.argument
    }
  }

  /// Quien ejecuta la orden en el tutor, y lo que pide después al bucle.
  typealias Runner = @MainActor @Sendable (Repl, Call) async -> Repl.Next

  /// El nombre, como sale en «ayuda» (`solución`).
  var name: String
  /// Las otras formas con que se la llama (`solucion`, `sol`); «ayuda» enseña las que no son
  /// el nombre sin tildes.
  var aliases: [String]
  /// Lo que lleva detrás.
  var argument: Argument
  /// Qué hace, en «ayuda», tras su uso (`la solución (si no lo has resuelto, …)`).
  var summary: String
  /// Quién la ejecuta.
  var run: Runner

  /// Declara una orden que, al acabar, deja seguir al tutor.
  init(
    _ name: String, aliases: [String] = [], argument: Argument = .nothing, summary: String,
    perform: @escaping @MainActor @Sendable (Repl, Call) async -> Void
  ) {
    self.init(name, aliases: aliases, argument: argument, summary: summary) { repl, call in
      await perform(repl, call)
      return .keepGoing
    }
  }

  /// Declara una orden que dice al bucle si sigue (`run`).
  init(
    _ name: String, aliases: [String] = [], argument: Argument = .nothing, summary: String,
    run: @escaping Runner
  ) {
    self.name = name
    self.aliases = aliases
    self.argument = argument
    self.summary = summary
    self.run = run
  }

  /// Su línea en «ayuda»: el uso, si lleva algo detrás, y qué hace
  /// (`pista [ID]: la siguiente pista…`).
  var help: String {
    argument.usage.map { "\(name) \($0): \(summary)" } ?? summary
  }

  /// El nombre y los alias: las palabras con que se la llama.
  var words: [String] { [name] + aliases }

  /// Los nombres de las órdenes (sin alias), en el orden de «ayuda».
  static var names: [String] { table.map(\.name) }

  /// La orden de `line`, o `nil` si su primera palabra no es una orden.
  static func parse(_ line: String) -> Call? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
    guard let first = parts.first else { return nil }
    let word = fold(first)
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    guard let command = table.first(where: { $0.words.map(fold).contains(word) }) else {
      return nil
    }
    return Call(command: command, argument: argument?.isEmpty == true ? nil : argument)
  }

  /// La orden del tutor que hace lo que `word`, una orden de la terminal sola (`lista`,
  /// `ls`, `mapa`), o `nil` si `word` no es una de esas.
  static func replacement(forShellCommand word: String) -> String? {
    let folded = fold(word)
    guard TutorCommand.list.spec.words.contains(folded), parse(folded) == nil else { return nil }
    return "índice"
  }

  /// La orden más parecida a `word`, para «¿Quisiste decir…?».
  static func suggestion(for word: String) -> String? {
    let folded = fold(word)
    let match = EditDistance.suggestion(for: folded, among: names.map(fold))
    return match.flatMap { found in names.first { fold($0) == found } }
  }

  /// En minúsculas y sin tildes.
  static func fold(_ word: String) -> String {
    word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
