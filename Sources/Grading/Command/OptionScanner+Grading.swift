import Support

extension OptionScanner {
  /// `scan(_:)` con el error de las órdenes de corrección; una opción desconocida trae la
  /// más parecida de las que la orden conoce.
  func read(_ arguments: [String]) throws(GradingError) -> Scan {
    do {
      return try scan(arguments)
    } catch {
      switch error {
      case .unknownOption(let name):
        throw .unknownOption(
          name, suggestion: EditDistance.suggestion(for: name, among: valued + flags))
      case .missingValue(let name): throw .missingValue(option: name)
      case .repeatedOption(let name): throw .repeatedOption(name)
      }
    }
  }
}
