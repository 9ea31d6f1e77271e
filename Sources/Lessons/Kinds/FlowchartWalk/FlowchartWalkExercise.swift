import Flowchart
import Support

/// `recorrido`: un escenario y el camino correcto por un diagrama de decisión del curso.
///
/// ```markdown
/// ## decidir.lista — La lista de la compra
/// tipo: recorrido
/// diagrama: compartir
///
/// ### escenario
/// …
///
/// ### pasos
/// - Q1 -> no
///   > Solo la lista lo lee.
/// - destino: S2
/// ```
public struct FlowchartWalkExercise: ExerciseKindModel {
  public typealias Answer = FlowchartWalkAnswer

  /// Un paso: en la pregunta `node`, la salida correcta es `answer`, por `explanation`.
  public struct Step: Sendable, Hashable {
    /// El id del nodo (la pregunta).
    public var node: String
    /// La etiqueta de la arista correcta.
    public var answer: String
    /// Por qué es esa la salida en este escenario.
    public var explanation: String
    /// Dónde está el paso.
    public var location: SourceLocation

    /// Crea un paso.
    public init(node: String, answer: String, explanation: String, location: SourceLocation) {
      self.node = node
      self.answer = answer
      self.explanation = explanation
      self.location = location
    }
  }

  public static let word = "recorrido"
  public static let displayName = "recorrido"
  public static let hasAnswerDistribution = true
  public static let fields = ["diagrama", "destino"]
  public static let subsections = ["escenario", "pasos"]
  public static let keyFields = ["destino"]
  public static let keySubsections = ["pasos"]

  /// El id del diagrama que se recorre.
  public var diagramID: String
  /// Dónde está el campo `diagrama:`.
  public var diagramLocation: SourceLocation
  /// El caso, en CommonMark.
  public var scenario: String
  /// Las respuestas correctas, pregunta a pregunta. En la copia del alumno, un paso de
  /// relleno por cada uno que oculta su clave, y el primero con el nodo donde empieza.
  public var steps: [Step]
  /// El id de la hoja a la que se llega.
  public var destination: String
  /// Dónde se declara el destino.
  public var destinationLocation: SourceLocation
  /// El diagrama que se recorre, ya en su curso (`nil` si el curso no lo tiene).
  public var diagram: Diagram?

  /// Crea un recorrido.
  public init(
    diagramID: String, diagramLocation: SourceLocation, scenario: String, steps: [Step],
    destination: String, destinationLocation: SourceLocation, diagram: Diagram? = nil
  ) {
    self.diagramID = diagramID
    self.diagramLocation = diagramLocation
    self.scenario = scenario
    self.steps = steps
    self.destination = destination
    self.destinationLocation = destinationLocation
    self.diagram = diagram
  }

  /// Las preguntas con la salida correcta, numeradas, y el destino.
  public var rightAnswer: String {
    let chart = diagram?.flowchart
    var lines = steps.enumerated().map { index, step in
      "\(index + 1). \(chart?.label(of: step.node) ?? step.node) → \(step.answer)"
    }
    lines.append("")
    lines.append("Destino: \(chart?.label(of: destination) ?? destination)")
    return lines.joined(separator: "\n")
  }

  /// El porqué de cada paso que lo tiene, numerado.
  public var explanation: String {
    steps.enumerated().filter { !$0.element.explanation.isEmpty }
      .map { "\($0.offset + 1). \($0.element.explanation)" }.joined(separator: "\n")
  }

  /// Donde Moodle no la estima: no hay una forma razonable de hacerlo.
  public var randomGuessScore: Double? { nil }

  /// El nodo donde empieza y, por cada paso, una sal, el resumen de su nodo y el de su
  /// salida (`start` y `steps` de la clave, como desde el formato 1 de la copia).
  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    key.start = steps.first?.node
    key.steps = steps.enumerated().map { position, step in
      let salt = KeyHash.newSalt()
      return HashedStep(
        salt: salt, node: Self.nodeHash(salt: salt, exercise: id, position, step.node),
        branch: Self.branchHash(salt: salt, exercise: id, position, step.node, step.answer))
    }
    return key
  }

  public func isComplete(_ key: HashedKey) -> Bool { !(key.steps ?? []).isEmpty }

  /// En `diferida`, solo el nodo donde empieza: la primera pregunta no es clave.
  public func deferredKey(exercise id: String) -> HashedKey? {
    var key = HashedKey(kind: Self.kindName)
    key.start = steps.first?.node
    return key
  }

  public func copyProblem(_ key: HashedKey?, mode: StudentCopy.Mode) -> String? {
    key?.start == nil ? "no dice dónde empieza el recorrido" : nil
  }

  /// El resumen del nodo del paso `index`.
  public static func nodeHash(
    salt: String, exercise: String, _ index: Int, _ node: String
  ) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["nodo", String(index), node])
  }

  /// El resumen de la salida `label` del nodo `node` en el paso `index`.
  public static func branchHash(
    salt: String, exercise: String, _ index: Int, _ node: String, _ label: String?
  ) -> String {
    KeyHash.of(
      salt: salt, exercise: exercise, ["rama", String(index), node, Flowchart.labelKey(label)])
  }
}

/// La respuesta a un `recorrido`: la salida elegida en cada pregunta, en orden.
///
/// ```json
/// { "kind": "recorrido", "path": ["no", "si"] }
/// ```
public struct FlowchartWalkAnswer: KindAnswer {
  /// Las salidas elegidas, pregunta a pregunta.
  public var path: [String]

  /// Un recorrido por las salidas `path`.
  public init(path: [String]) {
    self.path = path
  }

  public var byteCount: Int { path.reduce(0) { $0 + $1.utf8.count + 1 } }
  public var canonical: String { path.map(TextFolding.fold).joined(separator: ">") }
}

extension RawAnswer {
  /// Las salidas elegidas en cada pregunta de un `recorrido`, en orden.
  public static func flowchartWalk(path: [String]) -> RawAnswer {
    RawAnswer(FlowchartWalkAnswer(path: path), kind: FlowchartWalkExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `recorrido`.
  public static func flowchartWalk(_ exercise: FlowchartWalkExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
