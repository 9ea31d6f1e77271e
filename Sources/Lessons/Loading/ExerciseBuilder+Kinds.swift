import Foundation
import Support

extension ExerciseBuilder {
  mutating func code(_ raw: RawExercise, hints: [Hint]) -> CodeExercise? {
    if hints.count < 2 {
      let line = raw.subsection("pistas")?.line ?? raw.line
      log.report(.tooFewHints(hints.count), line: line)
    }
    guard let field = requiredField("carpeta", raw) else { return nil }
    guard Identifiers.isFolder(field.value) else {
      log.report(
        .invalidFieldValue(
          field: "carpeta", value: field.value,
          expected: "escribe el nombre de una carpeta de codigo/, sin barras"),
        line: field.line)
      return nil
    }
    let directoryPath = lessonDirectory.path + "/codigo/" + field.value
    let files = CodeExerciseFiles(directory: URL(fileURLWithPath: directoryPath, isDirectory: true))
    let relative = "\(lessonID)/codigo/\(field.value)"
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directoryPath, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      log.report(.missingCodeFile(relative + "/"), line: field.line)
    } else {
      // La copia del alumno no lleva la solución, y la de `diferida` tampoco las pruebas
      // (`StudentCopyRules` pide las de `intentos`, que comprueba el código al momento).
      let names = ["inicio.swift"] + (keysRemoved ? [] : ["pruebas.swift", "solucion.swift"])
      for name in names
      where !FileManager.default.fileExists(atPath: directoryPath + "/" + name) {
        log.report(.missingCodeFile("\(relative)/\(name)"), line: field.line)
      }
    }
    return CodeExercise(
      folder: field.value, files: files, location: log.location(line: field.line))
  }

  mutating func requiredDiagram(_ raw: RawExercise) -> RawExercise.Field? {
    guard let field = requiredField("diagrama", raw) else { return nil }
    guard Identifiers.isName(field.value) else {
      log.report(.malformedDiagramID(field.value), line: field.line)
      return nil
    }
    return field
  }
}

extension String {
  /// `izquierda → derecha` (también con `->`), sin espacios a los lados.
  func splitOnArrow() -> (left: String, right: String)? {
    for arrow in ["→", "->"] {
      if let range = firstRange(ofBytes: arrow) {
        return (
          String(self[..<range.lowerBound]).trimmingSpaces(),
          String(self[range.upperBound...]).trimmingSpaces()
        )
      }
    }
    return nil
  }
}
