import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Lee archivos que vienen de otra persona (la entrega o el espacio de un alumno, unos pesos,
/// unas pruebas ocultas) sin fiarse de ellos: nunca sigue un enlace simbólico, nunca abre una
/// FIFO ni un dispositivo (que podrían bloquearse o no acabar nunca), nunca lee más de un
/// límite y nunca escribe. Cada módulo dice el `Problem` con sus palabras.
///
/// ```swift
/// switch UntrustedFile.read("clase/ana/espacio.json", shownAs: "espacio.json", limit: 1 << 20) {
/// case .success(let data): …
/// case .failure(.symlink(let path)): …  // «espacio.json» es un enlace
/// }
/// ```
public enum UntrustedFile {
  /// Lo que hay en una ruta, sin seguir enlaces.
  public enum Kind: Equatable, Sendable {
    case missing, regular, directory, symlink, other
  }

  /// Por qué no se leyó un archivo.
  public enum Problem: Error, Equatable, Sendable {
    /// No existe.
    case notFound
    /// Es un enlace simbólico (`path`, como se nombra en el mensaje).
    case symlink(path: String)
    /// Es una carpeta, una tubería, un dispositivo o un socket.
    case notRegular(path: String)
    /// El sistema no deja leerlo (`reason`, en castellano).
    case unreadable(reason: String)
    /// Pasa del límite.
    case oversized(bytes: Int, limit: Int)
  }

  /// El tipo de `path` (`lstat`).
  public static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symlink
    default: return .other
    }
  }

  /// Los bytes del archivo normal `path`, como mucho `limit`.
  ///
  /// - Parameter shownAs: el nombre que se usa en el problema (relativo a la entrega).
  public static func read(_ path: String, shownAs: String, limit: Int) -> Result<Data, Problem> {
    switch kind(of: path) {
    case .missing: return .failure(.notFound)
    case .symlink: return .failure(.symlink(path: shownAs))
    case .other, .directory: return .failure(.notRegular(path: shownAs))
    case .regular: break
    }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP { return .failure(.symlink(path: shownAs)) }
      return .failure(.unreadable(reason: SystemError.describe(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.notRegular(path: shownAs))
    }
    if Int(info.st_size) > limit {
      return .failure(.oversized(bytes: Int(info.st_size), limit: limit))
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(reason: SystemError.describe(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[0..<count])
      if data.count > limit {
        return .failure(.oversized(bytes: max(data.count, Int(info.st_size)), limit: limit))
      }
    }
    return .success(data)
  }

  /// El texto de `data` si es UTF-8 sin bytes NUL.
  public static func text(_ data: Data) -> String? {
    guard !data.contains(0) else { return nil }
    return String(validating: data, as: UTF8.self)
  }

  /// Cuándo se modificó `path` por última vez (sin seguir enlaces), al milisegundo.
  public static func modificationDate(_ path: String) -> Date? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec / 1_000_000) / 1000
    return Date(timeIntervalSince1970: seconds)
  }
}
