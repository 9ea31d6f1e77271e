/// Words joined as Spanish lists them: `a`, `a y b`, `a, b y c`.
///
/// ```swift
/// SpanishList.join(["texto", "json", "csv"])  // "texto, json y csv"
/// ```
enum SpanishList {
  static func join(_ words: [String], conjunction: String = "y") -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
