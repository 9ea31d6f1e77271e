/// How big the parts of a hand-in may be. A real one is a few KiB; the limits stop a
/// hostile or broken file from filling memory or the compiler.
public struct SubmissionLimits: Sendable, Hashable {
  /// The whole hand-in file (or `progreso.json` of a workspace).
  public var fileBytes: Int
  /// One code file.
  public var codeBytes: Int
  /// One raw answer.
  public var answerBytes: Int

  /// Creates limits (defaults: 4 MiB, 256 KiB, 64 KiB).
  public init(fileBytes: Int = 4 << 20, codeBytes: Int = 256 << 10, answerBytes: Int = 64 << 10) {
    self.fileBytes = fileBytes
    self.codeBytes = codeBytes
    self.answerBytes = answerBytes
  }

  /// The defaults.
  public static let standard = SubmissionLimits()
}
