import Foundation
import Support

/// Una orden del tutor interactivo.
///
/// ```swift
/// ReplCommand.parse("ir caja.copia")  // .go("caja.copia")
/// ReplCommand.parse("atras")          // .back
/// ReplCommand.parse("pista caja.copia")  // .hint("caja.copia"): la del ejercicio nombrado
/// ReplCommand.parse("b")              // nil: no es una orden (quizá una respuesta)
/// ```
public enum ReplCommand: Equatable, Sendable {
  case next
  case back
  case index
  case go(String?)
  case hint(String?)
  case solution(String?)
  case check(String?)
  case edit(String?)
  case watch(String?)
  case run
  case compiler(String?)
  case progress
  case reset(String?)
  case help
  case quit
  case answer(String?)

  /// Las órdenes con su nombre, sus alias y si llevan argumento; en el orden de «ayuda».
  static let table: [(name: String, aliases: [String], make: @Sendable (String?) -> ReplCommand)] =
    [
      ("siguiente", ["s", "sig"], { _ in .next }),
      ("atrás", ["atras", "at"], { _ in .back }),
      ("índice", ["indice", "ind"], { _ in .index }),
      ("ir", [], { .go($0) }),
      ("pista", ["p"], { .hint($0) }),
      ("solución", ["solucion", "sol"], { .solution($0) }),
      ("comprobar", ["comp"], { .check($0) }),
      ("responder", ["resp"], { .answer($0) }),
      ("editar", ["ed"], { .edit($0) }),
      ("vigilar", ["vig"], { .watch($0) }),
      ("ejecutar", ["ej"], { _ in .run }),
      ("compilador", ["compila"], { .compiler($0) }),
      ("progreso", ["prog"], { _ in .progress }),
      ("reiniciar", ["rein"], { .reset($0) }),
      ("ayuda", ["?", "help"], { _ in .help }),
      // Sin «q»: es la tecla del paginador, y quien la pulsa justo cuando la página ya
      // terminó no quiere salir del tutor (su mensaje está en `TutorError`).
      ("salir", ["fin", "exit"], { _ in .quit }),
    ]

  /// Los nombres de las órdenes (sin alias).
  static var names: [String] { table.map(\.name) }

  /// La orden de `line`, o `nil` si su primera palabra no es una orden.
  static func parse(_ line: String) -> ReplCommand? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
    guard let first = parts.first else { return nil }
    let word = fold(first)
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    for entry in table where ([entry.name] + entry.aliases).map(fold).contains(word) {
      return entry.make(argument?.isEmpty == true ? nil : argument)
    }
    return nil
  }

  /// La orden del tutor que hace lo que `word`, una orden de la terminal sola (`lista`,
  /// `ls`, `mapa`), o `nil` si `word` no es una de esas.
  static func replacement(forShellCommand word: String) -> String? {
    let folded = fold(word)
    guard let command = CommandName.named(folded), parse(folded) == nil else { return nil }
    return command == .list ? "índice" : nil
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
