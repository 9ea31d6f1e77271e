import Flowchart
import Foundation
import Lessons
import Support
import Testing

@testable import Checker

/// Reconstruir el diagrama de decisión de «Cuándo compartir» con otras palabras: los nodos
/// se emparejan por lo que dicen y por su sitio en el grafo, y la nota es sobre las nueve
/// aristas del curso.
///
/// El diagrama del curso es una copia fija (`Fixtures/diagramas/decision-curso.mmd`) del de
/// `Content/05-cuando-compartir/leccion.md`, para que los mensajes exactos no dependan de
/// cómo se redacte la lección; `realCourseAcceptsTheSourceWordingAndAParaphrase` prueba el
/// de verdad.
@Suite struct FlowchartRebuildMeaningTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/diagramas")
  static let courseText =
    (try? String(
      contentsOf: fixtures.appendingPathComponent("decision-curso.mmd"), encoding: .utf8)) ?? ""
  /// El mismo diagrama con las palabras de la lección de origen.
  static let sourceText =
    (try? String(
      contentsOf: fixtures.appendingPathComponent("cuando-compartir.mmd"), encoding: .utf8)) ?? ""
  static let course = FlowchartDiffTests.parse(courseText)
  static let exercise = FlowchartRebuildExercise(
    diagramID: "decision", diagramLocation: SourceLocation(file: nil, line: 1),
    explanation: "Cada pregunta descarta una forma de compartir más barata.")

  static func check(_ answer: String, against reference: Flowchart = course) -> Verdict {
    FlowchartRebuildChecker.check(exercise, reference: reference, answer: answer)
  }

  /// `courseText` con `old` cambiado por `new`.
  static func course(replacing old: String, with new: String) -> String {
    courseText.replacingOccurrences(of: old, with: new)
  }

  static let paraphrase = """
    flowchart LR
    a[Dos pantallas quieren el mismo dato] --> b{¿Tienen un ancestro común cerca?}
    b -->|Sí| c[El estado vive en el padre, repartido con Scope]
    b -->|No| d{¿Es un dato o un evento?}
    d -->|Es un evento| e[Delegate al ancestro]
    d -->|Es un dato| f{¿Lo gestiona un sistema externo?}
    f -->|sí| g[Una dependencia con API propia]
    f -->|no| h{¿Tiene una identidad propia en el dominio?}
    h -->|no| i[Cada feature lo modela por separado, no se comparte]
    h -->|sí| j[@Shared en la raíz, con un único escritor]
    """

  @Test func theCourseHasNineEdges() {
    #expect(Self.course.edges.count == 9)
    #expect(Self.course.nodes.count == 10)
  }

  @Test func theSourceWordingIsCorrect() {
    let verdict = Self.check(Self.sourceText)
    #expect(verdict.outcome == .passed)
    #expect(
      verdict.findings == [
        "Correcto.", "Aristas correctas: 9 de 9.",
        "Cada pregunta descarta una forma de compartir más barata.",
      ])
    #expect(verdict.score == Score(earned: 9, possible: 9))
  }

  @Test func theIssueExamplesMatchTheirNodes() {
    let learner = Self.course(
      replacing: "INICIO[Dos features, un mismo dato] --> ANCESTRO[¿Ancestro común cercano?]",
      with:
        "INICIO[Dos features necesitan el mismo dato] --> ANCESTRO[¿Hay ancestro común cercano?]"
    )
    let diff = FlowchartDiff.compare(FlowchartDiffTests.parse(learner), with: Self.course)
    #expect(diff.isExactMatch)
    #expect(diff.matches["INICIO"] == "INICIO" && diff.matches["ANCESTRO"] == "ANCESTRO")
  }

  @Test func aParaphraseOfEveryNodeIsCorrect() {
    let verdict = Self.check(Self.paraphrase)
    #expect(verdict.outcome == .passed)
    #expect(verdict.score == Score(earned: 9, possible: 9))
    let diff = FlowchartDiff.compare(FlowchartDiffTests.parse(Self.paraphrase), with: Self.course)
    #expect(
      diff.matches == [
        "a": "INICIO", "b": "ANCESTRO", "c": "PADRE", "d": "NATURALEZA", "e": "DELEGATE",
        "f": "EXTERNO", "g": "DEPENDENCIA", "h": "IDENTIDAD", "i": "SEPARADO", "j": "RAIZ",
      ])
  }

  @Test func renamedIDsDoNotMatter() {
    var learner = Self.courseText
    for (index, node) in Self.course.nodes.enumerated() {
      learner = learner.replacingOccurrences(of: node.id, with: "n\(index)")
    }
    #expect(Self.check(learner).outcome == .passed)
  }

  @Test func theTableIDsAloneAreEnough() {
    let learner = """
      flowchart TD
      INICIO --> ANCESTRO
      ANCESTRO -->|sí| PADRE
      ANCESTRO -->|no| NATURALEZA
      NATURALEZA -->|evento| DELEGATE
      NATURALEZA -->|dato| EXTERNO
      EXTERNO -->|sí| DEPENDENCIA
      EXTERNO -->|no| IDENTIDAD
      IDENTIDAD -->|no| SEPARADO
      IDENTIDAD -->|sí| RAIZ
      """
    #expect(Self.check(learner).outcome == .passed)
  }

  @Test func aLooseWordingIsAlmostAndSaysHowEachNodeWasUnderstood() {
    let learner = """
      flowchart TD
      a[Dos pantallas usan la misma información] --> b{¿Tienen un antepasado común?}
      b -->|sí| c[Subir el estado al padre]
      b -->|no| d{¿Qué viaja: un dato o un evento?}
      d -->|evento| e[El hijo manda una acción delegate]
      d -->|dato| f{¿Es de un sistema de fuera?}
      f -->|sí| g[Dependencia con su API]
      f -->|no| h{¿Tiene identidad única?}
      h -->|no| i[Cada una lo modela por su cuenta]
      h -->|sí| j[Shared creado en la raíz, un escritor]
      """
    let verdict = Self.check(learner)
    #expect(verdict.outcome == .almost)
    #expect(
      verdict.findings == [
        "Casi: el grafo es el del curso, pero algún nodo se parece poco al suyo.",
        "El nodo «Dos pantallas usan la misma información» (línea 2) se ha entendido como «Dos features, un mismo dato», pero se parece poco: si es ese, dilo más claro.",
        "El nodo «¿Tienen un antepasado común?» (línea 2) se ha entendido como «¿Ancestro común cercano?», pero se parece poco: si es ese, dilo más claro.",
        "El nodo «¿Es de un sistema de fuera?» (línea 6) se ha entendido como «¿Pertenece a un sistema externo?», pero se parece poco: si es ese, dilo más claro.",
        "El nodo «Cada una lo modela por su cuenta» (línea 9) se ha entendido como «Modelar por separado, sin compartir», pero se parece poco: si es ese, dilo más claro.",
        "Aristas correctas: 9 de 9.",
      ])
    #expect(verdict.score == Score(earned: 9, possible: 9))
  }

  @Test func twoSwappedEdgesScoreSevenOfNineAndAreNamed() {
    let verdict = Self.check(
      """
      flowchart TD
        INICIO[Dos features, un mismo dato] --> ANCESTRO[¿Ancestro común cercano?]
        ANCESTRO -->|sí| PADRE[Estado en el padre y Scope]
        ANCESTRO -->|no| NATURALEZA[¿Dato o evento?]
        NATURALEZA -->|evento| DELEGATE[Acción delegate hacia el ancestro]
        NATURALEZA -->|dato| EXTERNO[¿Pertenece a un sistema externo?]
        EXTERNO -->|sí| RAIZ[Shared en la raíz con un solo escritor]
        EXTERNO -->|no| IDENTIDAD[¿Identidad única en el dominio?]
        IDENTIDAD -->|no| SEPARADO[Modelar por separado, sin compartir]
        IDENTIDAD -->|sí| DEPENDENCIA[Dependencia con su propia API]
      """)
    #expect(verdict.outcome == .failed)
    #expect(
      verdict.findings == [
        "Las aristas «¿Pertenece a un sistema externo?» → «Dependencia con su propia API» y «¿Identidad única en el dominio?» → «Shared en la raíz con un solo escritor» tienen los destinos cambiados: has dibujado «¿Pertenece a un sistema externo?» → «Shared en la raíz con un solo escritor» y «¿Identidad única en el dominio?» → «Dependencia con su propia API».",
        "Aristas correctas: 7 de 9.",
      ])
    #expect(verdict.score == Score(earned: 7, possible: 9))
  }

  @Test func swappedYesAndNoAreOneFinding() {
    let learner = Self.course(replacing: "ANCESTRO -->|sí| PADRE", with: "ANCESTRO -->|no| PADRE")
      .replacingOccurrences(of: "ANCESTRO -->|no| NATURALEZA", with: "ANCESTRO -->|sí| NATURALEZA")
    let verdict = Self.check(learner)
    #expect(
      verdict.findings == [
        "Las salidas de «¿Ancestro común cercano?» tienen las etiquetas cambiadas: «sí» va a «Estado en el padre y Scope» y «no» a «¿Dato o evento?».",
        "Aristas correctas: 7 de 9.",
      ])
    #expect(verdict.score == Score(earned: 7, possible: 9))
  }

  @Test func aForeignNodeIsUnknown() {
    let learner = Self.course(
      replacing: "RAIZ[Shared en la raíz con un solo escritor]",
      with: "X[Un singleton global con UserDefaults]")
    let verdict = Self.check(learner)
    #expect(verdict.outcome == .failed)
    #expect(
      verdict.findings == [
        "El nodo «Un singleton global con UserDefaults» (línea 10) es desconocido: no se parece a ningún nodo del diagrama del curso.",
        "Falta la arista «¿Identidad única en el dominio?» → «Shared en la raíz con un solo escritor» (con la etiqueta «sí»).",
        "Aristas correctas: 8 de 9.",
      ])
  }

  @Test func aNegatedWordIsNotTheSameNode() {
    // «compartido» no es «sin compartir»: el nodo no se parece a «Modelar por separado».
    let learner = Self.course(
      replacing: "SEPARADO[Modelar por separado, sin compartir]",
      with: "SEPARADO[Usar un singleton compartido]"
    ).replacingOccurrences(of: "PADRE[Estado en el padre y Scope]", with: "PADRE[Estado global]")
    #expect(
      Self.check(learner).findings == [
        "El nodo «Estado global» (línea 3) se ha entendido como «Estado en el padre y Scope», pero se parece poco: si es ese, dilo más claro.",
        "El nodo «Usar un singleton compartido» (línea 9) es desconocido: no se parece a ningún nodo del diagrama del curso.",
        "Falta la arista «¿Identidad única en el dominio?» → «Modelar por separado, sin compartir» (con la etiqueta «no»).",
        "Aristas correctas: 8 de 9.",
      ])
  }

  @Test func aRepeatedNodeAndExtraEdgesCostOneEach() {
    let learner =
      Self.courseText + """

          RAIZ --> INICIO
          PADRE --> RAIZ
          B[¿Dato o evento] --> RAIZ
        """
    let verdict = Self.check(learner)
    #expect(
      verdict.findings == [
        "El nodo «¿Dato o evento» (línea 16) dice lo mismo que «¿Dato o evento?» (línea 4): en el diagrama es un solo nodo; usa el mismo id.",
        "Sobra la arista «Shared en la raíz con un solo escritor» → «Dos features, un mismo dato»: no está en el diagrama del curso.",
        "Sobra la arista «Estado en el padre y Scope» → «Shared en la raíz con un solo escritor»: no está en el diagrama del curso.",
        "Sobra la arista «¿Dato o evento?» → «Shared en la raíz con un solo escritor»: no está en el diagrama del curso.",
        "Aristas correctas: 9 de 9; has dibujado 3 de más y cada una resta una: cuentan 6 de 9.",
      ])
    #expect(verdict.score == Score(earned: 6, possible: 9))
  }

  @Test func drawingEveryPossibleEdgeScoresNothing() {
    let ids = Self.course.nodes.map(\.id)
    var lines = ["flowchart TD"] + Self.course.nodes.map { "\($0.id)[\($0.label)]" }
    for from in ids {
      for to in ids where to != from {
        lines += ["\(from) -->|sí| \(to)", "\(from) -->|no| \(to)", "\(from) --> \(to)"]
      }
    }
    lines += ["NATURALEZA -->|dato| EXTERNO", "NATURALEZA -->|evento| DELEGATE"]
    let verdict = Self.check(lines.joined(separator: "\n"))
    #expect(verdict.outcome == .failed)
    #expect(verdict.score == Score(earned: 0, possible: 9))
    #expect(
      verdict.findings.last
        == "Aristas correctas: 9 de 9; has dibujado 263 de más y cada una resta una: cuentan 0 de 9."
    )
  }

  @Test func anEmptyDiagramOrASingleNode() {
    #expect(
      Self.check("flowchart TD\n").findings == ["Línea 2: el diagrama no tiene nodos ni aristas."])
    let one = Self.check("flowchart TD\nA[Dos features, un mismo dato]")
    #expect(one.outcome == .failed)
    #expect(
      one.findings == [
        "Tu diagrama no tiene ninguna arista y el del curso tiene 9: une los nodos con «-->».",
        "Aristas correctas: 0 de 9.",
      ])
    #expect(one.score == Score(earned: 0, possible: 9))
  }

  /// Un diagrama hostil: cientos de nodos con palabras del curso y más de mil aristas. Se
  /// corrige entero y el trabajo del emparejamiento crece en proporción, no más.
  @Test func hundredsOfNodesStayProportional() throws {
    func hostile(_ count: Int) -> String {
      var random = DiagramRandom(state: 7)
      let words = "dato evento ancestro padre raiz shared estado caja singleton vista accion"
        .split(separator: " ")
      var lines = ["flowchart TD"]
      for index in 0..<count {
        let label = (0..<3).map { _ in String(words[random.next(words.count)]) }
        lines.append("N\(index)[\(label.joined(separator: " ")) \(index)]")
      }
      for _ in 0..<(count * 3) {
        let label = ["sí", "no", "dato"][random.next(3)]
        lines.append("N\(random.next(count)) -->|\(label)| N\(random.next(count))")
      }
      return lines.joined(separator: "\n")
    }
    let small = try FlowchartParser.parse(hostile(300))
    let large = try FlowchartParser.parse(hostile(600))
    let smallWork = NodeMatching(learner: small, reference: Self.course).work
    let largeWork = NodeMatching(learner: large, reference: Self.course).work
    #expect(largeWork <= smallWork * 5 / 2, "\(smallWork) → \(largeWork)")
    #expect(largeWork <= 40 * (large.nodes.count + large.edges.count))
    let verdict = Self.check(hostile(600))
    #expect(verdict.outcome == .failed)
    #expect(verdict.score == Score(earned: 0, possible: 9))
    #expect(verdict.findings.count > 600)
  }

  @Test func everyCourseDiagramMatchesItselfAndItsShuffledCopy() throws {
    let course = try #require(CourseLoader.load(from: StudentCopyFixture.content).course)
    let diagrams = course.lessons.flatMap(\.diagrams)
    #expect(diagrams.count >= 5)
    for diagram in diagrams {
      let chart = diagram.flowchart
      let itself = FlowchartDiff.compare(chart, with: chart)
      #expect(itself.isExactMatch, "\(diagram.id)")
      #expect(itself.score.earned == itself.score.possible, "\(diagram.id)")
      var renamed = Flowchart(direction: .leftRight, nodes: [], edges: [])
      let ids = Dictionary(
        uniqueKeysWithValues: chart.nodes.enumerated().map { ($1.id, "z\($0)") })
      renamed.nodes = chart.nodes.reversed().map {
        .init(id: ids[$0.id] ?? $0.id, label: $0.label, line: $0.line)
      }
      renamed.edges = chart.edges.reversed().map {
        .init(from: ids[$0.from] ?? $0.from, to: ids[$0.to] ?? $0.to, label: $0.label, line: 1)
      }
      #expect(FlowchartDiff.compare(renamed, with: chart).isExactMatch, "\(diagram.id)")
    }
  }

  /// El diagrama de verdad de la lección 5: con las palabras de la lección de origen y con
  /// otras, es correcto.
  @Test func realCourseAcceptsTheSourceWordingAndAParaphrase() throws {
    let course = try #require(CourseLoader.load(from: StudentCopyFixture.content).course)
    let chart = try #require(course.diagram("decision")).flowchart
    #expect(chart.edges.count == 9)
    for answer in [Self.sourceText, Self.paraphrase] {
      let verdict = Self.check(answer, against: chart)
      #expect(verdict.outcome == .passed, "\(verdict.findings)")
      #expect(verdict.score == Score(earned: 9, possible: 9))
    }
  }
}

/// Un generador congruencial: los mismos números en cada ejecución.
struct DiagramRandom {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
