import Checker
import Testing

@Suite struct SpanishWordsTests {
  @Test(arguments: [
    ("¿Hay ancestro común cercano?", ["ancestr", "comun", "cercan"]),
    ("Es dato o es evento", ["dato", "event"]),
    ("Dos features, un mismo dato", ["dos", "featur", "mism", "dato"]),
    ("Modelar por separado, sin compartir", ["model", "separ", "no:compart"]),
    ("No se comparte", ["no:compart"]),
    ("Tiene identidad única en el dominio", ["identidad", "unic", "domini"]),
    ("", []),
    ("¿?", []),
  ])
  func stemsKeepOnlyMeaningfulWords(text: String, stems: [String]) {
    #expect(SpanishWords.stems(text) == stems)
  }

  @Test func pluralsGenderAndVerbEndingsShareAStem() {
    for group in [
      ["dato", "datos"], ["feature", "features"], ["compartir", "compartido", "comparten"],
      ["separado", "separada", "separar"], ["estado", "estados"], ["padre", "padres"],
    ] {
      let stems = Set(group.map(SpanishWords.stem))
      #expect(stems.count == 1, "\(group) → \(stems)")
    }
    // Una palabra corta se queda como está.
    #expect(SpanishWords.stem("api") == "api")
    #expect(SpanishWords.stem("raiz") == "raiz")
  }

  @Test func similarityForgivesAPrefixOrATypoButNotANegation() {
    #expect(SpanishWords.similarity("dato", "dato") == 1)
    #expect(SpanishWords.similarity("cerc", "cercan") == 0.8)
    #expect(SpanishWords.similarity("raic", "raiz") == 0.8)
    #expect(SpanishWords.similarity("no:compart", "no:compartim") == 0.8)
    #expect(SpanishWords.similarity("compart", "no:compart") == 0)
    #expect(SpanishWords.similarity("estad", "estadistic") == 0)
    #expect(SpanishWords.similarity("dos", "des") == 0)
  }
}
