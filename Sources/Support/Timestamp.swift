import Foundation

/// Fechas ISO 8601 en UTC con milisegundos (`2026-11-30T10:15:03.250Z`), como las guardan
/// el progreso, las entregas y los informes.
///
/// Escritas a mano a propósito: `ISO8601DateFormatter` pasa por ICU, y leer un progreso
/// con cientos de fechas costaba así más que arrancar el programa entero. Estas funciones
/// no toman candados ni reservan más que el texto, y dan siempre los mismos bytes.
public enum Timestamp {
  /// La fecha con milisegundos (redondeados al más cercano), en UTC.
  public static func format(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let (seconds, millisecond) = floorDivision(milliseconds, 1000)
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    var text = ""
    text.reserveCapacity(24)
    append(Int(parts.tm_year) + 1900, width: 4, to: &text)
    text.append("-")
    append(Int(parts.tm_mon) + 1, width: 2, to: &text)
    text.append("-")
    append(Int(parts.tm_mday), width: 2, to: &text)
    text.append("T")
    append(Int(parts.tm_hour), width: 2, to: &text)
    text.append(":")
    append(Int(parts.tm_min), width: 2, to: &text)
    text.append(":")
    append(Int(parts.tm_sec), width: 2, to: &text)
    text.append(".")
    append(Int(millisecond), width: 3, to: &text)
    text.append("Z")
    return text
  }

  /// Lee `AAAA-MM-DDTHH:MM:SS`, con fracción de segundo opcional y `Z` o `±HH:MM`;
  /// `nil` si el texto no es exactamente eso o la fecha no existe (un 31 de abril).
  ///
  /// La fracción se redondea al milisegundo, que es lo que guarda `format(_:)`: así leer,
  /// escribir y volver a leer da siempre la misma fecha (lo exige el fuzzing de entregas).
  public static func parse(_ text: String) -> Date? {
    var bytes = Array(text.utf8)[...]
    guard let year = number(&bytes, digits: 4), take(&bytes, "-"),
      let month = number(&bytes, digits: 2), take(&bytes, "-"),
      let day = number(&bytes, digits: 2), take(&bytes, "T") || take(&bytes, "t"),
      let hour = number(&bytes, digits: 2), take(&bytes, ":"),
      let minute = number(&bytes, digits: 2), take(&bytes, ":"),
      let second = number(&bytes, digits: 2)
    else { return nil }
    var fraction = 0.0
    if take(&bytes, ".") {
      var numerator = 0
      var denominator = 1
      var digits = 0
      while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        if digits < 9 {  // más allá del nanosegundo no cambia nada
          numerator = numerator * 10 + Int(byte - UInt8(ascii: "0"))
          denominator *= 10
        }
        digits += 1
        bytes.removeFirst()
      }
      guard digits > 0 else { return nil }
      fraction = Double(numerator) / Double(denominator)
    }
    var offset = 0
    if take(&bytes, "Z") || take(&bytes, "z") {
      offset = 0
    } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      bytes.removeFirst()
      guard let hours = number(&bytes, digits: 2), take(&bytes, ":"),
        let minutes = number(&bytes, digits: 2), hours < 24, minutes < 60
      else { return nil }
      offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "-") ? -1 : 1)
    } else {
      return nil
    }
    guard bytes.isEmpty, (1...12).contains(month), hour < 24, minute < 60, second < 61,
      day >= 1, day <= daysIn(month: month, year: year)
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    let milliseconds = Int64(seconds) * 1000 + Int64((fraction * 1000).rounded())
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  // MARK: - Piezas

  private static func append(_ value: Int, width: Int, to text: inout String) {
    let digits = String(value)
    if digits.count < width { text.append(String(repeating: "0", count: width - digits.count)) }
    text.append(digits)
  }

  private static func number(_ bytes: inout ArraySlice<UInt8>, digits: Int) -> Int? {
    guard bytes.count >= digits else { return nil }
    var value = 0
    for byte in bytes.prefix(digits) {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    bytes.removeFirst(digits)
    return value
  }

  private static func take(_ bytes: inout ArraySlice<UInt8>, _ character: Unicode.Scalar) -> Bool {
    guard bytes.first == UInt8(ascii: character) else { return false }
    bytes.removeFirst()
    return true
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Días civiles desde el 1970-01-01 (calendario gregoriano proléptico).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = (month + 9) % 12
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let quotient = value / divisor
    let remainder = value % divisor
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}
