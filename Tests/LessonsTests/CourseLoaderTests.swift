import Foundation
import Testing
@testable import Lessons

@Suite struct CourseLoaderTests {
  let load = CourseLoader.load(from: FixturePaths.validCourse)

  @Test func validCourseLoadsWithoutProblems() throws {
    #expect(load.diagnostics.map(\.description) == [])
    let course = try #require(load.course)
    #expect(course.id == "curso-valido")
    #expect(course.title == "Un curso pequeño para las pruebas")
    #expect(course.lessons.map(\.id) == ["01-caja", "02-decidir"])
    #expect(
      course.exercises.map(\.id) == [
        "caja.copia", "caja.varias", "caja.metodo", "caja.imprime", "caja.contador",
        "caja.dibujo", "decidir.lista", "decidir.aviso", "decidir.tipos",
      ])
  }

  @Test func lessonTextIsSplitIntoSections() throws {
    let lesson = try #require(load.course?.lesson("01-caja"))
    #expect(lesson.title == "La caja compartida")
    #expect(lesson.introduction == "Una introducción breve.")
    #expect(lesson.sections.map(\.id) == ["que-se-copia", "por-que-no-se-puede-asignar"])
    #expect(lesson.sections.map(\.location.line) == [5, 17])
    #expect(lesson.sections[0].markdown.hasPrefix("Al copiar el estado"))
    #expect(lesson.sections[0].markdown.hasSuffix("// solo para leer\n```"))
  }

  @Test func codeBlocksKeepTagLineAndSection() throws {
    let lesson = try #require(load.course?.lesson("01-caja"))
    let blocks = lesson.codeBlocks
    #expect(blocks.map(\.tag) == [.compiles, .plain, .runs, .tca, .diagram(id: "caja-simple")])
    #expect(blocks.map(\.location.line) == [9, 13, 19, 25, 30])
    #expect(blocks.map(\.location.file) == Array(repeating: "01-caja/leccion.md", count: 5))
    #expect(
      blocks.map(\.sectionID) == [
        "que-se-copia", "que-se-copia", "por-que-no-se-puede-asignar",
        "por-que-no-se-puede-asignar", "por-que-no-se-puede-asignar",
      ])
    #expect(
      blocks[2].code
        == "let caja = Shared(value: 1)\ncaja.withLock { $0 += 1 }\nprint(caja.wrappedValue)")
  }

  @Test func diagramsAreParsedAndFoundByID() throws {
    let course = try #require(load.course)
    let diagram = try #require(course.diagram("decidir"))
    #expect(diagram.lessonID == "02-decidir")
    #expect(diagram.location == SourceLocation(file: "02-decidir/leccion.md", line: 5))
    #expect(diagram.flowchart.nodes.map(\.id) == ["Q1", "Q2", "S1", "Q3", "S2", "S3"])
    #expect(diagram.flowchart.edges.count == 5)
    #expect(course.diagram("caja-simple")?.flowchart.direction == .leftRight)
  }

  @Test func choiceExercise() throws {
    let exercise = try #require(load.course?.exercise("caja.copia"))
    #expect(exercise.title == "Qué comparten dos copias")
    #expect(exercise.sectionID == "que-se-copia")
    #expect(exercise.prompt == "Dos copias de un estado con un campo compartido…")
    #expect(exercise.hints.map(\.text) == ["Piensa en qué guarda el campo."])
    #expect(exercise.location == SourceLocation(file: "01-caja/ejercicios.md", line: 3))
    guard let choice = exercise.kind.model(ChoiceExercise.self) else {
      Issue.record("no es de elección")
      return
    }
    #expect(!choice.allowsSeveral)
    #expect(
      choice.options.map(\.text) == ["Cada copia tiene su caja.", "Las dos ven la misma caja."])
    #expect(
      choice.options.map(\.explanation) == [
        "No: la copia lleva la misma referencia.", "Sí: copiar el estado copia la referencia.",
      ])
    #expect(choice.correctIndices == [1])
    #expect(choice.options.map(\.location.line) == [10, 12])
  }

  @Test func severalChoiceAndFreeText() throws {
    let course = try #require(load.course)
    guard let several = course.exercise("caja.varias")?.kind.model(ChoiceExercise.self),
      let text = course.exercise("caja.metodo")?.kind.model(FreeTextExercise.self)
    else {
      Issue.record("tipos inesperados")
      return
    }
    #expect(several.allowsSeveral)
    #expect(several.correctIndices == [0, 1])
    #expect(text.answer == "withLock")
    #expect(text.synonyms == ["with lock", "el método withLock"])
    #expect(text.explanation == "Es la única puerta de escritura.")
    #expect(course.exercise("caja.metodo")?.sectionID == "por-que-no-se-puede-asignar")
  }

  @Test func predictionAndCodeExercises() throws {
    let course = try #require(load.course)
    guard let prediction = course.exercise("caja.imprime")?.kind.model(PredictionExercise.self),
      let code = course.exercise("caja.contador")?.kind.model(CodeExercise.self)
    else {
      Issue.record("tipos inesperados")
      return
    }
    #expect(prediction.code.code.hasPrefix("let caja = Shared(value: 1)"))
    #expect(prediction.code.location == SourceLocation(file: "01-caja/ejercicios.md", line: 53))
    #expect(prediction.expectedOutput == "2")
    #expect(prediction.outputLocation.line == 60)
    #expect(code.folder == "contador")
    #expect(code.files.starter.path.hasSuffix("01-caja/codigo/contador/inicio.swift"))
    #expect(code.files.tests.lastPathComponent == "pruebas.swift")
    #expect(course.exercise("caja.contador")?.hints.count == 2)
  }

  /// Al crearse, el curso pone cada modelo hecho unidad en él (el recorrido lleva ya su
  /// diagrama, de otra lección); un curso creado sin ese diagrama es otro valor, sin él.
  @Test func aCourseIsPlacedOnceWhenItIsCreated() throws {
    let course = try #require(load.course)
    let walk = course.exercise("decidir.lista")?.kind.model(FlowchartWalkExercise.self)
    #expect(walk?.diagram == course.diagram("decidir"))
    #expect(walk?.diagram != nil)
    let lessons = course.lessons.map { lesson in
      var lesson = lesson
      lesson.diagrams = []
      return lesson
    }
    let without = Course(id: course.id, lessons: lessons)
    #expect(
      without.exercise("decidir.lista")?.kind.model(FlowchartWalkExercise.self)?.diagram == nil)
  }

  @Test func walkExercisesAcceptDestinationInFieldsOrSteps() throws {
    let course = try #require(load.course)
    guard let list = course.exercise("decidir.lista")?.kind.model(FlowchartWalkExercise.self),
      let notice = course.exercise("decidir.aviso")?.kind.model(FlowchartWalkExercise.self)
    else {
      Issue.record("tipos inesperados")
      return
    }
    #expect(list.diagramID == "decidir")
    #expect(list.scenario == "Dos pantallas lejanas muestran la misma lista.")
    #expect(list.steps.map(\.node) == ["Q2", "Q3"])
    #expect(list.steps.map(\.answer) == ["no", "no"])
    #expect(list.steps[1].explanation == "La lista es un dato, no un evento.")
    #expect(list.destination == "S3")
    #expect(list.destinationLocation.line == 4)
    #expect(notice.destination == "S2")
    #expect(notice.destinationLocation.line == 27)
  }

  @Test func admissionExercise() throws {
    guard let admission = load.course?.exercise("decidir.tipos")?.kind.model(AdmissionExercise.self)
    else {
      Issue.record("no es de admisión")
      return
    }
    #expect(admission.context?.code == "enum Tema: String { case claro, oscuro }")
    #expect(admission.items.map(\.verdict) == [.admitted, .refused, .hygiene])
    #expect(
      admission.items[1].declaration == "@Shared(.appStorage(\"lista\")) var lista: [Any] = []")
    #expect(admission.items[2].explanation == "Compila, pero un historial no es una preferencia.")
  }

  @Test func validCourseHasNoCrossFileProblems() {
    #expect(CourseValidator.validate(FixturePaths.validCourse).map(\.description) == [])
  }

  @Test func missingIndexIsReportedForTheFile() {
    let load = CourseLoader.load(from: FixturePaths.root.appendingPathComponent("no-existe"))
    #expect(load.course == nil)
    #expect(
      load.diagnostics.map { $0.rendered(pathPrefix: "cursos/") } == [
        "cursos/indice.txt: falta este archivo: un curso empieza por su índice, indice.txt "
          + "(ver Content/README.md)."
      ])
  }
}
