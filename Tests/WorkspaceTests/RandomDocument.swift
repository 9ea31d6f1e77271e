import Foundation
import Lessons

@testable import Workspace

/// Documentos del espacio al azar, con la semilla de `SeededRandom`: cada fallo se repite
/// con la suya. Los textos llevan acentos, comillas, saltos de línea y emojis; las fechas,
/// milisegundos (lo que guarda un archivo).
enum RandomDocument {
  static let words = ["withLock", "año", "«cita»", "a\nb", "\"x\"", "🙂", "$contador", "a/b"]
  static let ids = ["01-shared", "02-withlock", "shared.a", "shared.b", "withlock.c"]

  static func word(_ random: inout SeededRandom) -> String {
    words[random.int(in: 0...(words.count - 1))]
  }

  static func maybe<T>(_ random: inout SeededRandom, _ make: (inout SeededRandom) -> T) -> T? {
    random.int(in: 0...1) == 1 ? make(&random) : nil
  }

  static func hash(_ random: inout SeededRandom) -> String {
    (0..<4).map { _ in String(format: "%016llx", random.next()) }.joined()
  }

  static func stamp(_ random: inout SeededRandom) -> CourseStamp {
    CourseStamp(id: "c", contentHash: hash(&random))
  }

  /// Un `espacio.json`.
  static func manifest(_ random: inout SeededRandom) -> WorkspaceManifest {
    WorkspaceManifest(
      courseID: "curso-\(random.int(in: 0...99))",
      learnerID: maybe(&random) { "ana.\($0.int(in: 0...999))" },
      created: RandomLog.date(&random), assignmentHash: maybe(&random, hash),
      coursePath: maybe(&random) { "/home/ana/" + word(&$0) },
      courseHash: maybe(&random, hash))
  }

  /// Una fracción que `tarea.json` escribe de una de sus tres maneras: corta (`0.25`), como
  /// fracción (`"1/3"`) o con todas sus cifras.
  static func fraction(_ random: inout SeededRandom) -> Double {
    let values = [0, 0.1, 0.25, 1.0 / 3, 0.5, 1.0 / 6, 2.0 / 7, 1, 0.123456789]
    return values[random.int(in: 0...(values.count - 1))]
  }

  /// Un `tarea.json`, con lo que cada modo escribe (en `practica` la penalización y el
  /// máximo de intentos no se guardan).
  static func assignment(_ random: inout SeededRandom) -> Assignment {
    let mode = Assignment.Mode.allCases[random.int(in: 0...2)]
    var assignment = Assignment(mode: mode)
    assignment.title = maybe(&random) { "Entrega \(word(&$0))" }
    assignment.courseID = maybe(&random) { _ in "c" }
    if mode == .tries {
      assignment.penalty = fraction(&random)
      assignment.maxTries = maybe(&random) { $0.int(in: 1...1000) }
    }
    assignment.hintCost = fraction(&random)
    assignment.solutionCost = fraction(&random)
    assignment.deadline = maybe(&random, RandomLog.date)
    assignment.countLate = random.int(in: 0...1) == 1
    assignment.seed = random.int(in: 0...1) == 1 ? "semilla-\(word(&random))" : "12345"
    assignment.shuffle = random.int(in: 0...1) == 1
    assignment.exercises = maybe(&random) { random in
      Array(Set((0...random.int(in: 0...3)).map { _ in ids[random.int(in: 0...4)] })).sorted()
    }
    for id in ids where random.int(in: 0...3) == 0 {
      assignment.weights[id] = Double(random.int(in: 0...4000)) / 4
    }
    return assignment
  }

  /// Una devolución: los puntos de cada ejercicio, como se escriben (en centésimas exactas).
  static func handback(_ random: inout SeededRandom) -> Handback {
    let exercises = (0..<random.int(in: 0...5)).map { index in
      ExerciseResult(
        id: ids[index % ids.count], status: ExerciseStatus.allCases[random.int(in: 0...5)],
        points: Double(random.int(in: 0...100)) / 4, maxPoints: Double(random.int(in: 1...4)),
        message: word(&random), rightAnswer: maybe(&random) { "- b) " + word(&$0) },
        explanation: maybe(&random, word))
    }
    return Handback(
      student: "ana", course: stamp(&random), assignment: maybe(&random, hash),
      points: Double(random.int(in: 0...1000)) / 100, maxPoints: Double(random.int(in: 1...20)),
      exercises: exercises, warnings: maybe(&random) { [word(&$0)] })
  }

  /// Una entrega: un registro al azar y archivos de código.
  static func submission(_ random: inout SeededRandom) -> Submission {
    let progress = RandomLog.progress(&random)
    var code: [String: CodeEntry] = [:]
    for id in RandomLog.exercises where random.int(in: 0...1) == 1 {
      code[id] = CodeEntry(
        file: "\(id).swift", contents: "let año = \"\(word(&random))\"\n",
        savedAt: maybe(&random, RandomLog.date))
    }
    return Submission(
      student: "ana", course: stamp(&random), startedAt: maybe(&random, RandomLog.date),
      exportedAt: RandomLog.date(&random), assignment: maybe(&random, hash),
      events: progress.events, code: code)
  }
}

extension RandomDocument {
  /// Una sal o un resumen con su sal.
  static func salted(_ random: inout SeededRandom) -> SaltedHash {
    SaltedHash(salt: String(hash(&random).prefix(32)), hash: hash(&random))
  }

  /// Una lista de 0 a 3 elementos.
  static func some<T>(_ random: inout SeededRandom, _ make: (inout SeededRandom) -> T) -> [T] {
    (0..<random.int(in: 0...3)).map { _ in make(&random) }
  }

  /// La clave de un ejercicio: cualquier combinación de campos (la forma de cada tipo la
  /// comprueba `validar`, no el documento).
  static func hashedKey(_ random: inout SeededRandom) -> HashedKey {
    let kinds = Exercise.KindName.allCases
    var key = HashedKey(kind: kinds[random.int(in: 0...(kinds.count - 1))])
    key.options = maybe(&random) { random in
      Dictionary(uniqueKeysWithValues: ["a", "b", "c"].map { ($0, salted(&random)) })
    }
    key.salt = maybe(&random) { String(hash(&$0).prefix(32)) }
    key.accepted = maybe(&random) { some(&$0, hash) }
    key.lines = maybe(&random) { random in
      some(&random) { HashedLine(salt: word(&$0), exact: hash(&$0), folded: hash(&$0)) }
    }
    key.start = maybe(&random, word)
    key.steps = maybe(&random) { random in
      some(&random) { HashedStep(salt: word(&$0), node: hash(&$0), branch: hash(&$0)) }
    }
    key.items = maybe(&random) { some(&$0, salted) }
    key.hashes = maybe(&random) { some(&$0, salted) }
    return key
  }

  /// Una copia del alumno (`copia-alumno.json`), con claves de ejercicios y de instancias.
  static func studentCopy(_ random: inout SeededRandom) -> StudentCopy {
    var copy = StudentCopy(
      mode: random.int(in: 0...1) == 1 ? .tries : .deferred, course: "curso-\(word(&random))",
      contentHash: maybe(&random, hash))
    for id in ids where random.int(in: 0...2) > 0 {
      let entry = random.int(in: 0...3) == 0 ? StudentCopy.instanceKey(id, word(&random)) : id
      copy.exercises[entry] = hashedKey(&random)
    }
    return copy
  }
}
