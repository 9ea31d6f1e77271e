import Testing

@testable import Grading

/// Un solo escapado para la página HTML y el JUnit XML, con sus diferencias como parámetros.
@Suite struct MarkupEscapeTests {
  /// Un texto con estos escalares (los no caracteres no se pueden escribir en un literal).
  static func scalars(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
  }

  @Test(arguments: [
    ("a<b>&\"c\"", "a&lt;b&gt;&amp;&quot;c&quot;", "a&lt;b&gt;&amp;&quot;c&quot;"),
    ("l'x", "l&#39;x", "l&apos;x"),
    ("uno\ndos\tx", "uno\ndos\tx", "uno&#10;dos&#9;x"),
    ("a\rb", "a\u{FFFD}b", "a&#13;b"),
    ("\u{1B}[31m", "\u{FFFD}[31m", "\u{FFFD}[31m"),
    (
      Self.scalars(0x85, 0xFDD0, 0x1FFFF), "\u{FFFD}\u{FFFD}\u{FFFD}",
      Self.scalars(0x85, 0xFDD0, 0x1FFFF)
    ),
    (Self.scalars(0xFFFE, 0xF1), "\u{FFFD}ñ", "\u{FFFD}ñ"),
  ])
  func escapesForEachLanguage(text: String, html: String, xml: String) {
    #expect(MarkupEscape.html.escape(text) == html)
    #expect(MarkupEscape.xml.escape(text) == xml)
    #expect(HTMLText.escape(text) == html)
    #expect(JUnitReport.escape(text) == xml)
  }
}
