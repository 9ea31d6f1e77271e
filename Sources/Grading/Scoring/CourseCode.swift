import Checker
import Foundation
import Lessons
import Workspace

/// La parte del curso de sus ejercicios de código: el `pruebas.swift` de cada uno, leído
/// una vez por instancia (un ejercicio con parámetros tiene una por juego de valores, y cada
/// alumno se corrige con la suya).
struct CourseCode: Sendable {
  /// Una instancia de un ejercicio de código: sus pruebas, su inicio y sus valores.
  struct Instance: Sendable {
    /// `pruebas.swift` con los valores de la instancia.
    var tests: SourceFile
    /// `inicio.swift` con los mismos valores (para reconocer un archivo sin tocar).
    var starter: String?
    /// Los valores, que también se sustituyen en las pruebas ocultas del profesor.
    var parameters: [ParameterValue]
  }

  /// Las instancias de cada ejercicio de código, por id (una sola si no tiene variantes).
  var instances: [String: [Instance]]
  /// Los ids de los ejercicios de código, en el orden del curso.
  var order: [String]
  /// Qué instancia toca a cada alumno.
  var draw: VariantDraw

  static func load(
    _ course: Course, draw: VariantDraw = VariantDraw(seed: "")
  ) throws(GradingError) -> CourseCode {
    var instances: [String: [Instance]] = [:]
    var order: [String] = []
    for exercise in course.exercises {
      guard exercise.kind.compiled != nil else { continue }
      for instance in exercise.allInstances {
        guard let code = instance.kind.compiled else { continue }
        guard let text = code.files.text(.tests) else {
          throw .courseFileUnreadable(path: code.files.tests.path)
        }
        instances[exercise.id, default: []].append(
          Instance(
            tests: SourceFile(name: "pruebas.swift", contents: text),
            starter: code.files.contents(.starter).map { String(decoding: $0, as: UTF8.self) },
            parameters: code.files.parameters))
      }
      order.append(exercise.id)
    }
    return CourseCode(instances: instances, order: order, draw: draw)
  }

  /// La instancia de `id` que corrige a `student`.
  func instance(_ id: String, student: String) -> Instance? {
    guard let all = instances[id], !all.isEmpty else { return nil }
    return all[draw.index(count: all.count, student: student, exercise: id)]
  }

  /// `inicio.swift` de cada ejercicio, el de la instancia de `student`.
  func starters(for student: String) -> [String: String] {
    var starters: [String: String] = [:]
    for id in order {
      if let starter = instance(id, student: student)?.starter { starters[id] = starter }
    }
    return starters
  }

  /// `inicio.swift` de cada ejercicio en su primera instancia (la búsqueda de parecidos
  /// resta ese texto del código de todos).
  var starters: [String: String] {
    instances.compactMapValues { $0.first?.starter }
  }

  /// Lo que hay que comprobar de `submission`: cada ejercicio de código del que trae
  /// archivo, en el orden del curso, con las pruebas de su instancia.
  func requests(for submission: Submission, counted: Set<String>) -> [CodeSubmission] {
    order.compactMap { id in
      guard counted.contains(id), let entry = submission.code[id],
        let instance = instance(id, student: submission.student),
        !ExerciseGrading.sameCode(entry.contents, instance.starter ?? "\u{0}")
      else { return nil }
      return CodeSubmission(
        exerciseID: id, learnerFile: SourceFile(name: entry.file, contents: entry.contents),
        tests: instance.tests)
    }
  }

  /// Los mismos ejercicios con las pruebas del profesor, para su programa aparte: solo los
  /// que tienen pruebas ocultas, que se compilan con el `pruebas.swift` del curso (por sus
  /// funciones auxiliares) pero solo llaman a las del profesor. Cada `{{nombre}}` de esas
  /// pruebas lleva el valor de la instancia de `student`, como las del curso. Ningún texto de
  /// ese programa llega al alumno: de su veredicto solo se cuentan pruebas
  /// (`addingTeacherTests`).
  func teacherRequests(
    _ requests: [CodeSubmission], hiddenTests: HiddenTests, student: String
  ) -> [CodeSubmission] {
    requests.compactMap { request in
      guard let files = hiddenTests.files[request.exerciseID], !files.isEmpty else { return nil }
      let values = instance(request.exerciseID, student: student)?.parameters ?? []
      var teacher = request
      teacher.extraTests = files.map {
        SourceFile(name: $0.name, contents: Placeholders.substitute($0.contents, with: values))
      }
      teacher.teacherTestsOnly = true
      return teacher
    }
  }
}
