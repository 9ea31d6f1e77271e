extension CodeRunner {
  /// Comprueba los ejercicios de una persona con las menos compilaciones posibles: aísla
  /// los nombres de cada ejercicio (`NameIsolation`), los compila juntos con
  /// `check(batch:)` (un solo trabajo a la vez: la corrección en lote reparte las personas
  /// entre los núcleos) y devuelve a cada veredicto los nombres de la persona.
  ///
  /// Un ejercicio renombrado que no compila se comprueba otra vez tal como está escrito,
  /// solo, para que sus diagnósticos sean exactamente los de `check(_:)`. Cada veredicto
  /// es, así, el que el ejercicio tendría comprobado solo.
  ///
  /// - Parameter submissions: los ejercicios de código de una persona.
  /// - Returns: un veredicto por ejercicio, en orden, y cuántas compilaciones costó.
  public func check(isolating submissions: [CodeSubmission]) async -> CodeBatchResult {
    guard submissions.count > 1 else { return await checkEachAlone(submissions) }
    let isolated = submissions.map(NameIsolation.isolate)
    let batch = zip(submissions, isolated).map { original, isolated in
      isolated?.submission ?? original
    }
    var together = self
    together.options.maxParallelJobs = 1
    together.options.mergeLimit = max(options.mergeLimit, submissions.count)
    together.callerRechecksCompileErrors = Set(isolated.indices.filter { isolated[$0] != nil })
    let joint = await together.check(batch: batch)
    var result = CodeBatchResult(
      verdicts: [], compilerRuns: joint.compilerRuns, cacheHits: joint.cacheHits)
    for (index, verdict) in joint.verdicts.enumerated() {
      guard let isolation = isolated[index] else {
        result.verdicts.append(verdict)
        continue
      }
      // Un tiempo agotado al compilar no depende de los nombres: compilarlo otra vez,
      // solo, volvería a agotarlo.
      if verdict.outcome == .compileFailed && !isCompileTimeout(verdict) {
        let submission = submissions[index]
        // Renombrado no compiló: tal como está escrito, solo, tampoco lo hará su archivo
        // (casi siempre); se compila todo junto, que es lo que da los diagnósticos.
        let (alone, compiles) = await cancellable {
          $0.checkCountingCompiles(submission, splitting: false)
        }
        if alone.fromCache { result.cacheHits += 1 }
        result.compilerRuns += compiles
        result.verdicts.append(alone)
      } else {
        result.verdicts.append(NameIsolation.restore(verdict, suffix: isolation.suffix))
      }
    }
    return result
  }

  /// Si `verdict` es el de una compilación que no terminó.
  func isCompileTimeout(_ verdict: CodeVerdict) -> Bool {
    verdict.diagnostics.contains {
      $0.severity == .error && $0.file == nil && $0.message == compiler.timeoutMessage()
    }
  }

  /// Cada ejercicio con su propia compilación, uno detrás de otro. Un programa que ya
  /// estaba en la caché no cuenta como compilación.
  public func checkEachAlone(_ submissions: [CodeSubmission]) async -> CodeBatchResult {
    var result = CodeBatchResult(verdicts: [], compilerRuns: 0, cacheHits: 0)
    for submission in submissions {
      let (verdict, compiles) = await cancellable { $0.checkCountingCompiles(submission) }
      if verdict.fromCache { result.cacheHits += 1 }
      result.compilerRuns += compiles
      result.verdicts.append(verdict)
    }
    return result
  }
}
