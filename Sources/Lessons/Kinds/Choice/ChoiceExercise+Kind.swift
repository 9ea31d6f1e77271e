// Lo que una elección dice de sí misma al resto del código: su respuesta correcta (con las
// letras que vio cada persona), su explicación, su clave para la copia del alumno y cuántas
// opciones se barajan.
extension ChoiceExercise {
  /// Las opciones correctas con las letras del orden del archivo.
  public var rightAnswer: String { rightAnswer(order: nil) }

  /// Las opciones correctas, una por línea (`- b) texto`), con las letras del orden `order`
  /// en que las vio la persona (sin él, el del archivo).
  public func rightAnswer(order: OptionOrder?) -> String {
    let order = order ?? .identity(count: options.count)
    return order.positions.enumerated().compactMap { shown, position in
      guard let option = option(atPosition: position), option.isCorrect else { return nil }
      return "- \(Self.shownLetter(shown))) \(option.text)"
    }.joined(separator: "\n")
  }

  /// Las explicaciones de las opciones correctas, separadas por una línea en blanco.
  public var explanation: String {
    options.filter { $0.isCorrect && !$0.explanation.isEmpty }.map(\.explanation)
      .joined(separator: "\n\n")
  }

  /// Como Moodle en una pregunta de una respuesta: la media de lo que vale cada opción (las
  /// correctas entre todas). `nil` en las de varias, que Moodle no estima.
  public var randomGuessScore: Double? {
    guard !allowsSeveral, !options.isEmpty else { return nil }
    return Double(correctIndices.count) / Double(options.count)
  }

  /// Las opciones se barajan por alumno y ejercicio (`OptionOrder`).
  public var shuffledOptions: Int? { options.count }

  /// Las opciones, para el análisis de opciones de las estadísticas.
  public var answerOptions: [KindOption]? {
    options.map { KindOption(id: $0.id, text: $0.text, isCorrect: $0.isCorrect) }
  }

  /// `copia+lento`: los ids ordenados (la letra que guardaba lo anterior a los `{#id}`
  /// cuenta como el id de su opción); las posiciones del formato 1, por el id de su opción.
  public func canonical(of answer: ChoiceAnswer) -> String {
    switch answer {
    case .options(let ids):
      ids.map { currentID(ofStored: $0) ?? $0 }.sorted().joined(separator: "+")
    case .storedPositions(let positions):
      positions.compactMap { position(ofStoredPosition: $0) }
        .compactMap { option(atPosition: $0)?.id }.sorted().joined(separator: "+")
    }
  }

  /// Por id de opción, el resumen con sal de «correcta» o «incorrecta» (`options` de la
  /// clave, como desde el formato 1 de la copia).
  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    var hashes: [String: SaltedHash] = [:]
    for option in options {
      let salt = KeyHash.newSalt()
      hashes[option.id] = SaltedHash(
        salt: salt,
        hash: Self.optionHash(
          salt: salt, exercise: id, option: option.id, isCorrect: option.isCorrect))
    }
    key.options = hashes
    return key
  }

  /// La clave lleva un resumen por opción, ni uno más ni uno menos.
  public func isComplete(_ key: HashedKey) -> Bool {
    Set(key.options?.keys.map { $0 } ?? []) == Set(options.map(\.id))
  }

  /// El resumen de la opción `option` con `salt`: lo escribe la copia y lo compara el
  /// corrector.
  public static func optionHash(
    salt: String, exercise id: String, option: String, isCorrect: Bool
  ) -> String {
    KeyHash.of(salt: salt, exercise: id, [option, isCorrect ? "correcta" : "incorrecta"])
  }

  /// La letra de la opción mostrada en el lugar `index` (desde 0): a, b, c…; pasada la z,
  /// su número.
  static func shownLetter(_ index: Int) -> String {
    guard index >= 0, index < 26, let scalar = Unicode.Scalar(UInt32(97 + index)) else {
      return "\(index + 1)"
    }
    return String(Character(scalar))
  }
}
