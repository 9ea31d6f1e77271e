import Foundation
import Support
import Testing

@Suite struct TimestampTests {
  @Test func formatsUTCWithMilliseconds() {
    #expect(Timestamp.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    #expect(
      Timestamp.format(Date(timeIntervalSince1970: 1_796_033_703.25)) == "2026-11-30T10:15:03.250Z")
    #expect(Timestamp.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
    // 999,6 ms se redondea al segundo siguiente, con acarreo en todos los campos.
    #expect(
      Timestamp.format(Date(timeIntervalSince1970: 946_684_799.9996)) == "2000-01-01T00:00:00.000Z")
  }

  @Test(arguments: [
    ("2026-11-30T10:15:03.250Z", 1_796_033_703.25),
    ("2026-11-30T10:15:03Z", 1_796_033_703),
    ("2026-11-30T11:15:03+01:00", 1_796_033_703),
    ("2026-11-30T05:45:03-04:30", 1_796_033_703),
    ("2024-02-29T00:00:00.000Z", 1_709_164_800),
    // Más allá del milisegundo se redondea: es lo que se vuelve a escribir.
    ("2026-11-30T10:15:03.123456789Z", 1_796_033_703.123),
  ])
  func parsesWhatItAndOtherToolsWrite(text: String, seconds: Double) throws {
    let date = try #require(Timestamp.parse(text))
    #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
  }

  @Test(arguments: [
    "", "2026-11-30", "2026-11-30T10:15:03", "2026-11-30 10:15:03Z", "2026-13-01T00:00:00Z",
    "2026-04-31T00:00:00Z", "2025-02-29T00:00:00Z", "2026-11-30T24:00:00Z",
    "2026-11-30T10:15:03.Z", "2026-11-30T10:15:03Zx", "2026-11-30T10:15:03+1:00",
    "hace un rato", "２０２６-11-30T10:15:03Z",
  ])
  func refusesAnythingElse(text: String) {
    #expect(Timestamp.parse(text) == nil)
  }

  @Test func roundTripsEveryMillisecondItWrites() throws {
    var seconds = 1_700_000_000.0
    for step in 0..<2_000 {
      seconds += 0.001 * Double(step % 7) + 3_600.0 * Double(step % 3)
      let text = Timestamp.format(Date(timeIntervalSince1970: seconds))
      let back = try #require(Timestamp.parse(text))
      #expect(Timestamp.format(back) == text)
    }
  }

  @Test func agreesWithFoundationsFormatter() throws {
    let foundation = ISO8601DateFormatter()
    foundation.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    for seconds in [0.0, 951_782_400.125, 1_796_033_703.999, 4_102_444_800.5] {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(Timestamp.format(date) == foundation.string(from: date))
      let parsed = try #require(Timestamp.parse(foundation.string(from: date)))
      #expect(abs(parsed.timeIntervalSince1970 - seconds) < 1e-6)
    }
  }

  /// Lo que encontró el fuzzing de entregas: con más de tres decimales, leer y escribir
  /// perdía la igualdad con lo leído.
  @Test(arguments: [
    "2026-11-30T10:20:00.0555Z", "2026-11-30T10:20:00.9996Z", "2026-11-30T10:20:00.123456789+01:00",
  ])
  func readingWritingAndReadingAgainGivesTheSameDate(text: String) throws {
    let first = try #require(Timestamp.parse(text))
    let again = try #require(Timestamp.parse(Timestamp.format(first)))
    #expect(again == first)
  }
}
