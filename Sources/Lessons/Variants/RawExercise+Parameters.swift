import Foundation

/// Sustituir `{{nombre}}` por el valor de un parámetro en todo el texto de un ejercicio
/// (campos, enunciado, subsecciones y bloques de código), antes de que lo lea su tipo.
extension RawExercise {
  /// El ejercicio con cada `{{nombre}}` de `values` cambiado por su valor.
  ///
  /// Las líneas de un ejercicio son trozos del texto de su archivo (`MarkdownDocument`), así
  /// que se sustituye en ese texto y se vuelve a partir: las líneas no cambian de número
  /// (un valor no lleva saltos de línea).
  func substituting(_ values: [ParameterValue]) -> RawExercise {
    guard !values.isEmpty else { return self }
    func replace(_ text: String) -> String { Placeholders.substitute(text, with: values) }
    let anyLine =
      prompt.first?.lines.first ?? subsections.first.flatMap { $0.body.first?.lines.first }
    guard let anyLine else {
      var copy = self
      copy.title = replace(title)
      copy.fields = fields.map { field in
        var field = field
        field.value = replace(field.value)
        return field
      }
      return copy
    }
    var scratch = DiagnosticCollector(file: "")
    let text = replace(ownLines(of: String(anyLine.text.base)))
    guard
      var copy = ExerciseFileSplitter.split(text, log: &scratch).first(where: { $0.line == line })
    else { return self }
    copy.id = id
    return copy
  }

  /// El texto del archivo con solo las líneas de este ejercicio: las de antes, vacías (así
  /// cada línea conserva su número, y una línea vacía fuera de un ejercicio no es nada), y
  /// ninguna después de la última suya. Partirlo da el mismo ejercicio que partir el archivo
  /// entero, sin volver a leer (una vez por instancia) los demás ejercicios del archivo; el
  /// archivo se recorre solo hasta esa última línea.
  private func ownLines(of file: String) -> String {
    var last = line
    for field in fields { last = max(last, field.line) }
    for element in prompt { last = max(last, element.lines.last?.number ?? last) }
    for subsection in subsections {
      last = max(last, subsection.line)
      for element in subsection.body { last = max(last, element.lines.last?.number ?? last) }
    }
    guard line >= 1 else { return file }
    var file = file
    file.makeContiguousUTF8()
    // Los desplazamientos (en bytes) del principio de la línea `line` y del final de `last`.
    let found = file.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
      var number = 1
      var start: Int? = line == 1 ? 0 : nil
      var index = 0
      while index < bytes.count {
        if bytes[index] == 0x0A {
          if number == last { return start.map { $0..<index } }
          number += 1
          if number == line { start = index + 1 }
        }
        index += 1
      }
      return start.map { $0..<bytes.count }
    }
    guard let range = found ?? nil else { return file }
    let utf8 = file.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
    return String(repeating: "\n", count: line - 1) + String(file[lower..<upper])
  }

  /// Cada `{{nombre}}` del ejercicio, con su línea (fuera de `### parametros`).
  func placeholders() -> [(name: String, line: Int)] {
    var found: [(name: String, line: Int)] = []
    func collect(_ text: Substring, line: Int) {
      guard text.contains("{{") else { return }
      Placeholders.scan(String(text)) { piece in
        if case .placeholder(let name, _) = piece { found.append((name, line)) }
      }
    }
    func collect(_ element: MarkdownDocument.Element) {
      for line in element.lines { collect(line.text, line: line.number) }
    }
    collect(Substring(title), line: line)
    for field in fields { collect(Substring(field.value), line: field.line) }
    prompt.forEach(collect)
    for subsection in subsections where subsection.name != "parametros" {
      subsection.body.forEach(collect)
    }
    return found
  }
}
