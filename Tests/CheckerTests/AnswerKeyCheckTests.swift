import Foundation
import Lessons
import Testing
@testable import Checker

@Suite struct AnswerKeyCheckTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  @Test func everyKeyOfTheValidFixturePassesItsChecker() async {
    let found = await CourseValidator.validate(
      Self.fixtures.appendingPathComponent("curso-valido"), checks: [AnswerKeyCheck()])
    #expect(found.map(\.description) == [])
  }

  @Test func aKeyThatItsCheckerRefusesIsReportedAtTheExercise() throws {
    let here = SourceLocation(file: "01-x/ejercicios.md", line: 7)
    let exercise = Exercise(
      id: "x.sinonimo", title: "Un sinónimo vacío", lessonID: "01-x",
      kind: .freeText(FreeTextExercise(answer: "withLock", synonyms: ["¿?"], explanation: "Y.")),
      location: here)
    let course = Course(
      id: "c", lessons: [Lesson(id: "01-x", title: "X", exercises: [exercise])])
    #expect(
      AnswerKeyCheck().keyProblems(in: course).map(\.description) == [
        "01-x/ejercicios.md:7: la respuesta de la clave «¿?» no pasa su propio corrector: "
          + "No has respondido nada."
      ])
  }
}

/// El curso de verdad (`Content/`): formato y claves. Se salta mientras las lecciones
/// del índice no estén en esta rama.
@Suite struct ContentValidationTests {
  static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")

  static var lessonsArePresent: Bool {
    guard
      let index = try? String(
        contentsOf: content.appendingPathComponent("indice.txt"), encoding: .utf8)
    else { return false }
    let folders = index.split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.contains(":") }
    return !folders.isEmpty
      && folders.allSatisfy {
        FileManager.default.fileExists(atPath: content.appendingPathComponent($0).path)
      }
  }

  @Test(.enabled(if: lessonsArePresent, "las lecciones aún no están en Content/"))
  func contentHasNoFormatProblemsAndEveryKeyPasses() async {
    let found = await CourseValidator.validate(Self.content, checks: [AnswerKeyCheck()])
    #expect(found.map { $0.rendered(pathPrefix: "Content/") } == [])
  }

  /// Ni los avisos para quien escribe: en ninguna lección la opción correcta es la más larga
  /// en más de un tercio de sus preguntas de una sola respuesta.
  @Test(.enabled(if: lessonsArePresent, "las lecciones aún no están en Content/"))
  func contentHasNoAuthorWarnings() throws {
    let course = try #require(CourseLoader.load(from: Self.content).course)
    #expect(AuthorWarnings.check(course).map { $0.rendered(pathPrefix: "Content/") } == [])
  }
}
