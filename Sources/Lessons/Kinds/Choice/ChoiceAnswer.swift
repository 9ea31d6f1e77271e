import Support

/// La respuesta a una `eleccion`, tal como se guarda y se corrige: los ids de las opciones
/// marcadas (`ChoiceExercise.Option.id`), no las letras que vio la persona, que dependen del
/// orden barajado. Corrección, informes y estadísticas hablan así de la misma opción.
///
/// ```json
/// { "kind": "eleccion", "options": ["b", "lento"] }
/// ```
///
/// Los archivos de antes (formato 1) guardaban las posiciones de las opciones
/// (`"selected": [0, 2]`); se leen como `storedPositions`, se corrigen igual y, si se vuelven
/// a escribir, se escriben como se leyeron.
public enum ChoiceAnswer: KindAnswer {
  /// Los ids de las opciones marcadas, en el orden en que las marcó.
  case options([String])
  /// Las posiciones marcadas (desde 0, en el orden del archivo del curso de entonces): solo
  /// se lee de archivos del formato 1.
  case storedPositions([Int])

  /// Lo que puede valer una posición guardada (`selected`): de 0 a 999.
  public static let storedPositionRange = 0...999

  public var byteCount: Int {
    switch self {
    case .options(let ids): ids.reduce(0) { $0 + $1.utf8.count + 1 }
    case .storedPositions(let positions): positions.count * 8
    }
  }

  /// Sin el ejercicio (que traduce letras y posiciones, `ChoiceExercise.canonical(of:)`):
  /// los ids ordenados; las posiciones, nada.
  public var canonical: String {
    switch self {
    case .options(let ids): ids.sorted().joined(separator: "+")
    case .storedPositions: ""
    }
  }

  private enum CodingKeys: String, CodingKey {
    case options, selected
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.options) {
      self = .options(try container.decode([String].self, forKey: .options))
    } else {
      // Posiciones de una entrega o un progreso antiguos: se acotan antes de usarlas (una
      // de `Int.max` desbordaba al escribir su letra).
      self = .storedPositions(
        try BoundedNumber.decodeEach(container, forKey: .selected, in: Self.storedPositionRange))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .options(let ids): try container.encode(ids, forKey: .options)
    case .storedPositions(let positions): try container.encode(positions, forKey: .selected)
    }
  }
}

extension RawAnswer {
  /// Los ids de las opciones marcadas en una `eleccion`, en el orden en que se marcaron.
  public static func choice(options ids: [String]) -> RawAnswer {
    RawAnswer(ChoiceAnswer.options(ids), kind: ChoiceExercise.word)
  }

  /// Las posiciones que guardaban los archivos del formato 1 (solo para leerlos).
  public static func choicePositions(_ positions: [Int]) -> RawAnswer {
    RawAnswer(ChoiceAnswer.storedPositions(positions), kind: ChoiceExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `eleccion`.
  public static func choice(_ exercise: ChoiceExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
