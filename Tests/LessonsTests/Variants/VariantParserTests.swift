import Foundation
import Testing

@testable import Lessons

/// Versiones (`## id@nombre`) y parámetros (`### parametros`): lo que se lee y cada error en
/// su `archivo:línea`, palabra por palabra.
@Suite struct VariantParserTests {
  static func build(_ text: String) -> (exercises: [Exercise], problems: [String]) {
    var log = DiagnosticCollector(file: "e.md")
    let raws = ExerciseFileSplitter.split(text, log: &log)
    var builder = ExerciseBuilder(
      lessonID: "01-x", lessonDirectory: URL(fileURLWithPath: "/no-existe"),
      sectionIDs: ["intro"], log: log)
    let groups = ExerciseBuilder.group(raws, log: &builder.log)
    let exercises = groups.compactMap { builder.build(group: $0) }
    return (exercises, builder.log.diagnostics.map(\.description))
  }

  static let prediction = """
    ## a.suma — Suma
    tipo: prediccion

    ¿Qué imprime con {{nombre}}?

    ### parametros
    - a: 2...4
    - nombre: Ada | Grace

    ### codigo
    ```swift
    print("{{nombre}}", {{a}} + 1)
    ```

    ### explicacion
    Suma uno.
    """

  @Test func parametersExpandIntoInstancesWithComputedOutput() throws {
    let (exercises, problems) = Self.build(Self.prediction)
    #expect(problems == [])
    let variants = try #require(exercises.first?.variants)
    #expect(variants.instances.count == 6)
    #expect(variants.instanceID(0) == "a=2, nombre=Ada")
    #expect(variants.instanceID(5) == "a=4, nombre=Grace")
    #expect(variants.instances.allSatisfy { $0.output == .toCompute })
    guard let last = variants.instances[5].kind.model(PredictionExercise.self) else {
      Issue.record("no es una predicción")
      return
    }
    #expect(last.code.code == "print(\"Grace\", 4 + 1)")
    #expect(last.expectedOutput == "")
    #expect(variants.instances[5].prompt == "¿Qué imprime con Grace?")
  }

  /// La salida de una instancia pasa de «por calcular» a «calculada» al llenarla, también
  /// vacía (un fragmento que no imprime nada); la de una instancia sin salida calculada no
  /// cambia de estado.
  @Test func fillingAnOutputMarksItComputedEvenWhenEmpty() throws {
    let (exercises, _) = Self.build(Self.prediction)
    let exercise = try #require(exercises.first)
    let variants = try #require(exercise.variants)
    let course = Course(
      id: "c", title: "C", directory: URL(fileURLWithPath: "/"),
      lessons: [Lesson(id: exercise.lessonID, title: "L", exercises: [exercise])])
    let filled = course.filling(outputs: [exercise.id: [variants.instanceID(0): ""]])
    let instances = try #require(filled.exercise(exercise.id)?.variants?.instances)
    #expect(instances.map(\.output) == [.computed] + Array(repeating: .toCompute, count: 5))
    #expect(instances.allSatisfy { $0.computesOutput })
    var written = instances[1]
    written.output = .written
    #expect(!written.computesOutput)
  }

  static let pool = """
    ## a.pool — Primera
    tipo: eleccion

    ¿Uno?

    ### opciones
    - [x] {#si} Sí
      > Bien.
    - [ ] {#no} No
      > Mal.

    ## a.pool@otra — Segunda
    tipo: eleccion

    ¿Dos?

    ### opciones
    - [ ] {#si} Sí
      > Mal.
    - [x] {#no} No
      > Bien.
    """

  @Test func versionsFormOnePoolWithOneID() throws {
    let (exercises, problems) = Self.build(Self.pool)
    #expect(problems == [])
    #expect(exercises.map(\.id) == ["a.pool"])
    let variants = try #require(exercises.first?.variants)
    #expect(variants.versions == ["base", "otra"])
    #expect((0..<2).map(variants.instanceID) == ["base", "otra"])
    let second = exercises[0].instance(1)
    #expect(second.prompt == "¿Dos?")
    #expect(second.title == "Segunda")
    #expect(second.chosenInstanceID == "otra")
    guard let choice = second.kind.model(ChoiceExercise.self) else {
      Issue.record("no es una elección")
      return
    }
    #expect(choice.options.filter(\.isCorrect).map(\.id) == ["no"])
  }

  @Test(arguments: [
    (
      "- a 2...9",
      "e.md:8: la línea «- a 2...9» de «### parametros» no es «- nombre: 2...9» "
        + "(enteros, los dos extremos incluidos) ni «- nombre: uno | otro»."
    ),
    (
      "- 1a: 2...9",
      "e.md:8: el nombre de parámetro «1a» no vale: usa letras sin tildes, "
        + "cifras y «_», empezando por una letra."
    ),
    (
      "- a: 3...3",
      "e.md:8: el parámetro «a» necesita al menos dos valores distintos (por ejemplo «2...9» o "
        + "«uno | otro»)."
    ),
    (
      "- a: x | x",
      "e.md:8: el parámetro «a» necesita al menos dos valores distintos (por ejemplo «2...9» o "
        + "«uno | otro»)."
    ),
    (
      "- a: 1...70",
      "e.md:1: el ejercicio tendría 70 instancias y el máximo es 64: acorta los rangos o quita "
        + "un parámetro."
    ),
    (
      "- a: 1...2\n- a: 3...4",
      "e.md:9: el parámetro «a» ya se declaró en la línea 8; deja solo uno."
    ),
    (
      "- a: 1...2\n- b: 3...4",
      "e.md:9: el parámetro «b» no aparece en el ejercicio: úsalo como «{{b}}» o quítalo."
    ),
  ])
  func parameterProblems(declaration: String, message: String) {
    let text = """
      ## a.suma — Suma
      tipo: texto
      respuesta: {{a}}

      ¿Cuánto?

      ### parametros
      \(declaration)

      ### explicacion
      Porque sí.
      """
    #expect(Self.build(text).problems.contains(message))
  }

  @Test(arguments: [
    (
      "## a.suma — Suma\ntipo: texto\nrespuesta: {{b}}\n\n¿{{a}}?\n\n### parametros\n- a: 1...2\n\n### explicacion\nY.",
      "e.md:3: «{{b}}» no es ningún parámetro de «### parametros» de esta versión."
    ),
    (
      "## a.p — P\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.\n\n## a.p@Otra — Q\ntipo: texto\nrespuesta: y\n\n### explicacion\nZ.",
      "e.md:8: la versión «Otra» no vale: tras «@» van minúsculas sin tildes, cifras y guiones."
    ),
    (
      "## a.p@b — P\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.\n\n## a.p@b — Q\ntipo: texto\nrespuesta: y\n\n### explicacion\nZ.",
      "e.md:8: la versión «b» ya está en la línea 1; cada versión tiene su nombre."
    ),
    (
      "## a.p — P\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.\n\n## a.p@b — Q\ntipo: eleccion\n\n"
        + "### opciones\n- [x] Sí\n  > Bien.\n- [ ] No\n  > Mal.",
      "e.md:9: la versión «b» es de tipo «eleccion» y la primera es de tipo «texto»: todas las "
        + "versiones de un ejercicio son del mismo tipo."
    ),
    (
      "## a.p — P\ntipo: prediccion\n\n### parametros\n- a: 1...2\n\n### codigo\n```swift\nprint({{a}})\n```\n\n"
        + "### salida\n```text\n1\n```\n\n### explicacion\nY.",
      "e.md:12: una predicción con parámetros no lleva «### salida»: la salida de cada instancia "
        + "se calcula ejecutándola en el motor."
    ),
  ])
  func placeholderAndVersionProblems(text: String, message: String) {
    #expect(Self.build(text).problems.contains(message))
  }

  @Test func aProblemInTheCommonTextIsReportedOnce() {
    let text = """
      ## a.suma — Suma
      tipo: texto
      respuesta: {{a}}
      rara: 1

      ¿Cuánto?

      ### parametros
      - a: 1...5

      ### explicacion
      Porque sí.
      """
    let problems = Self.build(text).problems
    #expect(problems.filter { $0.hasPrefix("e.md:4:") }.count == 1)
  }

  @Test func swiftBracesWithoutParametersAreLeftAlone() {
    let text = """
      ## a.p — P
      tipo: texto
      respuesta: x

      `{{ $0 }}` y `{{a}}` sin parámetros no son nada.

      ### explicacion
      Y.
      """
    let (exercises, problems) = Self.build(text)
    #expect(problems == [])
    #expect(exercises.first?.variants == nil)
  }
}
