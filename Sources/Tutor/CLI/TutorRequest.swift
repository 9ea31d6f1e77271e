import Presentation
import Support

/// Lo que pide una orden del tutor, ya leído de su línea: cada orden (`TutorCommand`) dice
/// cómo se lee (`init(_:)`, con los errores de uso de esa orden) y qué hace (`run`).
///
/// ```swift
/// struct HintRequest: TutorRequest {
///   var exerciseID: String
///   init(_ line: TutorCommandLine) throws(TutorError) {
///     exerciseID = try line.required("el id del ejercicio")
///   }
///   func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
///     try HintCommand.run(try runtime.context(), exerciseID: exerciseID)
///   }
/// }
/// ```
protocol TutorRequest: Sendable {
  /// Lee la línea de la orden; un error es un error de uso (código 2).
  init(_ line: TutorCommandLine) throws(TutorError)

  /// Ejecuta la orden y devuelve su código de salida.
  @MainActor func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode

  /// Si pide lo mismo que `other` (para comparar llamadas ya leídas).
  func isSame(as other: any TutorRequest) -> Bool
}

extension TutorRequest where Self: Equatable {
  func isSame(as other: any TutorRequest) -> Bool {
    (other as? Self) == self
  }
}

/// Lo que sigue al nombre de una orden del tutor: sus argumentos y sus opciones propias (por
/// su nombre visible: `--si` también si se escribió `--sí`).
struct TutorCommandLine: Sendable {
  /// La orden, como se llama en los mensajes (`pista`).
  var command: String
  /// Los argumentos que no son opciones, en orden.
  var operands: [String]
  /// Las opciones sin valor que se dieron.
  var flags: Set<String>
  /// El valor de cada opción con valor que se dio.
  var values: [String: String]
  /// La tabla de órdenes (para `ayuda ORDEN`).
  var commands: CommandTable

  /// Si se dio la opción sin valor `name`.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Falla si hay más de `count` argumentos.
  func expectAtMost(_ count: Int) throws(TutorError) {
    if operands.count > count {
      throw .unexpectedArgument(operands[count], command: command)
    }
  }

  /// El único argumento, que no puede faltar (`what` dice qué falta: «el id del ejercicio»).
  func required(_ what: String) throws(TutorError) -> String {
    try expectAtMost(1)
    guard let operand = operands.first else {
      throw .missingArgument(command: command, what: what)
    }
    return operand
  }

  /// El único argumento, si lo hay.
  func optional() throws(TutorError) -> String? {
    try expectAtMost(1)
    return operands.first
  }
}

/// Con qué se ejecuta una orden del tutor: las opciones comunes, el entorno, la consola, el
/// lector de líneas (si las pruebas dan uno), los servicios y la tabla de órdenes.
@MainActor struct TutorRuntime {
  var options: GlobalOptions
  var environment: TerminalEnvironment
  var console: Console
  var reader: LineReader?
  var services: TutorServices
  var commands: CommandTable

  /// El curso y el espacio de trabajo, con sus avisos escritos ya (ajustados al ancho: una
  /// ruta, sola en su línea, no se parte).
  func context(readOnly: Bool = false) throws(TutorError) -> TutorContext {
    let context = try TutorContext.load(
      options: options, environment: environment, console: console, services: services,
      readOnly: readOnly)
    for notice in context.notices {
      TextWrapping.wrapLines(notice, width: console.columns - 1).forEach(console.error)
    }
    return context
  }
}

/// Una orden del tutor ya leída: su nombre y lo que pide.
public struct TutorCall: Equatable, Sendable {
  /// El nombre de la orden (`comprobar`).
  public var command: String
  let request: any TutorRequest

  init(command: String, request: any TutorRequest) {
    self.command = command
    self.request = request
  }

  public static func == (lhs: TutorCall, rhs: TutorCall) -> Bool {
    lhs.command == rhs.command && lhs.request.isSame(as: rhs.request)
  }
}
