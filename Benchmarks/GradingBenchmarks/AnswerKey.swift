import Checker
import Grading
import Lessons
import Workspace

/// Respuestas en bruto, buenas y malas, para cualquier ejercicio que no sea de código, sacadas
/// de las claves del propio curso.
enum AnswerKey {
  static func right(_ exercise: Exercise, in course: Course) -> RawAnswer? {
    if let rebuild = exercise.kind.model(FlowchartRebuildExercise.self) {
      return course.diagram(rebuild.diagramID).map { .flowchartRebuild(mermaid: $0.source) }
    }
    return exercise.kind.keyAnswers.first
  }

  static func wrong(_ exercise: Exercise, in course: Course) -> RawAnswer? {
    if let choice = exercise.kind.model(ChoiceExercise.self) {
      return .choicePositions([choice.options.indices.first { !choice.options[$0].isCorrect } ?? 0])
    }
    if exercise.kind.name == .prediction { return .prediction(lines: ["nada"]) }
    if let walk = exercise.kind.model(FlowchartWalkExercise.self) {
      return .flowchartWalk(path: walk.steps.map { _ in "quizá" })
    }
    if exercise.kind.name == .flowchartRebuild {
      return .flowchartRebuild(mermaid: "flowchart TD\nA[Algo] --> B[Otra cosa]")
    }
    if let admission = exercise.kind.model(AdmissionExercise.self) {
      return .admission(verdicts: admission.items.map { _ in "admitida" })
    }
    return exercise.kind.compiled == nil ? .freeText("no lo sé") : nil
  }
}
