import Foundation
import Workspace
import Lessons

/// The seam between grading and the tutor's workspace folder: `leccion corregir` accepts
/// workspace folders as well as exported files, and `leccion exportar` turns the learner's
/// workspace into a hand-in. Both go through this protocol, so the workspace format can
/// change in one place.
///
/// ```swift
/// let reader: any WorkspaceReading = TutorWorkspaceReader()
/// if reader.isWorkspace("clase/ana") {
///   let result = reader.submission(at: "clase/ana", shownAs: "ana", course: course,
///                                  stamp: stamp, limits: .standard)
/// }
/// ```
public protocol WorkspaceReading: Sendable {
  /// Whether `directory` is a workspace (rather than a folder of hand-ins).
  func isWorkspace(_ directory: String) -> Bool

  /// The workspace at `directory` as a hand-in, checked like an exported file. Reading
  /// never writes anything (no lock file, no backup).
  ///
  /// - Parameters:
  ///   - shownAs: how the folder is named in messages.
  ///   - stamp: the course being graded; a workspace records no content hash, so the
  ///     hand-in gets this one.
  func submission(
    at directory: String, shownAs: String, course: Course, stamp: CourseStamp,
    limits: SubmissionLimits
  ) -> Result<Submission, GradingError>
}
