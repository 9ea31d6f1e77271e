import Flowchart
import Foundation
import Support
import Testing

@testable import Checker

/// Lo que encontró `FuzzMermaid` (Fuzz/) en la comparación de diagramas, con la entrada que lo
/// encontró (`Tests/Fixtures/Fuzz`; también en `Fuzz/Corpus/FuzzMermaid`).
@Suite struct FlowchartDiffFuzzTests {
  /// Dos nodos (S4, S5) con la misma etiqueta, a los que llega la misma arista `no` desde Q3,
  /// y líneas repetidas: la comparación de `f8600e2` emparejaba S4 con S5 y S5 con S4, y el
  /// diagrama, comparado consigo mismo, tenía una arista de menos y otra de más (6 de 8
  /// puntos). Con el emparejamiento por significado y por lugar en el grafo ya no pasa.
  @Test func aDiagramWithTwoNodesOfTheSameLabelMatchesItself() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Fuzz/mermaid-etiqueta-repetida.mmd")
    let chart = try FlowchartParser.parse(
      String(decoding: try Data(contentsOf: url), as: UTF8.self))
    let itself = FlowchartDiff.compare(chart, with: chart)
    #expect(itself.isExactMatch, "\(itself.findings)")
    #expect(itself.score.earned == itself.score.possible)
  }
}
