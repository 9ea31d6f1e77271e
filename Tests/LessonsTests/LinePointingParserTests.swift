import Foundation
import Support
import Testing

@testable import Lessons

/// El tipo `linea` («señalar la línea»): lo que lee de `ejercicios.md`, cada problema en su
/// `archivo:línea` y con su mensaje exacto, su respuesta en JSON y lo que la copia del alumno
/// le quita.
@Suite struct LinePointingParserTests {
  static let snippet = "### codigo\n```swift\nlet a = 1\n\nescribir()\n```\n"

  static func exercise(_ fields: String, _ rest: String = "") -> String {
    "## a.b — T\ntipo: linea\n\(fields)\n\nEnunciado.\n\n" + snippet + rest
      + "\n### explicacion\nPorque sí.\n"
  }

  @Test func aGoodExerciseKeepsItsSnippetLineAndNotes() throws {
    let built = ExerciseParserTests.build(
      Self.exercise("linea: 3", "\n### lineas\n- 1\n  > Solo declara.\n"))
    #expect(built.problems == [])
    let exercise = try #require(built.exercises.first)
    guard let model = exercise.kind.model(LinePointingExercise.self) else {
      Issue.record("no es un ejercicio «linea»: \(exercise.kind)")
      return
    }
    #expect(exercise.kind.name.rawValue == "linea")
    #expect(model.line == 3)
    #expect(model.lines == ["let a = 1", "", "escribir()"])
    #expect(model.code.location.line == 9)
    #expect(model.lineLocation.line == 3)
    #expect(model.notes.map(\.line) == [1])
    #expect(model.notes.first?.explanation == "Solo declara.")
    #expect(model.explanation == "Porque sí.")
    #expect(model.rightAnswer == "Línea 3: `escribir()`")
    #expect(model.randomGuessScore == 0.5)
  }

  static let mistakes: [(text: String, message: String)] = [
    (
      exercise("linea: tres"),
      "e.md:3: el campo «linea» no admite «tres»: escribe el número de la línea del fragmento de «### codigo» que rompe la regla (la primera es la 1)."
    ),
    (
      exercise("linea: 9"),
      "e.md:3: el campo «linea» dice 9, pero el fragmento de «### codigo» tiene 3 líneas: escribe un número de 1 a 3."
    ),
    (
      exercise("linea: 0"),
      "e.md:3: el campo «linea» dice 0, pero el fragmento de «### codigo» tiene 3 líneas: escribe un número de 1 a 3."
    ),
    (
      exercise("linea: 2"),
      "e.md:3: la línea 2 del fragmento está en blanco: «linea» debe señalar una línea con código."
    ),
    (
      exercise("seccion: intro"),
      "e.md:1: falta el campo «linea: …» tras el encabezado del ejercicio."
    ),
    (
      exercise("linea: 3", "\n### lineas\n- primera\n  > No.\n"),
      "e.md:15: «primera» no es una nota de «### lineas»: escribe «- N» (el número de una línea) y debajo «  > por qué no es esa»."
    ),
    (
      exercise("linea: 3", "\n### lineas\n- 7\n  > No.\n"),
      "e.md:15: la nota de la línea 7 no es de ninguna línea: el fragmento tiene 3."
    ),
    (
      exercise("linea: 3", "\n### lineas\n- 3\n  > No.\n"),
      "e.md:15: la nota de la línea 3 es de la línea que rompe la regla: lo que la explica va en «### explicacion»."
    ),
    (
      exercise("linea: 3", "\n### lineas\n- 1\n  > No.\n- 1\n  > Tampoco.\n"),
      "e.md:17: la línea 1 ya tiene una nota en «### lineas»: deja una."
    ),
    (
      exercise("linea: 3", "\n### lineas\n- 1\n"),
      "e.md:15: la nota de la línea 1 no dice por qué no es esa: añade debajo «  > por qué»."
    ),
    (
      "## a.b — T\ntipo: linea\nlinea: 1\n\nEnunciado.\n\n### explicacion\nY.\n",
      "e.md:1: a este ejercicio de tipo «linea» le falta la subsección «### codigo»."
    ),
    (
      "## a.b — T\ntipo: linea\nlinea: 1\n\nEnunciado.\n\n### codigo\nprint(1)\n### explicacion\nY.\n",
      "e.md:7: «### codigo» debe contener un bloque «```swift»."
    ),
    (
      exercise("linea: 3\nlineas: 4"),
      "e.md:4: campo desconocido «lineas» en un ejercicio de tipo «linea». ¿Quisiste decir «linea»?"
    ),
    (
      exercise("linea: 3", "\n### salida\n```text\n1\n```\n"),
      "e.md:14: la subsección «### salida» no pertenece a un ejercicio de tipo «linea»."
    ),
  ]

  @Test(arguments: mistakes)
  func eachMistakeIsReportedAtItsLine(text: String, message: String) {
    let built = ExerciseParserTests.build(text)
    #expect(built.problems.contains(message), "\(built.problems)")
  }

  @Test func aMistypedKindSuggestsTheRegisteredWord() {
    let built = ExerciseParserTests.build(
      "## a.b — T\ntipo: lineas\nlinea: 1\n\n" + Self.snippet + "\n### explicacion\nY.\n")
    #expect(
      built.problems.first
        == "e.md:2: tipo de ejercicio desconocido «lineas». ¿Quisiste decir «linea»? Los tipos "
        + "son: eleccion, texto, prediccion, codigo, recorrido, mermaid, admision, linea.")
  }

  @Test func theKindIsRegisteredOnce() {
    let words = ExerciseKindRegistry.units.map { $0.word }
    #expect(
      words == [
        "eleccion", "texto", "prediccion", "codigo", "recorrido", "mermaid", "admision", "linea",
      ])
    #expect(Exercise.KindName(rawValue: "linea")?.spanish == "línea")
    #expect(Exercise.KindName.allCases.map(\.rawValue).filter { $0 == "linea" }.count == 1)
    #expect(Exercise.KindName(rawValue: "lineas") == nil)
  }

  @Test func theAnswerIsStoredAsItsOwnFieldsBesideTheKind() throws {
    let answer = RawAnswer(LinePointingAnswer(line: 4), kind: "linea")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(answer)
    #expect(String(decoding: data, as: UTF8.self) == #"{"kind":"linea","line":4}"#)
    #expect(try JSONDecoder().decode(RawAnswer.self, from: data) == answer)
    #expect(answer.kind.rawValue == "linea")
    #expect(answer.canonical(for: Self.sample()) == "4")
    #expect(answer.byteCount == 8)
    #expect(answer != RawAnswer(LinePointingAnswer(line: 5), kind: "linea"))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RawAnswer.self, from: Data(#"{"kind":"linea","line":"x"}"#.utf8))
    }
  }

  @Test func theStudentCopyDropsTheLineTheNotesAndTheExplanation() throws {
    let text = Self.exercise("linea: 3", "\n### lineas\n- 1\n  > Solo declara.\n")
    let stripped = try StudentCopyMarkdown.strip(text, kinds: ["a.b": .init(unit: "linea")])
    #expect(!stripped.contains("linea: 3"))
    #expect(!stripped.contains("### lineas"))
    #expect(!stripped.contains("Solo declara."))
    #expect(!stripped.contains("Porque sí."))
    #expect(stripped.contains("escribir()"))
    var log = DiagnosticCollector(file: "e.md")
    let raws = ExerciseFileSplitter.split(stripped, log: &log)
    var builder = ExerciseBuilder(
      lessonID: "01-x", lessonDirectory: URL(fileURLWithPath: "/no-existe"),
      sectionIDs: ["intro"], keysRemoved: true, log: log)
    let copied = raws.compactMap { builder.build($0) }
    #expect(builder.log.diagnostics.map(\.description) == [])
    guard let model = copied.first?.kind.model(LinePointingExercise.self) else {
      Issue.record("la copia no tiene el ejercicio «linea»")
      return
    }
    #expect(model.line == 0)
    #expect(model.lines == ["let a = 1", "", "escribir()"])
  }

  @Test func aHashedKeyNamesTheLineOnlyAsASaltedDigest() throws {
    let key = Self.sample().hashedKeyOfModel()
    #expect(key.kind == "linea")
    let hash = try #require(key.hashes?.first)
    #expect(
      hash.hash == LinePointingExercise.lineHash(salt: hash.salt, exercise: "a.b", 3))
    #expect(hash.hash != LinePointingExercise.lineHash(salt: hash.salt, exercise: "a.b", 1))
    // Cada copia lleva su sal: el mismo ejercicio da otro resumen.
    #expect(Self.sample().hashedKeyOfModel().hashes?.first?.hash != hash.hash)
    #expect(Self.model().isComplete(key))
    #expect(!Self.model().isComplete(HashedKey(kind: .init(unit: "linea"))))
  }

  static func model() -> LinePointingExercise {
    LinePointingExercise(
      code: CodeSnippet(
        code: "let a = 1\n\nescribir()", location: SourceLocation(file: "e.md", line: 9)),
      line: 3, lineLocation: SourceLocation(file: "e.md", line: 3), explanation: "Porque sí.")
  }

  static func sample() -> Exercise {
    Exercise(
      id: "a.b", title: "T", lessonID: "01-x", kind: Exercise.Kind(model()),
      location: SourceLocation(file: "e.md", line: 1))
  }
}

extension Exercise {
  fileprivate func hashedKeyOfModel() -> HashedKey {
    kind.base.hashedKey(exercise: id)
  }
}
