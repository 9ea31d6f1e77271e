import Support
import Workspace
import Foundation
import Lessons

/// The content hash of a course: SHA-256 over `indice.txt` and every file of every lesson
/// folder it names (relative path and bytes, in path order; hidden files skipped). Any
/// change to a lesson, an exercise, a solution or a hidden test changes it; the course's
/// `README.md` does not count.
///
/// ```swift
/// let stamp = try CourseFingerprint.stamp(of: course)
/// stamp.contentHash  // "3fa9…" (64 hex digits)
/// ```
public enum CourseFingerprint {
  /// The id and content hash of `course` (read from `course.directory`).
  /// The stamp of a student copy (`Course.studentCopy`) is the full course's, which the copy
  /// records, so that `corregir` with the full course accepts its hand-ins.
  public static func stamp(of course: Course) throws(GradingError) -> CourseStamp {
    if let hash = course.studentCopy?.contentHash {
      return CourseStamp(id: course.id, contentHash: hash)
    }
    return CourseStamp(id: course.id, contentHash: try hash(of: course))
  }

  /// The content hash of `course`.
  public static func hash(of course: Course) throws(GradingError) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-curso-1")
    let root = course.directory.standardizedFileURL
    var paths = ["indice.txt"]
    for lesson in course.lessons {
      paths += files(under: root.appendingPathComponent(lesson.id), prefix: lesson.id + "/")
    }
    for path in paths {
      let url = root.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .courseFileUnreadable(path: url.path)
      }
      digest.update(field: path)
      digest.update(field: String(data.count))
      digest.update(data)
    }
    return digest.hexDigest()
  }

  /// Relative paths of the regular files under `directory`, sorted, hidden ones skipped.
  private static func files(under directory: URL, prefix: String) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
    var result: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = directory.appendingPathComponent(name)
      switch SafeFile.kind(of: url.path) {
      case .directory: result += files(under: url, prefix: prefix + name + "/")
      case .regular: result.append(prefix + name)
      default: continue
      }
    }
    return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
