import Foundation
import Lessons
import Support

/// Por qué un archivo de progreso no se puede usar.
public enum ProgressProblem: Error, Equatable, Sendable {
  /// No es JSON de progreso válido (con el detalle en castellano).
  case corrupt(String)
  /// Lo escribió una versión más nueva de `leccion`.
  case futureFormat(Int)
  /// Es de otro curso.
  case otherCourse(String)
}

/// `progreso.json` en disco: leerlo, apartar uno dañado y escribir uniendo con lo que haya.
///
/// Cada escritura toma un candado (`flock` sobre `.progreso.lock`), vuelve a leer el
/// archivo, une su registro con el propio y lo escribe de forma atómica: dos procesos
/// sobre el mismo espacio no pierden ninguna respuesta del otro.
public enum ProgressFile {
  public typealias Problem = ProgressProblem

  /// Lee el progreso de `url`: `nil` si no existe.
  public static func read(_ url: URL, courseID: String) -> Result<LearnerProgress?, Problem> {
    guard let data = FileManager.default.contents(atPath: url.path) else { return .success(nil) }
    return decode(data, courseID: courseID).map { $0 }
  }

  /// Lee un progreso de sus bytes y comprueba que es del curso `courseID`.
  public static func decode(_ data: Data, courseID: String) -> Result<LearnerProgress, Problem> {
    do throws(Problem) {
      let progress = try LearnerProgress.read(data, shownAs: LearnerProgress.fileName)
      if progress.courseID != courseID { return .failure(.otherCourse(progress.courseID)) }
      return .success(progress)
    } catch {
      return .failure(error)
    }
  }

  /// Los bytes de `progress`, estables.
  public static func encode(_ progress: LearnerProgress) -> Data {
    progress.encoded()
  }

  /// Aparta `url` como `progreso.json.dañado-<fecha>` y devuelve la copia.
  static func backUp(_ url: URL, date: Date = Date()) throws(WorkspaceError) -> URL {
    let stamp = ProgressDates.fileStamp(date)
    var backup = url.deletingLastPathComponent()
      .appendingPathComponent("\(url.lastPathComponent).dañado-\(stamp)")
    var counter = 2
    while FileManager.default.fileExists(atPath: backup.path) {
      backup = url.deletingLastPathComponent()
        .appendingPathComponent("\(url.lastPathComponent).dañado-\(stamp)-\(counter)")
      counter += 1
    }
    guard rename(url.path, backup.path) == 0 else {
      throw .cannotWrite(path: backup.path, detail: SystemError.describe(errno))
    }
    return backup
  }

  /// Escribe `progress` unido con lo que ya haya en `url`; devuelve lo escrito y, si el
  /// archivo de disco estaba dañado, dónde se apartó.
  static func mergeAndWrite(
    _ progress: LearnerProgress, to url: URL
  ) throws(WorkspaceError) -> (written: LearnerProgress, backup: (URL, Problem)?) {
    let lockPath = url.deletingLastPathComponent().appendingPathComponent(".progreso.lock").path
    let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else {
      throw .progressNotSaved(path: url.path, detail: SystemError.describe(errno))
    }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      if errno != EINTR { break }
    }
    defer { flock(lock, LOCK_UN) }
    var merged = progress
    var backup: (URL, Problem)?
    switch read(url, courseID: progress.courseID) {
    case .success(let onDisk?):
      merged = progress.merged(with: onDisk)
    case .success(nil):
      break
    case .failure(let problem):
      backup = (try backUp(url), problem)
    }
    do {
      try merged.write(to: url)
    } catch {
      if case .cannotWrite(_, let detail) = error {
        throw .progressNotSaved(path: url.path, detail: detail)
      }
      throw error
    }
    return (merged, backup)
  }
}

/// Sellos de fecha para los nombres de las copias apartadas (las fechas del propio
/// progreso son `Timestamp`).
enum ProgressDates {
  /// `2026-11-30T10-15-03`: la fecha en hora local, sin caracteres raros para un nombre.
  static func fileStamp(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&time, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }
}

extension LearnerProgress: WorkspaceDocument {
  public static let fileName = "progreso.json"
  public static let versionField = "format"
  public static var currentVersion: Int { currentFormat }
  /// El de una entrega (`SubmissionLimits.standard`): el registro entero va en ella. Lo
  /// comprueba quien lee un progreso ajeno (`corregir`); el tutor lee el suyo sin límite,
  /// porque uno que no se pudiera leer se apartaría como dañado.
  public static let byteLimit = SubmissionLimits.standard.fileBytes

  /// Lee un progreso de cualquier curso (`ProgressFile.decode` comprueba además el curso).
  public static func read(_ data: Data, shownAs: String) throws(ProgressProblem) -> Self {
    if let format = futureVersion(in: data) { throw .futureFormat(format) }
    do {
      return try WorkspaceJSON.decoder().decode(LearnerProgress.self, from: data)
    } catch {
      throw .corrupt(DecodingProblem.describe(error))
    }
  }

  /// Los bytes del progreso, estables y siempre del formato actual.
  public func encoded() -> Data {
    var progress = self
    progress.format = Self.currentFormat
    return (try? WorkspaceJSON.encoder().encode(progress)) ?? Data()
  }
}
