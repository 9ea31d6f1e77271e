import Foundation
import Lessons
import Presentation
import Testing

@testable import Tutor

/// El curso real, dibujado como lo verá quien lo lee.
@Suite struct RenderingLessonTests {
  static let content = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Content")

  func course() throws -> Course {
    try #require(CourseLoader.load(from: Self.content).course)
  }

  @Test func aLessonRenderedBySectionsMatchesTheWholeFile() throws {
    let style = TerminalStyle(usesColor: true, usesUnicode: true, width: 80)
    for lesson in try course().lessons {
      let file = try String(
        contentsOf: Self.content.appendingPathComponent("\(lesson.id)/leccion.md"),
        encoding: .utf8)
      let whole = MarkdownRenderer(style: style).render(file)
      let bySections = MarkdownRenderer(style: style).render(lesson: lesson)
      #expect(bySections == whole, "\(lesson.id)")
    }
  }

  @Test func sectionsAreNumberedInOrder() throws {
    let style = TerminalStyle(usesColor: false, usesUnicode: true, width: 80)
    for lesson in try course().lessons {
      for (index, section) in lesson.sections.enumerated() {
        let lines = MarkdownRenderer(style: style).render(section: section, number: index + 1)
        #expect(lines.first == "\(index + 1). \(section.title)")
      }
    }
  }

  @Test func everyDiagramOfTheCourseFitsIn80Columns() throws {
    for diagram in try course().diagrams {
      for unicode in [true, false] {
        let style = TerminalStyle(usesColor: false, usesUnicode: unicode, width: 80)
        let lines = FlowchartRenderer(style: style).render(diagram.flowchart)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(diagram.id)")
        #expect(lines.count < 60, "\(diagram.id)")
      }
    }
  }

  @Test func everyLineOfEveryLessonFitsItsWidth() throws {
    for width in [60, 80, 100] {
      for unicode in [true, false] {
        let style = TerminalStyle(usesColor: false, usesUnicode: unicode, width: width)
        for lesson in try course().lessons {
          let wide = MarkdownRenderer(style: style).render(lesson: lesson)
            .filter { DisplayWidth.of($0) > width }
          #expect(wide.isEmpty, "\(lesson.id) a \(width) columnas: \(wide)")
        }
      }
    }
  }
}
