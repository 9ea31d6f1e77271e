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
  /// Los sucesos, en orden de fecha (y de id, a igual fecha).
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

  /// El progreso con los sucesos de los dos (sin repetir) y la posición más reciente.
  public func merged(with other: LearnerProgress) -> LearnerProgress {
    var result = self
    let known = Set(events.map(\.id))
    let missing = other.events.filter { !known.contains($0.id) }
    // Siempre en orden, aunque no falte nada: un archivo con los sucesos desordenados (editado
    // a mano) daba otro orden según con cuál se empezara a unir (lo encontró FuzzProgress).
    result.events = (events + missing).sorted { $0.sortKey < $1.sortKey }
    if let theirs = other.position, theirs.date > (position?.date ?? .distantPast) {
      result.position = theirs
    }
    return result
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

  /// Crea una posición.
  public init(lessonID: String, stepID: String, date: Date = .nowInMilliseconds) {
    self.lessonID = lessonID
    self.stepID = stepID
    self.date = date
  }
}
