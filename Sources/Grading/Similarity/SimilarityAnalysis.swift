import Foundation
import Support

/// Lo que compara la búsqueda de parecidos: el archivo de inicio de cada ejercicio de código y
/// el código propio de cada alumno (sin los archivos de inicio sin tocar).
struct SimilarityInput: Sendable {
  struct Exercise: Sendable {
    var id: String
    var starter: String
  }

  struct Student: Sendable {
    var id: String
    /// Id de ejercicio → el texto de su archivo.
    var code: [String: String]
  }

  var exercises: [Exercise]
  var students: [Student]
}

/// La búsqueda de parecidos de una clase: las huellas de MOSS (`Winnowing`) del código
/// normalizado (`NormalizedCode`) de cada alumno, sin las del archivo de inicio ni las que
/// tiene más de `commonShare` de la clase; un índice invertido por ejercicio
/// (`ExerciseIndex`) para contar las que comparte cada par sin comparar todos con todos; el
/// umbral de la propia clase (`SimilarityDistribution`); y, para los pares señalados, los tramos
/// comunes (`SharedPassages`). Usa `jobs` núcleos.
///
/// ```swift
/// let report = await SimilarityAnalysis(settings: .init(), jobs: 4).run(input)
/// report.pairs.first?.students  // ["ana", "luis"]
/// ```
struct SimilarityAnalysis: Sendable {
  var settings: SimilaritySettings
  var jobs: Int

  /// El código de un alumno en un ejercicio, listo para comparar.
  struct Prepared: Sendable {
    var source: String
    var code: NormalizedCode
    /// El resumen de cada k-grama, en orden.
    var hashes: [UInt64]
    /// Las huellas elegidas, distintas y ordenadas.
    var prints: [UInt64]
  }

  func run(_ input: SimilarityInput) async -> SimilarityReport {
    let students = input.students.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    let ids = input.exercises.map(\.id)
    let winnowing = settings.winnowing
    let prepared = await Concurrently.map(students, limit: jobs) { student in
      ids.map { id -> Prepared? in student.code[id].flatMap { Self.prepare($0, winnowing) } }
    }
    let starters = input.exercises.map {
      Set(winnowing.kGramHashes(NormalizedCode($0.starter).symbols))
    }
    let settings = settings
    let indexes = await Concurrently.map(Array(ids.indices), limit: jobs) { exercise in
      ExerciseIndex(
        prints: prepared.map { $0[exercise]?.prints }, starter: starters[exercise],
        settings: settings)
    }
    let scores = Scores(indexes: indexes, students: students.count, settings: settings)
    let candidates = scores.candidates
    let findings = await Concurrently.map(candidates, limit: jobs) { key in
      Self.finding(
        key, students: students, exercises: ids, prepared: prepared, indexes: indexes,
        scores: scores, settings: settings)
    }
    let pairs = findings.compactMap { $0 }.sorted(by: Self.precedes)
    var exercises: [SimilarityExercise] = []
    for (index, id) in ids.enumerated() {
      let exerciseIndex = indexes[index]
      exercises.append(
        SimilarityExercise(
          id: id, compared: exerciseIndex.compared, commonLimit: exerciseIndex.commonLimit,
          ignoredStarter: exerciseIndex.ignoredStarter,
          ignoredCommon: exerciseIndex.commonHashes.count,
          distribution: scores.distributions[index],
          flagged: pairs.filter { pair in
            pair.exercises.contains { $0.id == id && $0.flagged }
          }.count))
    }
    var notes: [String] = []
    for (student, files) in zip(students, prepared) {
      for (id, file) in zip(ids, files) where file?.code.isCertain == false {
        notes.append(
          "«\(student.id)», \(id): el archivo no se pudo leer con certeza (una cadena o un"
            + " comentario sin cerrar, o una expresión regular literal); se compara tal como se"
            + " pudo leer, así que un parecido en él puede pasar inadvertido.")
      }
    }
    return SimilarityReport(
      method: settings.method, exercises: exercises,
      overall: SimilarityOverall(
        distribution: scores.overall, flagged: pairs.filter(\.flagged).count), pairs: pairs,
      notes: notes.sorted())
  }

  /// `nil` si el archivo no tiene ningún token de código.
  static func prepare(_ source: String, _ winnowing: Winnowing) -> Prepared? {
    let code = NormalizedCode(source)
    guard !code.symbols.isEmpty else { return nil }
    let hashes = winnowing.kGramHashes(code.symbols)
    let prints = Array(Set(winnowing.select(hashes).map(\.hash))).sorted()
    return Prepared(source: source, code: code, hashes: hashes, prints: prints)
  }

  /// Lo que se ve de un par candidato, o `nil` si al final no se señala en nada.
  static func finding(
    _ key: UInt64, students: [SimilarityInput.Student], exercises: [String],
    prepared: [[Prepared?]], indexes: [ExerciseIndex], scores: Scores,
    settings: SimilaritySettings
  ) -> SimilarPair? {
    let (a, b) = PairKey.students(key)
    var entries: [PairExercise] = []
    for (index, id) in exercises.enumerated() {
      let exerciseIndex = indexes[index]
      guard let shared = exerciseIndex.shared[key], let first = prepared[a][index],
        let second = prepared[b][index]
      else { continue }
      let runs = SharedPassages.runs(
        first.hashes, second.hashes, k: settings.winnowing.k, window: settings.winnowing.window,
        minimumTokens: settings.winnowing.guarantee, starter: exerciseIndex.isStarter,
        common: exerciseIndex.isCommon)
      let tokens = runs.reduce(0) { $0 + $1.tokens }
      let sizes = [exerciseIndex.sizes[a], exerciseIndex.sizes[b]]
      let score = Double(shared) / Double(max(1, sizes.min() ?? 1))
      let flagged =
        score >= scores.distributions[index].threshold && tokens >= settings.minimumTokens
      guard flagged || tokens > 0 else { continue }
      entries.append(
        PairExercise(
          id: id, shared: shared, fingerprints: sizes,
          fractions: sizes.map { Descriptive.round(Double(shared) / Double(max(1, $0))) },
          score: Descriptive.round(score), flagged: flagged,
          rule: flagged
            ? scores.distributions[index].rule(for: Descriptive.round(score))
            : nil,
          sharedTokens: tokens,
          passages: runs.sorted { $0.tokens > $1.tokens }.prefix(settings.maximumPassages)
            .map { passage($0, first, second) }))
    }
    let total = scores.overallPair(key, indexes: indexes)
    let tokens = entries.reduce(0) { $0 + $1.sharedTokens }
    let flaggedOverall =
      total.exercises >= scores.overallMinimum && total.score >= scores.overall.threshold
      && tokens >= settings.minimumTokens
    guard flaggedOverall || entries.contains(where: \.flagged) else { return nil }
    return SimilarPair(
      students: [students[a].id, students[b].id], shared: total.shared,
      fingerprints: total.sizes,
      fractions: total.sizes.map { Descriptive.round(Double(total.shared) / Double(max(1, $0))) },
      score: Descriptive.round(total.score), flagged: flaggedOverall,
      rule: flaggedOverall
        ? scores.overall.rule(for: Descriptive.round(total.score)) : nil,
      sharedTokens: tokens,
      exercises: entries)
  }

  /// Un tramo común con las líneas de cada archivo.
  static func passage(_ run: SharedPassages.Run, _ first: Prepared, _ second: Prepared)
    -> SharedPassage
  {
    var truncated = false
    var lines: [[Int]] = []
    var code: [String] = []
    for (file, start) in [(first, run.first), (second, run.second)] {
      let low = file.code.firstLines[start]
      let high = file.code.lastLines[start + run.tokens - 1]
      lines.append([low, high])
      let all = file.source.split(separator: "\n", omittingEmptySubsequences: false)
      let shown = min(high, low + SharedPassage.maximumLines - 1)
      if shown < high { truncated = true }
      code.append(all[(low - 1)..<min(all.count, shown)].joined(separator: "\n"))
    }
    return SharedPassage(tokens: run.tokens, lines: lines, code: code, truncated: truncated)
  }

  /// Primero los pares señalados en más sitios (ejercicios y conjunto); después, los más
  /// parecidos en conjunto; después, por ids.
  static func precedes(_ a: SimilarPair, _ b: SimilarPair) -> Bool {
    if a.signals != b.signals { return a.signals > b.signals }
    if a.topScore != b.topScore { return a.topScore > b.topScore }
    if a.score != b.score { return a.score > b.score }
    return a.students.joined(separator: "\u{0}").utf8.lexicographicallyPrecedes(
      b.students.joined(separator: "\u{0}").utf8)
  }
}

extension SimilarPair {
  /// En cuántos sitios se señala (cada ejercicio y el conjunto).
  var signals: Int { exercises.filter(\.flagged).count + (flagged ? 1 : 0) }
  /// La mayor puntuación de los sitios en que se señala.
  var topScore: Double {
    (exercises.filter(\.flagged).map(\.score) + (flagged ? [score] : [])).max() ?? 0
  }
}
