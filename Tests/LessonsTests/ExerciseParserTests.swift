import Flowchart
import Foundation
import Support
import Testing
@testable import Lessons

/// Problemas de `ejercicios.md` que el curso de prueba con errores no cubre.
@Suite struct ExerciseParserTests {
  static func build(_ text: String) -> (exercises: [Exercise], problems: [String]) {
    var log = DiagnosticCollector(file: "e.md")
    let raws = ExerciseFileSplitter.split(text, log: &log)
    var builder = ExerciseBuilder(
      lessonID: "01-x", lessonDirectory: URL(fileURLWithPath: "/no-existe"),
      sectionIDs: ["intro"], log: log)
    let exercises = raws.compactMap { builder.build($0) }
    return (exercises, builder.log.diagnostics.map(\.description))
  }

  static let goodOptions = "### opciones\n- [x] Sí\n  > Bien.\n- [ ] No\n  > Mal.\n"

  @Test(arguments: [
    (
      "## a.b\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.",
      "e.md:1: falta el título del ejercicio: escribe «## id — título»."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\nEnunciado sin línea en blanco.\n\n### explicacion\nY.",
      "e.md:4: «Enunciado sin línea en blanco.» no es un campo «clave: valor»; deja una línea en blanco entre los campos y el enunciado."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\nrespuesta: y\n\n### explicacion\nY.",
      "e.md:4: el campo «respuesta» ya aparece en la línea 3; deja solo uno."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta:\n\n### explicacion\nY.",
      "e.md:3: el campo «respuesta» está vacío: escribe su valor tras los dos puntos."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\nseccoin: intro\n\n### explicacion\nY.",
      "e.md:4: campo desconocido «seccoin» en un ejercicio de tipo «texto». ¿Quisiste decir «seccion»?"
    ),
    (
      "## a.b — T\ntipo: eleccion\nvarias: quizá\n\n" + goodOptions,
      "e.md:3: el campo «varias» no admite «quizá»: escribe «si» o «no»."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.\n### explicacion\nZ.",
      "e.md:7: la subsección «### explicacion» ya aparece en la línea 5."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\n\n### explicacion\nY.\n### opciones\n- [x] a",
      "e.md:7: la subsección «### opciones» no pertenece a un ejercicio de tipo «texto»."
    ),
    (
      "## a.b — T\ntipo: texto\nrespuesta: x\n\n### explicacion\n",
      "e.md:5: la subsección «### explicacion» está vacía."
    ),
    (
      "## a.b — T\ntipo: eleccion\n\n### opciones\n- [x] Sola\n  > Única.",
      "e.md:4: un ejercicio de elección necesita al menos dos opciones y este tiene 1."
    ),
    (
      "## a.b — T\ntipo: eleccion\n\n### opciones\n- [x] Sí\n  > Bien.\n- No\n  > Mal.\n- [ ] Otra\n  > Mal.",
      "e.md:7: una opción empieza por «- [x] » (correcta) o «- [ ] » (incorrecta)."
    ),
    (
      "## a.b — T\ntipo: eleccion\n\n### opciones\nTexto suelto\n- [x] Sí\n  > Bien.\n- [ ] No\n  > Mal.",
      "e.md:5: en «### opciones» cada elemento es una línea que empieza por «- »."
    ),
    (
      "## a.b — T\ntipo: prediccion\n\n### codigo\nprint(1)\n### salida\n```text\n1\n```\n### explicacion\nY.",
      "e.md:4: «### codigo» debe contener un bloque «```swift»."
    ),
    (
      "## a.b — T\ntipo: prediccion\n\n### codigo\n```swift\nprint(1)\n```\n### salida\n```text\n1\n\n### explicacion\nY.",
      "e.md:9: este bloque de código no se cierra: falta la línea «```» del final."
    ),
    (
      "## a.b — T\ntipo: codigo\ncarpeta: ../fuera\n\n### pistas\n- a\n- b",
      "e.md:3: el campo «carpeta» no admite «../fuera»: escribe el nombre de una carpeta de codigo/, sin barras."
    ),
    (
      "## a.b — T\ntipo: recorrido\ndiagrama: d\n\n### escenario\nCaso.\n\n### pasos\n- Q → si\n  > Porque.",
      "e.md:1: falta el campo «destino: …» tras el encabezado del ejercicio."
    ),
    (
      "## a.b — T\ntipo: recorrido\ndiagrama: d\ndestino: S\n\n### escenario\nCaso.\n\n### pasos\n- Q → si",
      "e.md:10: el paso de «Q» no tiene explicación: añade debajo una línea «  > por qué»."
    ),
    (
      "## a.b — T\ntipo: recorrido\ndiagrama: d\ndestino: S\n\n### escenario\nCaso.\n\n### pasos\n- Q → si\n  > P.\ndestino: T",
      "e.md:12: el campo «destino» ya aparece en la línea 4; deja solo uno."
    ),
    (
      "## a.b — T\ntipo: mermaid\ndiagrama: Mal_Id\n\n### explicacion\nY.",
      "e.md:3: el id de diagrama «Mal_Id» no vale: usa minúsculas sin tildes, cifras y guiones."
    ),
    (
      "## a.b — T\ntipo: admision\n\n### declaraciones\n- @Shared var x = 1 → admitida\n  > P.",
      "e.md:5: una declaración tiene la forma «- `declaración` → veredicto»."
    ),
    (
      "## a.b — T\ntipo: admision\n\n### declaraciones\n",
      "e.md:4: la subsección «### declaraciones» está vacía."
    ),
    (
      "## a.b — T\ntipo: codigo\ncarpeta: x\n",
      "e.md:1: un ejercicio de código necesita al menos dos pistas en «### pistas» y este no tiene ninguna."
    ),
  ])
  func reportsEachProblemAtItsLine(text: String, problem: String) {
    #expect(Self.build(text).problems.contains(problem), "\(Self.build(text).problems)")
  }

  @Test func longVerdictFormsAndDoubleBackticksAreAccepted() throws {
    let text = """
      ## a.b — T
      tipo: admision

      ### declaraciones
      - ``@Shared(.appStorage("k")) var k = `x` `` → rechazada por el compilador
        > Por qué.
      - `@Shared(.appStorage("d")) var d = Data()` -> Higiene
        > Grande.
      """
    let result = Self.build(text)
    #expect(result.problems == [])
    guard let admission = result.exercises.first?.kind.model(AdmissionExercise.self) else {
      Issue.record("no es de admisión")
      return
    }
    #expect(
      admission.items.map(\.declaration) == [
        "@Shared(.appStorage(\"k\")) var k = `x`", "@Shared(.appStorage(\"d\")) var d = Data()",
      ])
    #expect(admission.items.map(\.verdict) == [.refused, .hygiene])
  }

  @Test func multiLineExplanationsAndWrappedItemsAreJoined() throws {
    let text = """
      ## a.b — T
      tipo: eleccion

      ### opciones
      - [x] Una opción
        que sigue en otra línea.
        > Primera parte
        > y segunda.
      - [ ] Otra
        > Mal.
      """
    let result = Self.build(text)
    #expect(result.problems == [])
    guard let choice = result.exercises.first?.kind.model(ChoiceExercise.self) else {
      Issue.record("no es de elección")
      return
    }
    #expect(choice.options[0].text == "Una opción que sigue en otra línea.")
    #expect(choice.options[0].explanation == "Primera parte\ny segunda.")
  }

  @Test func headingsInsideCodeBlocksAreNotExercises() {
    let text = """
      ## a.b — T
      tipo: prediccion

      ### codigo
      ```swift
      ## esto no es un ejercicio
      ### ni esto una subsección
      print(1)
      ```

      ### salida
      ```
      1
      ```

      ### explicacion
      Imprime 1.
      """
    let result = Self.build(text)
    #expect(result.problems == [])
    #expect(result.exercises.count == 1)
  }
}

@Suite struct LessonParserTests {
  static func parse(_ text: String) -> (LessonParser.Result, [String]) {
    var parser = LessonParser(lessonID: "01-x", file: "l.md")
    let result = parser.parse(text)
    return (result, parser.diagnostics.map(\.description))
  }

  @Test(arguments: [
    ("Sin título\n", "l.md:1: la primera línea de la lección debe ser «# Título de la lección»."),
    ("# T\n\n##\n", "l.md:3: encabezado «##» sin título."),
    (
      "# T\n\n```swift\nlet x = 1\n",
      "l.md:3: este bloque de código no se cierra: falta la línea «```» del final."
    ),
    (
      "# T\n\n```swift compila ejecutable\n```",
      "l.md:3: etiqueta de bloque desconocida «compila ejecutable». Las etiquetas de «swift» son «compila», «ejecutable» y «tca»."
    ),
    (
      "# T\n\n```mermaid id=Mal\nflowchart TD\nA-->B\n```",
      "l.md:3: el id de diagrama «Mal» no vale: usa minúsculas sin tildes, cifras y guiones."
    ),
    (
      "# T\n\n```mermaid id=d\nflowchart TD\n\nA --> \n```",
      "l.md:6:7: se esperaba un nodo (por ejemplo «A[texto]») y la línea se acaba."
    ),
  ])
  func reportsEachProblemAtItsLine(text: String, problem: String) {
    #expect(Self.parse(text).1 == [problem])
  }

  @Test func windowsLineEndingsAreAccepted() {
    let (result, problems) = Self.parse(
      "# T\r\n\r\n## Una\r\n\r\n```swift compila\r\nlet x = 1\r\n```\r\n")
    #expect(problems == [])
    #expect(result.title == "T")
    #expect(result.sections.map(\.id) == ["una"])
    #expect(result.codeBlocks.map(\.tag) == [.compiles])
    #expect(result.codeBlocks.first?.location.line == 5)
  }

  @Test func tildeFencesAndOtherLanguagesAreBlocks() {
    let (result, problems) = Self.parse(
      "# T\n\n~~~text\n## no es sección\n~~~\n\n````sh\necho\n````")
    #expect(problems == [])
    #expect(result.sections.isEmpty)
    #expect(result.codeBlocks.map(\.language) == ["text", "sh"])
    #expect(result.codeBlocks.map(\.tag) == [.plain, .plain])
  }
}

@Suite struct WalkRulesTests {
  static let diagram = Diagram(
    id: "d",
    flowchart: (try? FlowchartParser.parse(
      """
      flowchart TD
      I[Inicio] --> Q1[Uno]
      Q1 -->|si| Q2[Dos]
      Q1 -->|no| S1[Hoja]
      Q2 -->|a| S2[Hoja a]
      Q2 -->|b| S3[Hoja b]
      """)) ?? Flowchart(direction: .topDown, nodes: [], edges: []),
    source: "", location: SourceLocation(file: "l.md", line: 1), lessonID: "01")

  static func walk(_ steps: [(String, String)], destination: String) -> FlowchartWalkExercise {
    FlowchartWalkExercise(
      diagramID: "d", diagramLocation: SourceLocation(file: "e.md", line: 2), scenario: "",
      steps: steps.enumerated().map { index, step in
        .init(
          node: step.0, answer: step.1, explanation: "",
          location: SourceLocation(file: "e.md", line: 10 + index))
      },
      destination: destination, destinationLocation: SourceLocation(file: "e.md", line: 3))
  }

  @Test(arguments: [
    (
      [("I", "x")], "S1", "e.md:10: «x» no es una salida de «I»; sus salidas son: «(sin etiqueta)»."
    ),
    (
      [("Q1", "si")], "S2",
      "e.md:3: el recorrido se detiene en «Q2»: tiene varias salidas y ningún paso elige una."
    ),
    ([("Q9", "si")], "S2", "e.md:10: el diagrama «d» no tiene ningún nodo «Q9»."),
    ([("Q1", "si"), ("Q2", "a")], "S9", "e.md:3: el diagrama «d» no tiene ningún nodo «S9»."),
  ])
  func reportsWalkProblems(steps: [(String, String)], destination: String, problem: String) {
    let found = WalkRules.check(Self.walk(steps, destination: destination), against: Self.diagram)
    #expect(found.map(\.description) == [problem])
  }

  @Test func aCorrectWalkMayStartAnywhereAndSkipSingleExits() {
    #expect(
      WalkRules.check(
        Self.walk([("Q1", "SÍ"), ("Q2", "b")], destination: "S3"),
        against: Self.diagram
      ).isEmpty)
    #expect(
      WalkRules.check(
        Self.walk([("Q1", "no")], destination: "S1"),
        against: Self.diagram
      ).isEmpty)
  }
}
