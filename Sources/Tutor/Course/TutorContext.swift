import Checker
import Foundation
import Presentation
import Support
import Workspace
import Lessons

/// Lo que necesitan casi todas las órdenes: el curso cargado, el espacio de trabajo, el
/// progreso y quienes corrigen.
///
/// ```swift
/// let context = try TutorContext.load(options: invocation.options, environment: environment,
///   console: console)
/// context.outline.steps.count
/// ```
public final class TutorContext: @unchecked Sendable {
  /// El curso.
  public let course: Course
  /// El curso como fila de pasos.
  public let outline: CourseOutline
  /// El espacio de trabajo.
  public let workspace: Workspace
  /// El progreso.
  public let store: ProgressStore
  /// La tarea que sigue el espacio (`.practice` si no sigue ninguna).
  public let assignment: Assignment
  /// La corrección devuelta que guarda el espacio (`leccion revisar`), leída al cargar.
  public let handback: Handback?
  /// Quien corrige respuestas.
  public let answers: any AnswerChecking
  /// Quien comprueba los ejercicios de código (el mismo protocolo que la corrección).
  public let code: any CodeChecking
  /// Quien ejecuta fragmentos, compila declaraciones y precomprueba.
  public let snippets: any SnippetRunning
  /// El entorno.
  public let environment: TerminalEnvironment
  /// Donde se escribe.
  public let console: Console
  /// Avisos de la carga (espacio creado, progreso apartado, problemas del curso).
  public let notices: [String]

  init(
    course: Course, workspace: Workspace, store: ProgressStore, assignment: Assignment,
    answers: any AnswerChecking,
    code: any CodeChecking, snippets: any SnippetRunning, environment: TerminalEnvironment,
    console: Console, notices: [String]
  ) {
    // Cada ejercicio con variantes es la instancia de esta persona; en la copia del alumno,
    // solo quedan sus claves.
    let resolved = course.resolved(
      draw: assignment.variantDraw, student: workspace.manifest.learnerID ?? "")
    self.course = resolved
    self.outline = CourseOutline(resolved)
    self.workspace = workspace
    self.store = store
    self.assignment = assignment
    self.handback = workspace.handback()
    self.answers = answers
    self.code = code
    self.snippets = snippets
    self.environment = environment
    self.console = console
    self.notices = notices
  }

  /// Carga el curso, el espacio y el progreso según las opciones. Con `readOnly` (una orden
  /// que solo lee), un progreso que no se puede usar no se aparta: se avisa.
  public static func load(
    options: GlobalOptions, environment: TerminalEnvironment, console: Console,
    services: TutorServices = .standard, readOnly: Bool = false
  ) throws(TutorError) -> TutorContext {
    let courseDirectory = try courseDirectory(options, environment: environment)
    let (course, courseNotices) = try loadCourse(courseDirectory, environment: environment)
    let setup = try TutorError.onWorkspace { () throws(WorkspaceError) in
      try WorkspaceLocator.locate(
        explicit: options.workspaceDirectory.map(environment.absolutePath),
        shownAs: options.workspaceDirectory, course: course,
        currentDirectory: environment.currentDirectory, dataHome: environment.dataHome)
    }
    // Lo que dejó a medias una escritura interrumpida (un `kill -9`) no debe quedarse en
    // la carpeta que la persona copia o entrega.
    setup.workspace.removeLeftovers()
    let store = try TutorError.onWorkspace { () throws(WorkspaceError) in
      try ProgressStore.open(
        setup.workspace,
        recovery: ProgressRecovery(
          workspace: setup.workspace.directory, stateHome: environment.stateHome),
        readOnly: readOnly)
    }
    let assignment = try TutorError.onWorkspace { () throws(WorkspaceError) in
      try setup.workspace.assignment(course: course)
    }
    var notices = courseNotices
    if setup.created {
      notices.append(TutorNotice.workspaceCreated(path: setup.workspace.directory.path).message)
    } else if !setup.addedFiles.isEmpty {
      notices.append(TutorNotice.startersAdded(setup.addedFiles).message)
    }
    let here = environment.currentDirectory
    notices += store.backups.map {
      TutorNotice.progressBackedUp(
        backup: CoursePaths.shown($0.path, from: here), reason: $0.reason
      ).message
    }
    if let problem = store.unreadable {
      let path = CoursePaths.shown(store.url.path, from: here)
      notices.append(TutorNotice.progressUnreadable(path: path, reason: problem).message)
    }
    notices += store.recovered.map {
      TutorNotice.progressRecovered(path: $0.path, events: $0.events, saved: $0.saved).message
    }
    return TutorContext(
      course: course, workspace: setup.workspace, store: store,
      assignment: assignment ?? .practice, answers: services.answers,
      code: services.code, snippets: services.snippets, environment: environment, console: console,
      notices: notices)
  }

  /// La carpeta del curso: la de `--curso`; si no, la del curso con que `iniciar` creó el
  /// espacio (`espacio.json` la recuerda: así «cd ESPACIO && leccion» abre la copia del
  /// alumno y no el curso completo); si no, `nil` (el del proyecto).
  static func courseDirectory(
    _ options: GlobalOptions, environment: TerminalEnvironment
  ) throws(TutorError) -> String? {
    if let explicit = options.courseDirectory { return explicit }
    let found: Workspace?
    if let explicit = options.workspaceDirectory {
      found = try? Workspace.open(URL(fileURLWithPath: environment.absolutePath(explicit)))
    } else {
      found = try? WorkspaceLocator.enclosing(environment.currentDirectory)
    }
    guard let workspace = found, let recorded = workspace.manifest.coursePath else { return nil }
    guard FileManager.default.fileExists(atPath: recorded + "/indice.txt") else {
      throw .workspace(
        .workspaceCourseMissing(path: workspace.directory.path, recorded: recorded))
    }
    return recorded
  }

  /// Carga el curso de `--curso` (o el del proyecto). Un curso con problemas de formato se
  /// usa igual si tiene alguna lección, con un aviso; sin lecciones, es un error.
  static func loadCourse(
    _ explicit: String?, environment: TerminalEnvironment
  ) throws(TutorError) -> (Course, [String]) {
    let directory: URL
    do {
      directory = try CourseLocator.locate(
        explicit: explicit.map(environment.absolutePath),
        currentDirectory: URL(fileURLWithPath: environment.currentDirectory))
    } catch {
      throw .courseUnavailable(error.description)
    }
    let load = CourseLoader.load(from: directory, studentCopies: .workspace)
    let prefix = CoursePaths.displayPrefix(for: directory, from: environment.currentDirectory)
    let problems = CourseValidator.sorted(load.diagnostics)
    guard let course = load.course, !course.lessons.isEmpty else {
      let first = problems.first?.rendered(pathPrefix: prefix) ?? "\(prefix)indice.txt"
      throw .courseUnavailable(first)
    }
    guard let first = problems.first else { return (course, []) }
    let notice =
      "aviso: "
      + TutorError.courseHasProblems(
        count: problems.count, first: first.rendered(pathPrefix: prefix)
      ).message
    return (course, [notice])
  }

  /// Si se ven veredictos, explicaciones y soluciones: siempre, salvo en una tarea
  /// diferida antes de que el profesor devuelva la corrección (`leccion revisar`).
  public var showsVerdicts: Bool {
    assignment.showsVerdicts || handback != nil
  }

  /// El orden en que esta persona ve las opciones de `exercise` (barajado por alumno y
  /// ejercicio con la semilla de la tarea).
  public func optionOrder(for exercise: Exercise) -> OptionOrder? {
    assignment.optionOrder(for: exercise, student: workspace.manifest.learnerID)
  }

  /// Cómo se presenta el texto del curso, al ancho de la consola.
  public var presenter: LessonPresenter { LessonPresenter(console: console) }

  /// Los avisos que dejó la última escritura del progreso (un archivo dañado apartado).
  func takeNotices() -> [TutorNotice] {
    store.takeBackups().map {
      .progressBackedUp(
        backup: CoursePaths.shown($0.path, from: environment.currentDirectory), reason: $0.reason)
    }
  }

  /// El ejercicio `id`, o un error con la sugerencia del id más parecido.
  public func exercise(_ id: String) throws(TutorError) -> Exercise {
    if let exercise = course.exercise(id) { return exercise }
    if let retirement = course.retirement(of: id) { throw .retiredExercise(retirement.message) }
    throw .unknownExercise(
      id, suggestion: EditDistance.suggestion(for: id, among: course.exercises.map(\.id)))
  }
}

/// Las rutas del curso tal como se muestran: relativas a la carpeta actual si cuelgan de ella.
enum CoursePaths {
  static func displayPrefix(for directory: URL, from currentDirectory: String) -> String {
    let path = directory.standardizedFileURL.path
    let base = (currentDirectory as NSString).standardizingPath
    if path == base { return "" }
    if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) + "/" }
    return path + "/"
  }

  /// `path` como se muestra: relativa a la carpeta actual si cuelga de ella (más corta, y
  /// se copia igual), o entera.
  static func shown(_ path: String, from currentDirectory: String) -> String {
    let base = (currentDirectory as NSString).standardizingPath
    let full = (path as NSString).standardizingPath
    return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
  }
}
