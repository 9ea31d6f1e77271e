import Foundation
import Testing

@testable import Checker

/// El curso real contra el motor real: cada bloque que compila, cada fragmento que se
/// ejecuta, cada salida de predicción, cada veredicto de admisión y cada ejercicio de código
/// (la solución pasa, el inicio no). Así CI prueba todas las claves de respuesta.
@Suite struct CourseProofContentTests {
  @Test func elCursoDeContentNoTieneProblemasContraElMotor() async throws {
    let problems = try await CourseProofFixture.validate(CourseProofFixture.content)
    #expect(problems == [], Comment(rawValue: "\n" + problems.joined(separator: "\n")))
  }
}
