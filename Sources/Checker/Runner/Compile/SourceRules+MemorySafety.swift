extension SourceRules {
  /// La marca que `swiftc -strict-memory-safety` pone al final de sus avisos.
  static let memorySafetyGroup = "[#StrictMemorySafety]"

  /// `outcome` con cada aviso de memoria sin comprobar del archivo de la persona convertido
  /// en error (en castellano, con su línea, y sin sus notas en inglés); si hay alguno, no
  /// compiló. Los de las pruebas y del arnés (que se escriben aparte y sí usan punteros) se
  /// quitan sin más.
  ///
  /// `nonisolated(unsafe)` se admite (lo usa un ejercicio del curso para enseñar por qué
  /// falla): su aviso lleva la nota «reference to nonisolated(unsafe)…» y nada más.
  static func enforcingMemorySafety(_ outcome: SwiftCompiler.Outcome) -> SwiftCompiler.Outcome {
    var result = outcome
    var kept: [CompilerDiagnostic] = []
    var pending: CompilerDiagnostic?
    var notes = 0
    var nonisolatedNotes = 0
    var refused = false
    func settle() {
      guard let warning = pending else { return }
      let onlyNonisolated = notes > 0 && nonisolatedNotes == notes
      if warning.origin == .learner && !onlyNonisolated {
        var error = warning
        error.severity = .error
        error.column = nil
        error.message = Messages.unsafeMemory
        if !kept.contains(error) { kept.append(error) }
        refused = true
      }
      pending = nil
    }
    for diagnostic in outcome.diagnostics {
      if diagnostic.severity == .warning && diagnostic.message.hasSuffix(memorySafetyGroup) {
        settle()
        pending = diagnostic
        (notes, nonisolatedNotes) = (0, 0)
        continue
      }
      if pending != nil && diagnostic.severity == .note {
        notes += 1
        if diagnostic.message.contains("nonisolated(unsafe)") { nonisolatedNotes += 1 }
        continue
      }
      settle()
      kept.append(diagnostic)
    }
    settle()
    result.diagnostics = kept
    if refused { result.succeeded = false }
    return result
  }
}
