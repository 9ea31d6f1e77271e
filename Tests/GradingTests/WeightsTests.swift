import Testing
import Support
import Workspace

@testable import Grading

@Suite struct WeightsTests {
  let course = GradingFixture.course

  @Test func lessonTimesExercise() throws {
    let weights = try Weights.parse(
      "# pesos\n01-caja: 2\ncaja.sumar = 1,5   # la suma pesa más\n\ndecidir.tipos: 0\n",
      shownAs: "pesos.txt", course: course)
    let points = course.exercises.map { weights.maxPoints(for: $0) }
    #expect(points == [2, 2, 2, 2, 3, 2, 2, 1, 0])
    #expect(weights.fingerprint?.count == 64)
    #expect(Weights.equal.maxPoints(for: course.exercises[0]) == 1)
  }

  @Test(arguments: [
    (
      "caja.sumar 3",
      "pesos.txt:1: «caja.sumar 3» no es una línea «id: peso» (por ejemplo «withlock.carrera: 3» o «01-shared: 2»)."
    ),
    (
      "caja.sumr: 3",
      "pesos.txt:1: «caja.sumr» no es ni una lección ni un ejercicio del curso. ¿Quisiste decir «caja.sumar»?"
    ),
    (
      "caja.sumar: -1",
      "pesos.txt:1: el peso «-1» no vale: escribe un número desde 0 (se admiten decimales con punto o coma, como 1.5 o 1,5)."
    ),
    (
      "caja.sumar: 1e3",
      "pesos.txt:1: el peso «1e3» no vale: escribe un número desde 0 (se admiten decimales con punto o coma, como 1.5 o 1,5)."
    ),
    (
      "01-caja: 2\n01-caja: 3",
      "pesos.txt:2: «01-caja» ya tiene peso en la línea 1; deja solo uno."
    ),
  ])
  func mistakesPointAtTheLine(text: String, message: String) {
    #expect(throws: GradingError.self) {
      try Weights.parse(text, shownAs: "pesos.txt", course: course)
    }
    do {
      _ = try Weights.parse(text, shownAs: "pesos.txt", course: course)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func pointsPrintTheSameEverywhere() {
    #expect(Points.format(3) == "3")
    #expect(Points.format(1.5) == "1.5")
    #expect(Points.format(2.0 / 3.0) == "0.67")
    #expect(Points.format(0.05) == "0.05")
    #expect(Points.round(0.1 + 0.2) == 0.3)
  }
}
