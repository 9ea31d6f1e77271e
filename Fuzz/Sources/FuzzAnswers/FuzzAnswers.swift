import Checker
import Foundation
import FuzzSupport
import Lessons
import Support

/// La corrección de cada tipo de respuesta que no es de código, con los ejercicios del curso
/// real. El primer byte elige el ejercicio; el resto es la respuesta (una opción, un paso o
/// una línea por renglón, según el tipo).
///
/// Propiedades: corregir es determinista; toda respuesta que no pasa dice por qué (algún
/// mensaje, ninguno vacío); los espacios de más al principio y al final no cambian el
/// veredicto de un texto libre; plegar texto dos veces es plegarlo una.
private let course = FuzzCheck.realCourse()
private let checker = AnswerChecker(course: course)
private let exercises = course.exercises.filter { $0.kind.compiled == nil }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswers(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzCheck.data(start, count)
  guard let selector = data.first, !exercises.isEmpty else { return 0 }
  let exercise = exercises[Int(selector) % exercises.count]
  let text = String(decoding: data.dropFirst(), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let raw: RawAnswer
  switch exercise.kind.name {
  case .choice:
    raw =
      selector & 0x80 == 0
      ? .choice(options: lines) : .choicePositions(data.dropFirst().map { Int($0) - 8 })
  case .freeText:
    raw = .freeText(text)
    let padded = checker.check(exercise, raw: .freeText("  \(text) \t"))
    FuzzCheck.require(
      padded.outcome == checker.check(exercise, raw: raw).outcome,
      "los espacios de alrededor cambian el veredicto de «\(text)»")
  case .prediction: raw = .prediction(lines: lines)
  case .admission: raw = .admission(verdicts: lines)
  case .flowchartWalk: raw = .flowchartWalk(path: lines)
  case .flowchartRebuild: raw = .flowchartRebuild(mermaid: text)
  default:
    // Lo guardado de un tipo hecho unidad se lee como lo lee el progreso: su JSON.
    let json = Data(#"{"kind":"\#(exercise.kind.name.rawValue)","#.utf8) + data.dropFirst()
    guard let decoded = try? JSONDecoder().decode(RawAnswer.self, from: json) else { return 0 }
    raw = decoded
  }
  let verdict = checker.check(exercise, raw: raw)
  FuzzCheck.require(
    verdict == checker.check(exercise, raw: raw), "dos correcciones de lo mismo difieren")
  if !verdict.passed {
    FuzzCheck.require(!verdict.feedback.isEmpty, "respuesta suspendida sin ningún porqué")
  }
  for message in verdict.findings {
    FuzzCheck.require(!message.isEmpty, "mensaje de corrección vacío")
  }
  let folded = TextFolding.fold(text)
  FuzzCheck.require(TextFolding.fold(folded) == folded, "plegar dos veces no es plegar una")
  return 0
}
