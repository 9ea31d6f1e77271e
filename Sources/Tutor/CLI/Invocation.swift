/// Una llamada a `leccion` ya interpretada: la orden y las opciones comunes.
///
/// ```swift
/// let invocation = try ArgumentParser.parse(
///   ["lista", "--formato", "json"], commands: LeccionCommands.table)
/// invocation.command.name  // "lista"
/// invocation.options.format  // .json
/// ```
public struct Invocation: Equatable, Sendable {
  /// La orden.
  public var command: Subcommand
  /// Las opciones comunes a todas las órdenes.
  public var options: GlobalOptions

  /// Crea una llamada.
  public init(command: Subcommand, options: GlobalOptions = GlobalOptions()) {
    self.command = command
    self.options = options
  }
}

/// Las opciones que valen para cualquier orden.
public struct GlobalOptions: Equatable, Sendable {
  /// `--curso DIR`: otra carpeta de curso.
  public var courseDirectory: String?
  /// `--espacio DIR`: el espacio de trabajo.
  public var workspaceDirectory: String?
  /// `--formato texto|json`.
  public var format: OutputFormat

  /// Crea unas opciones.
  public init(
    courseDirectory: String? = nil, workspaceDirectory: String? = nil,
    format: OutputFormat = .text
  ) {
    self.courseDirectory = courseDirectory
    self.workspaceDirectory = workspaceDirectory
    self.format = format
  }
}

/// Cómo se escribe la salida de las órdenes que dan datos.
public enum OutputFormat: String, Equatable, Sendable {
  /// Texto para leer.
  case text = "texto"
  /// JSON para programas.
  case json
}

/// Las órdenes de `leccion`: la ayuda, la versión, el tutor interactivo y las del tutor.
public enum Subcommand: Equatable, Sendable {
  /// `--help` o `ayuda [orden]`: la ayuda general, o la de la orden con ese nombre (también
  /// las de corrección, `corregir`, `exportar`, `tarea`), que declara la tabla de órdenes.
  case help(topic: String?)
  /// `--version`.
  case version
  /// Sin orden: el tutor interactivo.
  case repl
  /// Una orden del tutor (`lista`, `comprobar`…), con lo que pide (`TutorCommands.swift`).
  case run(TutorCall)
}

/// Las shells para las que `leccion completado` escribe un guion.
public enum CompletionShell: String, CaseIterable, Equatable, Sendable {
  case bash
  case zsh
}

/// Qué comprueba `leccion comprobar`.
public enum CheckTarget: Equatable, Sendable {
  /// El ejercicio en el que está la persona.
  case current
  /// Un ejercicio.
  case exercise(String)
  /// Todos los ejercicios con respuesta o con código.
  case all
}

extension Subcommand {
  /// El nombre de la orden del tutor que pide, si es una (`comprobar`).
  public var name: String? {
    if case .run(let call) = self { return call.command }
    return nil
  }
}
