import Lessons
import Presentation

extension MarkdownRenderer {
  /// Una sección de una lección: su título numerado (`2. Qué se copia…`) y su texto.
  public func render(section: Section, number: Int) -> [String] {
    render(sectionTitled: section.title, markdown: section.markdown, number: number)
  }

  /// Una lección entera: título, introducción y secciones numeradas.
  ///
  /// ```swift
  /// MarkdownRenderer(style: .plain).render(lesson: course.lessons[0]).forEach { print($0) }
  /// ```
  public func render(lesson: Lesson) -> [String] {
    var lines = renderTitle(lesson.title)
    let introduction = render(lesson.introduction)
    if !introduction.isEmpty { lines += [""] + introduction }
    for (index, section) in lesson.sections.enumerated() {
      lines += [""] + render(section: section, number: index + 1)
    }
    return lines
  }
}
