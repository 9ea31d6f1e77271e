import Foundation
import Lessons
import Support

/// La cadena de los sucesos del progreso: cada escritor (un proceso de `leccion`) numera
/// sus sucesos y cada uno guarda la huella del anterior del mismo escritor.
///
/// Unir dos registros sigue siendo una unión (las cadenas de escritores distintos no se
/// tocan), y un suceso borrado o cambiado a mano deja un hueco en la numeración o una
/// huella que no cuadra, y una hora que retrocede dentro de un escritor se ve aunque sea
/// la del último suceso. Lo que no puede detectar: quien reescribe la cadena entera con un
/// programa, quien borra el último suceso de un escritor (no hay nada detrás que lo nombre)
/// o adelanta su hora sin pasar de la del anterior.
///
/// ```swift
/// var progress = LearnerProgress(courseID: "c")
/// progress.appendChained(.hint(0, exercise: "x"), writer: "w1")
/// ProgressChain.verify(progress.events).isIntact  // true
/// ```
public enum ProgressChain {
  /// Lo que se ve al revisar la cadena.
  public enum Problem: Equatable, Sendable, Hashable {
    /// Un suceso sin cadena en un registro que sí la tiene.
    case unchained(date: Date, exerciseID: String)
    /// A `writer` le falta el suceso número `missing` (se borró).
    case missing(writer: String, sequence: Int)
    /// A `writer` le faltan los sucesos de `first` a `last`, seguidos (se borraron). Un hueco
    /// es un solo problema por grande que sea: revisar la cadena cuesta lo que ocupa el
    /// registro, no lo que dicen sus números.
    case missingRun(writer: String, first: Int, last: Int)
    /// Dos sucesos de `writer` con el mismo número.
    case duplicated(writer: String, sequence: Int)
    /// El suceso `sequence` de `writer` no es el que enlazaba el siguiente (se cambió).
    case altered(writer: String, sequence: Int, exerciseID: String)
    /// El suceso `sequence` de `writer` tiene una hora anterior a la del suceso que lo
    /// precede: un escritor escribe en orden, así que se cambió su hora (también detecta
    /// el último suceso de un escritor, que nada enlaza detrás).
    case backInTime(writer: String, sequence: Int, exerciseID: String)
  }

  /// El resultado de revisar un registro.
  public struct Report: Equatable, Sendable {
    /// Si ningún suceso tiene cadena (un progreso del formato 1): no se puede revisar.
    public var isLegacy: Bool
    /// Lo que no cuadra, en orden.
    public var problems: [Problem]

    /// Si la cadena está entera (o no hay nada que revisar).
    public var isIntact: Bool { problems.isEmpty }
  }

  /// La huella de un suceso: SHA-256 de todos sus campos, enmarcados.
  public static func hash(_ event: ProgressEvent) -> String {
    var digest = SHA256Digest()
    digest.update(field: event.id.uuidString)
    digest.update(field: Timestamp.format(event.date))
    digest.update(field: event.exerciseID)
    digest.update(field: event.kind.rawValue)
    digest.update(field: event.answer.map(canonicalJSON) ?? "-")
    digest.update(field: event.passed.map { $0 ? "1" : "0" } ?? "-")
    digest.update(field: event.hintIndex.map(String.init) ?? "-")
    digest.update(field: event.writer ?? "-")
    digest.update(field: event.sequence.map(String.init) ?? "-")
    digest.update(field: event.previous ?? "-")
    return digest.hexDigest()
  }

  /// `event` encadenado tras lo que `writer` ya escribió en `events`.
  public static func chained(
    _ event: ProgressEvent, writer: String, after events: [ProgressEvent]
  ) -> ProgressEvent {
    let last = events.filter { $0.writer == writer }.max {
      ($0.sequence ?? -1) < ($1.sequence ?? -1)
    }
    var event = event
    event.writer = writer
    event.sequence = (last?.sequence ?? -1) + 1
    event.previous = last.map(hash) ?? ""
    return event
  }

  /// Revisa la cadena de cada escritor de `events`: ordena los de cada escritor por número
  /// en tiempo lineal (`SequenceOrder`: nada si ya vienen en orden, que es lo normal; si no,
  /// por base 256 en cuatro pasadas) y los recorre una vez, así que cuesta O(n) en el número
  /// de sucesos (más ordenar los nombres de los escritores distintos) y da a lo sumo un
  /// problema por suceso, valga lo que valga su `sequence`.
  public static func verify(_ events: [ProgressEvent]) -> Report {
    let chained = events.filter { $0.writer != nil }
    if chained.isEmpty { return Report(isLegacy: !events.isEmpty, problems: []) }
    var problems: [Problem] = events.filter { $0.writer == nil || $0.sequence == nil }
      .map { .unchained(date: $0.date, exerciseID: $0.exerciseID) }
    let byWriter = Dictionary(grouping: chained.filter { $0.sequence != nil }) { $0.writer ?? "" }
    for writer in byWriter.keys.sorted() {
      let own = SequenceOrder.sorted(byWriter[writer] ?? [])
      var expected = 0
      var previousHash = ""
      var previousEvent: ProgressEvent?
      for event in own {
        let sequence = event.sequence ?? 0
        if sequence < expected {
          problems.append(.duplicated(writer: writer, sequence: sequence))
          continue
        }
        if expected < sequence {
          problems.append(
            sequence - expected == 1
              ? .missing(writer: writer, sequence: expected)
              : .missingRun(writer: writer, first: expected, last: sequence - 1))
          expected = sequence
          previousHash = ""
          previousEvent = nil
        }
        if let before = previousEvent, event.date < before.date {
          problems.append(
            .backInTime(writer: writer, sequence: sequence, exerciseID: event.exerciseID))
        }
        if sequence == 0 || previousEvent != nil, event.previous != previousHash {
          let culprit = previousEvent ?? event
          problems.append(
            .altered(
              writer: writer, sequence: culprit.sequence ?? sequence,
              exerciseID: culprit.exerciseID))
        }
        previousHash = hash(event)
        previousEvent = event
        expected = sequence + 1
      }
    }
    return Report(isLegacy: false, problems: problems)
  }

  private static func canonicalJSON(_ answer: RawAnswer) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(answer)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
  }
}

extension LearnerProgress {
  /// Añade `event` encadenado como suceso de `writer`.
  public mutating func appendChained(_ event: ProgressEvent, writer: String) {
    append(ProgressChain.chained(event, writer: writer, after: events))
  }
}
