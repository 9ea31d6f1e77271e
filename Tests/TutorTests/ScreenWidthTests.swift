import Foundation
import Lessons
import Presentation
import Testing

@testable import Tutor

/// Cada pantalla del tutor a 80 y a 60 columnas, con el curso de verdad: el saludo, el
/// índice, la ayuda, `lista`, cada sección de cada lección (código, tablas y diagramas),
/// el enunciado de cada ejercicio con una respuesta y su veredicto, las pistas, las
/// soluciones y el progreso. Ninguna línea pasa del ancho (salvo una sola palabra más
/// larga que él, una ruta) y ninguna palabra se parte: las de la pantalla estrecha son las
/// de la misma sesión a 1000 columnas.
@Suite struct ScreenWidthTests {
  /// `Content/`, el curso que se publica.
  static let content = TutorHarness.course.deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")

  @Test(arguments: [80, 60])
  func everyScreenFitsAndNoWordIsSplit(columns: Int) async throws {
    let narrow = try await Self.screens(columns: columns)
    let wide = try await Self.screens(columns: 1000)
    // Que se haya visto de todo.
    let text = narrow.joined(separator: "\n")
    for sample in [
      "¡Hola!", "Órdenes (entre paréntesis", "Progreso en «", "«ir ID» para ir",
      "┌", "│", "print(", "Responde con la letra de la opción.", "Escribe lo que imprime",
      "Recorre el diagrama", "Clasifica cada declaración", "Escribe el diagrama en Mermaid",
      "Escribe tu respuesta en una línea.", "Tu archivo: codigo/", "✗", "Hasta pronto.",
      "Responde con el número de la línea", " 1 │ ",
    ] {
      #expect(text.contains(sample), "falta «\(sample)» a \(columns) columnas")
    }
    let tooWide = narrow.filter { line in
      DisplayWidth.of(line) > columns
        && line.trimmingCharacters(in: .whitespaces).contains(" ")
    }
    #expect(
      tooWide.isEmpty, "líneas de más de \(columns) columnas:\n\(tooWide.joined(separator: "\n"))")
    // Lo único que sale solo en estrecho: el aviso de un diagrama LR que no cabe de lado.
    let words = Set((wide + [Self.topDownNote]).flatMap(Self.fragments))
    let split = narrow.filter { !Self.fragments(of: $0).allSatisfy(words.contains) }
    #expect(
      split.isEmpty, "palabras partidas a \(columns) columnas:\n\(split.joined(separator: "\n"))")
  }

  /// El aviso que precede a un diagrama LR dibujado de arriba abajo (Presentation).
  static let topDownNote = "No cabe de izquierda a derecha; va de arriba abajo."

  /// Las líneas de `lista` y de una sesión que recorre el curso entero a `columns`.
  static func screens(columns: Int) async throws -> [String] {
    let harness = TutorHarness()
    let course = content
    await harness.initialize(course: course)
    let list = await harness.run(["lista"], course: course, columns: columns)
    #expect(list.code == 0, "\(list.errors)")
    let outline = CourseOutline(
      try TutorContext.loadCourse(course.path, environment: harness.environment).0)
    var input: [String?] = ["índice", "ayuda", "progreso"]
    for index in outline.steps.indices {
      if let exercise = outline.exercise(of: outline.steps[index]) {
        input += answer(to: exercise.kind.name) + [nil, "pista", "solución", "s"]
      }
      input.append("siguiente")
    }
    input.append("progreso")
    let session = await harness.run([], input: input, course: course, columns: columns)
    #expect(session.code == 0, "\(session.errors)")
    // La carpeta temporal y la hora cambian de una sesión a otra: se comparan como iguales.
    return (list.output + session.output + session.errors).map {
      $0.replacingOccurrences(of: harness.root.path, with: "/tmp/RAIZ")
        .replacingOccurrences(
          of: "[0-9]{2}/[0-9]{2}/[0-9]{4} [0-9]{2}:[0-9]{2}", with: "FECHA",
          options: .regularExpression)
    }
  }

  /// Una respuesta (buena o mala: lo que se mira es cómo se ve) para cada tipo.
  static func answer(to kind: Exercise.KindName) -> [String] {
    switch kind {
    case .choice: ["a"]
    case .freeText: ["no lo sé"]
    case .prediction: ["a: nada", ""]
    case .code: []
    case .flowchartWalk: ["a"]
    case .flowchartRebuild: ["flowchart LR", "A --> B", "."]
    case .admission: ["a"]
    default: ["2"]
    }
  }

  /// Las palabras de `line` (tramos de letras y cifras): una palabra partida deja un trozo
  /// que no es ninguna palabra de la sesión ancha.
  static func fragments(of line: String) -> [String] {
    line.split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }
}
