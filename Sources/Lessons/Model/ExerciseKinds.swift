import Foundation

/// `codigo`: un ejercicio al estilo rustlings en `codigo/<carpeta>/`.
public struct CodeExercise: Sendable, Hashable {
  /// El nombre de la carpeta dentro de `codigo/`.
  public var folder: String
  /// Los tres archivos del ejercicio.
  public var files: CodeExerciseFiles
  /// Dónde está el campo `carpeta:`.
  public var location: SourceLocation

  /// Crea un ejercicio de código.
  public init(folder: String, files: CodeExerciseFiles, location: SourceLocation) {
    self.folder = folder
    self.files = files
    self.location = location
  }
}

/// Los archivos de un ejercicio de código (se leen cuando hacen falta, no al cargar).
public struct CodeExerciseFiles: Sendable, Hashable {
  /// `inicio.swift`: lo que edita la persona.
  public var starter: URL
  /// `solucion.swift`: una solución que pasa.
  public var solution: URL
  /// `pruebas.swift`: las pruebas ocultas.
  public var tests: URL

  /// Los archivos de la carpeta `directory`.
  public init(directory: URL) {
    let path = directory.path
    starter = URL(fileURLWithPath: path + "/inicio.swift", isDirectory: false)
    solution = URL(fileURLWithPath: path + "/solucion.swift", isDirectory: false)
    tests = URL(fileURLWithPath: path + "/pruebas.swift", isDirectory: false)
  }
}

/// `recorrido`: un escenario y el camino correcto por un diagrama de decisión.
public struct FlowchartWalkExercise: Sendable, Hashable {
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

  /// El id del diagrama que se recorre.
  public var diagramID: String
  /// Dónde está el campo `diagrama:`.
  public var diagramLocation: SourceLocation
  /// El caso, en CommonMark.
  public var scenario: String
  /// Las respuestas correctas, pregunta a pregunta.
  public var steps: [Step]
  /// El id de la hoja a la que se llega.
  public var destination: String
  /// Dónde se declara el destino.
  public var destinationLocation: SourceLocation

  /// Crea un recorrido.
  public init(
    diagramID: String, diagramLocation: SourceLocation, scenario: String, steps: [Step],
    destination: String, destinationLocation: SourceLocation
  ) {
    self.diagramID = diagramID
    self.diagramLocation = diagramLocation
    self.scenario = scenario
    self.steps = steps
    self.destination = destination
    self.destinationLocation = destinationLocation
  }
}

/// `mermaid`: reescribir de memoria un diagrama del curso.
public struct FlowchartRebuildExercise: Sendable, Hashable {
  /// El id del diagrama de referencia.
  public var diagramID: String
  /// Dónde está el campo `diagrama:`.
  public var diagramLocation: SourceLocation
  /// Qué enseña el diagrama (se muestra tras corregir).
  public var explanation: String

  /// Crea un ejercicio de reconstrucción.
  public init(diagramID: String, diagramLocation: SourceLocation, explanation: String) {
    self.diagramID = diagramID
    self.diagramLocation = diagramLocation
    self.explanation = explanation
  }
}

/// `admision`: declaraciones `@Shared(.appStorage(…))` que se clasifican.
public struct AdmissionExercise: Sendable, Hashable {
  /// Una declaración y su veredicto.
  public struct Item: Sendable, Hashable {
    /// La declaración, tal como se compilaría.
    public var declaration: String
    /// El veredicto correcto.
    public var verdict: AdmissionVerdict
    /// Por qué.
    public var explanation: String
    /// Dónde está.
    public var location: SourceLocation

    /// Crea una declaración.
    public init(
      declaration: String, verdict: AdmissionVerdict, explanation: String,
      location: SourceLocation
    ) {
      self.declaration = declaration
      self.verdict = verdict
      self.explanation = explanation
      self.location = location
    }
  }

  /// Tipos que usan las declaraciones (` ```swift ` en `### contexto`).
  public var context: CodeSnippet?
  /// Las declaraciones, en orden.
  public var items: [Item]

  /// Crea un ejercicio de admisión.
  public init(context: CodeSnippet?, items: [Item]) {
    self.context = context
    self.items = items
  }
}

/// Qué pasa con una declaración `appStorage`.
public enum AdmissionVerdict: String, Sendable, Hashable, CaseIterable, Codable {
  /// Compila y es un uso correcto.
  case admitted = "admitida"
  /// No compila: el tipo no es de los que admite `appStorage`.
  case refused = "rechazada"
  /// Compila, pero va contra la regla de higiene (datos grandes en las preferencias).
  case hygiene = "higiene"
}
