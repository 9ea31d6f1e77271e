import Foundation
import Testing

@testable import Grading

/// El mensaje de `tarea nueva --curso-alumno` cuenta ejercicios, no las claves de sus
/// instancias (cada ejercicio con variantes lleva una por instancia).
@Suite struct VariantCopyMessageTests {
  @Test func theMessageCountsExercisesAndSaysHowManyKeys() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Las tres bolsas de `curso-variantes` (2 + 3 + 2 versiones), sin las predicciones con
    // parámetros (que necesitarían el motor).
    let fixture = VariantClassFixture.directory
    let course = directory + "/curso"
    try FileManager.default.createDirectory(
      atPath: course + "/01-variantes", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: fixture + "/indice.txt", toPath: course + "/indice.txt")
    try FileManager.default.copyItem(
      atPath: fixture + "/01-variantes/leccion.md", toPath: course + "/01-variantes/leccion.md")
    let exercises = try String(
      contentsOfFile: fixture + "/01-variantes/ejercicios.md", encoding: .utf8)
    let pools = try #require(exercises.range(of: "## var.copia —"))
    try ("# Ejercicios\n\n" + exercises[pools.lowerBound...]).write(
      toFile: course + "/01-variantes/ejercicios.md", atomically: true, encoding: .utf8)
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let outcome = AssignmentCommand.execute(
      arguments: [
        "nueva", "--curso", course, "--modo", "intentos", "--semilla", "s", "--curso-alumno",
        "alumnos",
      ], context: context)
    #expect(outcome.code == 0, "\(outcome.errors)")
    let expected: String =
      "Copia del alumno escrita en alumnos: sin soluciones ni explicaciones; las claves de 3 "
      + "ejercicios van solo como resúmenes con sal, que el tutor comprueba sin poder leerlas "
      + "(7 resúmenes: los ejercicios con variantes llevan uno por instancia). Repártela en vez "
      + "del curso («leccion --curso alumnos iniciar --alumno ID --tarea tarea.json DIR»)."
    #expect(outcome.output.last == expected)
  }
}
