import Foundation
import Support

/// La copia del alumno de un curso: el mismo formato sin las claves en claro, marcada con
/// `copia-alumno.json` en su carpeta (junto a `indice.txt`). La escribe
/// `leccion tarea nueva --curso-alumno DIR`; el profesor corrige con el curso completo.
///
/// - `diferida`: sin claves. El tutor no puede corregir nada con ella (ni debe: en diferida
///   no hay veredictos hasta la devolución).
/// - `intentos`: cada clave está solo como resumen SHA-256 con sal (una sal por opción, por
///   respuesta aceptada, por línea, por paso o por declaración), así que el tutor comprueba
///   un intento sin poder leer la clave.
///
/// ```json
/// { "format": 1, "mode": "intentos", "course": "shared",
///   "exercises": { "shared.tres-nombres": { "kind": "eleccion",
///     "options": { "a": { "salt": "…", "hash": "…" } } } } }
/// ```
///
/// Lo que no impide: quien escriba un programa que pruebe cada opción contra los resúmenes
/// (el tutor hace lo mismo con una sola) acaba sabiendo cuál es la buena.
public struct StudentCopy: Sendable, Hashable, Codable {
  /// El nombre del archivo que marca una copia del alumno.
  public static let fileName = "copia-alumno.json"

  /// Para qué modo de tarea se hizo.
  public enum Mode: String, Sendable, Hashable, Codable {
    /// Claves como resúmenes con sal.
    case tries = "intentos"
    /// Sin claves.
    case deferred = "diferida"
  }

  /// La versión del formato del archivo (1).
  public var format: Int
  /// El modo.
  public var mode: Mode
  /// El id del curso del que sale.
  public var course: String
  /// La huella del contenido del curso completo (la de `corregir`): una entrega hecha con la
  /// copia la lleva, así que el profesor la corrige con su curso completo sin más.
  public var contentHash: String?
  /// Las claves de cada ejercicio (por id). En `diferida` solo lo que no es clave: el
  /// nodo donde empieza cada recorrido.
  public var exercises: [String: HashedKey]

  /// Crea una copia.
  public init(
    mode: Mode, course: String, contentHash: String? = nil, exercises: [String: HashedKey] = [:]
  ) {
    self.format = 1
    self.mode = mode
    self.course = course
    self.contentHash = contentHash
    self.exercises = exercises
  }
}

/// Un valor con su sal: `hash` es `KeyHash.of(salt:…)` del valor de la clave.
public struct SaltedHash: Sendable, Hashable, Codable {
  /// La sal, en hexadecimal.
  public var salt: String
  /// El resumen, en hexadecimal.
  public var hash: String

  /// Crea un valor con su sal.
  public init(salt: String, hash: String) {
    self.salt = salt
    self.hash = hash
  }
}

/// Una línea de la salida de una predicción: el resumen exacto y el plegado (mayúsculas,
/// tildes y espacios aparte), para decir «casi» como el curso completo.
public struct HashedLine: Sendable, Hashable, Codable {
  /// La sal de la línea.
  public var salt: String
  /// El resumen de la línea tal cual (sin espacios al final).
  public var exact: String
  /// El resumen de la línea plegada.
  public var folded: String

  /// Crea una línea.
  public init(salt: String, exact: String, folded: String) {
    self.salt = salt
    self.exact = exact
    self.folded = folded
  }
}

/// Un paso de un recorrido: el resumen del nodo de la pregunta y el de la rama buena.
public struct HashedStep: Sendable, Hashable, Codable {
  /// La sal del paso.
  public var salt: String
  /// El resumen del nodo.
  public var node: String
  /// El resumen del nodo y la etiqueta de la rama (`Flowchart.labelKey`).
  public var branch: String

  /// Crea un paso.
  public init(salt: String, node: String, branch: String) {
    self.salt = salt
    self.node = node
    self.branch = branch
  }
}

/// La clave de un ejercicio en una copia del alumno. Cada tipo usa sus campos.
public struct HashedKey: Sendable, Hashable, Codable {
  /// La palabra del `tipo:` del ejercicio.
  public var kind: String
  /// `eleccion`: por id de opción, el resumen de «correcta» o «incorrecta».
  public var options: [String: SaltedHash]?
  /// `texto`: la sal del ejercicio.
  public var salt: String?
  /// `texto`: los resúmenes de la respuesta y los sinónimos plegados, ordenados.
  public var accepted: [String]?
  /// `prediccion`: cada línea de la salida.
  public var lines: [HashedLine]?
  /// `recorrido`: el nodo donde empieza (no es clave: es la primera pregunta).
  public var start: String?
  /// `recorrido`: cada paso.
  public var steps: [HashedStep]?
  /// `admision`: el veredicto de cada declaración, en orden.
  public var items: [SaltedHash]?
  /// Un tipo hecho unidad: sus resúmenes, en el orden que dice el tipo (`linea`: el de la
  /// línea que rompe la regla).
  public var hashes: [SaltedHash]?

  /// Una clave vacía de `kind`.
  public init(kind: Exercise.KindName) {
    self.kind = kind.rawValue
  }
}

/// El resumen de una parte de una clave: SHA-256 de campos enmarcados con la sal, el id del
/// ejercicio y los valores. La misma función escribe la copia y comprueba un intento.
public enum KeyHash {
  /// El resumen de `parts` con `salt` para el ejercicio `exercise`.
  public static func of(salt: String, exercise: String, _ parts: [String]) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-clave-1")
    digest.update(field: salt)
    digest.update(field: exercise)
    for part in parts { digest.update(field: part) }
    return digest.hexDigest()
  }

  /// Una sal nueva: 16 bytes al azar, en hexadecimal (no hace falta que se repita).
  public static func newSalt() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }
}
