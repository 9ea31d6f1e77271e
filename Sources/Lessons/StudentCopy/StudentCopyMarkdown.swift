/// Quita las claves de un `ejercicios.md` sin tocar lo demás: lo que queda se lee con el
/// mismo cargador (en modo copia del alumno) y se ve igual en el tutor.
///
/// Lo que quita lo dice cada tipo: sus `keyFields` y `keySubsections` (`respuesta:`,
/// `### sinonimos` y `### explicacion` de un texto; `### salida` y `### explicacion` de una
/// predicción; `### pasos` y `destino:` de un recorrido; `### explicacion` de una
/// reconstrucción) y lo que diga su `stripKey` (en una elección, las marcas `[x]`, que quedan
/// `[ ]`, y las explicaciones `> …` de las opciones; en una admisión, el veredicto `→ …` y su
/// explicación de cada declaración).
enum StudentCopyMarkdown {
  /// Un problema al quitar una clave (el curso no tiene la forma que se espera).
  struct Failure: Error {
    var line: Int
    var reason: String
  }

  /// `text` sin claves; `kinds` dice el tipo de cada ejercicio por id.
  static func strip(_ text: String, kinds: [String: Exercise.KindName]) throws(Failure) -> String {
    var log = DiagnosticCollector(file: "ejercicios.md")
    let raws = ExerciseFileSplitter.split(text, log: &log)
    var dropped = Set<Int>()
    var replaced: [Int: String] = [:]
    for raw in raws {
      // Las versiones `## id@nombre` son del tipo de su ejercicio.
      let id = raw.id.split(separator: "@", maxSplits: 1).first.map(String.init) ?? raw.id
      guard let kind = kinds[id], let unit = ExerciseKindRegistry.parsableUnit(named: kind.rawValue)
      else { continue }
      try unit.stripKey(raw, dropped: &dropped, replaced: &replaced)
      for field in raw.fields where unit.keyFields.contains(field.name) {
        dropped.insert(field.line)
      }
      for subsection in raw.subsections where unit.keySubsections.contains(subsection.name) {
        dropped.insert(subsection.line)
        for element in subsection.body { element.lines.forEach { dropped.insert($0.number) } }
      }
    }
    var lines = text.lines
    let endsWithNewline = text.hasSuffix("\n")
    if endsWithNewline { lines.removeLast() }
    var output: [Substring] = []
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      if dropped.contains(number) { continue }
      output.append(replaced[number].map { Substring($0) } ?? line)
    }
    return output.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }

  /// Recorre una lista: cada elemento pasa por `item` y sus explicaciones `> …` (y las líneas
  /// que las siguen) se quitan.
  static func stripList(
    _ subsection: RawExercise.Subsection, dropped: inout Set<Int>, replaced: inout [Int: String],
    item: (Substring, Int) throws(Failure) -> String
  ) throws(Failure) {
    var inExplanation = false
    for element in subsection.body {
      guard case .line(let line) = element else { continue }
      let text = line.text
      if text.startsWith("- ") || text.startsWith("* ") {
        inExplanation = false
        replaced[line.number] = try item(text, line.number)
        continue
      }
      let trimmed = text.trimmingSpaces()
      if trimmed.startsWith(">") || (inExplanation && text.first?.isWhitespace == true) {
        inExplanation = true
        dropped.insert(line.number)
      }
    }
  }
}
