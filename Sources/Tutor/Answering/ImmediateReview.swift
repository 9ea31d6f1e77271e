import Checker
import Workspace

/// Lo que el tutor enseña de una respuesta al momento, según las opciones de revisión de la
/// tarea (`ReviewOptions`): quita del veredicto lo que la tarea guarda para la devolución.
/// Con la devolución ya abierta (`leccion revisar`), enseña lo que ella abre.
///
/// ```swift
/// let shown = ImmediateReview(options: review, moment: .afterAnswering).filter(verdict)
/// ```
struct ImmediateReview {
  let options: ReviewOptions
  let moment: ReviewOptions.Moment

  /// Las opciones y el momento de `context`.
  init(context: TutorContext) {
    self.init(
      options: context.assignment.review,
      moment: context.handback == nil ? .afterAnswering : .handback)
  }

  init(options: ReviewOptions, moment: ReviewOptions.Moment) {
    self.options = options
    self.moment = moment
  }

  /// Si ahora se ve `item`.
  func shows(_ item: ReviewOptions.Item) -> Bool { options.shows(item, at: moment) }

  /// `verdict` con solo lo que se ve ahora. Lo que dice si la respuesta se entiende (una
  /// letra que no existe, un Mermaid que no se lee) y el código se ven siempre.
  func filter(_ verdict: Verdict) -> Verdict {
    var kept: [Feedback] = []
    for item in verdict.feedback {
      switch Self.category(of: item) {
      case .always: kept.append(item)
      case .explanation: if shows(.explanation) { kept.append(item) }
      case .feedback:
        guard shows(.feedback) else { continue }
        if case .admissionWrong(let number, let declaration, let answer, _, _) = item,
          !shows(.rightAnswer)
        {
          kept.append(
            .admissionMisclassified(item: number, declaration: declaration, answer: answer))
        } else {
          kept.append(item)
        }
      }
    }
    if kept.isEmpty, verdict.code == nil {
      kept = [.reported(verdict.passed ? "Correcto." : "No es correcta.")]
    }
    return Verdict(
      outcome: verdict.outcome, feedback: kept, score: verdict.score, code: verdict.code)
  }

  private enum Category { case always, feedback, explanation }

  private static func category(of item: Feedback) -> Category {
    switch item {
    case .explanation: .explanation
    case .finding(let finding): finding.category == .always ? .always : .feedback
    case .optionExplained, .wrongOption, .missingOptions, .wrongText, .almostText,
      .outputLineDiffers, .outputLineAlmost, .outputMissingLine, .outputExtraLine,
      .walkWrongBranch, .walkIncomplete, .walkTooManyAnswers, .walkArrived, .flowchartNearMatch,
      .flowchart, .flowchartScore, .admissionWrong, .admissionUnanswered, .admissionScore,
      .admissionMisclassified:
      .feedback
    case .correct, .noAnswer, .reported, .answerKindMismatch, .unknownDiagram,
      .unknownOption, .onlyOneOption, .unknownOptionID, .walkInvalidAnswer, .flowchartSyntax,
      .admissionUnknownWord, .admissionTooManyAnswers, .keyNotInCopy:
      .always
    }
  }
}
