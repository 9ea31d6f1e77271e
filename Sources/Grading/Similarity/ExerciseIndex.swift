/// El índice invertido de un ejercicio: de cada huella, qué alumnos la tienen. De él salen, sin
/// comparar cada par de alumnos entre sí, las huellas que comparte cada par: solo se recorren
/// los alumnos de una misma huella, y una huella de más de `commonLimit` fuentes sin relación
/// entre sí (`SameSource`) o de más de la mitad de la clase no cuenta.
struct ExerciseIndex: Sendable {
  /// Las huellas que cuentan de cada alumno (0 si no tiene código en el ejercicio).
  var sizes: [Int]
  /// Las huellas que se dejaron fuera por ser del archivo de inicio.
  var starterHashes: Set<UInt64>
  /// Las que se dejaron fuera por ser comunes: en más de `commonLimit` fuentes, o en más de la
  /// mitad de las entregas.
  var commonHashes: Set<UInt64>
  /// Huellas que comparte cada par con alguna en común (`PairKey`).
  var shared: [UInt64: Int]
  /// Alumnos con código propio en el ejercicio.
  var compared: Int
  var commonLimit: Int
  /// Distintas huellas del inicio que tenía alguna entrega.
  var ignoredStarter: Int

  /// `prints[s]`: las huellas distintas del alumno `s` (`nil`: sin código propio);
  /// `starter`: todos los resúmenes del archivo de inicio.
  init(prints: [[UInt64]?], starter: Set<UInt64>, settings: SimilaritySettings) {
    compared = prints.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    commonLimit = settings.commonLimit(of: compared)
    starterHashes = starter
    var holders: [UInt64: [Int32]] = [:]
    var fromStarter: Set<UInt64> = []
    for (student, hashes) in prints.enumerated() {
      for hash in hashes ?? [] {
        if starter.contains(hash) {
          fromStarter.insert(hash)
        } else {
          holders[hash, default: []].append(Int32(student))
        }
      }
    }
    ignoredStarter = fromStarter.count
    // Lo que escribe más de la mitad de la clase es siempre común; lo que escriben más de
    // `commonLimit`, solo si viene de más de `commonLimit` fuentes sin relación entre sí.
    let majority = max(commonLimit, compared / 2)
    let sameSource = SameSource(
      holders: holders.filter { $0.value.count <= majority }, students: prints.count,
      level: settings.sameSourceLevel)
    var common: Set<UInt64> = []
    var sizes = [Int](repeating: 0, count: prints.count)
    var shared: [UInt64: Int] = [:]
    // En orden de huella: el resultado no depende del orden del diccionario.
    for hash in holders.keys.sorted() {
      guard let students = holders[hash] else { continue }
      if students.count > majority
        || (students.count > commonLimit
          && sameSource.sources(of: students, above: commonLimit) > commonLimit)
      {
        common.insert(hash)
        continue
      }
      for student in students { sizes[Int(student)] += 1 }
      guard students.count > 1 else { continue }
      for (offset, first) in students.enumerated() {
        for second in students[(offset + 1)...] {
          shared[PairKey.make(Int(first), Int(second)), default: 0] += 1
        }
      }
    }
    self.sizes = sizes
    self.commonHashes = common
    self.shared = shared
  }

  /// Si un resumen es del archivo de inicio (corta los tramos comunes).
  func isStarter(_ hash: UInt64) -> Bool { starterHashes.contains(hash) }

  /// Si un resumen es de código común (no hace de un tramo una pista por sí solo).
  func isCommon(_ hash: UInt64) -> Bool { commonHashes.contains(hash) }
}

/// Un par de alumnos (por su posición) en un solo número, el menor primero.
enum PairKey {
  static func make(_ a: Int, _ b: Int) -> UInt64 {
    let (low, high) = a < b ? (a, b) : (b, a)
    return UInt64(low) << 32 | UInt64(high)
  }

  static func students(_ key: UInt64) -> (Int, Int) {
    (Int(key >> 32), Int(key & 0xFFFF_FFFF))
  }
}
