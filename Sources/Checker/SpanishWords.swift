import Support

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
    let length = word.unicodeScalars.count
    for suffix in suffixes where length - suffix.utf8.count >= 4 && word.hasSuffix(suffix) {
      return String(word.unicodeScalars.dropLast(suffix.utf8.count))
    }
    return word
  }

  /// Cuánto se parecen dos raíces (de `stems`): 1 si son iguales; 0.8 si una empieza la
  /// otra o se distinguen en una errata (las dos con al menos cuatro letras); 0 si no, o si
  /// solo una está negada.
  public static func similarity(_ a: String, _ b: String) -> Double {
    if a == b { return 1 }
    return similarity(Word(a), Word(b))
  }

  /// Una raíz preparada para compararla muchas veces (`similarity(_:_:)` con dos `Word`).
  public struct Word: Sendable {
    let scalars: [Unicode.Scalar]
    let isNegated: Bool

    /// Prepara la raíz `stem` (de `stems`).
    public init(_ stem: String) {
      isNegated = stem.hasPrefix(SpanishWords.negationMark)
      let body = isNegated ? stem.dropFirst(SpanishWords.negationMark.count) : Substring(stem)
      scalars = Array(body.unicodeScalars)
    }
  }

  /// `similarity(_:_:)` de dos raíces ya preparadas.
  public static func similarity(_ a: Word, _ b: Word) -> Double {
    guard a.isNegated == b.isNegated else { return 0 }
    let (x, y) = (a.scalars, b.scalars)
    if x == y { return 1 }
    let (short, long) = x.count <= y.count ? (x, y) : (y, x)
    guard short.count >= 4 else { return 0 }
    if long.count - short.count <= 4, short.count * 5 >= long.count * 3,
      long.prefix(short.count).elementsEqual(short)
    {
      return 0.8
    }
    // Una errata deja casi siempre una de las dos primeras letras en su sitio o en el de
    // al lado: sin eso, ni se mide la distancia (es lo que más cuesta).
    let (x0, x1, y0, y1) = (x[0], x[1], y[0], y[1])
    guard x0 == y0 || x1 == y1 || x0 == y1 || x1 == y0 else { return 0 }
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
