import Support
import Foundation

/// Writes `--formato exercism --salida DIR`: `DIR/<alumno>/results.json` for each student.
/// Every file is checked before any is written, so a refused run writes nothing; each one is
/// written whole (`AtomicWriter`).
enum ExercismFolder {
  /// Writes the files of `report` into `directory` and returns how many were written and
  /// the sources of the rows that got none.
  static func write(
    _ report: GradeReport, to directory: String, shownAs: String, overwrite: Bool
  ) throws(GradingError) -> (written: Int, skipped: [String]) {
    switch SafeFile.kind(of: directory) {
    case .missing, .directory: break
    default: throw .cannotWrite(path: shownAs, reason: "no es una carpeta")
    }
    let (files, skipped) = ExercismReport.files(report)
    for file in files {
      // Nothing is written through a link (a student folder that points elsewhere).
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
