import Foundation
import Testing

/// `solución` de una predicción con parámetros en el curso completo (práctica, sin copia del
/// alumno): el archivo no trae su salida, así que el tutor la calcula con el motor, como al
/// corregirla, en vez de enseñar una salida vacía.
@Suite(.serialized) struct VariantSolutionTests {
  @Test func theSolutionOfAParameterisedPredictionShowsItsComputedOutput() throws {
    let course = Leccion.course.deletingLastPathComponent()
      .appendingPathComponent("curso-variantes")
    let leccion = Leccion(course: course)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let result = try leccion.run(leccion.arguments([]), input: "solución var.suma\ns\n")
    #expect(result.code == 0, "\(result.errors)")
    let heading = try #require(result.lines.firstIndex(of: "Solución de var.suma:"))
    // `print(caja.wrappedValue, b)` con la caja en a + b: dos enteros, el primero mayor.
    let output = result.lines[heading + 1]
    let match = try #require(output.wholeMatch(of: /\s+(\d+) (\d+)/), "\(result.output)")
    #expect((Int(match.1) ?? 0) > (Int(match.2) ?? 0), "\(result.output)")
    #expect(result.lines[heading + 2] == "La copia es la misma caja.")
  }
}
