import Foundation
import Support

/// La huella del contenido de un curso: SHA-256 sobre `indice.txt` y cada archivo de cada
/// carpeta de lección que nombra (ruta relativa y bytes, por orden de ruta; sin los
/// archivos ocultos ni los enlaces). Cualquier cambio en una lección, un ejercicio, una
/// solución o una prueba oculta la cambia; el `README.md` del curso no cuenta. La usan la
/// corrección (`CourseFingerprint`) y el espacio, que recuerda con qué curso se creó.
///
/// ```swift
/// let hash = try CourseContentHash.of(course)  // "3fa9…" (64 cifras hexadecimales)
/// ```
public enum CourseContentHash {
  /// Un archivo del curso que no se pudo leer.
  public struct Unreadable: Error, Sendable, Hashable {
    /// Su ruta.
    public var path: String
  }

  /// La huella de `course`, leída de `course.directory`.
  public static func of(_ course: Course) throws(Unreadable) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-curso-1")
    let root = course.directory.standardizedFileURL
    var paths = ["indice.txt"]
    for lesson in course.lessons {
      paths += files(under: root.appendingPathComponent(lesson.id), prefix: lesson.id + "/")
    }
    for path in paths {
      let url = root.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw Unreadable(path: url.path)
      }
      digest.update(field: path)
      digest.update(field: String(data.count))
      digest.update(data)
    }
    return digest.hexDigest()
  }

  /// Las rutas relativas de los archivos normales bajo `directory`, ordenadas, sin los
  /// ocultos.
  private static func files(under directory: URL, prefix: String) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
    var result: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = directory.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: result += files(under: url, prefix: prefix + name + "/")
      case S_IFREG: result.append(prefix + name)
      default: continue
      }
    }
    return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
