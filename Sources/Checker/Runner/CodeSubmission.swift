/// Un archivo de Swift con el nombre que ve quien lo escribió.
public struct SourceFile: Sendable, Hashable, Codable {
  /// El nombre que aparece en los diagnósticos (`Contador.swift`); solo el último componente.
  public var name: String
  /// El texto del archivo.
  public var contents: String

  /// Crea un archivo.
  public init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }
}

/// Un ejercicio de código para comprobar: el archivo de la persona, las pruebas ocultas del
/// ejercicio y, en la corrección por lotes, las pruebas añadidas por el profesor.
///
/// ```swift
/// let entrega = CodeSubmission(
///   exerciseID: "withlock.carrera",
///   learnerFile: SourceFile(name: "Carrera.swift", contents: texto),
///   tests: SourceFile(name: "pruebas.swift", contents: pruebas))
/// ```
public struct CodeSubmission: Sendable, Hashable, Codable {
  /// El identificador estable del ejercicio (`withlock.carrera`).
  public var exerciseID: String
  /// Lo que escribió la persona.
  public var learnerFile: SourceFile
  /// Las pruebas ocultas del ejercicio (`pruebas.swift`).
  public var tests: SourceFile
  /// Pruebas ocultas adicionales (del profesor, en `leccion corregir`).
  public var extraTests: [SourceFile]
  /// Si solo se llaman las pruebas de `extraTests` (las del profesor): `tests` se compila
  /// (sus funciones auxiliares están a mano) pero sus `prueba…` no se ejecutan. Es el
  /// programa aparte de las pruebas del profesor, cuyo veredicto nunca llega al alumno más
  /// que contado (`CodeVerdict.addingTeacherTests`).
  public var teacherTestsOnly: Bool

  /// Crea una entrega.
  public init(
    exerciseID: String, learnerFile: SourceFile, tests: SourceFile, extraTests: [SourceFile] = [],
    teacherTestsOnly: Bool = false
  ) {
    self.exerciseID = exerciseID
    self.learnerFile = learnerFile
    self.tests = tests
    self.extraTests = extraTests
    self.teacherTestsOnly = teacherTestsOnly
  }

  /// Todos los archivos de prueba, en orden.
  var allTests: [SourceFile] { [tests] + extraTests }

  /// Los archivos cuyas funciones `prueba…` se llaman.
  var runnableTests: [SourceFile] { teacherTestsOnly ? extraTests : allTests }
}
