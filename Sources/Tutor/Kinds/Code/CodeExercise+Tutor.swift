import Foundation
import Lessons

/// Un código no se responde escribiendo en el tutor: se edita su archivo del espacio
/// (`KindView.file`) y se comprueba con «comprobar», «editar» o «vigilar» (`CompiledKind`).
extension CodeExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    view.instructions(
      "Tu archivo: \(view.file). Edítalo con «editar» (o con tu editor) y escribe «comprobar»; "
        + "con «vigilar», se corrige cada vez que lo guardas.")
  }

  /// La solución del curso (`solucion.swift`), como bloque de Swift.
  func solutionLines(_ view: KindView) -> [String] {
    let solution = files.contents(.solution).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return view.markdown("```swift\n\(solution)\n```")
  }

  func answer(fromLine line: String) -> Result<CodeAnswer, TutorError> {
    .failure(.codeAnswersInFile("su archivo"))
  }

  /// Lo escrito nunca es la respuesta: el mensaje nombra el archivo que hay que editar.
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<CodeAnswer, AnswerCollector.Outcome> {
    .failure(.invalid(.codeAnswersInFile(input.file)))
  }

  var answerWords: [String] { [] }

  /// Sin resolver: qué archivo editar y cómo comprobarlo.
  func enterNotice(attempts: Int, view: KindView) -> String? {
    "Aún no has resuelto este ejercicio: edita \(view.file) y escribe «comprobar». "
      + "Para pasar sin resolverlo, escribe «siguiente»."
  }
}
