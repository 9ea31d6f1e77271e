import Synchronization
import Testing
@testable import SharedCore

private struct Reloj: Sendable {
  var ahora: @Sendable () -> Int
}

extension Reloj: DependencyKey {
  static let liveValue = Reloj(ahora: { 1 })
}

private struct Saludo: TestDependencyKey {
  static let testValue = "hola de prueba"
}

extension DependencyValues {
  fileprivate var reloj: Reloj {
    get { self[Reloj.self] }
    set { self[Reloj.self] = newValue }
  }
  fileprivate var saludo: String {
    get { self[Saludo.self] }
    set { self[Saludo.self] = newValue }
  }
}

private final class Collected: Sendable {
  let issues = Mutex<[String]>([])
  var messages: [String] { issues.withLock { $0 } }
  var reporter: IssueReporter {
    IssueReporter { issue in self.issues.withLock { $0.append(issue.message) } }
  }
}

@Suite struct DependencyTests {
  @Test func underSwiftTestTheContextIsTest() {
    #expect(DependencyContext.detected == .test)
  }

  @Test func withDependenciesOverridesForTheOperationOnly() {
    struct Feature { @Dependency(\.reloj) var reloj }
    let valor = withDependencies {
      $0.reloj = Reloj(ahora: { 42 })
    } operation: {
      Feature().reloj.ahora()
    }
    #expect(valor == 42)
  }

  @Test func aFeatureKeepsTheDependenciesOfWhereItWasCreated() {
    struct Feature { @Dependency(\.reloj) var reloj }
    let feature = withDependencies {
      $0.reloj = Reloj(ahora: { 7 })
    } operation: {
      Feature()
    }
    #expect(feature.reloj.ahora() == 7)
  }

  @Test func aTestValueIsUsedInTests() {
    struct Feature { @Dependency(\.saludo) var saludo }
    #expect(Feature().saludo == "hola de prueba")
  }

  @Test func concurrentOverridesNeverMix() async {
    await withTaskGroup(of: (Int, Int).self) { group in
      for i in 0..<20 {
        group.addTask {
          await withDependencies {
            $0.reloj = Reloj(ahora: { i })
          } operation: {
            await Task.yield()
            struct Feature { @Dependency(\.reloj) var reloj }
            return (i, Feature().reloj.ahora())
          }
        }
      }
      for await (expected, seen) in group {
        #expect(expected == seen)
      }
    }
  }

  @Test func usingALiveDependencyInATestWithoutOverrideIsReportedByName() {
    let collected = Collected()
    IssueReporter.$bypassesSwiftTesting.withValue(true) {
      IssueReporter.$current.withValue(collected.reporter) {
        struct Feature { @Dependency(\.reloj) var reloj }
        withDependencies {
          $0.context = .test
        } operation: {
          _ = Feature().reloj.ahora()
        }
      }
    }
    #expect(
      collected.messages == [
        "Se usó la dependencia Reloj en una prueba sin sobrescribirla. "
          + "Dale un valor con withDependencies (o un testValue) para que la prueba no "
          + "dependa del mundo real."
      ])
  }
}
