import Foundation

/// Lo que hizo `CodeRunner.precompileTests(_:)`.
public enum TestsPrecompilation: Sendable, Equatable {
  /// Compiló las pruebas contra la interfaz del archivo y las guardó.
  case compiled
  /// Ya estaban guardadas (para esa interfaz o para la última que se comprobó).
  case alreadyStored
  /// No hizo nada: sin caché, el archivo no compila o incumple una regla, o las pruebas no
  /// compilan contra él (la comprobación lo dirá como siempre).
  case skipped
}

extension CodeRunner {
  /// Compila de antemano las pruebas de un ejercicio contra la interfaz del archivo de la
  /// persona tal como está (al entrar en el ejercicio, el de inicio), para que su primera
  /// comprobación tome el objeto de la caché y compile y enlace en una sola caja
  /// (`compileSplit`, `LinkChain`). No ejecuta nada ni guarda veredictos.
  ///
  /// Es seguro hacerlo a la vez que una comprobación: la clave del objeto lleva los bytes de
  /// la interfaz (si la persona cambia la forma de sus tipos, su comprobación no lo toma y
  /// compila las pruebas como siempre), cada escritura es atómica y lo leído se comprueba
  /// con su resumen (`CodeCache.copyTestsObject`). La interfaz guardada como la última
  /// (`LinkChain`) solo se escribe si no había una con su objeto: nunca tapa la de una
  /// comprobación.
  ///
  /// ```swift
  /// Task.detached(priority: .background) { await runner.precompileTests(entrega) }
  /// ```
  ///
  /// Si se cancela la tarea, el compilador muere en ese momento y no queda nada en marcha.
  public func precompileTests(_ submission: CodeSubmission) async -> TestsPrecompilation {
    await cancellable { $0.precompileTestsNow(submission) }
  }

  /// `precompileTests(_:)` en el hilo que llama (bloquea).
  func precompileTestsNow(_ submission: CodeSubmission) -> TestsPrecompilation {
    guard let cache = testsCache, !SwiftCompiler.compilesAsBefore,
      let unit = try? prepare(submission, index: 0), reservedNamesVerdict(unit) == nil
    else { return .skipped }
    for path in [toolchain.harnessLibraryPath, toolchain.harnessModulePath]
    where !FileManager.default.fileExists(atPath: path) {
      return .skipped
    }
    let base = testsBaseKey(for: [unit])
    // La última interfaz comprobada con su objeto: la próxima comprobación ya acierta.
    if let last = cache.lastInterface(base: base),
      cache.hasTestsObject(key: testsObjectKey(base: base, interface: last))
    {
      return .alreadyStored
    }
    guard let directory = try? Self.temporaryDirectory(prefix: "leccion-precompilar") else {
      return .skipped
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return (try? precompileTests(unit, base: base, cache: cache, in: directory)) ?? .skipped
  }

  private func precompileTests(
    _ unit: CompilationUnit, base: String, cache: CodeCache, in directory: String
  ) throws(CodeRunnerError) -> TestsPrecompilation {
    let folder = try splitFolder(for: [unit], in: directory)
    // Las mismas opciones que la comprobación: la interfaz sale byte a byte la misma.
    let learner = SourceRules.enforcingMemorySafety(
      try exerciseCompiler.run(
        learnerFlags(modulePath: folder.modulePath, object: folder.learnerObject)
          + folder.learnerPaths,
        in: directory))
    guard learner.succeeded,
      let interfaceBytes = FileManager.default.contents(atPath: folder.modulePath)
    else { return .skipped }
    let key = testsObjectKey(base: base, interface: interfaceBytes)
    let stored = cache.copyTestsObject(key: key, to: folder.testsObject)
    if !stored {
      guard
        try compileTests(
          folder.tests, against: folder.interface, into: folder.testsObject, key: key,
          in: directory)
      else { return .skipped }
    }
    // La sección del objeto de la persona para estas pruebas: si ya se sabe con qué
    // bibliotecas se enlazan los dos, la primera comprobación enlaza solo con `ld.lld`.
    learnAutolink(
      program: folder.program, tests: folder.testsObject, learner: folder.learnerObject,
      testsKey: key)
    // Una comprobación que terminó entretanto ya dejó la suya: no se tapa.
    let last = cache.lastInterface(base: base)
    if last.map({ !cache.hasTestsObject(key: testsObjectKey(base: base, interface: $0)) }) ?? true {
      cache.storeLastInterface(interfaceBytes, base: base)
    }
    return stored ? .alreadyStored : .compiled
  }
}
