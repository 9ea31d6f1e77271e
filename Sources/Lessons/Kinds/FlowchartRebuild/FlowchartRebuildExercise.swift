/// `mermaid`: reescribir de memoria un diagrama del curso, que se compara como grafo.
///
/// ```markdown
/// ## decidir.dibujo — El diagrama de memoria
/// tipo: mermaid
/// diagrama: compartir
///
/// ### explicacion
/// …
/// ```
///
/// No lleva clave oculta en la copia del alumno: la clave es el diagrama de la lección, que
/// la copia enseña.
public struct FlowchartRebuildExercise: ExerciseKindModel {
  public typealias Answer = FlowchartRebuildAnswer

  public static let word = "mermaid"
  public static let displayName = "mermaid"
  public static let reportName = "diagrama"
  public static let fields = ["diagrama"]
  public static let subsections = ["explicacion"]
  public static let keyFields: [String] = []
  public static let keySubsections = ["explicacion"]
  public static let hasHiddenKey = false

  /// El id del diagrama de referencia.
  public var diagramID: String
  /// Dónde está el campo `diagrama:`.
  public var diagramLocation: SourceLocation
  /// Qué enseña el diagrama (se muestra tras corregir).
  public var explanation: String
  /// El diagrama de referencia, ya en su curso (`nil` si el curso no lo tiene).
  public var diagram: Diagram?

  /// Crea un ejercicio de reconstrucción.
  public init(
    diagramID: String, diagramLocation: SourceLocation, explanation: String,
    diagram: Diagram? = nil
  ) {
    self.diagramID = diagramID
    self.diagramLocation = diagramLocation
    self.explanation = explanation
    self.diagram = diagram
  }

  /// El texto Mermaid del diagrama, como código (vacío si el curso no lo tiene).
  public var rightAnswer: String {
    diagram.map { "```text\n\($0.source)\n```" } ?? ""
  }

  /// Donde no hay una forma razonable de estimarla.
  public var randomGuessScore: Double? { nil }

  /// Sin clave oculta (`hasHiddenKey`): una clave vacía.
  public func hashedKey(exercise id: String) -> HashedKey { HashedKey(kind: Self.kindName) }

  public func isComplete(_ key: HashedKey) -> Bool { true }

  /// Con su diagrama, de cualquier lección.
  public func placed(in course: Course, exercise: Exercise) -> Self {
    var rebuild = self
    rebuild.diagram = course.diagram(diagramID)
    return rebuild
  }

  /// Un diagrama que el curso no tiene.
  public func diagnostics(in course: Course) -> [Diagnostic] {
    course.unknownDiagram(diagramID, at: diagramLocation).map { [$0] } ?? []
  }
}

/// La respuesta a un `mermaid`: el diagrama escrito.
///
/// ```json
/// { "kind": "mermaid", "text": "flowchart LR\n  A --> B" }
/// ```
public struct FlowchartRebuildAnswer: KindAnswer {
  /// El texto Mermaid.
  public var text: String

  /// Un diagrama escrito.
  public init(text: String) {
    self.text = text
  }

  public var byteCount: Int { text.utf8.count }
  public var canonical: String { "diagrama" }
}

extension RawAnswer {
  /// El diagrama escrito en Mermaid para un `mermaid`.
  public static func flowchartRebuild(mermaid: String) -> RawAnswer {
    RawAnswer(FlowchartRebuildAnswer(text: mermaid), kind: FlowchartRebuildExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `mermaid`.
  public static func flowchartRebuild(_ exercise: FlowchartRebuildExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
