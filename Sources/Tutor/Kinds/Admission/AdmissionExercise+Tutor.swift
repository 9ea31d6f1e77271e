import Foundation
import Lessons
import Presentation
import Support

extension AdmissionExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    var lines: [String] = []
    if let context {
      lines += view.markdown("```swift\n\(context.code)\n```")
      lines.append("")
    }
    for (index, item) in items.enumerated() {
      let number = "\(index + 1). "
      lines += TextWrapping.wrap(
        number + item.declaration, width: view.width, hangingIndent: number.count, indent: 2)
    }
    lines.append("")
    return lines
      + view.instructions(
        "Clasifica cada declaración: «a» admitida, «r» rechazada por el compilador, «h» "
          + "admitida pero contra la regla de higiene. Todas en una línea («a r h») o una a una.")
  }

  func solutionLines(_ view: KindView) -> [String] {
    var lines: [String] = []
    for (index, item) in items.enumerated() {
      lines += TextWrapping.wrap(
        "\(index + 1). \(item.declaration) → \(item.verdict.rawValue)", width: view.width,
        hangingIndent: "\(index + 1). ".count, indent: 2)
      lines += view.markdown(item.explanation, narrowerBy: 6).map { "     " + $0 }
    }
    return lines
  }

  /// Todos los veredictos en una línea (`a r h`, `a,r,h`), uno por declaración.
  func answer(fromLine line: String) -> Result<AdmissionAnswer, TutorError> {
    let tokens = line.split { $0 == " " || $0 == "," }.map(String.init)
    let verdicts = tokens.compactMap(Self.verdict(forWord:))
    guard !tokens.isEmpty, verdicts.count == tokens.count else {
      return .failure(.invalidAdmission(line.trimmingCharacters(in: .whitespaces)))
    }
    guard tokens.count == items.count else {
      return .failure(.admissionCount(expected: items.count, given: tokens.count))
    }
    return .success(AdmissionAnswer(verdicts: verdicts.map(\.rawValue)))
  }

  /// Todos en la primera línea, o uno por línea: tras la primera, cada declaración se
  /// enseña y se pide su veredicto; una palabra que no es un veredicto se dice y se vuelve a
  /// pedir (salvo en la primera línea, que no vale).
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<AdmissionAnswer, AnswerCollector.Outcome> {
    let console = input.console
    let count = items.count
    let tokens = firstLine.split { $0 == " " || $0 == "," }.map(String.init)
    if tokens.count > 1, tokens.allSatisfy({ Self.verdict(forWord: $0) != nil }) {
      return answer(fromLine: firstLine).mapError { .invalid($0) }
    }
    var verdicts: [String] = []
    var pending: String? = firstLine
    while verdicts.count < count {
      let line: String
      if let given = pending {
        line = given
        pending = nil
      } else {
        let item = items[verdicts.count]
        let number = "\(verdicts.count + 1). "
        TextWrapping.wrap(
          number + item.declaration, width: console.columns - 1, hangingIndent: number.count,
          indent: 2
        ).forEach(console.line)
        switch input.readLine(offering: answerWords) {
        case .line(let text): line = text
        case .interrupted: return .failure(.cancelled)
        case .endOfInput: return .failure(.endOfInput)
        }
      }
      let word = line.trimmingCharacters(in: .whitespaces)
      guard let verdict = Self.verdict(forWord: word) else {
        if verdicts.isEmpty, let command = AnswerCollector.commandLookalike(word) {
          return .failure(.invalid(.answerLooksLikeCommand(word, command: command)))
        }
        if verdicts.isEmpty { return .failure(.invalid(.invalidAdmission(word))) }
        console.line(ReplText.capitalized(TutorError.invalidAdmission(word).message))
        continue
      }
      verdicts.append(verdict.rawValue)
    }
    return .success(AdmissionAnswer(verdicts: verdicts))
  }

  var answerWords: [String] { AdmissionVerdict.allCases.map(\.rawValue) }

  /// `compilador` prueba la declaración con el contexto del ejercicio delante.
  var compilerContext: String? { context?.code }

  /// El veredicto de una palabra (`a`, `admitida`, `r`, `rechazada`, `h`, `higiene`).
  static func verdict(forWord word: String) -> AdmissionVerdict? {
    switch TextFolding.fold(word) {
    case "a", "admitida", "admitido", "admite": .admitted
    case "r", "rechazada", "rechazado", "rechaza", "no compila": .refused
    case "h", "higiene": .hygiene
    default: nil
    }
  }
}
