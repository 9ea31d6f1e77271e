/// Las estadísticas de los ejercicios de una clase, como el informe de estadísticas de un
/// cuestionario de Moodle: por ejercicio, el índice de facilidad, el de discriminación,
/// cuántos respondieron y, en los de elección, recorrido y predicción, el reparto de las
/// primeras respuestas y las incorrectas más comunes; y un resumen de la clase.
///
/// Es un cálculo puro: la misma entrada da siempre los mismos números (redondeados a 4
/// decimales) y los mismos bytes de JSON, texto y CSV, sin depender del idioma de la máquina.
/// `--unir` debe volver a calcularlas desde las filas de los alumnos, nunca promediar partes.
///
/// ```swift
/// let statistics = ItemStatistics(input)
/// print(statistics.text())
/// ```
public struct ItemStatistics: Sendable, Hashable, Codable {
  /// Un ejercicio por id de `exerciseIDs`, en el mismo orden.
  public var items: [ItemStatistic]
  /// El resumen de la clase.
  public var summary: ClassStatistics

  /// Crea las estadísticas ya calculadas.
  public init(items: [ItemStatistic], summary: ClassStatistics) {
    self.items = items
    self.summary = summary
  }

  /// Calcula las estadísticas de `input`.
  ///
  /// - Parameter input: los ejercicios y lo que hizo cada alumno corregido.
  public init(_ input: ItemStatisticsInput) {
    let ids = input.exerciseIDs
    // points[s][i]: los puntos del alumno s en el ejercicio i (0 si no hay observación).
    let points = input.students.map { student in ids.map { student[$0]?.points ?? 0 } }
    let totals = points.map { Descriptive.sum($0) }
    var items: [ItemStatistic] = []
    for (index, id) in ids.enumerated() {
      let observations = input.students.map { $0[id] }
      let column = points.map { $0[index] }
      let rest = points.map { row in
        Descriptive.sum(row.indices.filter { $0 != index }.map { row[$0] })
      }
      items.append(
        ItemStatistic(
          id: id, observations: observations, points: column, rest: rest,
          hasDistribution: ItemStatistic.distributionKinds.contains(input.kinds[id] ?? "")))
    }
    let maxPoints = ids.map { id in
      input.students.compactMap { $0[id]?.maxPoints }.max() ?? 0
    }
    self.items = items
    self.summary = ClassStatistics(
      totals: input.totals ?? totals, itemTotals: totals, maxPoints: Descriptive.sum(maxPoints),
      itemColumns: ids.indices.map { index in points.map { $0[index] } })
  }
}

/// Una respuesta y cuántos alumnos la dieron en su primer intento.
public struct AnswerCount: Sendable, Hashable, Codable {
  /// La respuesta canónica (`b`, `a+c`, `si>no>dato`…).
  public var answer: String
  /// Cuántos alumnos la dieron.
  public var count: Int

  /// Crea un recuento.
  public init(answer: String, count: Int) {
    self.answer = answer
    self.count = count
  }
}

/// Las estadísticas de un ejercicio.
///
/// En JSON las cifras indefinidas se escriben como `null`, no se omiten.
public struct ItemStatistic: Sendable, Hashable, Codable {
  /// Los tipos que tienen reparto de primeras respuestas.
  public static let distributionKinds: Set<String> = ["eleccion", "recorrido", "prediccion"]
  /// Cuántas incorrectas más comunes se guardan.
  public static let commonWrongLimit = 3

  /// El id del ejercicio.
  public var id: String
  /// Cuántos alumnos corregidos respondieron algo.
  public var answered: Int
  /// Cuántos alumnos corregidos hay.
  public var students: Int
  /// Índice de facilidad: la media de la fracción conseguida sobre todos los alumnos
  /// corregidos (sin responder cuenta 0), de 0 a 1. `nil`: no hay alumnos.
  public var facility: Double?
  /// Índice de discriminación: la correlación de Pearson entre los puntos del ejercicio y
  /// los del resto de la prueba (el total del alumno menos este ejercicio), de −1 a 1.
  /// `nil`: menos de 3 alumnos, o todos sacaron lo mismo en el ejercicio o en el resto.
  public var discrimination: Double?
  /// Solo en elección, recorrido y predicción: cuántos dieron cada primera respuesta, de más
  /// a menos y, a igual número, por los bytes de la respuesta. `nil`: el tipo no lo tiene.
  public var firstAnswers: [AnswerCount]?
  /// Solo en elección, recorrido y predicción: las primeras respuestas incorrectas más
  /// comunes (hasta 3), en el mismo orden. `nil`: el tipo no lo tiene.
  public var commonWrong: [AnswerCount]?

  /// Crea la estadística de un ejercicio ya calculada.
  public init(
    id: String, answered: Int, students: Int, facility: Double?, discrimination: Double?,
    firstAnswers: [AnswerCount]?, commonWrong: [AnswerCount]?
  ) {
    self.id = id
    self.answered = answered
    self.students = students
    self.facility = facility
    self.discrimination = discrimination
    self.firstAnswers = firstAnswers
    self.commonWrong = commonWrong
  }

  init(
    id: String, observations: [ItemObservation?], points: [Double], rest: [Double],
    hasDistribution: Bool
  ) {
    self.id = id
    self.answered = observations.filter { $0?.answered == true }.count
    self.students = observations.count
    self.facility = Descriptive.mean(observations.map { $0?.score ?? 0 }).map(Descriptive.round)
    self.discrimination =
      points.count < 3 ? nil : Descriptive.correlation(points, rest).map(Descriptive.round)
    guard hasDistribution else {
      self.firstAnswers = nil
      self.commonWrong = nil
      return
    }
    let given = observations.compactMap { $0 }.filter { $0.firstAnswer != nil }
    self.firstAnswers = Self.counts(given.compactMap(\.firstAnswer))
    let wrong = given.filter { $0.firstAnswerCorrect == false }.compactMap(\.firstAnswer)
    self.commonWrong = Array(Self.counts(wrong).prefix(Self.commonWrongLimit))
  }

  /// Cuántas veces sale cada respuesta, de más a menos y, a igual número, por sus bytes.
  ///
  /// Se cuenta por bytes UTF-8, no por `String`: dos respuestas canónicamente iguales
  /// (`é` compuesta y `e` + acento) son iguales como `String`, y contarlas juntas haría que
  /// la que se guarda dependiera del orden de los alumnos.
  static func counts(_ answers: [String]) -> [AnswerCount] {
    var counts: [[UInt8]: Int] = [:]
    for answer in answers { counts[Array(answer.utf8), default: 0] += 1 }
    return counts.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key.lexicographicallyPrecedes($1.key)
    }.map { AnswerCount(answer: String(decoding: $0.key, as: UTF8.self), count: $0.value) }
  }
}

extension ItemStatistic {
  /// Escribe `null` para las cifras indefinidas en vez de omitir la clave.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(answered, forKey: .answered)
    try container.encode(students, forKey: .students)
    try container.encode(facility, forKey: .facility)
    try container.encode(discrimination, forKey: .discrimination)
    try container.encode(firstAnswers, forKey: .firstAnswers)
    try container.encode(commonWrong, forKey: .commonWrong)
  }
}
