import Foundation
import Lessons
import Support
import Testing
import Workspace

@testable import Checker

/// El curso de verdad y sus copias del alumno, escritas una vez por ejecución en carpetas
/// temporales que se borran al final de cada prueba que las pide.
struct StudentCopyFixture {
  static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Content")

  let root: URL
  let full: Course
  let copy: Course
  let directory: URL

  /// Escribe la copia de `Content/` en modo `mode`.
  init(mode: StudentCopy.Mode) throws {
    let load = CourseLoader.load(from: Self.content)
    // La copia lleva el resumen de la salida de cada instancia de las predicciones con
    // parámetros: se calcula con el motor (con la caché de las pruebas del motor).
    let loaded = try #require(load.course)
    let computed = VariantOutputs.computeNow(for: loaded, runner: try CourseProofFixture.runner())
    full = loaded.filling(outputs: computed.outputs)
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-copia-\(UUID().uuidString)")
    directory = root.appendingPathComponent("alumnos")
    try StudentCopyMaker.write(full, mode: mode, document: .workspace, to: directory)
    copy = try #require(CourseLoader.load(from: directory, studentCopies: .workspace).course)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// El texto de cada archivo de la copia, por ruta relativa.
  func files() throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let relative = enumerator?.nextObject() as? String {
      let url = directory.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[relative] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
    return files
  }
}

/// Respuestas de todo tipo para cada ejercicio: buenas, malas, a medias, vacías.
enum AnswerBattery {
  static func answers(for exercise: Exercise, in course: Course) -> [RawAnswer] {
    if let text = exercise.kind.model(FreeTextExercise.self) {
      let accepted = [text.answer] + text.synonyms
      return (accepted + accepted.map { "  \($0.uppercased()) " } + ["", "zzz no es", "a"])
        .map(RawAnswer.freeText)
    }
    if let walk = exercise.kind.model(FlowchartWalkExercise.self) {
      guard let chart = walk.diagram?.flowchart else { return [] }
      let checker = FlowchartWalkChecker(exercise: walk, flowchart: chart)
      var paths: [[String]] = [[], ["quizá"]]
      var pending: [[String]] = [[]]
      while let path = pending.popLast(), paths.count < 200 {
        guard let question = checker.question(after: path) else { continue }
        for option in question.options {
          let next = path + [option]
          paths.append(next)
          pending.append(next)
        }
      }
      let key = walk.steps.map(\.answer)
      paths.append(key + ["si"])
      paths.append(key.map { $0.uppercased() })
      return paths.map(RawAnswer.walk)
    }
    if let rebuild = exercise.kind.model(FlowchartRebuildExercise.self) {
      guard let diagram = rebuild.diagram else { return [] }
      let source = diagram.source
      let chart = diagram.flowchart
      var texts = [
        source, source.uppercased(), TextFolding.fold(source), "", "flowchart TD",
        "flowchart TD\nA[\(chart.nodes.first?.label ?? "x")]", "flowchart TD\nA[roto --> B",
        FlowchartRebuildMeaningTests.sourceText, FlowchartRebuildMeaningTests.paraphrase,
      ]
      var renamed = source
      for (index, node) in chart.nodes.enumerated() {
        renamed = renamed.replacingOccurrences(of: node.id, with: "n\(index)")
      }
      texts.append(renamed)
      let lines = source.split(separator: "\n").map(String.init)
      texts.append(lines.dropLast(3).joined(separator: "\n"))
      texts.append(
        (lines + lines.dropFirst().prefix(2).map { $0 + " --> " + $0 })
          .joined(separator: "\n"))
      return texts.map(RawAnswer.mermaid)
    }
    if let admission = exercise.kind.model(AdmissionExercise.self) {
      let key = admission.items.map(\.verdict.rawValue)
      var answers: [[String?]] = [key, [], key + ["admitida"], ["x"]]
      for index in key.indices {
        for verdict in AdmissionVerdict.allCases {
          var changed: [String?] = key
          changed[index] = verdict.rawValue
          answers.append(changed)
          var partial: [String?] = Array(key.prefix(index))
          partial.append(String(verdict.rawValue.prefix(1)))
          answers.append(partial)
        }
      }
      return answers.map(RawAnswer.admission)
    }
    if let choice = exercise.kind.model(ChoiceExercise.self) {
      let count = choice.options.count
      var sets: [Set<Int>] = [[], [count]]
      for first in 0..<count {
        sets.append([first])
        for second in (first + 1)..<max(first + 1, count) { sets.append([first, second]) }
      }
      sets.append(Set(0..<count))
      sets.append(choice.correctIndices)
      let letters = sets.map { $0.sorted().map(ChoiceChecker.letter).joined(separator: " ") }
      return (letters + ["a", "b, c", "z", "a y d"]).map(RawAnswer.freeText)
    }
    if let prediction = exercise.kind.model(PredictionExercise.self) {
      let output = prediction.expectedOutput
      let lines = PredictionChecker.lines(output)
      var texts = [output, output + "  \n\n", output.uppercased(), "", "otra cosa"]
      texts.append(lines.dropLast().joined(separator: "\n"))
      texts.append(output + "\nde más")
      if lines.count > 1 {
        texts.append(([lines[0], "cambiada"] + lines.dropFirst(2)).joined(separator: "\n"))
      }
      return texts.map(RawAnswer.freeText)
    }
    // `texto` y `linea` tienen su propia batería (LinePointingCheckerTests); `codigo` no
    // tiene clave en la copia.
    return []
  }
}
