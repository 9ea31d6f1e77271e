import Foundation
#if canImport(Testing)
  import Testing
#endif

/// Un fallo que el motor detecta en una prueba (una aserción del `TestStore`, una
/// dependencia sin sobrescribir), con el mensaje en castellano y dónde ocurrió.
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var fileID: String
  public var line: Int

  public init(message: String, fileID: String, line: Int) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  public var description: String { "\(fileID):\(line): \(message)" }
}

/// Adónde van los fallos cuando no hay una prueba de Swift Testing en curso (por ejemplo,
/// las pruebas de un ejercicio que ejecuta el corrector).
///
/// ```swift
/// let recogidos = IssueCollector()
/// IssueReporter.$current.withValue(recogidos.reporter) { … }
/// recogidos.issues   // los fallos, en orden
/// ```
///
/// Un destino puesto con `withValue` recibe los fallos también bajo `swift test` (así se
/// prueban los mensajes); solo el destino por defecto cede el paso a Swift Testing.
public struct IssueReporter: Sendable {
  public var report: @Sendable (ReportedIssue) -> Void
  /// Si, con una prueba de Swift Testing en curso, los fallos van a ella y no aquí.
  let yieldsToSwiftTesting: Bool

  public init(report: @escaping @Sendable (ReportedIssue) -> Void) {
    self.init(yieldsToSwiftTesting: false, report: report)
  }

  init(yieldsToSwiftTesting: Bool, report: @escaping @Sendable (ReportedIssue) -> Void) {
    self.report = report
    self.yieldsToSwiftTesting = yieldsToSwiftTesting
  }

  /// El destino de la tarea actual.
  @TaskLocal public static var current = IssueReporter.standardError

  /// Escribe cada fallo en la salida de errores (y, bajo `swift test`, cede el paso a
  /// Swift Testing).
  public static let standardError = IssueReporter(yieldsToSwiftTesting: true) { issue in
    FileHandle.standardError.write(Data("✗ \(issue)\n".utf8))
  }
}

/// Informa de un fallo: al `IssueReporter` que la tarea haya puesto con `withValue`; si no
/// puso ninguno, a Swift Testing si hay una prueba en curso o a la salida de errores.
public func reportIssue(_ message: String, fileID: StaticString = #fileID, line: UInt = #line) {
  let issue = ReportedIssue(message: message, fileID: "\(fileID)", line: Int(line))
  let reporter = IssueReporter.current
  #if canImport(Testing)
    if reporter.yieldsToSwiftTesting, Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: issue.fileID, filePath: issue.fileID, line: issue.line, column: 1)
      )
      return
    }
  #endif
  reporter.report(issue)
}
