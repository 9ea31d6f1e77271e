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
public struct IssueReporter: Sendable {
  public var report: @Sendable (ReportedIssue) -> Void

  public init(report: @escaping @Sendable (ReportedIssue) -> Void) {
    self.report = report
  }

  /// El destino de la tarea actual.
  @TaskLocal public static var current = IssueReporter.standardError

  /// Si es `true`, los fallos van a `current` aunque haya una prueba de Swift Testing en
  /// curso: sirve para probar los propios mensajes de fallo.
  @TaskLocal public static var bypassesSwiftTesting = false

  /// Escribe cada fallo en la salida de errores.
  public static let standardError = IssueReporter { issue in
    FileHandle.standardError.write(Data("✗ \(issue)\n".utf8))
  }
}

/// Informa de un fallo: a Swift Testing si hay una prueba en curso, si no al
/// `IssueReporter` de la tarea.
public func reportIssue(_ message: String, fileID: StaticString = #fileID, line: UInt = #line) {
  let issue = ReportedIssue(message: message, fileID: "\(fileID)", line: Int(line))
  #if canImport(Testing)
    if !IssueReporter.bypassesSwiftTesting, Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: issue.fileID, filePath: issue.fileID, line: issue.line, column: 1)
      )
      return
    }
  #endif
  IssueReporter.current.report(issue)
}

/// Informa de algo que una prueba no exhaustiva dejó pasar (`.off(showSkippedAssertions:
/// true)`): en Swift Testing, como fallo conocido, que no hace fallar la prueba; fuera,
/// como nota en la salida de errores.
func reportSkippedAssertion(_ message: String, fileID: String, line: Int) {
  let text = "Se dejó pasar (exhaustivity = .off): " + message
  #if canImport(Testing)
    if !IssueReporter.bypassesSwiftTesting, Test.current != nil {
      withKnownIssue {
        Issue.record(
          Comment(rawValue: text),
          sourceLocation: SourceLocation(fileID: fileID, filePath: fileID, line: line, column: 1))
      }
      return
    }
  #endif
  FileHandle.standardError.write(Data("ℹ︎ \(fileID):\(line): \(text)\n".utf8))
}
