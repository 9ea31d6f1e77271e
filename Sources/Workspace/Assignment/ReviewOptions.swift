/// Lo que ve el alumno de cada respuesta y cuándo, como las opciones de revisión de un
/// cuestionario de Moodle: si acertó, los puntos, el comentario de su respuesta (por qué
/// esa opción no es), la respuesta correcta y la explicación general.
///
/// En el archivo de la tarea es el campo `review`; lo que no dice sigue el modo:
///
/// ```json
/// "review": { "rightAnswer": "al-responder", "explanation": "nunca" }
/// ```
///
/// | modo | al responder | con la devolución |
/// | --- | --- | --- |
/// | `practica` | todo | todo |
/// | `intentos` | si acertó, los puntos y el comentario | además, la respuesta y la explicación |
/// | `diferida` | nada | todo |
///
/// «Al responder», la respuesta correcta se ve cuando el ejercicio se cierra: acertado, o
/// sin intentos que queden (como en el comportamiento «interactivo con varios intentos» de
/// Moodle). Una copia sin conexión no puede abrir en una fecha lo que no debe llevar antes:
/// lo que no se ve al responder llega con la devolución, que lo lleva dentro.
public struct ReviewOptions: Sendable, Hashable {
  /// Cada cosa que se puede ver de una respuesta.
  public enum Item: String, Sendable, Hashable, CaseIterable {
    /// Si la respuesta es correcta.
    case correctness
    /// Los puntos (y, en `intentos`, cuánto valdría acertar en el siguiente).
    case points
    /// El comentario de la respuesta dada: por qué esa opción, esa línea o esa rama no es.
    case feedback
    /// La respuesta correcta (en código, la solución).
    case rightAnswer
    /// La explicación general del ejercicio.
    case explanation

    /// Cómo se nombra al alumno, en segunda persona («la respuesta correcta»).
    public var spanishName: String {
      switch self {
      case .correctness: "si aciertas"
      case .points: "los puntos"
      case .feedback: "el comentario de tu respuesta"
      case .rightAnswer: "la respuesta correcta"
      case .explanation: "la explicación"
      }
    }
  }

  /// Cuándo se ve.
  public enum Time: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Al responder (y después, con la devolución).
    case afterAnswering = "al-responder"
    /// Solo con la devolución del profesor (`leccion revisar`).
    case handback = "devolucion"
    /// Nunca.
    case never = "nunca"

    /// Antes es menor: `afterAnswering < handback < never`.
    public static func < (lhs: Time, rhs: Time) -> Bool {
      let order: [Time] = [.afterAnswering, .handback, .never]
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }

  /// Un momento en que el alumno mira.
  public enum Moment: Sendable, Hashable {
    /// Justo después de responder (en el tutor).
    case afterAnswering
    /// Con la devolución (en `leccion revisar` y en el tutor después).
    case handback
  }

  /// Cuándo se ve cada cosa.
  public var times: [Item: Time]

  /// Unas opciones con estos tiempos; lo que falte, con el de `mode`.
  public init(mode: Assignment.Mode, _ times: [Item: Time] = [:]) {
    self.times = Self.defaults(for: mode).times.merging(times) { _, chosen in chosen }
  }

  private init(times: [Item: Time]) {
    self.times = times
  }

  /// Cuándo se ve `item`.
  public func time(of item: Item) -> Time { times[item] ?? .handback }

  /// Si `item` se ve en `moment`.
  public func shows(_ item: Item, at moment: Moment) -> Bool {
    switch (time(of: item), moment) {
    case (.afterAnswering, _): true
    case (.handback, .handback): true
    default: false
    }
  }

  /// Las de cada modo (la tabla de arriba).
  public static func defaults(for mode: Assignment.Mode) -> ReviewOptions {
    let all = Dictionary(uniqueKeysWithValues: Item.allCases.map { ($0, Time.afterAnswering) })
    switch mode {
    case .practice:
      return ReviewOptions(times: all)
    case .tries:
      return ReviewOptions(
        times: all.merging([.rightAnswer: .handback, .explanation: .handback]) { $1 })
    case .deferred:
      return ReviewOptions(times: all.mapValues { _ in .handback })
    }
  }

  /// Dónde se escribe qué ve el alumno: el campo `review` del archivo de la tarea o la
  /// opción `--revision` de `leccion tarea nueva`. Cambia solo cómo se nombra lo que hay que
  /// escribir en su lugar.
  public enum Source: Sendable {
    case file, commandLine
  }

  /// Los tiempos que admite `item` en `mode`, o `nil` si admite los tres; con el porqué,
  /// dicho para quien lo escribe en `source`.
  public static func allowed(_ item: Item, in mode: Assignment.Mode, source: Source = .file)
    -> (Set<Time>, String)?
  {
    let omit = source == .file ? "quita el campo" : "quítalo de «--revision»"
    let deferred = source == .file ? "«\"mode\": \"diferida\"»" : "«--modo diferida»"
    switch (mode, item) {
    case (.deferred, .correctness), (.deferred, .points):
      return (
        [.handback],
        "en «diferida» solo la devolución dice la nota: escribe «devolucion» o \(omit)"
      )
    case (.deferred, _):
      return (
        [.handback, .never],
        "en «diferida» no se ve nada al responder: escribe «devolucion» o «nunca»"
      )
    case (_, .correctness):
      return (
        [.afterAnswering],
        "en «\(mode.rawValue)» el alumno ve al responder si acertó (para intentarlo otra vez): "
          + "para callarlo, usa \(deferred)"
      )
    case (_, .points):
      return (
        [.afterAnswering, .handback],
        "la devolución siempre lleva los puntos: escribe «al-responder» o «devolucion»"
      )
    default:
      return nil
    }
  }
}
