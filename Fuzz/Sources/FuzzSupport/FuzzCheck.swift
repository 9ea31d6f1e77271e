import Foundation
import Lessons

/// Lo que cada objetivo de fuzzing comprueba además de «no se cae»: si una propiedad no se
/// cumple, escribe en castellano cuál y aborta, y libFuzzer guarda la entrada que la rompió.
public enum FuzzCheck {
  /// Aborta con `message` si `condition` es falsa.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
  ) {
    guard !condition() else { return }
    fail(message())
  }

  /// Escribe el fallo y aborta el proceso.
  public static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fallo de la propiedad: \(message)\n".utf8))
    abort()
  }

  /// Un error del curso o de un diagrama situado: con línea (o el archivo entero, línea 0,
  /// cuando nombra un archivo) y un mensaje que no está vacío.
  public static func requireLocated(_ diagnostic: Diagnostic, file expectsFile: Bool) {
    let location = diagnostic.location
    require(!diagnostic.message.isEmpty, "diagnóstico sin mensaje: \(diagnostic.problem)")
    require(location.line >= 0, "línea negativa en \(diagnostic)")
    if expectsFile {
      require(location.file?.isEmpty == false, "diagnóstico sin archivo: \(diagnostic)")
    } else {
      require(location.line >= 1, "diagnóstico sin línea: \(diagnostic)")
    }
    if let column = location.column { require(column >= 1, "columna < 1 en \(diagnostic)") }
  }

  /// Los bytes de la entrada como `Data`.
  public static func data(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Data {
    guard let start, count > 0 else { return Data() }
    return Data(bytes: start, count: count)
  }

  /// La entrada como texto (con sustitución de lo que no sea UTF-8, como haría quien la lea).
  public static func text(_ start: UnsafePointer<UInt8>?, _ count: Int) -> String {
    String(decoding: data(start, count), as: UTF8.self)
  }

  /// Parte `text` por la primera aparición de cada separador, en orden; faltan partes, son
  /// cadenas vacías.
  public static func split(_ text: String, by separator: String, parts: Int) -> [String] {
    var pieces = text.components(separatedBy: separator)
    if pieces.count > parts {
      let rest = pieces[(parts - 1)...].joined(separator: separator)
      pieces = Array(pieces[..<(parts - 1)]) + [rest]
    }
    while pieces.count < parts { pieces.append("") }
    return pieces
  }

  /// El curso de `Content/` (para los objetivos que necesitan ids y diagramas reales), o
  /// aborta si no se puede cargar.
  public static func realCourse() -> Course {
    let here = URL(fileURLWithPath: #filePath)
    let content = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")
    guard let course = CourseLoader.load(from: content).course else {
      fail("no puedo cargar el curso de \(content.path)")
    }
    return course
  }
}
