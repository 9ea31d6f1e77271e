import Support
import Checker
import Foundation
import Lessons

/// Las pruebas ocultas de más del profesor (`--pruebas-ocultas DIR`), que los alumnos
/// nunca vieron.
///
/// `DIR/<exercise-id>.swift` y cada `DIR/<exercise-id>/*.swift` se compilan con el
/// `pruebas.swift` de ese ejercicio; cada archivo necesita al menos una `func prueba…()`.
/// Los nombres de las funciones de prueba no pueden repetir los del `pruebas.swift` del
/// curso. En un ejercicio con parámetros, cada `{{nombre}}` de estas pruebas lleva el valor
/// de la instancia de cada alumno, como su `pruebas.swift` (`CourseCode.teacherRequests`).
///
/// ```
/// ocultas/
///   withlock.carrera.swift
///   shared.entrega/
///     bordes.swift
/// ```
public struct HiddenTests: Sendable, Hashable {
  /// Los archivos de cada id de ejercicio, por orden de nombre.
  public var files: [String: [SourceFile]]
  /// SHA-256 sobre todos los archivos (`nil`: no se dio ninguno).
  public var fingerprint: String?

  /// Crea las pruebas ocultas.
  public init(files: [String: [SourceFile]] = [:], fingerprint: String? = nil) {
    self.files = files
    self.fingerprint = fingerprint
  }

  /// Sin pruebas de más.
  public static let none = HiddenTests()

  /// Lee `directory` (`shownAs` la nombra en los mensajes) contra `course`.
  public static func load(directory: String, shownAs: String, course: Course) throws(GradingError)
    -> HiddenTests
  {
    guard SafeFile.kind(of: directory) == .directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
    else {
      throw .hiddenTestsNotAFolder(path: shownAs)
    }
    var found: [(id: String, shown: String, path: String)] = []
    for name in names.sorted(by: bytewise) where !name.hasPrefix(".") {
      let path = directory + "/" + name
      switch SafeFile.kind(of: path) {
      case .regular where name.hasSuffix(".swift"):
        found.append((String(name.dropLast(6)), shownAs + "/" + name, path))
      case .directory:
        let inner = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for file in inner.sorted(by: bytewise)
        where file.hasSuffix(".swift") && !file.hasPrefix(".") {
          found.append((name, shownAs + "/" + name + "/" + file, path + "/" + file))
        }
      default:
        continue
      }
    }
    var result = HiddenTests()
    var digest = SHA256Digest()
    let ids = course.exercises.map(\.id)
    for item in found {
      guard let exercise = course.exercise(item.id) else {
        throw .hiddenTestsUnknownExercise(
          path: item.shown, id: item.id,
          suggestion: EditDistance.suggestion(for: item.id, among: ids))
      }
      guard exercise.kind.compiled != nil else {
        throw .hiddenTestsNotCode(path: item.shown, id: item.id)
      }
      guard case .success(let data) = SafeFile.read(item.path, shownAs: item.shown, limit: 1 << 20),
        let text = SafeFile.text(data)
      else {
        throw .hiddenTestsUnreadable(path: item.shown)
      }
      guard text.contains(/func\s+prueba\w*\s*\(\s*\)/) else {
        throw .hiddenTestsWithoutTests(path: item.shown)
      }
      // Cada `{{nombre}}` lleva, al corregir, el valor de la instancia de cada alumno.
      let declared = Set(exercise.allInstances.flatMap(\.codeParameters).map(\.name))
      if let unknown = Placeholders.names(in: text).first(where: { !declared.contains($0.name) }) {
        throw .hiddenTestsUnknownParameter(
          path: item.shown, line: unknown.line, name: unknown.name, id: item.id)
      }
      let fileName = (item.shown as NSString).lastPathComponent
      result.files[item.id, default: []].append(SourceFile(name: fileName, contents: text))
      digest.update(field: String(item.shown.dropFirst(shownAs.count + 1)))
      digest.update(field: text)
    }
    result.fingerprint = found.isEmpty ? nil : digest.hexDigest()
    return result
  }

  private static func bytewise(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
