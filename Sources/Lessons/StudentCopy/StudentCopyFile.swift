import Foundation

/// Lee `copia-alumno.json` y pone sus claves en el curso cargado.
enum StudentCopyFile {
  /// La copia de la carpeta `directory`, o `nil` si no es una copia del alumno. Un archivo
  /// que no se entiende se anota en `log` y la carpeta se trata igual como copia (sin
  /// claves): nunca como un curso completo.
  static func read(in directory: URL, log: inout DiagnosticCollector) -> StudentCopy? {
    let url = directory.appendingPathComponent(StudentCopy.fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let text = CourseLoader.read(url, log: &log) else {
      return .unreadable
    }
    do {
      let copy = try JSONDecoder().decode(StudentCopy.self, from: Data(text.utf8))
      guard copy.format == 1 else {
        log.report(
          .malformedStudentCopy(reason: "su «format» es \(copy.format) y esta versión lee el 1"),
          line: 0)
        return .unreadable
      }
      return copy
    } catch {
      log.report(.malformedStudentCopy(reason: "el JSON no se puede leer"), line: 0)
      return .unreadable
    }
  }
}

extension StudentCopy {
  /// Lo que queda de una copia que no se pudo leer: sin claves y de formato 0, para que
  /// `validar` dé solo el problema del archivo.
  static var unreadable: StudentCopy {
    var copy = StudentCopy(mode: .deferred, course: "")
    copy.format = 0
    return copy
  }
}
