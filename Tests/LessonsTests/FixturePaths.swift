import Foundation

/// Las carpetas de `Tests/Fixtures`.
enum FixturePaths {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let validCourse = root.appendingPathComponent("curso-valido")
  static let brokenCourse = root.appendingPathComponent("curso-con-errores")
}
