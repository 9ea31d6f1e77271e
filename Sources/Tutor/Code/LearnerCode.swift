import Checker
import Foundation
import Lessons
import Support

/// El archivo de código de la persona, leído una sola vez: lo que se compila (`source`) y
/// la huella que se anota en el progreso (`answer`) salen de los mismos bytes, así que lo
/// anotado describe exactamente lo comprobado aunque el archivo cambie mientras tanto.
///
/// ```swift
/// guard let learner = LearnerCode.read(file) else { return .unanswered }
/// guard let submission = CodeSubmission.checking(learner.source, of: id, code: code) else { … }
/// let verdict = await context.code.check(submission).verdict
/// ```
struct LearnerCode: Sendable, Equatable {
  /// Los bytes leídos.
  let data: Data
  /// El archivo tal como se compila: su nombre (el de los diagnósticos) y su texto.
  let source: SourceFile

  /// El archivo `file` con el contenido `data`.
  init(data: Data, file: URL) {
    self.data = data
    self.source = SourceFile(
      name: file.lastPathComponent, contents: String(decoding: data, as: UTF8.self))
  }

  /// Lee `file` (`nil` si no se puede leer).
  static func read(_ file: URL) -> LearnerCode? {
    FileManager.default.contents(atPath: file.path).map { LearnerCode(data: $0, file: file) }
  }

  /// La respuesta que se anota en el progreso: la huella de estos bytes (su SHA-256, como
  /// toda huella de `leccion`; antes, FNV-1a de 64 bits) y cuántos son.
  var answer: RawAnswer {
    var digest = SHA256Digest()
    digest.update(data)
    return .code(fingerprint: digest.hexDigest(), bytes: data.count)
  }
}

extension CodeSubmission {
  /// Lo que se comprueba de `source` en el ejercicio `exerciseID`: su archivo y las pruebas
  /// del ejercicio (`nil` si no se pueden leer). Una sola receta para la comprobación y para
  /// la compilación de antemano: si difirieran, la clave de la caché sería otra.
  static func checking(_ source: SourceFile, of exerciseID: String, code: any CompiledKind)
    -> CodeSubmission?
  {
    guard let tests = code.files.contents(.tests) else { return nil }
    return CodeSubmission(
      exerciseID: exerciseID, learnerFile: source,
      tests: SourceFile(name: "pruebas.swift", contents: String(decoding: tests, as: UTF8.self)))
  }
}
