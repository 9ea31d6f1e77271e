import Synchronization
import Testing
@testable import SharedCore

/// Recoge los fallos que informa el motor durante una operación, en vez de dejar que
/// hagan fallar la prueba: así se prueban los mensajes palabra por palabra.
final class IssueLog: Sendable {
  private let storage = Mutex<[ReportedIssue]>([])

  var issues: [ReportedIssue] { storage.withLock { $0 } }
  var messages: [String] { issues.map(\.message) }

  var reporter: IssueReporter {
    IssueReporter { [self] issue in self.storage.withLock { $0.append(issue) } }
  }

  /// Los mensajes de los fallos informados por `operation` (y por lo que libere al acabar).
  nonisolated(nonsending) static func collect(
    _ operation: () async throws -> Void
  ) async rethrows -> [String] {
    let log = IssueLog()
    try await IssueReporter.$bypassesSwiftTesting.withValue(true) {
      try await IssueReporter.$current.withValue(log.reporter) {
        try await operation()
      }
    }
    return log.messages
  }

  /// Ejecuta `operation` recogiendo aquí sus fallos.
  nonisolated(nonsending) func capture(_ operation: () async throws -> Void) async rethrows {
    try await IssueReporter.$bypassesSwiftTesting.withValue(true) {
      try await IssueReporter.$current.withValue(reporter, operation: operation)
    }
  }

  /// Lo mismo, para código síncrono.
  static func collectSync(_ operation: () throws -> Void) rethrows -> [String] {
    let log = IssueLog()
    try IssueReporter.$bypassesSwiftTesting.withValue(true) {
      try IssueReporter.$current.withValue(log.reporter) {
        try operation()
      }
    }
    return log.messages
  }
}

@Suite struct IssueLogTests {
  @Test func recogeLosFallosAunBajoSwiftTesting() {
    let messages = IssueLog.collectSync { reportIssue("uno") }
    #expect(messages == ["uno"])
  }
}
