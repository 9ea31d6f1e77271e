/// Lo que puede estar mal en las variantes de un ejercicio (`### parametros` y las versiones
/// `## id@version`). Su texto sale de `message`, el único sitio donde se redacta.
public enum VariantProblem: Sendable, Hashable {
  /// Una línea de `### parametros` sin la forma `- nombre: 2...9` o `- nombre: uno | otro`.
  case malformedParameter(String)
  /// Un nombre de parámetro que no es una palabra ASCII.
  case invalidParameterName(String)
  /// Un parámetro declarado dos veces en la misma versión.
  case duplicatedParameter(String, firstLine: Int)
  /// Un parámetro con menos de dos valores distintos.
  case tooFewValues(String)
  /// Más instancias de las que admite un ejercicio.
  case tooManyInstances(Int)
  /// `{{nombre}}` sin parámetro declarado.
  case undeclaredPlaceholder(String)
  /// Un parámetro que el ejercicio no usa.
  case unusedParameter(String)
  /// Lo que sigue a `@` en un encabezado no es un nombre de versión.
  case malformedVersion(String)
  /// Dos versiones con el mismo nombre.
  case duplicatedVersion(String, firstLine: Int)
  /// Una versión de otro tipo que la primera.
  case versionKindMismatch(version: String, kind: String, expected: String)
  /// Una predicción con parámetros que escribe su `### salida`.
  case computedOutputWritten

  /// El mensaje en castellano, sin el lugar.
  public var message: String {
    switch self {
    case .malformedParameter(let text):
      return "la línea «\(text)» de «### parametros» no es «- nombre: 2...9» (enteros, los dos "
        + "extremos incluidos) ni «- nombre: uno | otro»."
    case .invalidParameterName(let name):
      return "el nombre de parámetro «\(name)» no vale: usa letras sin tildes, cifras y «_», "
        + "empezando por una letra."
    case .duplicatedParameter(let name, let firstLine):
      return "el parámetro «\(name)» ya se declaró en la línea \(firstLine); deja solo uno."
    case .tooFewValues(let name):
      return "el parámetro «\(name)» necesita al menos dos valores distintos (por ejemplo "
        + "«2...9» o «uno | otro»)."
    case .tooManyInstances(let count):
      return "el ejercicio tendría \(count) instancias y el máximo es "
        + "\(ExerciseVariants.maxInstances): acorta los rangos o quita un parámetro."
    case .undeclaredPlaceholder(let name):
      return "«{{\(name)}}» no es ningún parámetro de «### parametros» de esta versión."
    case .unusedParameter(let name):
      return "el parámetro «\(name)» no aparece en el ejercicio: úsalo como «{{\(name)}}» o "
        + "quítalo."
    case .malformedVersion(let name):
      return "la versión «\(name)» no vale: tras «@» van minúsculas sin tildes, cifras y guiones."
    case .duplicatedVersion(let name, let firstLine):
      return "la versión «\(name)» ya está en la línea \(firstLine); cada versión tiene su nombre."
    case .versionKindMismatch(let version, let kind, let expected):
      return "la versión «\(version)» es de tipo «\(kind)» y la primera es de tipo "
        + "«\(expected)»: todas las versiones de un ejercicio son del mismo tipo."
    case .computedOutputWritten:
      return "una predicción con parámetros no lleva «### salida»: la salida de cada instancia "
        + "se calcula ejecutándola en el motor."
    }
  }
}
