/// El `--help` de una orden, compuesto siempre igual: el título, `USO` con sus líneas de
/// uso, y las secciones en orden. Las listas de dos columnas (opciones, órdenes, códigos de
/// salida) se alinean solas; la de opciones sale de las opciones que la orden declara, las
/// mismas con que lee su línea (`OptionScanner(options:)`).
///
/// ```swift
/// let formato = CommandOption("--formato", value: "texto|json", help: "la salida")
/// let help = CommandHelp(
///   command: "leccion lista", summary: "el mapa del curso",
///   usage: [CommandHelp.usage("leccion lista", options: [formato])],
///   sections: [.options([formato])])
/// help.text
/// // leccion lista — el mapa del curso
/// //
/// // USO
/// //   leccion lista [--formato texto|json]
/// //
/// // OPCIONES
/// //   --formato texto|json  la salida
/// ```
public struct CommandHelp: Sendable {
  /// La orden, como se escribe (`leccion corregir`).
  public var command: String
  /// Qué hace, en pocas palabras (va en el título, tras la raya).
  public var summary: String
  /// Las líneas de uso, enteras (`CommandHelp.usage(_:arguments:options:)` las compone).
  public var usage: [String]
  /// Lo que va después de `USO`.
  public var sections: [Section]

  /// Crea una ayuda.
  public init(command: String, summary: String, usage: [String], sections: [Section]) {
    self.command = command
    self.summary = summary
    self.usage = usage
    self.sections = sections
  }

  /// Una sección: un título en mayúsculas (o ninguno, para un párrafo suelto) y sus partes.
  public struct Section: Sendable {
    /// `OPCIONES`, `CÓDIGOS DE SALIDA`; `nil` para un párrafo sin título.
    public var title: String?
    /// Lo que contiene, en orden.
    public var parts: [Part]

    /// Crea una sección.
    public init(_ title: String? = nil, _ parts: [Part]) {
      self.title = title
      self.parts = parts
    }

    /// Un párrafo sin título: líneas tal cual (con su sangría, si la llevan).
    public static func text(_ lines: [String]) -> Section {
      Section(nil, [.lines(lines)])
    }

    /// Una sección de texto con título.
    public static func text(_ title: String, _ lines: [String]) -> Section {
      Section(title, [.lines(lines)])
    }

    /// Una sección con una lista de dos columnas.
    public static func table(_ title: String, _ rows: [Row], labelWidth: Int? = nil) -> Section {
      Section(title, [.table(rows, labelWidth: labelWidth)])
    }

    /// `OPCIONES`: las opciones declaradas que tienen ayuda, en su orden.
    public static func options(_ options: [CommandOption], labelWidth: Int? = nil) -> Section {
      .table("OPCIONES", rows(for: options), labelWidth: labelWidth)
    }

    /// Las filas de la lista de opciones.
    public static func rows(for options: [CommandOption]) -> [Row] {
      options.filter { !$0.help.isEmpty }.map { Row($0.label, $0.help) }
    }
  }

  /// Una parte de una sección.
  public enum Part: Sendable {
    /// Líneas tal cual.
    case lines([String])
    /// Una lista de dos columnas, sangrada dos espacios. La segunda columna empieza dos
    /// espacios después de la etiqueta más larga, o en `labelWidth + 2` si se da (para
    /// alinear varias listas).
    case table([Row], labelWidth: Int?)
  }

  /// Una fila de una lista de dos columnas: la etiqueta y su texto, ya cortado en líneas.
  public struct Row: Sendable {
    /// La etiqueta (`--salida F`, `0`, `practica`).
    public var label: String
    /// El texto, línea a línea.
    public var lines: [String]

    /// Crea una fila.
    public init(_ label: String, _ lines: [String]) {
      self.label = label
      self.lines = lines
    }

    /// Crea una fila de una línea.
    public init(_ label: String, _ line: String) {
      self.init(label, [line])
    }
  }

  /// Una línea de uso: la orden, sus argumentos y, entre corchetes, cada opción de
  /// `options` con su valor (`leccion comprobar [ID] [--todo] [--formato texto|json]`).
  public static func usage(
    _ command: String, arguments: String? = nil, options: [CommandOption] = []
  ) -> String {
    ([command] + (arguments.map { [$0] } ?? []) + options.map(\.usage))
      .joined(separator: " ")
  }

  /// La ayuda entera, sin salto de línea al final.
  public var text: String {
    var lines = ["\(command) — \(summary)", "", "USO"] + usage.map { "  " + $0 }
    for section in sections {
      lines.append("")
      if let title = section.title { lines.append(title) }
      for part in section.parts { lines += Self.lines(of: part) }
    }
    return lines.joined(separator: "\n")
  }

  /// La anchura de la etiqueta más larga de `rows`: para alinear varias listas.
  public static func labelWidth(_ rows: [Row]) -> Int {
    rows.map(\.label.count).max() ?? 0
  }

  private static func lines(of part: Part) -> [String] {
    switch part {
    case .lines(let lines):
      return lines
    case .table(let rows, let labelWidth):
      let column = (labelWidth ?? Self.labelWidth(rows)) + 2
      let blank = String(repeating: " ", count: column)
      return rows.flatMap { row -> [String] in
        guard let first = row.lines.first else { return ["  " + row.label] }
        let gap = String(repeating: " ", count: max(2, column - row.label.count))
        return ["  " + row.label + gap + first] + row.lines.dropFirst().map { "  " + blank + $0 }
      }
    }
  }
}
