/// Las puntuaciones de los pares de una clase, por ejercicio y en conjunto: las huellas que
/// comparten entre las del que tiene menos. De ellas salen la distribución de cada ejercicio
/// (lo que se parece cada alumno a su vecino más parecido), su umbral y los pares candidatos.
struct Scores: Sendable {
  /// Una por ejercicio, en el orden del curso.
  var distributions: [SimilarityDistribution]
  /// La de la clase entera.
  var overall: SimilarityDistribution
  /// Los pares que pasan el umbral de algún ejercicio o el del conjunto, ordenados.
  var candidates: [UInt64]

  /// Un par en conjunto: las huellas comunes y las de cada uno en los ejercicios en que los
  /// dos tienen código propio.
  struct Total: Sendable {
    var shared: Int
    var sizes: [Int]
    var score: Double
    /// Ejercicios en que los dos tienen código propio.
    var exercises: Int
  }

  /// Ejercicios en común que necesita un par para contar en conjunto: dos (con uno, el par ya
  /// está entero en ese ejercicio, y un alumno que solo entregó uno subiría a todos los demás
  /// en la distribución de la clase), o uno si el curso tiene uno solo.
  var overallMinimum: Int

  init(indexes: [ExerciseIndex], students: Int, settings: SimilaritySettings) {
    var candidates: Set<UInt64> = []
    var distributions: [SimilarityDistribution] = []
    var pairs: Set<UInt64> = []
    for index in indexes {
      var best = [Double](repeating: 0, count: students)
      var scores: [UInt64: Double] = [:]
      for (key, shared) in index.shared {
        let (a, b) = PairKey.students(key)
        let score = Double(shared) / Double(max(1, min(index.sizes[a], index.sizes[b])))
        scores[key] = score
        best[a] = max(best[a], score)
        best[b] = max(best[b], score)
        pairs.insert(key)
      }
      let present = (0..<students).filter { index.sizes[$0] > 0 }.map { best[$0] }
      let distribution = SimilarityDistribution(best: present, settings: settings)
      distributions.append(distribution)
      for (key, score) in scores where score >= distribution.threshold { candidates.insert(key) }
    }
    let minimum = min(2, indexes.count)
    overallMinimum = minimum
    var best = [Double](repeating: 0, count: students)
    var totals: [UInt64: Double] = [:]
    for key in pairs {
      let total = Self.total(key, indexes: indexes)
      guard total.exercises >= minimum else { continue }
      let (a, b) = PairKey.students(key)
      totals[key] = total.score
      best[a] = max(best[a], total.score)
      best[b] = max(best[b], total.score)
    }
    let present = (0..<students).filter { student in
      indexes.filter { $0.sizes[student] > 0 }.count >= minimum
    }.map { best[$0] }
    overall = SimilarityDistribution(best: present, settings: settings, overall: true)
    for (key, score) in totals where score >= overall.threshold { candidates.insert(key) }
    self.distributions = distributions
    self.candidates = candidates.sorted()
  }

  func overallPair(_ key: UInt64, indexes: [ExerciseIndex]) -> Total {
    Self.total(key, indexes: indexes)
  }

  static func total(_ key: UInt64, indexes: [ExerciseIndex]) -> Total {
    let (a, b) = PairKey.students(key)
    var shared = 0
    var sizes = [0, 0]
    var exercises = 0
    for index in indexes where index.sizes[a] > 0 && index.sizes[b] > 0 {
      shared += index.shared[key] ?? 0
      sizes[0] += index.sizes[a]
      sizes[1] += index.sizes[b]
      exercises += 1
    }
    let score = Double(shared) / Double(max(1, sizes.min() ?? 1))
    return Total(shared: shared, sizes: sizes, score: score, exercises: exercises)
  }
}
