import Support

extension FieldReader {
  /// `review`: un objeto con cuándo se ve cada cosa (`ReviewOptions`); lo que falta sigue
  /// el modo.
  func review(_ field: String, mode: Assignment.Mode) throws(AssignmentProblem) -> ReviewOptions {
    let keys = ReviewOptions.Item.allCases.map(\.rawValue)
    let pairs: [String: WorkspaceJSON.Value]
    switch object[field] {
    case nil, .null?: return ReviewOptions(mode: mode)
    case .object(let found)?: pairs = found
    case let other?:
      throw AssignmentProblem(
        path: path, field: field,
        .invalidValue(
          other.quoted,
          expected: "escribe un objeto como { \"rightAnswer\": \"devolucion\" } con "
            + keys.map { "«\($0)»" }.joined(separator: ", ")))
    }
    let words = ReviewOptions.Time.allCases.map(\.rawValue)
    let expected =
      "escribe " + words.dropLast().map { "«\($0)»" }.joined(separator: ", ")
      + " o «\(words.last ?? "")»"
    var times: [ReviewOptions.Item: ReviewOptions.Time] = [:]
    for key in pairs.keys.sorted() {
      let place = "\(field).\(key)"
      guard let item = ReviewOptions.Item(rawValue: key) else {
        throw AssignmentProblem(
          path: path, field: place,
          .unknownField(suggestion: EditDistance.suggestion(for: key, among: keys)))
      }
      guard case .string(let word)? = pairs[key],
        let time = ReviewOptions.Time.allCases.first(where: {
          TextFolding.fold($0.rawValue) == TextFolding.fold(word)
        })
      else {
        throw AssignmentProblem(
          path: path, field: place, .invalidValue((pairs[key] ?? .null).quoted, expected: expected))
      }
      if let (allowed, reason) = ReviewOptions.allowed(item, in: mode), !allowed.contains(time) {
        throw AssignmentProblem(
          path: path, field: place, .invalidValue(word, expected: reason))
      }
      times[item] = time
    }
    return ReviewOptions(mode: mode, times)
  }
}
