/// Las palabras con significado de un texto en castellano, reducidas a una raíz aproximada,
/// para comparar dos frases por lo que dicen y no por cómo lo dicen.
///
/// Pliega el texto (`TextFolding.fold`), quita las palabras vacías (artículos,
/// preposiciones, conjunciones, pronombres y los verbos de relleno de una pregunta: «es»,
/// «hay», «tiene»…), marca la palabra que sigue a una negación («sin compartir» y «no
/// compartir» dan `no:compart`) y recorta plurales, género y terminaciones verbales
/// comunes.
///
/// ```swift
/// SpanishWords.stems("¿Hay ancestro común cercano?")   // ["ancestr", "comun", "cercan"]
/// SpanishWords.stems("Modelar por separado, sin compartir")  // ["model", "separ", "no:compart"]
/// SpanishWords.similarity("cerca", "cercano")          // 0.8 (una raíz empieza la otra)
/// ```
///
/// Es deliberadamente ligero: no sabe de sinónimos ni de gramática.
public enum SpanishWords {
  /// La marca de una palabra negada.
  static let negationMark = "no:"

  /// Las raíces de las palabras con significado de `text`, en orden.
  public static func stems(_ text: String) -> [String] {
    var result: [String] = []
    var negated = false
    for word in TextFolding.fold(text).split(separator: " ") {
      let word = String(word)
      if negations.contains(word) {
        negated = true
        continue
      }
      guard !stopWords.contains(word) else { continue }
      result.append((negated ? negationMark : "") + stem(word))
      negated = false
    }
    return result
  }

  /// La raíz aproximada de una palabra ya plegada: sin la terminación más larga de
  /// `suffixes` que deje al menos cuatro letras.
  public static func stem(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    for suffix in suffixes {
      let ending = Array(suffix.unicodeScalars)
      guard scalars.count - ending.count >= 4, scalars.suffix(ending.count).elementsEqual(ending)
      else { continue }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars.dropLast(ending.count))
      return String(view)
    }
    return word
  }

  /// Cuánto se parecen dos raíces (de `stems`): 1 si son iguales; 0.8 si una empieza la
  /// otra o se distinguen en una errata (las dos con al menos cuatro letras); 0 si no, o si
  /// solo una está negada.
  public static func similarity(_ a: String, _ b: String) -> Double {
    if a == b { return 1 }
    let aNegated = a.hasPrefix(negationMark)
    guard aNegated == b.hasPrefix(negationMark) else { return 0 }
    let x = Array((aNegated ? a.dropFirst(negationMark.count) : Substring(a)).unicodeScalars)
    let y = Array((aNegated ? b.dropFirst(negationMark.count) : Substring(b)).unicodeScalars)
    let (short, long) = x.count <= y.count ? (x, y) : (y, x)
    guard short.count >= 4 else { return 0 }
    if long.count - short.count <= 4, short.count * 5 >= long.count * 3,
      long.prefix(short.count).elementsEqual(short)
    {
      return 0.8
    }
    let tolerance = EditDistance.tolerance(forLength: long.count)
    if long.count - short.count <= tolerance, EditDistance.between(x, y) <= tolerance {
      return 0.8
    }
    return 0
  }

  /// Palabras que niegan a la siguiente con significado.
  static let negations: Set<String> = ["sin", "no", "ni", "nunca", "jamas"]

  /// Terminaciones que se recortan, de la más larga a la más corta.
  static let suffixes = [
    "amente", "aciones", "iendo", "acion", "ando", "ados", "adas", "idos", "idas", "ado", "ada",
    "ido", "ida", "ar", "er", "ir", "an", "en", "es", "as", "os", "s", "a", "e", "o",
  ]

  /// Palabras que no distinguen una frase de otra (ya plegadas).
  static let stopWords: Set<String> = [
    // artículos y determinantes
    "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "este", "esta",
    "estos", "estas", "ese", "esa", "esos", "esas", "cada", "algun", "alguna", "algunos",
    "algunas", "otro", "otra", "otros", "otras", "todo", "toda", "todos", "todas",
    // preposiciones
    "a", "ante", "bajo", "con", "contra", "de", "desde", "en", "entre", "hacia", "hasta", "para",
    "por", "segun", "sobre", "tras", "via",
    // conjunciones y partículas
    "y", "e", "o", "u", "pero", "que", "si", "como", "cuando", "donde", "cual", "cuales",
    "quien", "quienes", "porque", "pues", "entonces", "tambien", "ya", "mas", "muy", "solo",
    "sola", "solos", "solas",
    // pronombres
    "yo", "tu", "ella", "ellos", "ellas", "nos", "os", "me", "te", "se", "le", "les",
    "mi", "mis", "su", "sus", "tus", "nuestro", "nuestra",
    // verbos de relleno
    "es", "son", "ser", "sea", "sean", "estan", "estar", "hay", "haber", "ha", "han",
    "tiene", "tienen", "tener", "tenga", "tengan", "va", "van", "hace", "hacen", "puede",
    "pueden", "debe", "deben",
  ]
}
