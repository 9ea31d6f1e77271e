import Foundation
import Lessons
import Presentation

extension Repl {
  /// `editar`: abre el archivo en el editor y, si cambió, lo corrige.
  func edit(_ exercise: Exercise, code: any CompiledKind) async {
    let file = context.workspace.codeFile(for: exercise.id)
    let before = FileManager.default.contents(atPath: file.path)
    do {
      try EditorLauncher.edit(file, environment: context.environment)
    } catch {
      report(error)
      return
    }
    if FileManager.default.contents(atPath: file.path) == before {
      console.line(style.dim("(El archivo no ha cambiado.)"))
      return
    }
    await check(exercise)
  }

  /// `vigilar`: corrige el archivo cada vez que se guarda, hasta que pasa o Ctrl-C.
  func watch(_ exercise: Exercise, code: any CompiledKind) async {
    let precompiled = precompiling?.exerciseID == exercise.id ? precompiling?.task : nil
    await CodeWatch(context: context, exercise: exercise, code: code, precompiling: precompiled)
      .run()
    context.takeNotices().forEach { console.paragraph($0.message, paint: style.warning) }
  }

  /// `ejecutar`: ejecuta los fragmentos ejecutables del paso sobre SharedCore.
  func runSnippet() async {
    let step = outline.steps[index]
    let lesson = outline.lesson(of: step)
    // `name` nombra el fragmento para el compilador; `label`, para quien lo lee.
    var snippets: [(name: String, label: String, code: String)] = []
    if let exercise = currentExercise, let code = KindInput.runnableSnippet(exercise.kind.base) {
      let record = context.store.progress.record(for: exercise.id)
      guard record.isPassed || record.solutionSeen else {
        report(.predictionFirst)
        return
      }
      snippets = [(exercise.id, "el código del ejercicio \(exercise.id)", code)]
    } else {
      let sectionID: String? = {
        if let section = outline.section(of: step) { return section.id }
        return currentExercise?.sectionID
      }()
      let blocks = lesson.codeBlocks.filter { $0.tag == .runs && $0.sectionID == sectionID }
      let title = lesson.sections.first { $0.id == sectionID }?.title
      snippets = blocks.enumerated().map { number, block in
        let which = blocks.count == 1 ? "" : " (\(number + 1) de \(blocks.count))"
        let label = title.map { "el código de la sección «\($0)»\(which)" } ?? "el código\(which)"
        return ("\(lesson.id)/leccion.md:\(block.location.line)", label, block.code)
      }
    }
    guard !snippets.isEmpty else {
      report(.noSnippet)
      return
    }
    for (name, label, code) in snippets {
      console.paragraph("Ejecutando \(label)… (Ctrl-C para cancelar)", paint: style.dim)
      let snippets = context.snippets
      guard
        let result = await Interruptible.result(of: {
          await snippets.run(snippet: code, name: name)
        })
      else {
        console.line(style.dim("(Ejecución cancelada.)"))
        return
      }
      let mark = result.succeeded ? "" : style.failure(style.failedMark) + " "
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      for (offset, line) in lines.enumerated() {
        console.line((offset == 0 ? mark : "") + "  " + line)
      }
    }
  }

  /// `compilador DECLARACIÓN`: si compila contra SharedCore.
  func compile(_ declaration: String?) async {
    guard let declaration else {
      report(
        .replMissingArgument(
          command: "compilador",
          usage:
            "compilador DECLARACIÓN, por ejemplo: compilador @Shared(.appStorage(\"k\")) var x = 1")
      )
      return
    }
    let contextCode = currentExercise.flatMap { KindInput.compilerContext($0.kind.base) }
    console.line(style.dim("Preguntando al compilador… (Ctrl-C para cancelar)"))
    let snippets = self.context.snippets
    guard
      let result = await Interruptible.result(of: {
        await snippets.typecheck(declaration: declaration, context: contextCode)
      })
    else {
      console.line(style.dim("(Cancelado.)"))
      return
    }
    if result.succeeded {
      console.line(style.success(style.passedMark) + " Compila contra SharedCore.")
    } else {
      console.line(style.failure(style.failedMark) + " No compila:")
    }
    for line in TextWrapping.wrapLines(result.output, width: console.columns - 1, indent: 2)
    where !line.isEmpty {
      console.line(line)
    }
  }
}
