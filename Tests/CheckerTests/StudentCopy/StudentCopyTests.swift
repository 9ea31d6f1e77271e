import Foundation
import Lessons
import Support
import Testing
import Workspace

@testable import Checker

/// La copia del alumno de `Content/` no lleva ninguna clave en claro y, en `intentos`,
/// corrige igual que el curso completo.
@Suite("Copia del alumno")
struct StudentCopyTests {
  @Test func aTriesCopyHoldsNoKeyInPlainText() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    let files = try fixture.files()
    #expect(files.keys.contains(StudentCopy.fileName))
    #expect(!files.keys.contains { $0.hasSuffix("solucion.swift") })
    let exercisesText = files.filter { $0.key.hasSuffix("ejercicios.md") }.values
      .joined(separator: "\n")
    let everything = files.values.joined(separator: "\n")
    for line in exercisesText.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      #expect(!trimmed.hasPrefix("- [x]") && !trimmed.hasPrefix("- [X]"), "\(line)")
      #expect(!trimmed.hasPrefix("respuesta:"), "\(line)")
      #expect(!trimmed.hasPrefix("destino:"), "\(line)")
      #expect(!trimmed.hasPrefix(">"), "una explicación: \(line)")
    }
    for heading in ["### salida", "### explicacion", "### sinonimos", "### pasos"] {
      #expect(!exercisesText.contains(heading), "\(heading)")
    }
    for exercise in fixture.full.exercises {
      for secret in Self.secrets(of: exercise) {
        #expect(!exercisesText.contains(secret), "\(exercise.id): «\(secret)»")
      }
      if let code = exercise.kind.compiled {
        let solution = try String(contentsOf: code.files.solution, encoding: .utf8)
        #expect(!everything.contains(solution), "\(exercise.id): su solución")
      }
    }
    // Los ids de los ejercicios están en el archivo como nombres (y a la vista en el curso):
    // se quitan antes de buscar las claves.
    var keys = files[StudentCopy.fileName] ?? ""
    for exercise in fixture.full.exercises {
      keys = keys.replacingOccurrences(of: "\"\(exercise.id)\"", with: "\"\"")
      // Y los de sus instancias, hechos de los valores de sus parámetros, que el enunciado
      // ya enseña.
      for index in exercise.variants?.instances.indices ?? 0..<0 {
        let id = exercise.variants?.instanceID(index) ?? ""
        keys = keys.replacingOccurrences(
          of: "\"\(StudentCopy.instanceKey(exercise.id, id))\"", with: "\"\"")
      }
    }
    for exercise in fixture.full.exercises {
      for plain in Self.plainKeys(of: exercise) where plain.count >= 3 {
        #expect(!keys.contains(plain), "\(exercise.id): «\(plain)» en \(StudentCopy.fileName)")
      }
    }
  }

  @Test func aTriesCopyGradesEveryAnswerLikeTheFullCourse() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    var compared = 0
    var rebuilds = 0
    // Cada instancia de un ejercicio con variantes, con su clave.
    var pairs: [(full: Course, copy: Course, id: String)] = []
    for exercise in fixture.full.exercises {
      for index in 0..<(exercise.variants?.instances.count ?? 1) {
        let pick: (Exercise) -> Int = { $0.id == exercise.id ? index : 0 }
        pairs.append(
          (
            fixture.full.resolved(choosing: pick), fixture.copy.resolved(choosing: pick),
            exercise.id
          ))
      }
    }
    for pair in pairs {
      let full = AnswerChecker(course: pair.full)
      let copy = AnswerChecker(course: pair.copy)
      let exercise = try #require(pair.full.exercise(pair.id))
      let copied = try #require(pair.copy.exercise(pair.id))
      let order = OptionOrder(
        count: Self.optionCount(exercise), seed: "s", student: "eva", exercise: exercise.id)
      for answer in AnswerBattery.answers(for: exercise, in: fixture.full) {
        let expected = full.check(exercise, answer: answer, order: order)
        let got = copy.check(copied, answer: answer, order: order)
        compared += 1
        if exercise.kind.name == .flowchartRebuild { rebuilds += 1 }
        if exercise.kind.name == .freeText, expected.outcome == .almost {
          // La diferencia documentada: sin la respuesta no se mide una errata.
          #expect(got.outcome == .failed, "\(exercise.id) \(answer)")
          continue
        }
        #expect(got.outcome == expected.outcome, "\(exercise.id) \(answer)")
        #expect(got.score == expected.score, "\(exercise.id) \(answer)")
        switch exercise.kind.name {
        case .prediction, .flowchartWalk, .flowchartRebuild:
          // Lo mismo, sin la explicación que el curso completo añade al acertar.
          let said = expected.feedback.filter {
            if case .explanation = $0 { return false }
            return true
          }
          #expect(got.findings == said.map(\.message), "\(exercise.id) \(answer)")
        default:
          for secret in Self.secrets(of: exercise) {
            #expect(!got.message.contains(secret), "\(exercise.id) \(answer): «\(secret)»")
          }
        }
      }
      if let choice = exercise.kind.model(ChoiceExercise.self) {
        let ids = choice.options.map(\.id)
        for raw in [[ids[0]], Array(ids.prefix(2)), ["no-existe"], choice.correctIDs.sorted()] {
          let expected = full.check(exercise, raw: .choice(options: raw), order: order)
          let got = copy.check(copied, raw: .choice(options: raw), order: order)
          #expect(got.outcome == expected.outcome && got.score == expected.score, "\(raw)")
        }
        // Lo guardado con letras (o con posiciones, en el formato 1) antes de reordenar:
        // la copia conserva `letras:` y corrige igual que el curso completo.
        guard let copiedChoice = copied.kind.model(ChoiceExercise.self) else { continue }
        #expect(copiedChoice.storedLetterOrder == choice.storedLetterOrder, "\(exercise.id)")
        for position in choice.options.indices {
          let letter = ChoiceExercise.derivedID(position: position)
          for raw in [RawAnswer.choice(options: [letter]), .choicePositions([position])] {
            let expected = full.check(exercise, raw: raw, order: order)
            let got = copy.check(copied, raw: raw, order: order)
            #expect(
              got.outcome == expected.outcome && got.score == expected.score,
              "\(exercise.id) \(raw)")
          }
        }
      }
    }
    #expect(compared > 500)
    // La reconstrucción de diagramas también: el mismo corrector sobre el diagrama de la
    // lección, que la copia lleva (la explicación no).
    #expect(rebuilds >= 12)
  }

  @Test func aTypoInATextAnswerIsWrongInTheCopyButAlmostInTheFullCourse() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    let exercise = try #require(
      fixture.full.exercises.first {
        ($0.kind.model(FreeTextExercise.self)?.answer.count ?? 0) >= 8
      })
    guard let text = exercise.kind.model(FreeTextExercise.self) else { return }
    let typo = String(text.answer.dropLast()) + "q"
    let copied = try #require(fixture.copy.exercise(exercise.id))
    #expect(
      AnswerChecker(course: fixture.full).check(exercise, answer: .freeText(typo)).outcome
        == .almost)
    let got = AnswerChecker(course: fixture.copy).check(copied, answer: .freeText(typo))
    #expect(got.outcome == .failed)
    #expect(got.findings == ["«\(typo)» no es la respuesta."])
  }

  @Test func aDeferredCopyHoldsNoKeyAndGivesNoVerdict() throws {
    let fixture = try StudentCopyFixture(mode: .deferred)
    defer { fixture.remove() }
    let files = try fixture.files()
    let keys = files[StudentCopy.fileName] ?? ""
    #expect(!keys.contains("\"hash\"") && !keys.contains("\"accepted\""))
    let checker = AnswerChecker(course: fixture.copy)
    let full = AnswerChecker(course: fixture.full)
    for exercise in fixture.full.exercises {
      let copied = try #require(fixture.copy.exercise(exercise.id))
      for answer in AnswerBattery.answers(for: exercise, in: fixture.full) {
        let verdict = checker.check(copied, answer: answer)
        if exercise.kind.name == .flowchartRebuild {
          // Su clave es el diagrama de la lección, que la copia lleva a la vista: se corrige
          // igual que en el curso completo (el tutor no lo enseña hasta la devolución).
          let expected = full.check(exercise, answer: answer)
          #expect(verdict.outcome == expected.outcome && verdict.score == expected.score)
          continue
        }
        #expect(verdict.outcome == .failed && verdict.score == nil, "\(exercise.id)")
        #expect(verdict.feedback == [.keyNotInCopy], "\(exercise.id)")
      }
    }
    #expect(
      Feedback.keyNotInCopy.message
        == "Esta copia del curso no lleva las respuestas: tu respuesta queda guardada y se "
        + "corrige con el curso completo del profesor; lo verás en la devolución («leccion "
        + "revisar»).")
  }

  @Test func validateAcceptsACopyAndNamesAMissingKey() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    #expect(
      CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(\.description)
        == [])
    let url = fixture.directory.appendingPathComponent(StudentCopy.fileName)
    var copy = try JSONDecoder().decode(StudentCopy.self, from: Data(contentsOf: url))
    copy.exercises["shared.tres-nombres"] = nil
    try JSONEncoder().encode(copy).write(to: url)
    let problems = CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(
      \.description)
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasSuffix(
        "la clave de «shared.tres-nombres» en la copia del alumno falta; vuelve a escribir la "
          + "copia con «leccion tarea nueva … --curso-alumno DIR».") == true, "\(problems)")
    try Data("{".utf8).write(to: url)
    #expect(
      CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(\.description) == [
        "copia-alumno.json: no es una copia del alumno válida: el JSON no se puede leer. "
          + "Vuelve a escribirla con «leccion tarea nueva … --curso-alumno DIR»."
      ])
  }

  @Test func aCopyCannotGoInsideTheCourseNorOverAFolderInUse() throws {
    let fixture = try StudentCopyFixture(mode: .deferred)
    defer { fixture.remove() }
    #expect(throws: StudentCopyWriter.Failure.self) {
      try StudentCopyMaker.write(
        fixture.full, mode: .tries, document: .workspace, to: fixture.directory)
    }
    #expect(FileManager.default.fileExists(atPath: fixture.directory.path))
    let inside = StudentCopyFixture.content.appendingPathComponent("copia")
    #expect(throws: StudentCopyWriter.Failure.self) {
      try StudentCopyMaker.write(
        fixture.full, mode: .tries, document: .workspace, to: inside)
    }
    #expect(!FileManager.default.fileExists(atPath: inside.path))
  }

  static func optionCount(_ exercise: Exercise) -> Int {
    exercise.kind.model(ChoiceExercise.self)?.options.count ?? 0
  }

  /// Textos de la clave que no deben aparecer en claro: explicaciones y salidas.
  static func secrets(of exercise: Exercise) -> [String] {
    let base = exercise.kind.base
    let texts: [String] =
      if let prediction = base as? PredictionExercise {
        [prediction.explanation, prediction.expectedOutput]
      } else if let choice = base as? ChoiceExercise {
        choice.options.map(\.explanation)
      } else {
        (base as? FlowchartWalkExercise)?.steps.map(\.explanation)
          ?? (base as? AdmissionExercise)?.items.map(\.explanation)
          ?? [base.explanation]
      }
    return texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { $0.count >= 12 }
  }

  /// Lo que la clave diría en claro: opciones correctas, respuestas, veredictos.
  static func plainKeys(of exercise: Exercise) -> [String] {
    if let text = exercise.kind.model(FreeTextExercise.self) {
      return ([text.answer] + text.synonyms).flatMap { [$0, TextFolding.fold($0)] }
    }
    if let choice = exercise.kind.model(ChoiceExercise.self) {
      return choice.options.filter(\.isCorrect).map(\.text)
    }
    if let prediction = exercise.kind.model(PredictionExercise.self) {
      return PredictionChecker.lines(prediction.expectedOutput)
    }
    return []
  }
}
