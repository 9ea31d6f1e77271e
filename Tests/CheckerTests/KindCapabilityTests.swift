import Lessons
import Testing

@testable import Checker

/// Lo que se pregunta por capacidad y no por el nombre de un tipo: qué tipos registrados la
/// tienen hoy. Un tipo nuevo que la tenga sale aquí sin tocar a quien pregunta.
@Suite struct KindCapabilityTests {
  static func words(_ matches: (any ExerciseKindModel.Type) -> Bool) -> [String] {
    ExerciseKindRegistry.units.filter(matches).map { $0.word }
  }

  @Test func eachCapabilityIsHeldByTheKindsThatHadItByName() {
    #expect(Self.words { $0 is any SnippetOutputKind.Type } == ["prediccion"])
    #expect(Self.words { $0 is any EngineProvenKind.Type } == ["prediccion", "admision"])
    #expect(Self.words { $0 is any CompiledKind.Type } == ["codigo"])
    #expect(Self.words { $0.hasAnswerDistribution } == ["eleccion", "prediccion", "recorrido"])
  }

  /// Los nombres de los informes salen de cada tipo; `mermaid` se lee «diagrama».
  @Test func theReportNamesComeFromEachKind() {
    #expect(
      Exercise.KindName.allCases.map(\.spanish) == [
        "elección", "texto", "predicción", "código", "recorrido", "diagrama", "admisión", "línea",
      ])
    #expect(
      Exercise.KindName.allCases.map(\.rawValue) == ExerciseKindRegistry.units.map { $0.word })
  }
}
