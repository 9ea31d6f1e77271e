import Support
import Foundation

/// Escribe `--formato exercism --salida DIR`: `DIR/<alumno>/results.json` para cada alumno. Se
/// comprueban todos los archivos antes de escribir ninguno, así que una ejecución rechazada no
/// escribe nada; cada uno se escribe entero (`AtomicWriter`).
enum ExercismFolder {
  /// Escribe los archivos de `report` en `directory` y devuelve cuántos se escribieron y las rutas
  /// (`source`) de las filas que se quedaron sin ninguno.
  static func write(
    _ report: GradeReport, to directory: String, shownAs: String, overwrite: Bool
  ) throws(GradingError) -> (written: Int, skipped: [String]) {
    switch SafeFile.kind(of: directory) {
    case .missing, .directory: break
    default: throw .cannotWrite(path: shownAs, reason: "no es una carpeta")
    }
    let (files, skipped) = ExercismReport.files(report)
    for file in files {
      // No se escribe nada a través de un enlace (una carpeta de alumno que apunta a otro sitio).
      switch SafeFile.kind(of: directory + "/" + file.folder) {
      case .missing, .directory: break
      default:
        throw .cannotWrite(path: shownAs + "/" + file.folder, reason: "no es una carpeta")
      }
      let path = directory + "/" + file.folder + "/results.json"
      if SafeFile.kind(of: path) != .missing, !overwrite {
        throw .outputExists(path: shownAs + "/" + file.folder + "/results.json")
      }
    }
    for file in files {
      let folder = directory + "/" + file.folder
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotWrite(
          path: shownAs + "/" + file.folder, reason: "no se puede crear la carpeta")
      }
      try AtomicFile.save(
        file.text, to: folder + "/results.json",
        shownAs: shownAs + "/" + file.folder + "/results.json")
    }
    return (files.count, skipped)
  }
}
