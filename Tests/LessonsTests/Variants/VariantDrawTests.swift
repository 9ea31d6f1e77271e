import Testing

@testable import Lessons

/// El reparto de instancias: estable, equilibrado con la lista de la clase y distinto de un
/// alumno a otro.
@Suite struct VariantDrawTests {
  /// Treinta ids como los de una clase de verdad.
  static let classIDs: [String] = {
    let first = [
      "ana", "luis", "marta", "jorge", "lucia", "pablo", "elena", "ivan", "sara", "diego",
    ]
    let last = ["garcia", "perez", "lopez"]
    return last.flatMap { surname in first.map { "\($0).\(surname)" } }
  }()

  static func draw(seed: String = "2026-otono") -> VariantDraw {
    VariantDraw(seed: seed, roster: classIDs.map { VariantDraw.token(seed: seed, student: $0) })
  }

  /// Las instancias de los seis ejercicios con variantes del curso: tres predicciones con
  /// 32, 32 y 36 instancias y tres bolsas de 2, 3 y 2 versiones.
  static let exercises: [(id: String, count: Int)] = [
    ("shared.variante-copia", 32), ("withlock.variante-suma", 32),
    ("appstorage.variante-clave", 36), ("shared.pool-copia", 2), ("withlock.pool-candado", 3),
    ("compartir.pool-quien", 2),
  ]

  @Test func noInstanceGoesToMoreThanItsShare() {
    let draw = Self.draw()
    for (id, count) in Self.exercises {
      var load: [Int: Int] = [:]
      for student in Self.classIDs {
        load[draw.index(count: count, student: student, exercise: id), default: 0] += 1
      }
      let share = (Self.classIDs.count + count - 1) / count
      #expect(load.values.max() ?? 0 <= share + 2, "\(id): \(load)")
      // Con la lista, el reparto es exacto: ⌈30/k⌉ como mucho.
      #expect(load.values.max() ?? 0 <= share, "\(id): \(load)")
    }
  }

  @Test func twoStudentsShareAtMostHalfOfTheVariantExercises() {
    let draw = Self.draw()
    let picks = Self.classIDs.map { student in
      Self.exercises.map { draw.index(count: $0.count, student: student, exercise: $0.id) }
    }
    var worst = 0
    for first in picks.indices {
      for second in picks.indices where second > first {
        let shared = zip(picks[first], picks[second]).filter { $0 == $1 }.count
        worst = max(worst, shared)
      }
    }
    #expect(worst <= Self.exercises.count / 2)
  }

  @Test func theDrawIsStableAndIgnoresRosterOrder() {
    let draw = Self.draw()
    var reversed = draw
    reversed.roster.reverse()
    for student in Self.classIDs {
      #expect(
        draw.index(count: 7, student: student, exercise: "a.b")
          == reversed.index(count: 7, student: student, exercise: "a.b"))
    }
    // Valores fijos: el mismo resultado en cualquier máquina y en cualquier ejecución.
    let loose = VariantDraw(seed: "2026")
    #expect(
      ["ana", "luis", "marta"].map { loose.index(count: 7, student: $0, exercise: "a.b") }
        == Self.pinnedLoose)
    #expect(VariantDraw.token(seed: "2026", student: "ana") == Self.pinnedToken)
  }

  static let pinnedLoose = [4, 0, 3]
  static let pinnedToken = "48c26cd8edd0da01"

  @Test func aStudentOutsideTheRosterStillGetsAValidInstance() {
    let draw = Self.draw()
    let index = draw.index(count: 5, student: "nuevo.alumno", exercise: "a.b")
    #expect((0..<5).contains(index))
    #expect(draw.index(count: 1, student: "ana.garcia", exercise: "a.b") == 0)
  }

  @Test func resolvingTheCourseKeepsOnlyTheStudentsKeys() {
    let instances = (0..<3).map { index in
      ExerciseInstance(
        version: "v\(index)", parameters: [], title: "T\(index)", prompt: "P\(index)", hints: [],
        kind: Exercise.Kind(FreeTextExercise(answer: "r\(index)", synonyms: [], explanation: "e")))
    }
    var exercise = Exercise(
      id: "a.b", title: "T0", lessonID: "01-x", kind: instances[0].kind,
      location: SourceLocation(file: "e.md", line: 1))
    exercise.variants = ExerciseVariants(instances: instances)
    var copy = StudentCopy(mode: .tries, course: "c")
    for index in 0..<3 {
      copy.exercises[StudentCopy.instanceKey("a.b", "v\(index)")] = HashedKey(kind: .freeText)
      copy.exercises[StudentCopy.instanceKey("a.b", "v\(index)")]?.salt = "sal\(index)"
    }
    let course = Course(
      id: "c", lessons: [Lesson(id: "01-x", title: "X", exercises: [exercise])], studentCopy: copy)
    let draw = VariantDraw(seed: "s")
    let student = "ana.garcia"
    let chosen = draw.index(count: 3, student: student, exercise: "a.b")
    let resolved = course.resolved(draw: draw, student: student)
    #expect(resolved.exercise("a.b")?.prompt == "P\(chosen)")
    #expect(resolved.exercise("a.b")?.chosenInstanceID == "v\(chosen)")
    #expect(resolved.studentCopy?.exercises.keys.sorted() == ["a.b"])
    #expect(resolved.studentCopy?.exercises["a.b"]?.salt == "sal\(chosen)")
  }
}
