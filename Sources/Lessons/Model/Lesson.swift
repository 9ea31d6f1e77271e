import Flowchart
import Support

/// Una lección: el texto de `leccion.md` partido en secciones, sus bloques de código, sus
/// diagramas y los ejercicios de `ejercicios.md`.
public struct Lesson: Sendable, Hashable {
  /// El nombre de su carpeta (`01-shared`); identifica la lección en el curso.
  public var id: String
  /// El título (la línea `# …` de `leccion.md`).
  public var title: String
  /// El texto CommonMark entre el título y la primera sección.
  public var introduction: String
  /// Las secciones (`## …`), en orden.
  public var sections: [Section]
  /// Todos los bloques de código de la lección, en orden.
  public var codeBlocks: [CodeBlock]
  /// Los diagramas Mermaid de la lección, en orden.
  public var diagrams: [Diagram]
  /// Los ejercicios, en el orden de `ejercicios.md`.
  public var exercises: [Exercise]

  /// Crea una lección.
  public init(
    id: String, title: String, introduction: String = "", sections: [Section] = [],
    codeBlocks: [CodeBlock] = [], diagrams: [Diagram] = [], exercises: [Exercise] = []
  ) {
    self.id = id
    self.title = title
    self.introduction = introduction
    self.sections = sections
    self.codeBlocks = codeBlocks
    self.diagrams = diagrams
    self.exercises = exercises
  }

  /// La sección con ese id.
  public func section(_ id: String) -> Section? {
    sections.first { $0.id == id }
  }

  /// Los ejercicios que aparecen tras la sección `sectionID` (`nil`: los del final).
  public func exercises(after sectionID: String?) -> [Exercise] {
    exercises.filter { $0.sectionID == sectionID }
  }
}

/// Una sección de una lección: lo que va de un `## Título` al siguiente.
public struct Section: Sendable, Hashable {
  /// El título sin tildes, en minúsculas y con guiones (`por-que-no-se-puede-asignar`).
  public var id: String
  /// El título tal como se escribió.
  public var title: String
  /// El texto CommonMark de la sección, sin el encabezado.
  public var markdown: String
  /// Dónde está el encabezado.
  public var location: SourceLocation

  /// Crea una sección.
  public init(id: String, title: String, markdown: String, location: SourceLocation) {
    self.id = id
    self.title = title
    self.markdown = markdown
    self.location = location
  }
}

/// Un bloque de código delimitado con ```` ``` ```` en un archivo del curso.
public struct CodeBlock: Sendable, Hashable {
  /// Qué hace `validar` con el bloque, según su etiqueta.
  public enum Tag: Sendable, Hashable {
    /// ` ```swift `: código para leer.
    case plain
    /// ` ```swift compila `: se compila contra SharedCore.
    case compiles
    /// ` ```swift ejecutable `: se compila y se ejecuta.
    case runs
    /// ` ```swift tca `: la forma con macros de la TCA real; no se comprueba.
    case tca
    /// ` ```mermaid id=nombre `: un diagrama del curso.
    case diagram(id: String)
  }

  /// El lenguaje de la etiqueta (`swift`, `mermaid`, `text`…; vacío si no hay).
  public var language: String
  /// La etiqueta interpretada.
  public var tag: Tag
  /// El código, sin las líneas de apertura y cierre.
  public var code: String
  /// Dónde está la línea de apertura (el código empieza en la siguiente).
  public var location: SourceLocation
  /// La sección en la que está (`nil`: en la introducción).
  public var sectionID: String?

  /// Crea un bloque.
  public init(
    language: String, tag: Tag, code: String, location: SourceLocation, sectionID: String?
  ) {
    self.language = language
    self.tag = tag
    self.code = code
    self.location = location
    self.sectionID = sectionID
  }
}

/// Un diagrama de flujo del curso, con su id y su texto Mermaid.
public struct Diagram: Sendable, Hashable {
  /// El id del bloque (` ```mermaid id=nombre `), único en el curso.
  public var id: String
  /// El diagrama interpretado.
  public var flowchart: Flowchart
  /// El texto Mermaid tal como está en la lección.
  public var source: String
  /// Dónde está la línea de apertura del bloque.
  public var location: SourceLocation
  /// La lección que lo contiene.
  public var lessonID: String

  /// Crea un diagrama.
  public init(
    id: String, flowchart: Flowchart, source: String, location: SourceLocation,
    lessonID: String
  ) {
    self.id = id
    self.flowchart = flowchart
    self.source = source
    self.location = location
    self.lessonID = lessonID
  }
}
