/// Cómo busca parecidos `--similitud`: el tamaño de las huellas, qué código no cuenta y desde
/// dónde se señala un par.
public struct SimilaritySettings: Sendable, Hashable {
  /// Cómo se fija el umbral desde el que se señala un par.
  public enum Threshold: Sendable, Hashable {
    /// Desde la propia clase: los pares que se salen por arriba de lo que se parece cada
    /// alumno a su vecino más parecido (Q3 + `fence` × IQR), nunca por debajo de `floor`.
    case auto
    /// Un valor fijo entre 0 y 1 (`--similitud-umbral 0.7`).
    case fixed(Double)
  }

  /// k = 10 tokens (una línea de Swift larga: los signos cuentan de uno en uno) y ventanas de
  /// 6: todo tramo común de 15 tokens o más (dos líneas cortas) se detecta.
  var winnowing = Winnowing(k: 10, window: 6)
  /// Una huella que escriben más de esta parte de los autores de un ejercicio es código que
  /// muchos escriben igual (lo pide el enunciado o es la forma de hacerlo) y no cuenta
  /// (`--similitud-comun`). Los autores son las entregas, salvo que las casi iguales entre sí
  /// (`sameSourceLevel`) son uno solo: lo que comparte un grupo de copias es de un autor, por
  /// muchas que sean. Casi uno de cada tres: en una clase de 33, las 10 entregas que MOSS deja
  /// por omisión (`-m 10`).
  public var commonShare = 0.3
  /// Dos entregas son casi iguales, y cuentan como una sola fuente al decidir qué es común, si
  /// cada una tiene al menos esta parte de sus huellas en la otra (sin las del inicio ni las de
  /// más de la mitad de la clase).
  public var sameSourceLevel = 0.8
  public var threshold = Threshold.auto
  /// El mínimo de cada ejercicio: todo par que llega aquí se señala siempre, aunque media
  /// clase copie (entonces la valla de la clase sube y no serviría). Medido en 16 clases
  /// sintéticas de 33 (`SimilarityClassTests`): dos soluciones honradas de un ejercicio corto
  /// comparten hasta el 64 % en el 99 % de los pares y rara vez más del 90 %; una copia
  /// disfrazada, del 65 % al 100 %. Por debajo de aquí solo señala la valla.
  public var floor = 0.9
  /// El mínimo en conjunto (sumando ejercicios, donde lo honrado se parece menos: nunca más
  /// del 52 % en esas clases; las copias, desde el 55 %).
  public var overallFloor = 0.6
  /// Rangos intercuartílicos por encima del tercer cuartil: la valla de Tukey para los valores
  /// atípicos (en una distribución normal, a 2,7 desviaciones típicas de la media: uno de cada
  /// 300 la pasa por azar, y después tiene que compartir `minimumTokens` en tramos largos).
  public var fence = 1.5
  /// Con menos alumnos que estos en un ejercicio, los cuartiles no dicen nada: manda `floor`.
  public var minimumStudentsForFence = 8
  /// Un par que comparte menos tokens que estos en tramos largos no se señala, por alto que
  /// sea su porcentaje (dos soluciones diminutas que coinciden).
  public var minimumTokens = 40
  /// Tramos que se guardan de cada par y ejercicio (los más largos).
  var maximumPassages = 12

  public init() {}

  /// La parte de la clase en `commonShare`, como número de entregas: una huella cuenta si
  /// está en `commonLimit(of:)` entregas o menos (nunca menos de 2).
  func commonLimit(of compared: Int) -> Int {
    max(2, Int((commonShare * Double(compared)).rounded(.down)))
  }

  var method: SimilarityMethod {
    let fixed: Double? = if case .fixed(let value) = threshold { value } else { nil }
    return SimilarityMethod(
      k: winnowing.k, window: winnowing.window, guarantee: winnowing.guarantee,
      commonShare: Descriptive.round(commonShare),
      sameSource: Descriptive.round(sameSourceLevel), threshold: fixed == nil ? "auto" : "fixed",
      floor: Descriptive.round(fixed ?? floor),
      overallFloor: fixed == nil ? Descriptive.round(overallFloor) : nil, fence: fence,
      minimumTokens: minimumTokens)
  }
}
