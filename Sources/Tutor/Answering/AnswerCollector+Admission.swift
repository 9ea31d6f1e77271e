import Foundation
import Lessons
import Presentation
import Support

extension AnswerCollector {
  /// El veredicto de una palabra (`a`, `admitida`, `r`, `rechazada`, `h`, `higiene`).
  static func admissionVerdict(_ word: String) -> AdmissionVerdict? {
    let folded = TextFolding.fold(word)
    switch folded {
    case "a", "admitida", "admitido", "admite": return .admitted
    case "r", "rechazada", "rechazado", "rechaza", "no compila": return .refused
    case "h", "higiene": return .hygiene
    default: return nil
    }
  }

  func collectAdmission(first: String, admission: AdmissionExercise) -> Outcome {
    let count = admission.items.count
    let tokens = first.split { $0 == " " || $0 == "," }.map(String.init)
    if tokens.count > 1 {
      let verdicts = tokens.compactMap(Self.admissionVerdict)
      if verdicts.count == tokens.count {
        guard tokens.count == count else {
          return .invalid(.admissionCount(expected: count, given: tokens.count))
        }
        return .answer(.admission(verdicts: verdicts.map(\.rawValue)))
      }
    }
    var verdicts: [String] = []
    var pending: String? = first
    while verdicts.count < count {
      let line: String
      if let given = pending {
        line = given
        pending = nil
      } else {
        let item = admission.items[verdicts.count]
        let number = "\(verdicts.count + 1). "
        TextWrapping.wrap(
          number + item.declaration, width: console.columns - 1, hangingIndent: number.count,
          indent: 2
        ).forEach(console.line)
        switch readLine(offering: AdmissionVerdict.allCases.map(\.rawValue)) {
        case .line(let text): line = text
        case .interrupted: return .cancelled
        case .endOfInput: return .endOfInput
        }
      }
      let word = line.trimmingCharacters(in: .whitespaces)
      guard let verdict = Self.admissionVerdict(word) else {
        if verdicts.isEmpty, let command = Self.commandLookalike(word) {
          return .invalid(.answerLooksLikeCommand(word, command: command))
        }
        if verdicts.isEmpty { return .invalid(.invalidAdmission(word)) }
        console.line(ReplText.capitalized(TutorError.invalidAdmission(word).message))
        continue
      }
      verdicts.append(verdict.rawValue)
    }
    return .answer(.admission(verdicts: verdicts))
  }
}

/// Pequeñas ayudas de texto del tutor.
enum ReplText {
  /// El mensaje con la primera letra en mayúscula (los errores empiezan en minúscula para
  /// ir detrás de «error: »).
  static func capitalized(_ message: String) -> String {
    guard let first = message.first else { return message }
    return first.uppercased() + message.dropFirst()
  }
}
