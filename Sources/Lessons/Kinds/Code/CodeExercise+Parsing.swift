import Foundation
import Support

extension CodeExercise: ParsableKind {
  /// Pide dos pistas: sin respuesta que escribir, son la ayuda que queda.
  static let minimumHints = 2

  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    guard let field = builder.requiredField("carpeta", raw) else { return nil }
    guard Identifiers.isFolder(field.value) else {
      builder.log.report(
        .invalidFieldValue(
          field: "carpeta", value: field.value,
          expected: "escribe el nombre de una carpeta de codigo/, sin barras"),
        line: field.line)
      return nil
    }
    let directoryPath = builder.lessonDirectory.path + "/codigo/" + field.value
    let files = CodeExerciseFiles(directory: URL(fileURLWithPath: directoryPath, isDirectory: true))
    let relative = "\(builder.lessonID)/codigo/\(field.value)"
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directoryPath, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      builder.log.report(.missingCodeFile(relative + "/"), line: field.line)
    } else {
      // La copia del alumno no lleva la solución, y la de `diferida` tampoco las pruebas
      // (`StudentCopyRules` pide las de `intentos`, que comprueba el código al momento).
      let names =
        ["inicio.swift"] + (builder.keysRemoved ? [] : ["pruebas.swift", "solucion.swift"])
      for name in names
      where !FileManager.default.fileExists(atPath: directoryPath + "/" + name) {
        builder.log.report(.missingCodeFile("\(relative)/\(name)"), line: field.line)
      }
    }
    return CodeExercise(
      folder: field.value, files: files, location: builder.log.location(line: field.line))
  }

  /// Sus tres archivos (inicio, solución y pruebas), si `carpeta:` nombra una carpeta.
  static func placeholderFiles(
    _ raw: RawExercise, builder: ExerciseBuilder
  ) -> [(shown: String, path: String)] {
    guard let folder = raw.field("carpeta")?.value, Identifiers.isFolder(folder) else {
      return []
    }
    return CodeExerciseFiles.Role.allCases.map { role in
      (
        shown: "\(builder.lessonID)/codigo/\(folder)/\(role.fileName)",
        path: builder.lessonDirectory.path + "/codigo/" + folder + "/" + role.fileName
      )
    }
  }
}
