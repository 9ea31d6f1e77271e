/// Las variantes de un ejercicio: sus versiones (una «bolsa» de enunciados intercambiables)
/// y sus parámetros, desplegados en instancias. Cada alumno recibe una (`VariantDraw`).
///
/// Una instancia es un cuerpo completo del tipo del ejercicio, leído por el lector de su
/// tipo con los parámetros ya sustituidos; su clave (y su clave con sal en la copia del
/// alumno) sale del tipo, como la de cualquier ejercicio. El id del ejercicio es uno solo.
///
/// ```swift
/// if let variants = exercise.variants {
///   print(variants.instances.map(\.id))  // ["a=2", "a=3", …]
/// }
/// ```
public struct ExerciseVariants: Sendable, Hashable {
  /// Cuántas instancias puede tener un ejercicio, como mucho.
  public static let maxInstances = 64

  /// Las instancias, en orden: versión a versión, y en cada una los valores de los
  /// parámetros en el orden en que se declaran (el primero cambia más despacio).
  public var instances: [ExerciseInstance]
  /// En un ejercicio ya resuelto para un alumno, el índice de su instancia.
  public var chosen: Int?

  /// Crea las variantes.
  public init(instances: [ExerciseInstance], chosen: Int? = nil) {
    self.instances = instances
    self.chosen = chosen
  }

  /// La instancia de un alumno, si el ejercicio está resuelto.
  public var chosenInstance: ExerciseInstance? {
    chosen.flatMap { instances.indices.contains($0) ? instances[$0] : nil }
  }

  /// Si alguna versión tiene parámetros.
  public var hasParameters: Bool { instances.contains { !$0.parameters.isEmpty } }

  /// Si alguna instancia es una predicción cuya salida se calcula con el motor.
  public var hasComputedOutput: Bool { instances.contains(where: \.computesOutput) }

  /// Los nombres de las versiones, en orden y sin repetir.
  public var versions: [String] {
    var seen: [String] = []
    for instance in instances where !seen.contains(instance.version) {
      seen.append(instance.version)
    }
    return seen
  }
}

/// Un valor de un parámetro en una instancia.
public struct ParameterValue: Sendable, Hashable {
  /// El nombre del parámetro.
  public var name: String
  /// Su valor, tal como se escribe en el texto.
  public var value: String

  /// Crea un valor.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// Una instancia de un ejercicio con variantes: una versión con unos valores de sus
/// parámetros, ya leída por su tipo.
public struct ExerciseInstance: Sendable, Hashable {
  /// El nombre de la versión (`base` si es la del encabezado sin `@`).
  public var version: String
  /// Los valores de los parámetros, en el orden en que se declaran.
  public var parameters: [ParameterValue]
  /// El título de la versión.
  public var title: String
  /// El enunciado, con los parámetros sustituidos.
  public var prompt: String
  /// Las pistas de la versión.
  public var hints: [Hint]
  /// El tipo y su clave.
  public var kind: Exercise.Kind
  /// De dónde sale la salida esperada (solo cuenta en una predicción).
  public var output: Output

  /// Crea una instancia.
  public init(
    version: String, parameters: [ParameterValue], title: String, prompt: String,
    hints: [Hint], kind: Exercise.Kind, output: Output = .written
  ) {
    self.version = version
    self.parameters = parameters
    self.title = title
    self.prompt = prompt
    self.hints = hints
    self.kind = kind
    self.output = output
  }

  /// De dónde sale la salida esperada de una instancia.
  public enum Output: Sendable, Hashable {
    /// Está en el archivo (o el ejercicio no es una predicción).
    case written
    /// No está en el archivo: se calcula ejecutando el fragmento de la instancia en el
    /// motor (`VariantOutputs`, en Checker), y aún no se ha calculado.
    case toCompute
    /// Ya se calculó (`Course.filling(outputs:)`): una salida vacía puede ser la de verdad
    /// (un fragmento que no imprime nada).
    case computed
  }

  /// Si su salida la calcula el motor (esté ya calculada o no).
  public var computesOutput: Bool { output != .written }

  /// El id de la instancia dentro de su ejercicio: la versión (si el ejercicio tiene
  /// varias) y los valores, `otra; a=3, nombre=Ada`. Lo guardan la copia del alumno y el
  /// informe.
  public func id(showingVersion: Bool) -> String {
    let values = parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    if !showingVersion { return values.isEmpty ? version : values }
    return values.isEmpty ? version : "\(version); \(values)"
  }
}

extension ExerciseVariants {
  /// El id de la instancia `index` (`ExerciseInstance.id(showingVersion:)`).
  public func instanceID(_ index: Int) -> String {
    guard instances.indices.contains(index) else { return "" }
    return instances[index].id(showingVersion: versions.count > 1)
  }
}
