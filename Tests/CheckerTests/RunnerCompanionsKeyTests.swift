import Testing

@testable import Checker

/// Un veredicto que salió de un programa compartido (un lote) solo se sirve desde la caché
/// a ese mismo lote: lo que se compiló con él pudo cambiarlo.
@Suite("Corrector de código: claves de los lotes")
struct RunnerCompanionsKeyTests {
  @Test func aVerdictFromASharedProgramServesOnlyItsBatch() async throws {
    let runner = try RunnerFixture.runner()
    let uno = RunnerBatchTests.exercise("a.uno", type: "Uno", correct: true)
    let dos = RunnerBatchTests.exercise("a.dos", type: "Dos", correct: false)
    let tres = RunnerBatchTests.exercise("a.tres", type: "Tres", correct: true)
    let first = await runner.check(batch: [uno, dos])
    #expect(first.compilerRuns == 1)
    #expect(await runner.check(batch: [uno, dos]).cacheHits == 2)
    let other = await runner.check(batch: [uno, tres])
    #expect(other.cacheHits == 0)
    let alone = runner.checkCountingCompiles(uno)
    #expect(!alone.verdict.fromCache && alone.compiles == 1)
    #expect(alone.verdict.outcome == .passed)
    #expect(runner.checkCountingCompiles(uno).verdict.fromCache)
  }
}
