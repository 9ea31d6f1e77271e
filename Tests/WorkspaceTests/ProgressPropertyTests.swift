import Foundation
import Testing

@testable import Lessons
@testable import Workspace

/// Propiedades del progreso comprobadas sobre registros al azar (con semilla: cada fallo se
/// repite con la misma). Un registro al azar tiene de uno a tres escritores, cada uno con su
/// cadena, y sucesos de todas las clases con respuestas de todos los tipos.
@Suite struct ProgressPropertyTests {
  /// Cuántos registros se prueban en cada propiedad.
  static let seeds: [UInt64] = Array(1...120)

  @Test(arguments: seeds)
  func aProgressRoundTripsThroughItsFile(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let progress = RandomLog.progress(&random)
    let decoded = try ProgressFile.decode(ProgressFile.encode(progress), courseID: "c").get()
    #expect(decoded == progress)
    // Y los bytes son estables: escribir lo leído da los mismos.
    #expect(ProgressFile.encode(decoded) == ProgressFile.encode(progress))
  }

  @Test(arguments: seeds)
  func mergingIsCommutativeAssociativeAndIdempotent(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (a, b, c) = (
      RandomLog.progress(&random), RandomLog.progress(&random), RandomLog.progress(&random)
    )
    #expect(a.merged(with: b) == b.merged(with: a))
    #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
    let merged = a.merged(with: b)
    #expect(merged.merged(with: merged) == merged)
    #expect(merged.merged(with: a) == merged)
  }

  /// Dos procesos que parten del mismo archivo y escriben cada uno lo suyo: al unirse no se
  /// pierde ningún suceso, no se repite ninguno y las dos cadenas siguen enteras.
  @Test(arguments: seeds)
  func twoWritersFromTheSameFileLoseNothingAndKeepTheirChains(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let base = RandomLog.progress(&random)
    var first = base
    var second = base
    RandomLog.extend(&first, writer: "tutor-1", count: random.int(in: 1...12), &random)
    RandomLog.extend(&second, writer: "tutor-2", count: random.int(in: 1...12), &random)
    let merged = first.merged(with: second)
    let ids = Set(first.events.map(\.id)).union(second.events.map(\.id))
    #expect(merged.events.count == ids.count)
    #expect(Set(merged.events.map(\.id)) == ids)
    #expect(ProgressChain.verify(merged.events).isIntact)
    #expect(merged.events.map(\.sortKey.0) == merged.events.map(\.sortKey.0).sorted())
  }

  /// Lo que el mapa del curso dice de cada ejercicio sale igual se una como se una.
  @Test(arguments: seeds)
  func whatTheMapShowsDoesNotDependOnTheOrderOfMerging(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (a, b) = (RandomLog.progress(&random), RandomLog.progress(&random))
    #expect(a.merged(with: b).records() == b.merged(with: a).records())
  }

  /// Quitar un suceso del medio de una cadena (lo que haría quien borra una respuesta a mano)
  /// siempre se nota.
  @Test(arguments: seeds)
  func removingAnEventFromTheMiddleOfAChainIsAlwaysNoticed(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var progress = LearnerProgress(courseID: "c")
    RandomLog.extend(&progress, writer: "w", count: random.int(in: 3...20), &random)
    let removed = random.int(in: 0...(progress.events.count - 2))
    progress.events.remove(at: removed)
    #expect(!ProgressChain.verify(progress.events).isIntact)
  }
}

/// Registros de progreso al azar.
enum RandomLog {
  static let exercises = ["shared.a", "shared.b", "withlock.c", "compartir.d"]
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// Un progreso del curso `c` con de uno a tres escritores.
  static func progress(_ random: inout SeededRandom) -> LearnerProgress {
    var progress = LearnerProgress(courseID: "c")
    for writer in 0..<random.int(in: 1...3) {
      extend(&progress, writer: "w\(writer)", count: random.int(in: 0...10), &random)
    }
    if random.int(in: 0...1) == 1 {
      progress.position = Position(
        lessonID: "0\(random.int(in: 1...5))-x", stepID: "ejercicio:\(exercises[0])",
        date: date(&random))
    }
    return progress
  }

  /// Añade `count` sucesos encadenados de `writer`.
  static func extend(
    _ progress: inout LearnerProgress, writer: String, count: Int, _ random: inout SeededRandom
  ) {
    // Las fechas de un escritor no van hacia atrás (si no, la cadena lo señala).
    let last = progress.events.filter { $0.writer == writer }.map(\.date).max() ?? date(&random)
    var milliseconds = Int((last.timeIntervalSince1970 * 1000).rounded())
    for _ in 0..<count {
      milliseconds += random.int(in: 0...600_000)
      let when = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
      progress.appendChained(event(at: when, &random), writer: writer)
    }
  }

  /// Una fecha con milisegundos, hecha como la hace `Date.nowInMilliseconds` (lo que el
  /// archivo guarda exactamente).
  static func date(_ random: inout SeededRandom) -> Date {
    Date(timeIntervalSince1970: Double(1_800_000_000_000 + random.int(in: 0...86_400_000)) / 1000)
  }

  static func event(at when: Date, _ random: inout SeededRandom) -> ProgressEvent {
    let exercise = exercises[random.int(in: 0...(exercises.count - 1))]
    let id = UUID(uuid: random.uuidBytes())
    switch random.int(in: 0...5) {
    case 0:
      return ProgressEvent(
        id: id, date: when, exerciseID: exercise, kind: .hint, hintIndex: random.int(in: 0...4))
    case 1: return ProgressEvent(id: id, date: when, exerciseID: exercise, kind: .solution)
    case 2: return ProgressEvent(id: id, date: when, exerciseID: exercise, kind: .reset)
    default:
      let passed: Bool? = [true, false, nil][random.int(in: 0...2)]
      return ProgressEvent(
        id: id, date: when, exerciseID: exercise, kind: .answer, answer: answer(&random),
        passed: passed)
    }
  }

  /// Una respuesta de cualquier tipo, con textos que incluyen acentos, comillas y saltos.
  static func answer(_ random: inout SeededRandom) -> RawAnswer {
    let words = ["withLock", "año", "«cita»", "a\nb", "\"x\"", "", "🙂", "$contador"]
    func text() -> String { words[random.int(in: 0...(words.count - 1))] }
    func texts() -> [String] { (0..<random.int(in: 0...3)).map { _ in text() } }
    switch random.int(in: 0...7) {
    case 0: return .choice(options: texts())
    case 1: return .choicePositions((0..<random.int(in: 0...3)).map { _ in random.int(in: 0...9) })
    case 2: return .freeText(text())
    case 3: return .prediction(lines: texts())
    case 4: return .flowchartWalk(path: texts())
    case 5: return .flowchartRebuild(mermaid: "flowchart TD\n  A --> B\n" + text())
    case 6: return .admission(verdicts: texts())
    default:
      return .code(
        fingerprint: String(format: "%016llx", random.next()), bytes: random.int(in: 0...9999))
    }
  }
}

/// El generador con semilla de las listas barajadas (`SplitMix64`, de Lessons), el mismo en
/// cada máquina: cada fallo se repite con su semilla.
struct SeededRandom: RandomNumberGenerator {
  private var generator: SplitMix64

  init(seed: UInt64) { generator = SplitMix64(hex: String(seed, radix: 16)) }

  mutating func next() -> UInt64 { generator.next() }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  mutating func uuidBytes() -> uuid_t {
    let (high, low) = (next(), next())
    func byte(_ value: UInt64, _ index: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: value >> (8 * index))
    }
    return (
      byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
      byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
      byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
    )
  }
}
