import Checker
import Foundation
import Presentation
import Workspace
import Lessons

/// `leccion iniciar [DIR] [--alumno ID]`.
enum InitCommand {
  static func run(
    directory: String?, learnerID: String?, assignment assignmentPath: String? = nil,
    options: GlobalOptions, environment: TerminalEnvironment, console: Console
  ) throws(TutorError) -> ExitCode {
    let path = environment.absolutePath(directory ?? ".")
    // En un espacio que ya existe, sin «--curso», el curso con que se creó.
    let recorded = (try? Workspace.open(URL(fileURLWithPath: path)))??.manifest.coursePath
    let (course, notices) = try TutorContext.loadCourse(
      options.courseDirectory ?? recorded, environment: environment)
    notices.forEach(console.error)
    var assignment: WorkspaceSetup.AssignmentCopy?
    if let assignmentPath {
      let absolute = environment.absolutePath(assignmentPath)
      assignment = try TutorError.onWorkspace { () throws(WorkspaceError) in
        try WorkspaceSetup.AssignmentCopy.read(
          path: absolute, shownAs: assignmentPath, course: course)
      }
    }
    let result = try TutorError.onWorkspace { () throws(WorkspaceError) in
      try WorkspaceSetup.prepare(
        at: URL(fileURLWithPath: path), course: course, learnerID: learnerID,
        assignment: assignment, recordCourse: true)
    }
    let shown = directory ?? "."
    if result.created {
      console.line("Espacio de trabajo creado en «\(shown)» para «\(course.title)».")
    } else {
      console.line("«\(shown)» ya era un espacio de trabajo de «\(course.title)».")
    }
    if let learner = result.workspace.manifest.learnerID {
      console.line("Alumno: \(learner).")
    }
    if let copy = assignment {
      console.paragraph("Tarea: " + AssignmentNotice.summary(copy.assignment))
      if let warning = AssignmentNotice.unkeptOnCopy(copy.assignment, course: course) {
        console.error(warning)
      }
    }
    if !result.addedFiles.isEmpty {
      console.line("Archivos de los ejercicios de código (edítalos con tu editor):")
      for file in result.addedFiles { console.line("  \(file)") }
    }
    console.paragraph(
      LaunchHint.sentence(
        directory: directory, path: environment.variables["PATH"] ?? "",
        executable: ToolchainSearch.runningExecutable()))
    return .success
  }
}

/// `leccion validar [DIR]`: los problemas del curso, como `archivo:línea: mensaje`, y
/// después los avisos para quien lo escribe (`archivo:línea: aviso: mensaje`), que no
/// cambian el código de salida.
enum ValidateCommand {
  static func run(
    directory: String?, options: GlobalOptions, environment: TerminalEnvironment,
    console: Console, checks: [any CourseCheck] = []
  ) async throws(TutorError) -> ExitCode {
    let explicit = directory ?? options.courseDirectory
    let url: URL
    do {
      url = try CourseLocator.locate(
        explicit: explicit.map(environment.absolutePath),
        currentDirectory: URL(fileURLWithPath: environment.currentDirectory))
    } catch {
      throw .courseUnavailable(error.description)
    }
    let problems = await CourseValidator.validate(
      url, checks: checks, studentCopies: .workspace)
    let load = CourseLoader.load(from: url, studentCopies: .workspace)
    let warnings = load.course.map(AuthorWarnings.check) ?? []
    let prefix = CoursePaths.displayPrefix(for: url, from: environment.currentDirectory)
    switch options.format {
    case .json:
      let entries = { (found: [Diagnostic]) in
        found.map { problem in
          JSONReports.ProblemEntry(
            file: problem.location.file.map { prefix + $0 },
            line: problem.location.line == 0 ? nil : problem.location.line,
            column: problem.location.column, message: problem.message)
        }
      }
      console.line(
        JSONReports.encode(
          JSONReports.ValidationReport(
            course: url.path, problems: entries(problems), warnings: entries(warnings))))
    case .text:
      for problem in problems { console.line(problem.rendered(pathPrefix: prefix)) }
      for warning in warnings { console.line(warning.rendered(pathPrefix: prefix, label: "aviso")) }
      if problems.isEmpty {
        let lessons = load.course?.lessons.count ?? 0
        let exercises = load.course?.exercises.count ?? 0
        let notes =
          warnings.isEmpty
          ? "" : warnings.count == 1 ? " (con 1 aviso)" : " (con \(warnings.count) avisos)"
        console.line(
          "El curso está bien\(notes): \(lessons) \(lessons == 1 ? "lección" : "lecciones") y "
            + "\(exercises) \(exercises == 1 ? "ejercicio" : "ejercicios").")
        if let copy = load.course?.studentCopy {
          console.line(
            "Es la copia del alumno (modo \(copy.mode.rawValue), \(StudentCopy.fileName)): se "
              + "comprueba su formato y que cada ejercicio tenga su clave oculta; las claves y "
              + "las soluciones se prueban en el curso completo, del que sale.")
        }
      } else {
        let count = problems.count == 1 ? "1 problema" : "\(problems.count) problemas"
        console.error(
          "\(count) en el curso de «\(prefix.isEmpty ? "." : String(prefix.dropLast()))».")
      }
    }
    return problems.isEmpty ? .success : .failure
  }
}
