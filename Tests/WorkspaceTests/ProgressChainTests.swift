import Foundation
import Lessons
import Testing

@testable import Workspace

/// La cadena de sucesos: una unión de dos escritores sigue entera; borrar, cambiar o
/// añadir a mano un suceso se ve.
@Suite struct ProgressChainTests {
  func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

  func log() -> LearnerProgress {
    var progress = LearnerProgress(courseID: "c")
    progress.appendChained(
      .answer(.choice(options: ["b"]), passed: false, exercise: "x", date: date(1)), writer: "w1")
    progress.appendChained(.hint(0, exercise: "x", date: date(2)), writer: "w1")
    progress.appendChained(
      .answer(.choice(options: ["a"]), passed: true, exercise: "x", date: date(3)), writer: "w1")
    return progress
  }

  @Test func anUntouchedLogIsIntact() {
    let report = ProgressChain.verify(log().events)
    #expect(report.isIntact)
    #expect(!report.isLegacy)
    #expect(log().events.map(\.sequence) == [0, 1, 2])
  }

  @Test func twoWritersMergeIntoAnIntactUnion() {
    var mine = log()
    var theirs = LearnerProgress(courseID: "c")
    theirs.appendChained(.hint(1, exercise: "y", date: date(2.5)), writer: "w2")
    theirs.appendChained(.solution(exercise: "y", date: date(4)), writer: "w2")
    mine = mine.merged(with: theirs)
    #expect(mine.events.count == 5)
    #expect(ProgressChain.verify(mine.events).isIntact)
    #expect(ProgressChain.verify(theirs.merged(with: log()).events).isIntact)
  }

  @Test func aDeletedWrongAttemptBreaksTheChain() {
    var progress = log()
    progress.events.remove(at: 0)
    #expect(ProgressChain.verify(progress.events).problems == [.missing(writer: "w1", sequence: 0)])
  }

  @Test func aChangedTimeBreaksTheChain() {
    var progress = log()
    progress.events[0].date = date(0.5)
    #expect(
      ProgressChain.verify(progress.events).problems == [
        .altered(writer: "w1", sequence: 0, exerciseID: "x")
      ])
  }

  @Test func theLastEventMovedBackInTimeIsSeen() {
    var progress = log()
    progress.events[2].date = date(1.5)
    #expect(
      ProgressChain.verify(progress.events).problems.contains(
        .backInTime(writer: "w1", sequence: 2, exerciseID: "x")))
  }

  @Test func aChangedAnswerBreaksTheChain() {
    var progress = log()
    progress.events[0].answer = .choice(options: ["a"])
    #expect(!ProgressChain.verify(progress.events).isIntact)
  }

  @Test func anAddedEventWithoutChainIsSeen() {
    var progress = log()
    progress.append(.answer(.choice(options: ["a"]), passed: true, exercise: "z", date: date(9)))
    #expect(
      ProgressChain.verify(progress.events).problems == [
        .unchained(date: date(9), exerciseID: "z")
      ])
  }

  @Test func aLogOfTheFirstFormatIsLegacyNotAltered() {
    var progress = LearnerProgress(courseID: "c")
    progress.append(.answer(.freeText("a"), passed: true, exercise: "x", date: date(1)))
    let report = ProgressChain.verify(progress.events)
    #expect(report.isLegacy)
    #expect(report.isIntact)
  }

  @Test func theChainSurvivesTheFile() throws {
    let original = log()
    let read = try ProgressFile.decode(ProgressFile.encode(original), courseID: "c").get()
    #expect(read == original)
    #expect(ProgressChain.verify(read.events).isIntact)
  }
}
