import Checker
import Flowchart
import FuzzSupport
import Lessons

/// El lector de Mermaid y la comparación de grafos. La entrada es el texto que escribiría la
/// persona.
///
/// Propiedades: leer da un diagrama o un diagnóstico con línea (y columna ≥ 1); un diagrama
/// comparado consigo mismo no tiene diferencias y saca todos sus puntos; comparado con el
/// diagrama del curso, los puntos nunca pasan del máximo y cada nodo desconocido o arista de
/// más o de menos está en los hallazgos.
private let references: [Flowchart] = FuzzCheck.realCourse().lessons
  .flatMap(\.diagrams).map(\.flowchart)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMermaid(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzCheck.text(start, count)
  let chart: Flowchart
  do {
    chart = try FlowchartParser.parse(text)
  } catch {
    FuzzCheck.requireLocated(Diagnostic(error), file: false)
    return 0
  }
  let itself = FlowchartDiff.compare(chart, with: chart)
  FuzzCheck.require(
    itself.isExactMatch, "un diagrama comparado consigo mismo tiene diferencias: \(itself)")
  FuzzCheck.require(
    itself.score.earned == itself.score.possible,
    "un diagrama comparado consigo mismo no saca todos los puntos: \(itself.score)")
  for reference in references {
    let diff = FlowchartDiff.compare(chart, with: reference)
    FuzzCheck.require(
      diff.score.earned >= 0 && diff.score.earned <= diff.score.possible,
      "puntos fuera de rango: \(diff.score)")
    FuzzCheck.require(
      !diff.isExactMatch || diff.score.earned == diff.score.possible,
      "sin diferencias pero sin todos los puntos: \(diff)")
  }
  return 0
}
