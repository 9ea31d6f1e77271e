import Support

extension GradingOptions {
  /// `--similitud`, `--solo-similitud`, `--similitud-comun` y `--similitud-umbral`.
  static func similarityOptions(_ scan: OptionScanner.Scan, into options: inout GradingOptions)
    throws(GradingError)
  {
    let withGrading = scan.flags.contains("--similitud")
    let only = scan.flags.contains("--solo-similitud")
    if withGrading && only { throw .similarityBothModes }
    options.similarity = only ? .only : (withGrading ? .withGrading : nil)
    for option in ["--similitud-comun", "--similitud-umbral"] where scan.values[option] != nil {
      guard options.similarity != nil else { throw .similarityOptionAlone(option) }
    }
    if let value = scan.values["--similitud-comun"] {
      guard let share = AssignmentCommand.parseFraction(value), share > 0 else {
        throw .invalidSimilarityShare(value)
      }
      options.similaritySettings.commonShare = share
    }
    if let value = scan.values["--similitud-umbral"],
      value.lowercased() != SimilaritySettings.Threshold.autoWord
    {
      guard let threshold = AssignmentCommand.parseFraction(value), threshold > 0 else {
        throw .invalidSimilarityThreshold(value)
      }
      options.similaritySettings.threshold = .fixed(threshold)
    }
    guard let mode = options.similarity else { return }
    let flag = mode == .only ? "--solo-similitud" : "--similitud"
    if options.merge { throw .optionNotForMerge(flag) }
    guard [.text, .json, .html].contains(options.format) else {
      throw .similarityFormat(option: flag, format: options.format.rawValue)
    }
    guard mode == .only else { return }
    let ignored =
      ["--parte", "--devoluciones", "--pesos", "--pruebas-ocultas", "--tiempo"].filter {
        scan.values[$0] != nil
      } + (scan.flags.contains("--sin-cache") ? ["--sin-cache"] : [])
    if let option = ignored.first { throw .optionNotForSimilarityOnly(option) }
  }
}

extension SimilaritySettings.Threshold {
  /// Cómo se escribe `auto` en `--similitud-umbral`.
  static let autoWord = "auto"
}
