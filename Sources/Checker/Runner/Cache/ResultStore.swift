import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// El almacén de veredictos de código, el único: el veredicto de ejecutar un código concreto
/// en un ejercicio concreto, guardado por el resumen de todo lo que lo decide
/// (`ResultKeying`, la única receta). Lo usan el almacén de la clase de `leccion corregir`
/// (`ResultStore.defaultDirectory(courseID:)`, o `--almacen`), donde al volver a corregir
/// (una fecha límite ampliada, una prueba oculta arreglada) lo que no cambió se contesta sin
/// compilar ni ejecutar nada, y la caché del tutor (`CodeCache.verdicts`), donde un archivo
/// sin cambios se contesta igual.
///
/// Solo guarda veredictos, nunca puntos: la nota depende del historial de intentos y de la
/// tarea, y se recalcula siempre (es barato).
///
/// Cada entrada es `AA/CLAVE` (`AA`, las dos primeras cifras de la clave): una línea de
/// cabecera (`leccion-resultado 3 CLAVE SHA256 BYTES`) y el veredicto en JSON. Se escribe
/// de una vez (`AtomicFile`) y se lee sin creerse nada: una entrada cortada, cambiada o de
/// otra clave no cuenta, y el veredicto se recalcula. Varias correcciones a la vez (con
/// `--trabajos`, dos `corregir` o las partes de un clúster en una carpeta compartida) no se
/// estropean nada: la misma clave da el mismo contenido y cada escritura es un `rename`.
///
/// ```swift
/// let store = try ResultStore.open(directory: ResultStore.defaultDirectory(courseID: "curso"))
/// store.save(verdict, key: key)
/// store.lookup(key: key, exerciseID: "caja.sumar")   // .hit(verdict)
/// ```
public struct ResultStore: Sendable, Hashable {
  /// La carpeta del almacén (la de una clase).
  public var directory: String

  /// La primera palabra de la cabecera y la versión del formato de las entradas (que entra
  /// también en la clave, `ResultKeying`).
  static let magic = "leccion-resultado"
  static let formatVersion = 3
  /// Una entrada más grande no es nuestra (un veredicto ocupa unos pocos KiB).
  static let entryLimit = 4 << 20

  /// Lo que hay en el almacén para una clave.
  public enum Lookup: Sendable, Hashable {
    /// Un veredicto íntegro de esta clave.
    case hit(CodeVerdict)
    /// Nada.
    case miss
    /// Algo que no se puede creer (cortado, cambiado, de otra clave o de otro ejercicio): se
    /// ignora y el veredicto se vuelve a calcular.
    case damaged
  }

  /// Por qué no se pudo abrir un almacén: el `errno` y su texto en castellano.
  public struct OpenFailure: Error, Sendable, Hashable {
    /// El `errno`.
    public var code: Int32
    /// El fallo en castellano (`permiso denegado`…).
    public var detail: String { SystemError.describe(code) }
  }

  /// Un almacén en `directory` que aún no se ha comprobado (ver `open`).
  init(unchecked directory: String) {
    self.directory = directory
  }

  /// Abre (y crea si hace falta, solo para su dueño: `0700`) el almacén de `directory`,
  /// una ruta absoluta.
  ///
  /// - Throws: `OpenFailure` si no es una carpeta, no se puede crear o no se puede
  ///   escribir en ella.
  public static func open(directory: String) throws(OpenFailure) -> ResultStore {
    var current = ""
    for component in directory.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0, errno != EEXIST {
        throw OpenFailure(code: errno)
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw OpenFailure(code: ENOTDIR)
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw OpenFailure(code: errno)
    }
    return ResultStore(unchecked: directory)
  }

  /// Donde vive por omisión el almacén de la clase de un curso:
  /// `$XDG_CACHE_HOME/leccion/resultados/ID` (o `~/.cache/…`), junto a la caché de
  /// programas del corrector. Un id que no sirve de nombre de carpeta se cambia por su
  /// resumen.
  public static func defaultDirectory(
    courseID: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    CodeCache.defaultDirectory(environment: environment) + "/resultados/" + folderName(courseID)
  }

  /// `courseID` si es un nombre de carpeta corriente (minúsculas, cifras, `.`, `-`, `_`,
  /// empezando por letra o cifra, hasta 64); si no, `curso-` y 16 cifras de su SHA-256.
  static func folderName(_ courseID: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_")
    if let first = courseID.first, first.isLetter || first.isNumber, courseID.count <= 64,
      courseID.allSatisfy(allowed.contains)
    {
      return courseID
    }
    var hash = SHA256()
    hash.update(field: courseID)
    return "curso-" + hash.hexDigest().prefix(16)
  }

  /// La ruta de la entrada de `key` (64 cifras hexadecimales).
  func entryPath(key: String) -> String {
    directory + "/" + key.prefix(2) + "/" + key
  }

  /// Lo que hay guardado para `key`, comprobado: la cabecera, la longitud, el resumen del
  /// contenido y que el veredicto sea de `exerciseID`. Un acierto renueva la fecha de la
  /// entrada (la poda borra lo que lleva tiempo sin usarse).
  public func lookup(key: String, exerciseID: String) -> Lookup {
    let path = entryPath(key: key)
    var info = stat()
    guard lstat(path, &info) == 0 else { return .miss }
    guard let data = Self.readEntry(path), var verdict = Self.decode(data, key: key),
      verdict.exerciseID == exerciseID
    else { return .damaged }
    utimes(path, nil)
    verdict.fromCache = true
    return .hit(verdict)
  }

  /// Guarda `verdict` como resultado de `key` (escritura atómica; si falla, no pasa nada:
  /// la próxima vez se recalcula).
  public func save(_ verdict: CodeVerdict, key: String) {
    guard let data = Self.encode(verdict, key: key) else { return }
    let path = entryPath(key: key)
    let folder = (path as NSString).deletingLastPathComponent
    if mkdir(folder, 0o700) != 0, errno != EEXIST { return }
    try? AtomicFile.write(data, toPath: path, durable: false)
  }

  /// Si un veredicto se puede guardar: es función de su clave. Un tiempo agotado se guarda
  /// solo si es cosa del programa (`TimeoutCause.isGenuine`: estuvo en la CPU o parado casi
  /// todo el límite, un bucle sin fin o un abrazo mortal); uno que pasó buena parte del
  /// límite esperando una CPU (`starved`, la máquina cargada) o sin medida, no. Tampoco se
  /// guardan un compilador que no terminó o un error del arnés o del enlazador, un programa
  /// matado desde fuera (`SIGKILL`: el sistema sin memoria, por ejemplo) o por la alarma del
  /// arnés (`SIGALRM`: `leccion` no llegó a tiempo de matarlo) ni un problema del propio
  /// corrector. Eso se vuelve a probar en cada corrección.
  public static func keeps(_ verdict: CodeVerdict) -> Bool {
    switch verdict.outcome {
    case .setupFailed: return false
    case .timedOut where verdict.timeoutCause?.isGenuine != true: return false
    default: break
    }
    if verdict.diagnostics.contains(where: { $0.severity == .error && $0.origin == .harness }) {
      return false
    }
    // SIGKILL viene de fuera; SIGALRM, de la alarma del arnés (`LECCION_ALARMA`), que solo
    // salta si `leccion` no llegó a tiempo de matarlo: la máquina iba cargada.
    let external: Set<ProcessTermination> = [.signaled(SIGKILL), .signaled(SIGALRM)]
    if let failure = verdict.startupFailure, external.contains(failure) { return false }
    return !verdict.tests.contains {
      if case .crashed(let termination, _) = $0.status {
        external.contains(termination)
      } else {
        false
      }
    }
  }

  // MARK: Formato de las entradas

  static func encode(_ verdict: CodeVerdict, key: String) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let payload = try? encoder.encode(verdict) else { return nil }
    var digest = SHA256Digest()
    digest.update(payload)
    let header =
      "\(magic) \(formatVersion) \(key) \(digest.hexDigest()) \(payload.count)\n"
    return Data(header.utf8) + payload
  }

  static func decode(_ data: Data, key: String) -> CodeVerdict? {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      let header = String(data: data[data.startIndex..<newline], encoding: .utf8)
    else { return nil }
    let fields = header.split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count == 5, fields[0] == magic, fields[1] == String(formatVersion),
      fields[2] == key, let count = Int(fields[4])
    else { return nil }
    let payload = data[data.index(after: newline)...]
    guard payload.count == count else { return nil }
    var digest = SHA256Digest()
    digest.update(payload)
    guard fields[3] == digest.hexDigest() else { return nil }
    return try? JSONDecoder().decode(CodeVerdict.self, from: Data(payload))
  }

  /// Los bytes de la entrada `path` si es un archivo normal de como mucho `entryLimit`:
  /// nunca sigue un enlace ni abre una FIFO o un dispositivo (`nil` si no).
  static func readEntry(_ path: String) -> Data? {
    let descriptor = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= entryLimit
    else { return nil }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return data }
      data.append(contentsOf: chunk[0..<count])
      if data.count > entryLimit { return nil }
    }
  }
}
