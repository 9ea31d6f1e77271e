/// Las cifras de un ejercicio del informe de estadísticas de un cuestionario de Moodle que no son
/// la facilidad ni la discriminación, con sus mismas fórmulas (las de
/// `question/classes/statistics/questions/calculator.php`), sobre las mismas filas: cada alumno
/// corregido, con 0 en lo que no respondió.
///
/// - desviación típica: la muestral (n − 1) de los puntos del ejercicio, dividida entre lo que
///   vale (Moodle la muestra así, en %);
/// - peso previsto: lo que vale el ejercicio entre lo que vale la prueba;
/// - peso efectivo: √cov(ejercicio, total) / Σ √cov(cada ejercicio, total), contando en la suma
///   solo las covarianzas no negativas; sin cifra si la del ejercicio es negativa;
/// - eficiencia discriminativa: cov(ejercicio, resto) / la mayor covarianza posible con esos
///   mismos valores (los dos ordenados de menor a mayor).
enum MoodleItemFigures {
  /// La desviación típica de `points` como fracción de `maxPoints`. `nil`: menos de 2 alumnos
  /// o un ejercicio que no vale nada.
  static func standardDeviation(points: [Double], maxPoints: Double) -> Double? {
    guard maxPoints > 0, let variance = Descriptive.sampleVariance(points) else { return nil }
    return variance.squareRoot() / maxPoints
  }

  /// La covarianza muestral de `x` e `y` (0 si alguno no varía salvo ruido). `nil`: menos de 2.
  static func covariance(_ x: [Double], _ y: [Double]) -> Double? {
    guard x.count == y.count, x.count >= 2, let meanX = Descriptive.mean(x),
      let meanY = Descriptive.mean(y)
    else { return nil }
    if Descriptive.isConstant(x) || Descriptive.isConstant(y) { return 0 }
    var sum = 0.0
    for (a, b) in zip(x, y) { sum += (a - meanX) * (b - meanY) }
    return sum / Double(x.count - 1)
  }

  /// La eficiencia discriminativa, de la forma en que Moodle la calcula (sin el × 100).
  /// `nil`: menos de 2 alumnos, o la covarianza máxima es 0 (uno de los dos no varía).
  static func discriminativeEfficiency(points: [Double], rest: [Double]) -> Double? {
    guard let actual = covariance(points, rest),
      let maximum = covariance(points.sorted(), rest.sorted()), maximum > 0
    else { return nil }
    return actual / maximum
  }

  /// El peso efectivo de cada ejercicio (las columnas de `columns`) sobre `totals`, como
  /// fracción. `nil` para todos con menos de 2 alumnos o si ninguno covaría con el total; `nil`
  /// para uno cuya covarianza con el total es negativa.
  static func effectiveWeights(columns: [[Double]], totals: [Double]) -> [Double?] {
    let covariances = columns.map { covariance($0, totals) }
    let sum = covariances.reduce(0.0) { sum, value in
      guard let value, value >= 0 else { return sum }
      return sum + value.squareRoot()
    }
    return covariances.map { value in
      guard let value, value >= 0, sum > 0 else { return nil }
      return value.squareRoot() / sum
    }
  }
}
