import Support

/// La única receta de la clave de un veredicto de código guardado, la misma en la caché del
/// tutor (`CodeCache`, por `CodeRunner.verdictKey(for:)`) y en el almacén de la clase de
/// `leccion corregir` (`ResultStore`): el SHA-256 de todo lo que puede cambiar el veredicto
/// de ejecutar un código en un ejercicio. Los dos guardan en el mismo almacén (`ResultStore`).
///
/// | parte | de dónde sale |
/// | --- | --- |
/// | el curso | su huella (`CourseFingerprint`): cualquier cambio del curso, también de un `pruebas.swift`; en la caché del tutor, vacía (el ejercicio entra por sus archivos) |
/// | el ejercicio | su id, su `pruebas.swift` y, en el programa aparte de las pruebas del profesor, las de ese ejercicio (nombre y texto) y esa marca |
/// | el código | el nombre del archivo (sale en los diagnósticos) y su texto, byte a byte |
/// | el compilador, el motor y el arnés | `swiftc --version` y el SHA-256 de `libSharedCore`, de `libLeccionHarness.a` y de sus módulos |
/// | el corrector | `CodeRunner.verdictSettings`: arnés, opciones de `swiftc`, límites (`--tiempo`) y aislamiento |
/// | `leccion` | su versión y el ejecutable en marcha (tamaño, fecha, inodo): otra compilación de `leccion` empieza de cero |
///
/// No entran el alumno, las fechas ni nada más de la entrega (el mismo código de dos alumnos
/// es la misma clave), ni la tarea: la tarea decide qué ejercicios se piden y cómo puntúan
/// (penalizaciones, fecha límite), pero no lo que hace un código al ejecutarse; los puntos se
/// recalculan siempre.
///
/// ```swift
/// let keying = ResultKeying(courseHash: stamp.contentHash, runner: runner)
/// let key = keying.key(for: submission)   // 64 cifras hexadecimales
/// ```
public struct ResultKeying: Sendable, Hashable {
  /// El resumen de lo que comparten todas las claves de una corrección.
  public var base: String

  /// Una clave con estas partes fijas.
  ///
  /// - Parameters:
  ///   - courseHash: la huella del contenido del curso.
  ///   - toolchain: la identidad del compilador y del motor.
  ///   - runnerSettings: lo que decide el corrector (`CodeRunner.verdictSettings`).
  ///   - grader: la identidad de `leccion` (por omisión, `CodeRunner.executableIdentity`).
  public init(
    courseHash: String, toolchain: String, runnerSettings: String,
    grader: String = CodeRunner.executableIdentity
  ) {
    var hash = SHA256()
    hash.update(field: "\(ResultStore.magic) \(ResultStore.formatVersion)")
    hash.update(field: grader)
    hash.update(field: courseHash)
    hash.update(field: toolchain)
    hash.update(field: runnerSettings)
    base = hash.hexDigest()
  }

  /// Las claves de lo que comprueba `runner` en un curso con la huella `courseHash`.
  public init(courseHash: String, runner: CodeRunner) {
    self.init(
      courseHash: courseHash, toolchain: runner.toolchain.contentIdentity(),
      runnerSettings: runner.verdictSettings)
  }

  /// La clave de comprobar `submission`.
  public func key(for submission: CodeSubmission) -> String {
    var hash = SHA256()
    hash.update(field: base)
    hash.update(field: submission.exerciseID)
    let files = [submission.learnerFile, submission.tests] + submission.extraTests
    hash.update(field: String(files.count))
    for file in files {
      hash.update(field: file.name)
      hash.update(field: file.contents)
    }
    // El programa aparte de las pruebas del profesor no es el de las del curso.
    if submission.teacherTestsOnly { hash.update(field: "solo-profesor") }
    return hash.hexDigest()
  }

  /// El contexto de los ejercicios de código de un alumno: el resumen de todas sus claves,
  /// en orden (`nil` con uno solo o ninguno, que siempre se compila solo).
  public static func context(of keys: [String]) -> String? {
    guard keys.count > 1 else { return nil }
    var hash = SHA256()
    hash.update(field: "contexto")
    hash.update(field: String(keys.count))
    for key in keys { hash.update(field: key) }
    return hash.hexDigest()
  }

  /// La clave de un veredicto que salió de un programa con todos los ejercicios de
  /// `context`: no vale para quien no entregue exactamente lo mismo (en la caché del tutor,
  /// un lote de `CodeRunner.check(batch:)` con otros ejercicios).
  public static func key(_ key: String, in context: String) -> String {
    var hash = SHA256()
    hash.update(field: key)
    hash.update(field: context)
    return hash.hexDigest()
  }
}
