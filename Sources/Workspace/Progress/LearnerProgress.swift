import Foundation
import Lessons

/// El progreso de una persona en un curso: un registro de sucesos (respuestas, pistas,
/// soluciones vistas, reinicios) y el lugar por donde va.
///
/// El registro solo crece: dos procesos que escriben a la vez se unen sin perder nada
/// (`merged(with:)`), y lo que se muestra (resuelto, intentos, pistas) se deduce de él
/// (`record(for:)`). Nada guardado aquí se da por bueno al corregir: `leccion comprobar`
/// y `leccion corregir` vuelven a corregir las respuestas en bruto.
///
/// ```swift
/// var progress = LearnerProgress(courseID: "estado-compartido")
/// progress.append(.answer(RawAnswer.freeText("valor proyectado"), passed: true,
///   exercise: "shared.proyectado"))
/// progress.record(for: "shared.proyectado").isPassed  // true
/// ```
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// El formato que escribe esta versión de `leccion`: el 2 encadena los sucesos
  /// (`ProgressChain`) y guarda las opciones por id; el 1 se sigue leyendo.
  public static let currentFormat = 2

  /// La versión del formato del archivo.
  public var format: Int
  /// El id del curso.
  public var courseID: String
  /// Los sucesos, en orden de fecha (a igual fecha, `ProgressEvent.sortKey`).
  public var events: [ProgressEvent]
  /// Por dónde va la persona; `nil` antes de empezar.
  public var position: Position?

  /// Crea un progreso vacío.
  public init(courseID: String, events: [ProgressEvent] = [], position: Position? = nil) {
    self.format = Self.currentFormat
    self.courseID = courseID
    self.events = events
    self.position = position
  }

  /// Añade un suceso al final del registro.
  public mutating func append(_ event: ProgressEvent) {
    if let last = events.last, last.sortKey > event.sortKey {
      events.append(event)
      events.sort { $0.sortKey < $1.sortKey }
    } else {
      events.append(event)
    }
  }

  /// El progreso con los sucesos de los dos (uno por id) y la posición más reciente. No
  /// depende de con cuál se empiece: `a.merged(with: b)` y `b.merged(with: a)` dan lo mismo.
  ///
  /// Un mismo id con dos contenidos solo sale de editar `progreso.json` a mano (los ids son
  /// UUID nuevos y un suceso no se reescribe nunca). Se queda el que enlaza la cadena (su
  /// huella es la que guarda el suceso siguiente de su escritor) y, si no lo decide eso, el
  /// primero por fecha y huella. No se avisa: el progreso es de la persona y nada de lo que
  /// se corrige se fía de él; en una entrega, `corregir` ya señala el suceso cambiado o
  /// repetido al revisar la cadena (`ProgressChain`).
  public func merged(with other: LearnerProgress) -> LearnerProgress {
    var result = self
    // Siempre en orden, aunque no falte nada: un archivo con los sucesos desordenados (editado
    // a mano) daba otro orden según con cuál se empezara a unir (lo encontró FuzzProgress).
    result.events = Self.union(events, other.events)
    if let theirs = other.position, position.map({ theirs.isLater(than: $0) }) ?? true {
      result.position = theirs
    }
    return result
  }

  /// Los sucesos de `first` y `second`, uno por id y en orden (ver `merged(with:)`).
  static func union(_ first: [ProgressEvent], _ second: [ProgressEvent]) -> [ProgressEvent] {
    let linked = Set((first + second).compactMap(\.previous))
    var chosen: [UUID: ProgressEvent] = [:]
    for event in first + second {
      guard let current = chosen[event.id], current != event else {
        chosen[event.id] = event
        continue
      }
      if isPreferred(event, over: current, linked: linked) { chosen[event.id] = event }
    }
    return chosen.values.sorted { $0.sortKey < $1.sortKey }
  }

  /// Entre dos versiones de un mismo suceso: la que enlaza la cadena; si no, la de fecha
  /// anterior; si no, la de huella menor.
  private static func isPreferred(
    _ event: ProgressEvent, over other: ProgressEvent, linked: Set<String>
  ) -> Bool {
    let (hash, otherHash) = (ProgressChain.hash(event), ProgressChain.hash(other))
    let (isLinked, otherIsLinked) = (linked.contains(hash), linked.contains(otherHash))
    if isLinked != otherIsLinked { return isLinked }
    if event.date != other.date { return event.date < other.date }
    return hash < otherHash
  }
}

/// El lugar del curso por donde va la persona.
public struct Position: Codable, Equatable, Sendable {
  /// La lección (el nombre de su carpeta).
  public var lessonID: String
  /// El paso dentro de la lección (`CourseOutline.Step.id`: `seccion:…` o `ejercicio:…`).
  public var stepID: String
  /// Cuándo llegó ahí.
  public var date: Date

  /// Si es posterior a `other`; a la misma hora (solo editando a mano), decide la lección y
  /// el paso, para que unir no dependa del orden.
  func isLater(than other: Position) -> Bool {
    (date, lessonID, stepID) > (other.date, other.lessonID, other.stepID)
  }

  /// Crea una posición.
  public init(lessonID: String, stepID: String, date: Date = .nowInMilliseconds) {
    self.lessonID = lessonID
    self.stepID = stepID
    self.date = date
  }
}
