/// Por qué un archivo de tarea no se puede usar: qué campo y qué hacer.
public struct AssignmentProblem: Error, Hashable, Sendable {
  /// Qué pasa.
  public enum Kind: Hashable, Sendable {
    /// No se puede leer el archivo.
    case unreadable(String)
    /// No es JSON (con el detalle).
    case notJSON(String)
    /// Es JSON, pero no una tarea (`format` no es `leccion-tarea`).
    case notAnAssignment
    /// Es de una versión más nueva.
    case futureVersion(Int)
    /// Falta un campo obligatorio.
    case missingField
    /// Un campo que no existe.
    case unknownField(suggestion: String?)
    /// Un valor que no vale; `expected` dice qué se espera.
    case invalidValue(String, expected: String)
    /// Un id de lección o ejercicio que el curso no tiene.
    case unknownID(String, suggestion: String?)
    /// La tarea es de otro curso.
    case otherCourse(found: String, expected: String)
    /// Dos campos que no pueden ir juntos.
    case conflict(String)
  }

  /// El archivo, como se nombró.
  public var path: String
  /// El campo (`penalty`, `exercises[2]`, `weights.01-shared`), si el problema es de uno.
  public var field: String?
  /// Qué pasa.
  public var kind: Kind

  /// Crea un problema.
  public init(path: String, field: String? = nil, _ kind: Kind) {
    self.path = path
    self.field = field
    self.kind = kind
  }

  /// El mensaje en castellano, sin «error: ».
  public var message: String {
    let place = field.map { "\(path), campo «\($0)»" } ?? path
    switch kind {
    case .unreadable(let detail):
      return "no puedo leer la tarea «\(path)»: \(detail)."
    case .notJSON(let detail):
      return "la tarea «\(path)» no es JSON válido: \(detail). Corrígela o créala de nuevo "
        + "con «leccion tarea nueva»."
    case .notAnAssignment:
      return "«\(path)» no es una tarea de leccion: le falta «\"format\": "
        + "\"\(Assignment.formatName)\"». Créala con «leccion tarea nueva»."
    case .futureVersion(let version):
      return "la tarea «\(path)» es de la versión \(version), más nueva que la que lee esta "
        + "leccion (\(Assignment.currentVersion)): actualiza leccion."
    case .missingField:
      return "\(place): falta este campo, que es obligatorio."
    case .unknownField(let suggestion):
      let hint = suggestion.map { " ¿Quisiste decir «\($0)»?" } ?? ""
      return "\(place): este campo no existe en una tarea.\(hint) Los campos están en "
        + "«leccion tarea nueva --help»."
    case .invalidValue(let value, let expected):
      return "\(place): «\(value)» no vale; \(expected)."
    case .unknownID(let id, let suggestion):
      let hint = suggestion.map { " ¿Quisiste decir «\($0)»?" } ?? ""
      return "\(place): el curso no tiene ninguna lección ni ejercicio «\(id)».\(hint)"
    case .otherCourse(let found, let expected):
      return "\(place): la tarea es del curso «\(found)», no de «\(expected)»."
    case .conflict(let detail):
      return "\(place): \(detail)."
    }
  }
}

extension String {
  /// Sin el punto final (para meter una frase dentro de otra).
  var dropLastDot: String { hasSuffix(".") ? String(dropLast()) : self }
}
