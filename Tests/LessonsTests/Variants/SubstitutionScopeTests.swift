import Foundation
import Testing

@testable import Lessons

/// Sustituir en las líneas del ejercicio solo (`RawExercise.substituting`) da lo mismo que
/// sustituir en el archivo entero y partirlo otra vez, como se hacía: en cada instancia de
/// cada ejercicio con parámetros de `Content/` y de las pruebas.
@Suite struct SubstitutionScopeTests {
  /// Todo lo que se lee de un ejercicio partido, en texto.
  static func dump(_ raw: RawExercise) -> String {
    func lines(_ elements: [MarkdownDocument.Element]) -> String {
      elements.flatMap(\.lines).map { "\($0.number):\($0.text)" }.joined(separator: "\n")
    }
    var text = "\(raw.id)|\(raw.title)|\(raw.line)\n"
    for field in raw.fields { text += "campo \(field.name)=\(field.value)@\(field.line)\n" }
    text += lines(raw.prompt) + "\n"
    for subsection in raw.subsections {
      text += "### \(subsection.name)@\(subsection.line)\n" + lines(subsection.body) + "\n"
    }
    return text
  }

  /// Como antes: el archivo entero sustituido y partido, y el ejercicio de la misma línea.
  static func wholeFile(_ raw: RawExercise, _ file: String, _ values: [ParameterValue])
    -> RawExercise?
  {
    var scratch = DiagnosticCollector(file: "")
    var found = ExerciseFileSplitter.split(
      Placeholders.substitute(file, with: values), log: &scratch
    ).first { $0.line == raw.line }
    found?.id = raw.id
    return found
  }

  @Test func onlyTheLinesOfTheExerciseGiveTheSameExercise() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let enumerator = FileManager.default.enumerator(atPath: root.path + "/Content")
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix("ejercicios.md") { files.append(root.path + "/Content/" + path) }
    }
    var compared = 0
    for path in files {
      let file = try String(contentsOfFile: path, encoding: .utf8)
      var log = DiagnosticCollector(file: path)
      for raw in ExerciseFileSplitter.split(file, log: &log) {
        guard let section = raw.subsection("parametros") else { continue }
        let declarations = ParameterDeclaration.parse(section, log: &log)
        for values in ParameterDeclaration.assignments(declarations) {
          let expected = try #require(Self.wholeFile(raw, file, values), "\(path):\(raw.line)")
          #expect(
            Self.dump(raw.substituting(values)) == Self.dump(expected), "\(path):\(raw.line)")
          compared += 1
        }
      }
    }
    #expect(compared > 10)
  }

  /// Con saltos de línea de Windows, el primer ejercicio y el último del archivo.
  @Test(arguments: ["\n", "\r\n"])
  func theFirstAndTheLastExerciseOfAFileToo(newline: String) throws {
    let file = [
      "# Ejercicios", "", "## a.uno — Uno", "tipo: respuesta-libre", "", "Di {{x}}.", "",
      "### parametros", "- x: 1 | 2", "", "### respuesta", "- {{x}}", "",
      "## a.dos — Dos", "tipo: respuesta-libre", "", "Di {{y}} y {{ y }}.", "",
      "### parametros", "- y: tres | cuatro", "", "### respuesta", "- {{y}}",
    ].joined(separator: newline)
    var log = DiagnosticCollector(file: "ejercicios.md")
    let raws = ExerciseFileSplitter.split(file, log: &log)
    #expect(raws.count == 2)
    for raw in raws {
      let section = try #require(raw.subsection("parametros"))
      for values in ParameterDeclaration.assignments(ParameterDeclaration.parse(section, log: &log))
      {
        let expected = try #require(Self.wholeFile(raw, file, values))
        #expect(Self.dump(raw.substituting(values)) == Self.dump(expected))
      }
    }
  }
}
