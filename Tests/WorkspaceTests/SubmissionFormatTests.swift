import Foundation
import Lessons
import Support
import Testing

@testable import Workspace

/// La entrega: la versión 2 lleva el registro entero; la 1 (solo la última respuesta) se
/// sigue leyendo, con sucesos de id estable.
@Suite struct SubmissionFormatTests {
  let stamp = CourseStamp(id: "c", contentHash: String(repeating: "a", count: 64))

  @Test func aVersionTwoHandInRoundTrips() throws {
    var progress = LearnerProgress(courseID: "c")
    progress.appendChained(
      .answer(
        .choice(options: ["b"]), passed: false, exercise: "x",
        date: Date(timeIntervalSince1970: 1_800_000_000)), writer: "w")
    let submission = Submission(
      student: "ana", course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_100),
      assignment: "f", events: progress.events,
      code: ["k": CodeEntry(file: "k.swift", contents: "let a = 1\n")])
    let data = try submission.encoded()
    let read = try Submission.decode(data)
    #expect(read == submission)
    #expect(try read.encoded() == data)
  }

  @Test func aVersionOneHandInIsReadAsOneAnswerPerExercise() throws {
    let text = """
      {"format": "leccion-entrega", "version": 1, "student": "ana",
       "course": {"id": "c", "contentHash": "\(stamp.contentHash)"}, "leccionVersion": "0.1.0",
       "exportedAt": "2026-12-01T10:00:00.000Z",
       "answers": {"x": {"kind": "eleccion", "selected": [1], "answeredAt": "2026-12-01T09:00:00Z"},
                   "t": {"kind": "texto", "text": "withLock"}},
       "code": {}, "selfReported": {"x": true}}
      """
    let submission = try Submission.decode(Data(text.utf8))
    #expect(submission.version == 1)
    #expect(submission.events.count == 2)
    #expect(submission.lastAnswers["x"]?.answer == .choicePositions([1]))
    #expect(submission.lastAnswers["x"]?.date == Timestamp.parse("2026-12-01T09:00:00Z"))
    #expect(submission.lastAnswers["t"]?.date == Timestamp.parse("2026-12-01T10:00:00Z"))
    // Mismo archivo, mismos ids: el informe no cambia de una corrección a otra.
    #expect(try Submission.decode(Data(text.utf8)).events.map(\.id) == submission.events.map(\.id))
    #expect(ProgressChain.verify(submission.events).isLegacy)
  }
}
