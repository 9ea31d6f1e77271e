import Foundation

/// El resultado de comprobar un lote de ejercicios (los de una persona, por ejemplo).
public struct CodeBatchResult: Sendable, Hashable {
  /// Un veredicto por entrega, en el mismo orden.
  public var verdicts: [CodeVerdict]
  /// Cuántas veces se llamó a `swiftc`.
  public var compilerRuns: Int
  /// Cuántos veredictos salieron de la caché.
  public var cacheHits: Int
}

extension CodeRunner {
  /// Comprueba varios ejercicios con el mínimo de compilaciones que la corrección permite.
  ///
  /// Estrategia: los ejercicios cuyos nombres del nivel superior no chocan (tipos,
  /// funciones, variables, extensiones y funciones `prueba…`; lo `private` no cuenta) se
  /// compilan juntos, hasta `mergeLimit`, en **un** programa con **una** llamada a `swiftc`:
  /// cada archivo lleva su `#sourceLocation`, y el `main` generado elige el ejercicio por su
  /// primer argumento. Luego cada ejercicio se ejecuta en su propio proceso, así que un
  /// cuelgue o un fallo de uno no toca a los demás. Si la compilación conjunta falla (un
  /// error de la persona o un choque que el análisis no vio), los ejercicios con errores se
  /// compilan solos, para que sus diagnósticos sean exactamente los de `check(_:)`, y los
  /// limpios vuelven a compilarse juntos. Los grupos se compilan en paralelo, hasta
  /// `maxParallelJobs` a la vez.
  ///
  /// Por qué así: en un ejercicio pequeño casi todo el tiempo de `swiftc` es fijo (arrancar
  /// el compilador, cargar la biblioteca estándar, Foundation y `SharedCore`, enlazar), así
  /// que juntar cinco ejercicios cuesta poco más que uno. Swift no tiene espacios de nombres
  /// para el nivel superior de un módulo, de modo que dos ejercicios que declaran el mismo
  /// tipo no pueden ir juntos: renombrarlos cambiaría lo que el programa imprime.
  ///
  /// - Parameter submissions: las entregas; los identificadores pueden repetirse.
  /// - Returns: un veredicto por entrega, en orden, y cuántas compilaciones costó.
  public func check(batch submissions: [CodeSubmission]) async -> CodeBatchResult {
    if submissions.count > 1 && companionsKey == nil {
      // Lo que se compila junto se guarda con la clave de todo el lote.
      var keyed = self
      keyed.companionsKey = companionsKey(of: submissions)
      return await keyed.check(batch: submissions)
    }
    var verdicts = [CodeVerdict?](repeating: nil, count: submissions.count)
    var pending: [(position: Int, names: Set<String>)] = []
    var hits = 0
    for (position, submission) in submissions.enumerated() {
      if let cached = cache?.verdict(
        key: verdictKey(for: submission), exerciseID: submission.exerciseID)
      {
        verdicts[position] = cached
        hits += 1
        continue
      }
      let files = [submission.learnerFile] + submission.allTests
      let names = files.reduce(into: Set<String>()) {
        $0.formUnion(TopLevelDeclarations(source: $1.contents).visibleNames)
      }
      pending.append((position, names))
    }
    let groups = Self.groups(pending, limit: options.mergeLimit)
    var compiles = 0
    await withTaskGroup(of: [(Int, CodeVerdict, Int)].self) { taskGroup in
      var next = 0
      func launch() {
        guard next < groups.count else { return }
        let group = groups[next].map { ($0, submissions[$0]) }
        next += 1
        taskGroup.addTask { await self.cancellable { $0.checkGroup(group) } }
      }
      for _ in 0..<options.maxParallelJobs { launch() }
      for await results in taskGroup {
        for (position, verdict, count) in results {
          verdicts[position] = verdict
          compiles += count
        }
        launch()
      }
    }
    let ordered = verdicts.enumerated().map { position, verdict in
      verdict
        ?? CodeVerdict(
          exerciseID: submissions[position].exerciseID,
          setupMessage: "no se llegó a comprobar.", limits: options.limits)
    }
    return CodeBatchResult(verdicts: ordered, compilerRuns: compiles, cacheHits: hits)
  }

  /// Reparte en grupos sin nombres en común, de `limit` ejercicios como mucho.
  static func groups(_ pending: [(position: Int, names: Set<String>)], limit: Int) -> [[Int]] {
    var groups: [(members: [Int], names: Set<String>)] = []
    for item in pending {
      if let index = groups.firstIndex(where: {
        $0.members.count < limit && $0.names.isDisjoint(with: item.names)
      }) {
        groups[index].members.append(item.position)
        groups[index].names.formUnion(item.names)
      } else {
        groups.append(([item.position], item.names))
      }
    }
    return groups.map(\.members)
  }

  /// Tras una compilación conjunta fallida: los ejercicios con errores se compilan solos
  /// (sus diagnósticos serán los de `check(_:)`), y los limpios se vuelven a juntar. Si
  /// algún error no tiene dueño (el enlazador, el arnés), todos van solos. Los que quien
  /// llama volverá a comprobar solos (`callerRechecksCompileErrors`) se quedan con los errores
  /// del lote, sin compilarlos.
  private func recover(
    _ pairs: [(Int, CompilationUnit)], diagnostics: [CompilerDiagnostic]?
  ) -> [(Int, CodeVerdict, Int)] {
    let errors = (diagnostics ?? []).filter { $0.severity == .error }
    let broken = Set(errors.compactMap(\.unit))
    let unattributed = diagnostics == nil || errors.isEmpty || errors.contains { $0.unit == nil }
    var results: [(Int, CodeVerdict, Int)] = []
    var clean: [(Int, CodeSubmission)] = []
    for (position, unit) in pairs {
      if !unattributed && broken.contains(unit.index)
        && callerRechecksCompileErrors.contains(position)
      {
        let own = errors.filter { $0.unit == unit.index }
        results.append(
          (
            position,
            CodeVerdict(
              exerciseID: unit.submission.exerciseID, diagnostics: own, limits: options.limits),
            0
          ))
      } else if unattributed || broken.contains(unit.index) {
        // Con errores atribuidos a su archivo, solo, ese archivo no compilaría: todo junto.
        let (verdict, compiles) = checkCountingCompiles(
          unit.submission, splitting: unattributed || !broken.contains(unit.index))
        results.append((position, verdict, compiles))
      } else {
        clean.append((position, unit.submission))
      }
    }
    if !clean.isEmpty { results += checkGroup(clean) }
    if let first = results.indices.first { results[first].2 += 1 }  // la compilación conjunta
    return results
  }

  /// Tras una compilación conjunta que no terminó: no se sabe de quién es la culpa (el
  /// compilador no dice dónde estaba), así que se parte el grupo en dos mitades y cada una
  /// se compila junta; la que vuelve a agotar el tiempo se parte otra vez, hasta llegar a
  /// ejercicios solos, cuyo tiempo agotado es su resultado (y se guarda como tal). Con `n`
  /// ejercicios y `k` culpables cuesta como mucho `1 + 2·k·⌈log₂ n⌉` compilaciones (y
  /// nunca más de `2n − 1`), en vez de `n + 1` que agotan el tiempo todas si se probaran
  /// uno a uno… más las que agotan el tiempo de verdad.
  private func bisect(_ pairs: [(Int, CompilationUnit)]) -> [(Int, CodeVerdict, Int)] {
    let middle = (pairs.count + 1) / 2
    var results: [(Int, CodeVerdict, Int)] = []
    for half in [pairs[..<middle], pairs[middle...]] where !half.isEmpty {
      results += checkGroup(half.map { ($0.0, $0.1.submission) })
    }
    if let first = results.indices.first { results[first].2 += 1 }  // la compilación conjunta
    return results
  }

  /// Un grupo: una compilación conjunta (la de sus archivos, con las pruebas ya compiladas, o
  /// si no la de todo) y una ejecución por ejercicio; si no compila junto, cada uno por su
  /// cuenta.
  private func checkGroup(_ group: [(Int, CodeSubmission)]) -> [(Int, CodeVerdict, Int)] {
    if group.count == 1, let (position, submission) = group.first {
      let (verdict, compiles) = checkCountingCompiles(submission)
      return [(position, verdict, compiles)]
    }
    var units: [CompilationUnit] = []
    var results: [(Int, CodeVerdict, Int)] = []
    for (position, submission) in group {
      do {
        // Su número es su posición en la entrega: el resto que se vuelve a compilar sin un
        // roto conserva los nombres de sus archivos (`u3-0.swift`), y con ellos los objetos
        // que ya generó el compilador (`ObjectParts`).
        let unit = try prepare(submission, index: position)
        if let verdict = reservedNamesVerdict(unit) {
          results.append((position, verdict, 0))
          continue
        }
        units.append(unit)
      } catch {
        results.append((position, setupVerdict(submission, error), 0))
      }
    }
    let positions = group.filter { item in !results.contains { $0.0 == item.0 } }.map(\.0)
    guard !units.isEmpty else { return results }
    // Primero solo los archivos de las personas, con las pruebas ya compiladas para esa
    // interfaz (`compileSplit`); si no se puede, todo junto como antes.
    let split =
      batchesUseCompiledTests ? try? compileSplit(units, keepingLearnerErrors: true) : nil
    let build = split ?? (try? compile(units))
    defer { build?.remove() }
    guard let program = build?.program else {
      let pairs = Array(zip(positions, units))
      if build?.timedOut == true { return results + bisect(pairs) }
      return results + recover(pairs, diagnostics: build?.diagnostics)
    }
    // Una caja para todos (`SharedSandbox`): cada ejercicio, su proceso, su usuario y su canal.
    let shared = units.count > 1 ? sharedSandbox(for: program) : nil
    defer { shared?.close() }
    for (position, unit) in zip(positions, units) {
      let key = verdictKey(for: unit.submission)
      do {
        let verdict = finish(try execute(program: program, unit: unit, shared: shared), key: key)
        results.append((position, verdict, 0))
      } catch {
        results.append((position, setupVerdict(unit.submission, error), 0))
      }
    }
    if let first = results.indices.first { results[first].2 += 1 }
    return results
  }
}
