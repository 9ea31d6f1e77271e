import Support
import Testing

@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("  ¿Sí, WithLock? ", "si withlock"),
    ("Ñandú  ÁRBOL\tcañón", "nandu arbol canon"),
    ("$usuario.nombre", "usuario nombre"),
    ("e\u{301}xito", "exito"),
    ("", ""),
  ])
  func foldForgivesCaseAccentsPunctuationAndSpacing(input: String, folded: String) {
    #expect(TextFolding.fold(input) == folded)
  }

  @Test func foldKeepingPunctuationOnlyCollapsesSpaces() {
    #expect(TextFolding.foldKeepingPunctuation("  Hola,   MUNDO! ") == "hola, mundo!")
  }

  @Test(arguments: [
    ("Por qué no se puede asignar", "por-que-no-se-puede-asignar"),
    ("La caja `@Shared`", "la-caja-shared"),
    ("¿Cuándo compartir?", "cuando-compartir"),
  ])
  func slugs(title: String, slug: String) {
    #expect(TextFolding.slug(title) == slug)
  }

  @Test(arguments: [
    ("withlock", "withlock", 0), ("wtihlock", "withlock", 1), ("withlok", "withlock", 1),
    ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
  ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(EditDistance.between(a, b) == distance)
  }

  @Test func suggestionsStayWithinTolerance() {
    #expect(EditDistance.suggestion(for: "eleccon", among: ["eleccion", "texto"]) == "eleccion")
    #expect(EditDistance.suggestion(for: "Sección", among: ["seccion"]) == "seccion")
    #expect(EditDistance.suggestion(for: "zzz", among: ["texto"]) == nil)
  }

  /// Una mayúscula cuya minúscula lleva tilde («Ÿ» → «ÿ») se pliega del todo a la primera:
  /// el fuzzing (FuzzAnswers) encontró «Ÿ», que plegaba a «ÿ» y, otra vez, a «y».
  @Test(arguments: ["Ÿ", "lŸ\u{FFFD}\u{FFFD}Ŀ\u{FFFD}M@", "ŸÀÉ ÿ", "Ǹ Ȁ Ḁ"])
  func foldingTwiceIsFoldingOnce(text: String) {
    let once = TextFolding.fold(text)
    #expect(TextFolding.fold(once) == once)
    let kept = TextFolding.foldKeepingPunctuation(text)
    #expect(TextFolding.foldKeepingPunctuation(kept) == kept)
  }

  @Test func aCapitalWhoseSmallLetterHasADiaeresisFoldsToItsBase() {
    #expect(TextFolding.fold("ŸO") == "yo")
  }
}
