@testable import Checker
import FuzzSupport

/// El lector de la salida de `swiftc -diagnostic-style llvm`.
///
/// Propiedades: cada diagnóstico tiene un mensaje que está en la salida, y línea y columna a
/// la vez (o ninguna de las dos); el texto que se muestra sale de él sin caerse.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompilerDiagnostics(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let output = FuzzCheck.text(start, count)
  for diagnostic in CompilerDiagnostic.parse(output) {
    FuzzCheck.require(
      diagnostic.message.isEmpty || output.contains(diagnostic.message),
      "mensaje que no está en la salida: \(diagnostic)")
    FuzzCheck.require(
      (diagnostic.line == nil) == (diagnostic.column == nil), "línea sin columna: \(diagnostic)")
    if diagnostic.origin == .learner || diagnostic.origin == .tests {
      FuzzCheck.require(diagnostic.unit != nil, "diagnóstico de un ejercicio sin él")
    }
    _ = diagnostic.formatted
  }
  return 0
}
