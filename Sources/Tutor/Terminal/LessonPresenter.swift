import Flowchart
import Lessons
import Presentation

/// Lo que el tutor enseña del curso, ya convertido en líneas de terminal con
/// `MarkdownRenderer` y `FlowchartRenderer`, al ancho de la consola en ese momento (así el
/// texto se vuelve a ajustar si la ventana cambia de tamaño).
///
/// ```swift
/// let presenter = LessonPresenter(console: console)
/// presenter.section(lesson.sections[0], number: 1).forEach(console.line)
/// ```
public struct LessonPresenter: Sendable {
  /// Donde se escribirá (de ella salen el ancho, el color y Unicode).
  public let console: Console
  /// Columnas que se dejan libres (para sangrar lo presentado).
  public var widthReduction: Int

  /// Crea la presentación para `console`, `widthReduction` columnas más estrecha.
  public init(console: Console, widthReduction: Int = 1) {
    self.console = console
    self.widthReduction = widthReduction
  }

  /// El estilo de los renderizadores, medido ahora.
  public var style: TerminalStyle {
    TerminalStyle(
      usesColor: console.style.usesColor, usesUnicode: console.style.usesUnicode,
      width: console.columns - widthReduction, height: console.rows)
  }

  /// Un texto CommonMark.
  public func markdown(_ text: String) -> [String] {
    MarkdownRenderer(style: style).render(text)
  }

  /// El título de una lección y su introducción.
  public func introduction(of lesson: Lesson) -> [String] {
    let renderer = MarkdownRenderer(style: style)
    let body = renderer.render(lesson.introduction)
    return renderer.renderTitle(lesson.title) + (body.isEmpty ? [] : [""] + body)
  }

  /// Una sección con su número.
  public func section(_ section: Section, number: Int) -> [String] {
    MarkdownRenderer(style: style).render(section: section, number: number)
  }

  /// Un diagrama, con el camino `highlighted` (ids de nodos, en orden) resaltado.
  public func diagram(_ chart: Flowchart, highlighted: [String] = []) -> [String] {
    FlowchartRenderer(style: style).render(chart, highlighting: highlighted)
  }
}
