import Foundation
import Testing
@testable import Lessons

@Suite struct CourseLocatorTests {
  /// La raíz del repositorio (donde está Package.swift).
  static let checkout = FixturePaths.root.deletingLastPathComponent().deletingLastPathComponent()

  @Test func findsContentAboveTheBuiltBinary() throws {
    let binary = Self.checkout.appendingPathComponent(
      ".build/x86_64-unknown-linux-gnu/debug/leccion")
    let found = try CourseLocator.locate(
      explicit: nil, executable: binary, currentDirectory: URL(fileURLWithPath: "/"))
    #expect(found.path == Self.checkout.appendingPathComponent("Content").path)
  }

  @Test func findsContentAboveTheWorkingDirectory() throws {
    let found = try CourseLocator.locate(
      explicit: nil, executable: URL(fileURLWithPath: "/usr/bin/leccion"),
      currentDirectory: Self.checkout.appendingPathComponent("Sources/Lessons"))
    #expect(found.path == Self.checkout.appendingPathComponent("Content").path)
  }

  @Test func explicitDirectoryIsRelativeToTheWorkingDirectory() throws {
    let found = try CourseLocator.locate(
      explicit: "../otro", executable: nil, currentDirectory: URL(fileURLWithPath: "/tmp/a"))
    #expect(found.path == "/tmp/otro")
  }

  @Test func missingCourseSaysWhereItLooked() {
    #expect(throws: Diagnostic.self) {
      try CourseLocator.locate(
        explicit: nil, executable: URL(fileURLWithPath: "/usr/bin/leccion"),
        currentDirectory: URL(fileURLWithPath: "/tmp"))
    }
    do {
      _ = try CourseLocator.locate(
        explicit: nil, executable: URL(fileURLWithPath: "/usr/bin/leccion"),
        currentDirectory: URL(fileURLWithPath: "/tmp"))
    } catch {
      #expect(
        error.description == "no encuentro el curso: busqué Content/indice.txt junto a "
          + "Package.swift desde «/usr/bin» y desde «/tmp». Indica la carpeta del curso con "
          + "--curso CARPETA.")
    }
  }
}
