/// El resumen de una clase: cuántos alumnos, y la media, la mediana y la desviación típica
/// de sus totales en puntos, con el alfa de Cronbach de la prueba.
///
/// La desviación típica es la muestral (divide entre n − 1), como en el informe de
/// estadísticas de Moodle. En JSON las cifras indefinidas se escriben como `null`.
public struct ClassStatistics: Sendable, Hashable, Codable {
  /// Cuántos alumnos corregidos hay.
  public var students: Int
  /// Lo que vale la prueba: la suma, por ejercicio, del mayor `maxPoints` observado.
  public var maxPoints: Double
  /// La media de los totales en puntos. `nil`: no hay alumnos.
  public var mean: Double?
  /// La mediana de los totales (con un número par, la media de los dos del centro).
  /// `nil`: no hay alumnos.
  public var median: Double?
  /// La desviación típica muestral de los totales. `nil`: menos de 2 alumnos.
  public var standardDeviation: Double?
  /// El alfa de Cronbach: `k / (k − 1) × (1 − Σ varianza de cada ejercicio / varianza del
  /// total)`, con k ejercicios; puede ser negativo. `nil`: menos de 2 ejercicios, menos de 2
  /// alumnos o todos con el mismo total.
  public var cronbachAlpha: Double?

  /// Crea un resumen ya calculado.
  public init(
    students: Int, maxPoints: Double, mean: Double?, median: Double?,
    standardDeviation: Double?, cronbachAlpha: Double?
  ) {
    self.students = students
    self.maxPoints = maxPoints
    self.mean = mean
    self.median = median
    self.standardDeviation = standardDeviation
    self.cronbachAlpha = cronbachAlpha
  }

  /// - Parameters:
  ///   - totals: el total en puntos de cada alumno, tal como se exporta.
  ///   - itemTotals: la suma de las columnas de cada alumno, para el alfa (`nil`: `totals`).
  ///   - maxPoints: lo que vale la prueba.
  ///   - itemColumns: por ejercicio, los puntos de cada alumno.
  init(
    totals: [Double], itemTotals: [Double]? = nil, maxPoints: Double, itemColumns: [[Double]]
  ) {
    self.students = totals.count
    self.maxPoints = Descriptive.round(maxPoints)
    self.mean = Descriptive.mean(totals).map(Descriptive.round)
    self.median = Descriptive.median(totals).map(Descriptive.round)
    self.standardDeviation = Descriptive.sampleVariance(totals)
      .map { $0.squareRoot() }.map(Descriptive.round)
    self.cronbachAlpha = Self.alpha(totals: itemTotals ?? totals, itemColumns: itemColumns)
      .map(Descriptive.round)
  }

  static func alpha(totals: [Double], itemColumns: [[Double]]) -> Double? {
    let k = Double(itemColumns.count)
    guard itemColumns.count >= 2, let total = Descriptive.sampleVariance(totals), total > 0
    else { return nil }
    var itemVariances = 0.0
    for column in itemColumns {
      guard let variance = Descriptive.sampleVariance(column) else { return nil }
      itemVariances += variance
    }
    return k / (k - 1) * (1 - itemVariances / total)
  }
}

extension ClassStatistics {
  /// Escribe `null` para las cifras indefinidas en vez de omitir la clave.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(students, forKey: .students)
    try container.encode(maxPoints, forKey: .maxPoints)
    try container.encode(mean, forKey: .mean)
    try container.encode(median, forKey: .median)
    try container.encode(standardDeviation, forKey: .standardDeviation)
    try container.encode(cronbachAlpha, forKey: .cronbachAlpha)
  }
}
