import Foundation
import Lessons

@testable import Checker

/// Lo común de las pruebas de `CourseProofCheck`: el curso real, los cursos de prueba y un
/// corrector con el motor de `.build` y una caché propia en `.build`, que se conserva entre
/// ejecuciones (las claves son resúmenes de todo lo que decide el resultado, así que una
/// entrada vieja nunca contesta por una nueva).
enum CourseProofFixture {
  static let content = URL(fileURLWithPath: RunnerFixture.packageRoot)
    .appendingPathComponent("Content")

  static let fixtures = URL(fileURLWithPath: RunnerFixture.packageRoot)
    .appendingPathComponent("Tests/Fixtures")

  /// El curso con un error de cada clase que solo el motor ve.
  static let brokenCourse = fixtures.appendingPathComponent("CursoMotorConErrores")

  /// La caché de estas pruebas.
  static let cacheDirectory = RunnerFixture.packageRoot + "/.build/cache-pruebas-motor"

  /// El corrector: límites normales (una solución lenta no debe fallar por la carga de la
  /// máquina) y la caché de `cacheDirectory`.
  static func runner() throws -> CodeRunner {
    CodeRunner(
      toolchain: try RunnerFixture.toolchain(), options: CodeRunnerOptions(),
      cache: CodeCache(directory: cacheDirectory))
  }

  /// Los problemas de formato y del motor del curso de `directory`, como se imprimen.
  static func validate(_ directory: URL) async throws -> [String] {
    let check = CourseProofCheck(runner: try runner())
    return await CourseValidator.validate(directory, checks: [check]).map(\.description)
  }
}
