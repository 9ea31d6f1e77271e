import Foundation
import Lessons

/// Lo que propone el tabulador, según lo que lleva detrás cada orden de la tabla
/// (`ReplCommand.Argument`): órdenes al principio de la línea; ids de ejercicios, lecciones y
/// secciones tras `ir`; de ejercicios tras las órdenes que nombran uno (`pista`, `solución`,
/// `reiniciar`…); y, en un ejercicio, sus opciones (letras
/// de una elección, salidas de la pregunta de un recorrido, veredictos de admisión).
struct ReplCompletion {
  let context: TutorContext
  let current: () -> Exercise?

  var provider: (String) -> [String] {
    { line in complete(line) }
  }

  /// Las terminaciones de la última palabra de `line` (la línea hasta el cursor).
  func complete(_ line: String) -> [String] {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let endsWithSpace = line.hasSuffix(" ")
    let partial = endsWithSpace ? "" : (words.last ?? "")
    let previous = endsWithSpace ? words : Array(words.dropLast())
    if previous.isEmpty {
      return matches(partial, among: commandWords() + answerWords())
    }
    switch previous.first.flatMap(ReplCommand.parse)?.command.argument {
    case .place?:
      return matches(
        partial,
        among: context.course.exercises.map(\.id)
          + context.course.lessons.map(\.id) + sectionIDs())
    case .exercise?:
      return matches(partial, among: context.course.exercises.map(\.id))
    case .declaration?:
      return matches(partial, among: ["@Shared(.appStorage(\""])
    case .nothing?, .text?, nil:
      return matches(partial, among: answerWords())
    }
  }

  private func commandWords() -> [String] {
    ReplCommand.table.map(\.name)
  }

  private func sectionIDs() -> [String] {
    context.course.lessons.flatMap { $0.sections.map(\.id) }
  }

  /// Las respuestas posibles del ejercicio actual.
  private func answerWords() -> [String] {
    guard let exercise = current() else { return [] }
    return KindInput.answerWords(exercise.kind.base)
  }

  private func matches(_ partial: String, among candidates: [String]) -> [String] {
    let folded = ReplCommand.fold(partial)
    var seen: Set<String> = []
    return candidates.filter { candidate in
      ReplCommand.fold(candidate).hasPrefix(folded) && seen.insert(candidate).inserted
    }
  }
}
