import Support
import Workspace

/// `leccion tarea nueva --revision COSA=CUANDO,…`: el campo `review` de la tarea (qué ve el
/// alumno y cuándo, `ReviewOptions`) desde la línea de órdenes, con las mismas reglas que el
/// archivo; lo que no se dice sigue el modo.
///
/// ```sh
/// leccion tarea nueva --modo intentos --revision rightAnswer=al-responder,explanation=nunca
/// ```
enum ReviewOption {
  /// Lee `value` para una tarea en `mode`.
  static func parse(_ value: String, mode: Assignment.Mode) throws(GradingError) -> ReviewOptions {
    let items = ReviewOptions.Item.allCases.map(\.rawValue)
    let times = ReviewOptions.Time.allCases.map { "«\($0.rawValue)»" }
    var chosen: [ReviewOptions.Item: ReviewOptions.Time] = [:]
    let pieces = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard !pieces.isEmpty else {
      throw .invalidReview(value, reason: "escribe COSA=CUANDO, separadas por comas")
    }
    for piece in pieces {
      let parts = piece.split(separator: "=", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .invalidReview(
          piece,
          reason: "escribe COSA=CUANDO, separadas por comas, como «rightAnswer=al-responder»")
      }
      guard
        let item = ReviewOptions.Item.allCases.first(where: {
          $0.rawValue.lowercased() == parts[0].lowercased()
        })
      else {
        let suggestion = EditDistance.suggestion(for: parts[0], among: items)
        throw .invalidReview(
          piece,
          reason: "«\(parts[0])» no es ninguna de las cinco cosas ("
            + SpanishList.join(items, conjunction: "o") + ")"
            + (suggestion.map { ". ¿Quisiste decir «\($0)»?" } ?? ""))
      }
      guard
        let time = ReviewOptions.Time.allCases.first(where: {
          TextFolding.fold($0.rawValue) == TextFolding.fold(parts[1])
        })
      else {
        throw .invalidReview(
          piece, reason: "después de «=» escribe " + SpanishList.join(times, conjunction: "o"))
      }
      if chosen[item] != nil {
        throw .invalidReview(piece, reason: "«\(item.rawValue)» ya está antes; déjalo una vez")
      }
      if let (allowed, reason) = ReviewOptions.allowed(item, in: mode, source: .commandLine),
        !allowed.contains(time)
      {
        throw .invalidReview(piece, reason: reason)
      }
      chosen[item] = time
    }
    return ReviewOptions(mode: mode, chosen)
  }
}
