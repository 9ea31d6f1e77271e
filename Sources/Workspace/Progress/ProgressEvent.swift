import Foundation
import Lessons
import Support

/// Un suceso del progreso: una respuesta, una pista vista, una solución vista o un reinicio.
///
/// Cada suceso tiene un id propio, así que unir dos registros nunca lo duplica. Desde el
/// formato 2 cada suceso lleva además su cadena (`writer`, `sequence`, `previous`): quién
/// lo escribió, su número entre los de ese escritor y la huella del anterior de ese
/// escritor (`ProgressChain`). Borrar o cambiar un suceso a mano rompe la cadena.
public struct ProgressEvent: Codable, Equatable, Sendable, Identifiable {
  /// Qué pasó.
  public enum Kind: String, Codable, Sendable {
    /// Una respuesta (o una comprobación de un archivo de código).
    case answer = "respuesta"
    /// Se mostró la pista `hintIndex`.
    case hint = "pista"
    /// Se mostró la solución.
    case solution = "solucion"
    /// El ejercicio volvió a empezar.
    case reset = "reinicio"
  }

  /// El id del suceso.
  public var id: UUID
  /// Cuándo pasó (con precisión de milisegundos, para que el archivo lo conserve igual).
  public var date: Date
  /// El ejercicio.
  public var exerciseID: String
  /// Qué pasó.
  public var kind: Kind
  /// La respuesta en bruto, en las respuestas.
  public var answer: RawAnswer?
  /// Si la respuesta pasó cuando se corrigió (solo para mostrar; se vuelve a corregir).
  public var passed: Bool?
  /// La pista mostrada (desde 0), en las pistas.
  public var hintIndex: Int?
  /// Quién lo escribió: un id por cada proceso de `leccion` que escribe el progreso.
  public var writer: String?
  /// Su número entre los sucesos de `writer`, desde 0.
  public var sequence: Int?
  /// La huella (`ProgressChain.hash`) del suceso anterior de `writer`; vacía en el primero.
  public var previous: String?

  /// Crea un suceso.
  public init(
    id: UUID = UUID(), date: Date = .nowInMilliseconds, exerciseID: String, kind: Kind,
    answer: RawAnswer? = nil, passed: Bool? = nil, hintIndex: Int? = nil,
    writer: String? = nil, sequence: Int? = nil, previous: String? = nil
  ) {
    self.id = id
    self.date = date
    self.exerciseID = exerciseID
    self.kind = kind
    self.answer = answer
    self.passed = passed
    self.hintIndex = hintIndex
    self.writer = writer
    self.sequence = sequence
    self.previous = previous
  }

  /// Una respuesta corregida.
  public static func answer(
    _ answer: RawAnswer, passed: Bool?, exercise: String, date: Date = .nowInMilliseconds
  ) -> ProgressEvent {
    ProgressEvent(date: date, exerciseID: exercise, kind: .answer, answer: answer, passed: passed)
  }

  /// La pista `index` (desde 0) mostrada.
  public static func hint(
    _ index: Int, exercise: String, date: Date = .nowInMilliseconds
  ) -> ProgressEvent {
    ProgressEvent(date: date, exerciseID: exercise, kind: .hint, hintIndex: index)
  }

  /// La solución mostrada.
  public static func solution(exercise: String, date: Date = .nowInMilliseconds) -> ProgressEvent {
    ProgressEvent(date: date, exerciseID: exercise, kind: .solution)
  }

  /// El ejercicio vuelve a empezar.
  public static func reset(exercise: String, date: Date = .nowInMilliseconds) -> ProgressEvent {
    ProgressEvent(date: date, exerciseID: exercise, kind: .reset)
  }

  /// El orden del registro: por fecha; a igual fecha (el mismo milisegundo), por escritor y,
  /// dentro de uno, por su número en la cadena (el orden en que pasaron); si no, por id.
  /// Antes, a igual fecha decidía el id, al azar: una respuesta y un reinicio seguidos
  /// podían contarse al revés.
  public var sortKey: (Double, String, Int, String) {
    (date.timeIntervalSince1970, writer ?? "", sequence ?? -1, id.uuidString)
  }

  /// Lee un suceso comprobando sus números antes de que nadie los use: un `sequence` o un
  /// `hintIndex` fuera de `ProgressLimits` es un archivo dañado (en el tutor se aparta; en
  /// una entrega, su fila de error), nunca una cuenta que se desborda o un bucle sin fin.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    date = try container.decode(Date.self, forKey: .date)
    exerciseID = try container.decode(String.self, forKey: .exerciseID)
    kind = try container.decode(Kind.self, forKey: .kind)
    answer = try container.decodeIfPresent(RawAnswer.self, forKey: .answer)
    passed = try container.decodeIfPresent(Bool.self, forKey: .passed)
    hintIndex = try BoundedNumber.decodeIfPresent(
      container, forKey: .hintIndex, in: ProgressLimits.hintIndexes)
    writer = try container.decodeIfPresent(String.self, forKey: .writer)
    sequence = try BoundedNumber.decodeIfPresent(
      container, forKey: .sequence, in: ProgressLimits.sequences)
    previous = try container.decodeIfPresent(String.self, forKey: .previous)
  }
}

/// Lo que puede valer cada número de un suceso del progreso. Un registro real no se acerca:
/// un ejercicio tiene unas pocas pistas y un escritor, unos cientos de sucesos.
public enum ProgressLimits {
  /// `sequence`: de 0 a 2 147 483 647 (así `sequence + 1` nunca se desborda).
  public static let sequences = 0...Int(Int32.max)
  /// `hintIndex`: de 0 a 999.
  public static let hintIndexes = 0...999
}

extension Date {
  /// Ahora, redondeado a milisegundos (lo que guarda `progreso.json`).
  public static var nowInMilliseconds: Date {
    Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded() / 1000)
  }

  /// Esta fecha o, si no es posterior a `other`, el milisegundo siguiente a `other` (lo
  /// menos que distingue `progreso.json`).
  func later(than other: Date) -> Date {
    guard self <= other else { return self }
    return Date(timeIntervalSince1970: ((other.timeIntervalSince1970 * 1000).rounded() + 1) / 1000)
  }
}
