import Foundation
import Grading
import Lessons
import Workspace

/// Escribe una clase sintética para un curso: entregas bien, mal, que no compilan, que se
/// quedan en un bucle, que se bloquean y rotas, en proporciones y orden fijos (para el mismo
/// curso y tamaño, siempre la misma clase).
enum SyntheticClass {
  enum Kind: String, CaseIterable {
    case right = "bien", wrong = "mal", notCompiling = "no-compila", looping = "bucle"
    case deadlocking = "bloqueo", malformed = "rota"

    /// Cuántas de cada 100 entregas.
    var share: Int {
      switch self {
      case .right: 45
      case .wrong: 20
      case .notCompiling: 10
      case .looping: 8
      case .deadlocking: 7
      case .malformed: 10
      }
    }
  }

  /// Escribe `count` entregas en `folder` (la crea) y devuelve cuántas hay de cada clase.
  static func write(course: Course, count: Int, to folder: String) throws -> [Kind: Int] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = try CourseFingerprint.stamp(of: course)
    var kinds: [Kind] = []
    for kind in Kind.allCases { kinds += Array(repeating: kind, count: kind.share * count / 100) }
    while kinds.count < count { kinds.append(.right) }
    var generator = SeededGenerator(seed: 2026)
    kinds.shuffle(using: &generator)
    let codeIDs = course.exercises.filter { $0.kind.compiled != nil }.map(\.id)
    var tally: [Kind: Int] = [:]
    var malformedIndex = 0
    for (index, kind) in kinds.enumerated() {
      let student = String(format: "alumno-%03d", index + 1)
      tally[kind, default: 0] += 1
      if kind == .malformed {
        try Malformed.write(
          number: malformedIndex, student: student, course: course, stamp: stamp, folder: folder)
        malformedIndex += 1
        continue
      }
      var answers: [String: RawAnswer] = [:]
      for (position, exercise) in course.exercises.enumerated() {
        let wrong = kind == .wrong && position % 2 == 0
        let answer =
          wrong ? AnswerKey.wrong(exercise, in: course) : AnswerKey.right(exercise, in: course)
        if let answer { answers[exercise.id] = answer }
      }
      var code: [String: CodeEntry] = [:]
      let target = codeIDs.isEmpty ? nil : codeIDs[index % codeIDs.count]
      for (position, id) in codeIDs.enumerated() {
        guard let codeExercise = course.exercise(id)?.kind.compiled else { continue }
        let solution = try String(contentsOf: codeExercise.files.solution, encoding: .utf8)
        var text = "// \(student)\n" + solution
        switch kind {
        case .wrong where position % 2 == 0:
          text =
            "// \(student)\n"
            + (try String(contentsOf: codeExercise.files.starter, encoding: .utf8))
        case .notCompiling where id == target:
          text += "\nlet roto: Int = \"no es un número\"\n"
        case .looping where id == target:
          text = Injection.atFirstBody(text, "while true {}")
        case .deadlocking where id == target:
          text = "import Foundation\n" + Injection.atFirstBody(text, Injection.deadlock)
        default:
          break
        }
        code[id] = CodeEntry(file: "\(id).swift", contents: text)
      }
      let submission = Submission(
        student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
        answers: answers, code: code)
      try submission.encoded().write(to: URL(fileURLWithPath: "\(folder)/\(student).json"))
    }
    return tally
  }
}

/// Código que se cuelga, puesto al principio del cuerpo de la primera función de una solución.
enum Injection {
  /// Dos hilos, cada uno esperando la señal del otro.
  static let deadlock = """
    do {
        let suyo = DispatchSemaphore(value: 0)
        let mio = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          suyo.wait()
          mio.signal()
        }
        mio.wait()
        suyo.signal()
      }
    """

  static func atFirstBody(_ text: String, _ code: String) -> String {
    guard let function = text.range(of: "\nfunc "),
      let brace = text[function.upperBound...].firstIndex(of: "{")
    else { return text }
    var result = text
    result.insert(contentsOf: "\n  " + code + "\n", at: result.index(after: brace))
    return result
  }
}

/// Las diez maneras de romper una entrega, por turnos.
enum Malformed {
  static func write(
    number: Int, student: String, course: Course, stamp: CourseStamp, folder: String
  ) throws {
    let path = "\(folder)/\(student).json"
    let valid = Submission(
      student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000))
    switch number % 10 {
    case 0: try Data("Adjunto mis respuestas, profe.".utf8).write(to: URL(fileURLWithPath: path))
    case 1:
      try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    case 2:
      var other = valid
      other.course.id = "otro-curso"
      try other.encoded().write(to: URL(fileURLWithPath: path))
    case 3:
      var old = valid
      old.course.contentHash = String(repeating: "0", count: 64)
      try old.encoded().write(to: URL(fileURLWithPath: path))
    case 4: try Data(repeating: 0x20, count: 5 << 20).write(to: URL(fileURLWithPath: path))
    case 5:
      var escaping = valid
      escaping.code["x"] = CodeEntry(file: "../../../etc/passwd", contents: "")
      try escaping.encoded().write(to: URL(fileURLWithPath: path))
    case 6:
      let data = try valid.encoded()
      try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
    case 7:
      try Data(#"{"format": "leccion-entrega", "version": 9, "student": "\#(student)"}"#.utf8)
        .write(to: URL(fileURLWithPath: path))
    case 8:
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/passwd")
    default:
      var twin = valid
      twin.student = "alumno-001"
      try twin.encoded().write(to: URL(fileURLWithPath: path))
    }
  }
}

/// A small deterministic random generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
