import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// Lee los archivos que vienen de los alumnos sin fiarse de ellos: nunca sigue un enlace
/// simbólico, nunca abre una FIFO ni un dispositivo (que podrían bloquearse o no acabar
/// nunca), nunca lee más de un límite y nunca escribe.
enum SafeFile {
  /// Lo que hay en una ruta, sin seguir enlaces.
  enum Kind: Equatable {
    case missing, regular, directory, symlink, other
  }

  /// El tipo de `path` (`lstat`).
  static func kind(of path: String) -> Kind {
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
  /// - Parameter shownAs: el nombre que se usa en el error (relativo a la entrega).
  static func read(_ path: String, shownAs: String, limit: Int) -> Result<Data, GradingError> {
    switch kind(of: path) {
    case .missing: return .failure(.submissionNotFound)
    case .symlink: return .failure(.submissionSymlink(path: shownAs))
    case .other, .directory: return .failure(.submissionNotRegular(path: shownAs))
    case .regular: break
    }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP { return .failure(.submissionSymlink(path: shownAs)) }
      return .failure(.submissionUnreadable(reason: SystemError.describe(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.submissionNotRegular(path: shownAs))
    }
    if Int(info.st_size) > limit {
      return .failure(.submissionOversized(bytes: Int(info.st_size), limit: limit))
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.submissionUnreadable(reason: SystemError.describe(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[0..<count])
      if data.count > limit {
        return .failure(
          .submissionOversized(bytes: max(data.count, Int(info.st_size)), limit: limit))
      }
    }
    return .success(data)
  }

  /// El texto de `data` si es UTF-8 sin bytes NUL.
  static func text(_ data: Data) -> String? {
    guard !data.contains(0) else { return nil }
    return String(validating: data, as: UTF8.self)
  }
}
