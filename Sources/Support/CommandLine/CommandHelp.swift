/// El `--help` de una orden, compuesto siempre igual: el título, `USO` con sus líneas de
/// uso, y las secciones en orden. Las listas de dos columnas (opciones, órdenes, códigos de
/// salida) se alinean solas; la de opciones sale de las opciones que la orden declara, las
/// mismas con que lee su línea (`OptionScanner(options:)`). Se escribe ajustada al ancho de
/// la terminal con `text(width:)` (en Presentation, donde está el ajuste por anchura
/// visible): los textos se dan en líneas de hasta 80 columnas, y cada párrafo se vuelve a
/// ajustar.
///
/// ```swift
/// let formato = CommandOption("--formato", value: "texto|json", help: "la salida")
/// let help = CommandHelp(
///   command: "leccion lista", summary: "el mapa del curso",
///   usage: [CommandHelp.usage("leccion lista", options: [formato])],
///   sections: [.options([formato])])
/// help.text(width: 80)
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

    /// Un párrafo sin título (con su sangría, si la lleva).
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
    /// Párrafos: las líneas seguidas con la misma sangría son un párrafo (que se vuelve a
    /// ajustar con esa sangría); una línea vacía los separa.
    case lines([String])
    /// Una lista de dos columnas, sangrada dos espacios. La segunda columna empieza dos
    /// espacios después de la etiqueta más larga, o en `labelWidth + 2` si se da (para
    /// alinear varias listas); el texto de cada fila es un párrafo.
    case table([Row], labelWidth: Int?)
  }

  /// Una fila de una lista de dos columnas: la etiqueta y su texto (un párrafo, dado en
  /// una o más líneas).
  public struct Row: Sendable {
    /// La etiqueta (`--salida F`, `0`, `practica`).
    public var label: String
    /// El texto, en las líneas en que se escribió (se vuelve a ajustar).
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

  /// La anchura de la etiqueta más larga de `rows`: para alinear varias listas.
  public static func labelWidth(_ rows: [Row]) -> Int {
    rows.map(\.label.count).max() ?? 0
  }
}
