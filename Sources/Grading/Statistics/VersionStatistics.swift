import Support

/// La facilidad de cada versión de los ejercicios con varias versiones (`## id@nombre`), y
/// una marca donde una versión se aleja de las demás: dos versiones que deberían medir lo
/// mismo y no lo hacen son injustas para quien recibió la difícil.
///
/// La marca sale cuando la facilidad de una versión (la media de la fracción conseguida por
/// quienes la recibieron; sin responder cuenta 0) se aparta en más de `facilityGap` de la de
/// las demás versiones juntas, y cada lado tiene al menos `minimumStudents` alumnos. Las
/// instancias de un ejercicio con parámetros y una sola versión no se separan: miden lo
/// mismo con otros números.
///
/// ```swift
/// for line in VersionStatistics.text(VersionStatistics.compute(report)) { print(line) }
/// ```
public enum VersionStatistics {
  /// La diferencia de facilidad que marca una versión.
  public static let facilityGap = 0.25
  /// Cuántos alumnos hacen falta en la versión y en las demás para marcarla.
  public static let minimumStudents = 5

  /// Las versiones de cada ejercicio, en el orden del informe y, dentro de él, por nombre.
  public static func compute(_ report: GradeReport) -> [VersionStatistic] {
    let graded = report.students.filter { $0.status == .graded }
    var result: [VersionStatistic] = []
    for exercise in report.exercises {
      var fractions: [String: [Double]] = [:]
      for row in graded {
        guard let item = row.exercises.first(where: { $0.id == exercise.id }),
          let version = item.version
        else { continue }
        // La misma fracción que las estadísticas de cada ejercicio, tal como se exporta.
        fractions[version, default: []].append(ItemObservation(item).score)
      }
      guard fractions.count > 1 else { continue }
      for version in fractions.keys.sorted() {
        let own = fractions[version] ?? []
        let others = fractions.filter { $0.key != version }.flatMap(\.value)
        let facility = Descriptive.round(mean(own))
        let rest = Descriptive.round(mean(others))
        let flagged =
          own.count >= minimumStudents && others.count >= minimumStudents
          && abs(facility - rest) > facilityGap
        result.append(
          VersionStatistic(
            exercise: exercise.id, version: version, students: own.count, facility: facility,
            othersFacility: rest, flagged: flagged))
      }
    }
    return result
  }

  /// Las líneas del informe de texto (vacío si no hay ejercicios con varias versiones).
  public static func text(_ statistics: [VersionStatistic]) -> [String] {
    guard !statistics.isEmpty else { return [] }
    var lines = ["Versiones (facilidad de cada una; «≠» si se aparta de las demás):"]
    for item in statistics {
      let mark = item.flagged ? "  ≠ las demás: \(Descriptive.format(item.othersFacility))" : ""
      lines.append(
        "  \(item.exercise)@\(item.version): \(Descriptive.format(item.facility)) con "
          + Plural.count(item.students, "alumno", "alumnos") + mark)
    }
    return lines
  }

  private static func mean(_ values: [Double]) -> Double {
    Descriptive.mean(values) ?? 0
  }
}

/// La facilidad de una versión de un ejercicio.
public struct VersionStatistic: Sendable, Hashable, Codable {
  public var exercise: String
  public var version: String
  /// Cuántos alumnos corregidos la recibieron.
  public var students: Int
  /// La media de su fracción conseguida.
  public var facility: Double
  /// La de quienes recibieron las demás versiones.
  public var othersFacility: Double
  /// Si se aparta de las demás más de `VersionStatistics.facilityGap`.
  public var flagged: Bool
}
