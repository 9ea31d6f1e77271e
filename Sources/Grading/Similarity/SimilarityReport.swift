/// Lo que encontró la búsqueda de parecidos en el código de una clase (`--similitud`): por
/// ejercicio de código, los pares de alumnos que comparten bastante más código que el resto de
/// la clase; en conjunto, sumando todos los ejercicios; y, de cada par, los tramos comunes.
///
/// Es una pista para que una persona mire esos pares, nunca una prueba de copia: dos alumnos
/// pueden parecerse porque trabajaron juntos con permiso, porque siguieron el mismo ejemplo o
/// por casualidad. Su JSON (la clave `similarity` del informe, o `leccion-parecidos` con
/// `--solo-similitud`) está en `Sources/Grading/README.md`; las mismas entregas dan los mismos
/// bytes.
public struct SimilarityReport: Codable, Sendable, Hashable {
  /// Cómo se comparó.
  public var method: SimilarityMethod
  /// Un apartado por ejercicio de código que cuenta, en el orden del curso.
  public var exercises: [SimilarityExercise]
  /// La clase entera: todos los ejercicios sumados.
  public var overall: SimilarityOverall
  /// Los pares señalados en algún ejercicio o en conjunto: primero los que se señalan en más
  /// sitios, después los más parecidos.
  public var pairs: [SimilarPair]
  /// Lo que conviene saber (código que no se pudo leer con certeza), ordenado.
  public var notes: [String]
}

/// Los parámetros de la comparación.
public struct SimilarityMethod: Codable, Sendable, Hashable {
  /// Tokens por k-grama (nada más corto cuenta como común).
  public var k: Int
  /// K-gramas por ventana.
  public var window: Int
  /// `window` + `k` − 1: todo tramo común de al menos tantos tokens deja una huella común.
  public var guarantee: Int
  /// Una huella que escriben más de esta parte de los autores de un ejercicio no cuenta
  /// (las entregas casi iguales entre sí son un solo autor; ver `sameSource`).
  public var commonShare: Double
  /// Dos entregas son casi iguales (un solo autor al decidir qué es común) si cada una tiene
  /// al menos esta parte de sus huellas en la otra. Lo que está en más de la mitad de las
  /// entregas es siempre común. Falta en los informes de antes de esta regla.
  public var sameSource: Double?
  /// `auto` (el umbral sale de la clase) o `fixed` (el de `--similitud-umbral`).
  public var threshold: String
  /// Con `auto`: el mínimo de cada ejercicio (todo par desde aquí se señala). Con `fixed`: el
  /// umbral.
  public var floor: Double
  /// Con `auto`: el mínimo en conjunto (sumando los ejercicios).
  public var overallFloor: Double?
  /// Con `auto`: cuántos rangos intercuartílicos por encima del tercer cuartil.
  public var fence: Double
  /// Un par que comparte menos tokens en tramos de al menos `guarantee` no se señala.
  public var minimumTokens: Int
}

/// La distribución de la clase en un ejercicio: para cada alumno, cuánto se parece al alumno
/// que más se le parece (su «vecino»), de 0 a 1.
public struct SimilarityDistribution: Codable, Sendable, Hashable {
  /// Alumnos con huellas propias (código que no es el de inicio ni de todos).
  public var students: Int
  public var quartile1: Double
  public var median: Double
  public var quartile3: Double
  public var maximum: Double
  /// El umbral que resultó: desde él, un par se señala.
  public var threshold: Double
  /// `floor` si es el mínimo (que vale siempre), `fence` si la valla de la clase (Q3 + fence
  /// × IQR) quedó por debajo del mínimo y lo baja, o `fixed`.
  public var thresholdSource: String
  /// Con el umbral automático, el mínimo: todo par desde aquí se señala (`nil` si es fijo).
  public var floor: Double?
}

/// Un ejercicio de código.
public struct SimilarityExercise: Codable, Sendable, Hashable {
  public var id: String
  /// Entregas con código propio en este ejercicio (no el de inicio sin tocar, no vacío).
  public var compared: Int
  /// De cuántos autores puede ser una huella para seguir contando (las demás son código
  /// común); las entregas casi iguales entre sí son un solo autor.
  public var commonLimit: Int
  /// Huellas distintas que se dejaron fuera por estar en el archivo de inicio.
  public var ignoredStarter: Int
  /// Huellas distintas que se dejaron fuera por ser comunes: de más de `commonLimit` autores
  /// (las entregas casi iguales son uno) o de más de la mitad de las entregas.
  public var ignoredCommon: Int
  public var distribution: SimilarityDistribution
  /// Pares señalados en este ejercicio (están en `SimilarityReport.pairs`).
  public var flagged: Int
}

/// Dos alumnos: lo que comparten en conjunto y en cada ejercicio.
public struct SimilarPair: Codable, Sendable, Hashable {
  /// Los dos ids, en orden.
  public var students: [String]
  /// Huellas que comparten, sumando los ejercicios en que los dos tienen código propio.
  public var shared: Int
  /// Huellas de cada uno en esos ejercicios (sin las del inicio ni las comunes).
  public var fingerprints: [Int]
  /// `shared` entre las huellas de cada uno (como los dos porcentajes de MOSS).
  public var fractions: [Double]
  /// `shared` entre las huellas del que tiene menos.
  public var score: Double
  /// Si se señala en conjunto: `score` pasa el umbral de la clase entera (solo si tienen
  /// código propio en dos ejercicios o más; con uno, lo dice ese ejercicio).
  public var flagged: Bool
  /// Qué regla lo señala en conjunto (como `PairExercise.rule`); sin señalar, `nil`.
  public var rule: String?
  /// Tokens que cubren sus tramos comunes, en todos los ejercicios.
  public var sharedTokens: Int
  /// Los ejercicios en que comparten algún tramo, en el orden del curso.
  public var exercises: [PairExercise]
}

/// Dos alumnos en un ejercicio.
public struct PairExercise: Codable, Sendable, Hashable {
  public var id: String
  public var shared: Int
  public var fingerprints: [Int]
  public var fractions: [Double]
  public var score: Double
  /// Si se señala en este ejercicio.
  public var flagged: Bool
  /// Qué regla lo señala: `floor` (por encima del mínimo), `fence` (por debajo del mínimo,
  /// pero fuera de lo normal en la clase) o `fixed`; sin señalar, `nil`.
  public var rule: String?
  public var sharedTokens: Int
  /// Los tramos comunes más largos (hasta 12), en el orden del archivo del primero.
  public var passages: [SharedPassage]
}

/// Un tramo de código que los dos tienen igual salvo nombres, literales, espacios y
/// comentarios.
public struct SharedPassage: Codable, Sendable, Hashable {
  /// Tokens que cubre.
  public var tokens: Int
  /// Las líneas (primera y última) en el archivo de cada uno, en el orden de `students`.
  public var lines: [[Int]]
  /// Esas líneas del archivo de cada uno, tal como las escribió (hasta `maximumLines`).
  public var code: [String]
  /// Si el código de alguno se cortó.
  public var truncated: Bool

  /// Las líneas de código que se guardan de cada lado.
  static let maximumLines = 60
}

/// La clase entera: los alumnos con código propio en dos ejercicios o más, y de cada uno el
/// par con que comparte más sumando los ejercicios que tienen en común.
public struct SimilarityOverall: Codable, Sendable, Hashable {
  public var distribution: SimilarityDistribution
  /// Pares señalados en conjunto.
  public var flagged: Int
}
