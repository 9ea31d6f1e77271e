/// Una opción que declara una orden. De la misma lista salen el lector de esa orden
/// (`OptionScanner(options:)`), su línea de uso y su lista de opciones en `--help`
/// (`CommandHelp`): lo que la orden acepta y lo que su ayuda dice no pueden separarse.
///
/// ```swift
/// let salida = CommandOption("--salida", value: "F", help: "escribe el informe en F")
/// salida.label  // "--salida F"
/// salida.usage  // "[--salida F]"
/// ```
public struct CommandOption: Sendable, Equatable {
  /// Los nombres que muestra la ayuda, en orden (`["-h", "--help"]`).
  public var names: [String]
  /// Otros nombres que también valen y la ayuda no muestra (`--ayuda`, `--sí`).
  public var hiddenNames: [String]
  /// Lo que va detrás de la opción si lleva valor (`F`, `DIR`, `texto|json`); `nil` si no.
  public var value: String?
  /// Qué hace: un párrafo, en las líneas en que se escribió (la ayuda lo vuelve a ajustar
  /// en su columna).
  /// Sin líneas, la opción vale pero no sale en la lista de opciones.
  public var help: [String]
  /// Lo que el completado de bash y zsh propone como valor (si lleva).
  public var completion: Completion
  /// El valor que toma la orden sin esta opción, escrito como lo escribiría la persona
  /// (`texto`, `1/3`, `tarea.json`); `nil` si no tiene uno. Se declara aquí una vez: su ayuda
  /// lo dice desde aquí (`init(_:value:completion:hiddenNames:default:help:)`) y el lector
  /// de la orden lo toma de aquí cuando falta la opción.
  public var defaultValue: String?
  /// Lo que hace la orden sin esta opción cuando no es un valor que se pueda escribir
  /// (`una por núcleo`, `una nueva`, `todo`); `nil` si no lo hay. Se declara aquí una vez y
  /// su ayuda lo dice desde aquí (`init(_:value:completion:hiddenNames:described:help:)`); una
  /// prueba comprueba que el código hace eso.
  public var describedDefault: String?

  /// Declara una opción con sus nombres visibles, su valor (si lleva), lo que se completa en
  /// él y su ayuda.
  public init(
    _ names: String..., value: String? = nil, completion: Completion = .none,
    hiddenNames: [String] = [], help: [String] = []
  ) {
    self.names = names
    self.value = value
    self.completion = completion
    self.hiddenNames = hiddenNames
    self.help = help
  }

  /// Declara una opción con una ayuda de una sola línea.
  public init(
    _ names: String..., value: String? = nil, completion: Completion = .none,
    hiddenNames: [String] = [], help: String
  ) {
    self.names = names
    self.value = value
    self.completion = completion
    self.hiddenNames = hiddenNames
    self.help = [help]
  }

  /// Declara una opción con valor por omisión: `help` compone su ayuda a partir de él, así
  /// que la ayuda dice siempre el que está declarado.
  ///
  /// ```swift
  /// let salida = CommandOption("--salida", value: "F", default: "tarea.json") {
  ///   ["el archivo (por omisión, \($0))"]
  /// }
  /// salida.help  // ["el archivo (por omisión, tarea.json)"]
  /// ```
  public init(
    _ names: String..., value: String, completion: Completion = .none,
    hiddenNames: [String] = [], default defaultValue: String, help: (String) -> [String]
  ) {
    self.names = names
    self.value = value
    self.completion = completion
    self.hiddenNames = hiddenNames
    self.defaultValue = defaultValue
    self.help = help(defaultValue)
  }

  /// Declara una opción cuyo valor por omisión se describe en vez de escribirse: `help`
  /// compone su ayuda a partir de la descripción, así que la ayuda dice siempre la declarada.
  ///
  /// ```swift
  /// let trabajos = CommandOption("--trabajos", value: "N", described: "una por núcleo") {
  ///   ["entregas a la vez (por omisión, \($0))"]
  /// }
  /// trabajos.help  // ["entregas a la vez (por omisión, una por núcleo)"]
  /// ```
  public init(
    _ names: String..., value: String, completion: Completion = .none,
    hiddenNames: [String] = [], described: String, help: (String) -> [String]
  ) {
    self.names = names
    self.value = value
    self.completion = completion
    self.hiddenNames = hiddenNames
    self.describedDefault = described
    self.help = help(described)
  }

  /// Todos los nombres que la orden acepta para esta opción.
  public var allNames: [String] { names + hiddenNames }

  /// El nombre por el que se la conoce: el último visible (`--help` en `-h, --help`).
  public var name: String { names.last ?? hiddenNames.first ?? "" }

  /// Cómo se escribe en la lista de opciones: `-h, --help`, `--formato F`.
  public var label: String {
    names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }

  /// Cómo se escribe en una línea de uso: `[--todo]`, `[--formato texto|json]`.
  public var usage: String {
    "[" + name + (value.map { " " + $0 } ?? "") + "]"
  }
}

extension OptionScanner {
  /// El lector de una orden que declara `options`: las que llevan valor se leen con él.
  public init(options: [CommandOption]) {
    self.init(
      valued: options.filter { $0.value != nil }.flatMap(\.allNames),
      flags: options.filter { $0.value == nil }.flatMap(\.allNames))
  }
}

extension Array where Element == CommandOption {
  /// La opción de esta lista que se llama `name` (por cualquiera de sus nombres).
  public func named(_ name: String) -> CommandOption? {
    first { $0.allNames.contains(name) }
  }
}

extension CommandOption {
  /// Un número como lo escribe la ayuda al dar un valor por omisión: `1/3`, `10`, `0.25`, o
  /// en tanto por ciento (`30%`) si `percent`.
  ///
  /// ```swift
  /// CommandOption.written(1.0 / 3)               // "1/3"
  /// CommandOption.written(0.3, percent: true)    // "30%"
  /// ```
  public static func written(_ value: Double, percent: Bool = false) -> String {
    if abs(value - 1.0 / 3) < 1e-12 { return "1/3" }
    let shown = percent ? value * 100 : value
    let rounded = shown.rounded()
    let number = abs(shown - rounded) < 1e-9 ? String(Int(rounded)) : String(shown)
    return number + (percent ? "%" : "")
  }
}
