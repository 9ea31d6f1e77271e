import Foundation
import Testing

@testable import Lessons

/// Lo guardado antes de que las opciones llevaran `{#id}` lleva la letra de su lugar: esa
/// letra sigue nombrando a la misma opción, en la corrección y en las estadísticas.
@Suite struct StoredLetterAliasTests {
  static let text = """
    ## a.b — T
    tipo: eleccion

    ### opciones
    - [ ] {#propia} Cada una la suya.
      > No.
    - [x] {#misma} La misma.
      > Sí.
    - [ ] {#ninguna} Ninguna.
      > No.
    """

  func choice() throws -> (Exercise, ChoiceExercise) {
    try Self.choice(from: Self.text)
  }

  /// El único ejercicio de `text`, que debe ser una elección sin problemas.
  static func choice(from text: String) throws -> (Exercise, ChoiceExercise) {
    let built = ExerciseParserTests.build(text)
    #expect(built.problems == [])
    let exercise = try #require(built.exercises.first)
    guard let choice = exercise.kind.model(ChoiceExercise.self) else {
      Issue.record("no es una elección")
      throw CancellationError()
    }
    return (exercise, choice)
  }

  @Test func aLetterNamesTheOptionOfItsPlace() throws {
    let (_, choice) = try choice()
    #expect(choice.position(ofOption: "misma") == 1)
    #expect(choice.position(ofOption: "b") == 1)
    #expect(choice.position(ofOption: "c") == 2)
    #expect(choice.currentID(ofStored: "a") == "propia")
    #expect(choice.currentID(ofStored: "ninguna") == "ninguna")
    #expect(choice.position(ofOption: "d") == nil)
    #expect(choice.position(ofOption: "quiza") == nil)
  }

  @Test func statisticsCountALetterAsItsOption() throws {
    let (exercise, _) = try choice()
    #expect(RawAnswer.choice(options: ["b"]).canonical(for: exercise) == "misma")
    #expect(
      RawAnswer.choice(options: ["c", "propia"]).canonical(for: exercise) == "ninguna+propia")
    #expect(RawAnswer.choice(options: ["quiza"]).canonical(for: exercise) == "quiza")
  }

  @Test func aWrittenIDCannotBeTheLetterOfAnotherOption() {
    let built = ExerciseParserTests.build(
      "## a.b — T\ntipo: eleccion\n\n### opciones\n- [x] {#b} Sí\n  > Bien.\n- [ ] {#a} No\n"
        + "  > Mal.\n- [ ] {#c} Quizá\n  > Tampoco.\n")
    #expect(
      built.problems == [
        "e.md:5: el id de opción «b» es la letra de la opción 2 de este ejercicio: una respuesta guardada con letras no sabría a cuál se refiere; elige un nombre que diga qué afirma la opción.",
        "e.md:7: el id de opción «a» es la letra de la opción 1 de este ejercicio: una respuesta guardada con letras no sabría a cuál se refiere; elige un nombre que diga qué afirma la opción.",
      ])
  }
}

/// El aviso de `validar` para una lección donde la correcta es demasiadas veces la más
/// larga: cuenta las preguntas de una sola respuesta y sale en la línea de cada correcta.
@Suite struct AuthorWarningsTests {
  /// Una pregunta de una sola respuesta con la correcta de `correct` caracteres y una
  /// incorrecta de `wrong`.
  static func question(_ id: String, correct: Int, wrong: Int) -> String {
    """
    ## a.\(id) — T
    tipo: eleccion

    ### opciones
    - [ ] \(String(repeating: "n", count: wrong))
      > No.
    - [x] \(String(repeating: "s", count: correct))
      > Sí.

    """
  }

  static func lesson(_ text: String) -> Lesson {
    Lesson(
      id: "01-x", title: "T", sections: [], exercises: ExerciseParserTests.build(text).exercises)
  }

  @Test func moreThanAThirdIsWarnedAtEachCorrectOption() {
    let text =
      Self.question("uno", correct: 30, wrong: 10) + Self.question("dos", correct: 10, wrong: 30)
      + Self.question("tres", correct: 12, wrong: 11)
    let warnings = ChoiceExercise.authorWarnings(in: Self.lesson(text)).map(\.description)
    let message =
      "en esta lección la opción correcta es la más larga en 2 de sus 3 preguntas de una sola "
      + "respuesta (más de un tercio), y esta es una de ellas: quien duda elige la más larga. "
      + "Acorta esta o alarga alguna de las otras."
    #expect(warnings == ["e.md:7: " + message, "e.md:23: " + message])
  }

  @Test func aThirdOrLessTiesAndSeveralAnswersDoNotCount() {
    // Una de tres es justo un tercio; el empate no delata; las de varias no cuentan.
    let text =
      Self.question("uno", correct: 30, wrong: 10) + Self.question("dos", correct: 10, wrong: 30)
      + Self.question("tres", correct: 20, wrong: 20)
      + "## a.cuatro — T\ntipo: eleccion\nvarias: si\n\n### opciones\n- [x] largo largo\n"
      + "  > Sí.\n- [x] medio\n  > Sí.\n- [ ] no\n  > No.\n"
    #expect(ChoiceExercise.authorWarnings(in: Self.lesson(text)).isEmpty)
  }

  @Test func theLengthIsWhatTheReaderSees() {
    #expect(ChoiceExercise.shownLength("`state.$usuario`") == 14)
    #expect(ChoiceExercise.shownLength("**Sí**, la  misma\n  caja") == 17)
    #expect(ChoiceExercise.shownLength("`_usuario` es *privado*") == 19)
  }
}

/// `letras:` guarda el orden que tenían las opciones cuando el progreso y las entregas
/// guardaban letras: con ella, reordenar las opciones no cambia qué opción nombra una letra
/// (ni una posición del formato 1) guardada.
@Suite struct StoredLetterOrderTests {
  /// `StoredLetterAliasTests.text` reordenado: la correcta pasa a ser la primera, y la «a»
  /// guardada sigue siendo «propia».
  static let reordered = """
    ## a.b — T
    tipo: eleccion
    letras: propia misma ninguna

    ### opciones
    - [x] {#misma} La misma.
      > Sí.
    - [ ] {#ninguna} Ninguna.
      > No.
    - [ ] {#propia} Cada una la suya.
      > No.
    """

  func choice() throws -> (Exercise, ChoiceExercise) {
    try StoredLetterAliasTests.choice(from: Self.reordered)
  }

  @Test func aStoredLetterNamesTheOptionItNamedBeforeTheReordering() throws {
    let (_, choice) = try choice()
    #expect(choice.storedLetterOrder == ["propia", "misma", "ninguna"])
    #expect(choice.currentID(ofStored: "a") == "propia")
    #expect(choice.currentID(ofStored: "b") == "misma")
    #expect(choice.currentID(ofStored: "c") == "ninguna")
    #expect(choice.position(ofOption: "a") == 2)
    #expect(choice.position(ofOption: "misma") == 0)
    #expect(choice.position(ofOption: "d") == nil)
    // Las posiciones del formato 1 también son las de entonces.
    #expect(choice.position(ofStoredPosition: 0) == 2)
    #expect(choice.position(ofStoredPosition: 1) == 0)
    #expect(choice.position(ofStoredPosition: 3) == nil)
  }

  @Test func statisticsCountAStoredLetterAsTheSameOption() throws {
    let (exercise, _) = try choice()
    #expect(RawAnswer.choice(options: ["a"]).canonical(for: exercise) == "propia")
    #expect(RawAnswer.choice(options: ["b"]).canonical(for: exercise) == "misma")
    #expect(RawAnswer.choicePositions([0]).canonical(for: exercise) == "propia")
    #expect(RawAnswer.choicePositions([2, 1]).canonical(for: exercise) == "misma+ninguna")
  }

  /// Cada forma mala de `letras:`, con su mensaje exacto en la línea del campo.
  @Test(arguments: [
    (
      "letras: propia misma quiza",
      [
        "e.md:3: «letras:» nombra «quiza», que no es el id de ninguna opción de este ejercicio: escribe los ids de sus opciones en el orden que tenían cuando se guardaban letras."
      ]
    ),
    (
      "letras: propia misma misma",
      [
        "e.md:3: «letras:» nombra dos veces la opción «misma»: cada letra guardada es de una sola opción."
      ]
    ),
    (
      "letras: propia, misma",
      [
        "e.md:3: a «letras:» le falta la opción «ninguna»: nombra todas las opciones del ejercicio, cada una una vez."
      ]
    ),
    (
      "letras:",
      [
        "e.md:3: el campo «letras» está vacío: escribe su valor tras los dos puntos."
      ]
    ),
    (
      "letras: propia",
      [
        "e.md:3: a «letras:» le faltan las opciones «misma», «ninguna»: nombra todas las opciones del ejercicio, cada una una vez."
      ]
    ),
  ])
  func aBadLineIsAnErrorOnItsLine(line: String, expected: [String]) {
    let text = Self.reordered.replacingOccurrences(
      of: "letras: propia misma ninguna", with: line)
    #expect(ExerciseParserTests.build(text).problems == expected)
  }

  @Test func everyOptionNeedsItsWrittenID() {
    let text = Self.reordered.replacingOccurrences(of: "{#ninguna} ", with: "")
    #expect(
      ExerciseParserTests.build(text).problems == [
        "e.md:3: con «letras:», la opción 2 necesita su «{#id}»: sin él, su id es la letra de su lugar de hoy y se confundiría con las letras guardadas.",
        "e.md:3: «letras:» nombra «ninguna», que no es el id de ninguna opción de este ejercicio: escribe los ids de sus opciones en el orden que tenían cuando se guardaban letras.",
      ])
  }

  @Test func onlyAChoiceHasLetters() {
    let text = "## a.b — T\ntipo: texto\nrespuesta: x\nletras: a b\n\n### explicacion\nY."
    #expect(
      ExerciseParserTests.build(text).problems == [
        "e.md:4: campo desconocido «letras» en un ejercicio de tipo «texto»."
      ])
  }
}
