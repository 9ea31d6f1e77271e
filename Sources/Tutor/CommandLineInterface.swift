import Presentation
import Support
import Foundation

/// Punto de entrada de `leccion`: interpreta los argumentos y delega en cada orden.
///
/// ```swift
/// let code = await CommandLineInterface.run(arguments: ["--version"])
/// ```
///
/// Las pruebas pasan su propio entorno, una consola que captura y un lector de líneas con
/// las respuestas ya escritas; así se prueba todo sin lanzar ningún proceso.
///
/// Todo `leccion` es asíncrono desde aquí y vive en el actor principal, que en el ejecutable
/// es el hilo principal (`main(services:)`): las lecturas que bloquean (libedit) ocurren en
/// el hilo al que el sistema entrega Ctrl-C, y lo asíncrono (una comprobación, una corrección
/// en lote) se espera con `await`, sin bloquear ningún hilo.
@MainActor public enum CommandLineInterface {
  /// `leccion` de verdad: instala los manejadores de señales, ejecuta y sale.
  ///
  /// El hilo principal atiende la cola del actor principal con su bucle de eventos
  /// (`RunLoop.main`): así el actor principal corre en él. (Con un `main` asíncrono, Swift
  /// en Linux deja el hilo principal esperando señales y ejecuta el actor principal en
  /// otro hilo, donde Ctrl-C no interrumpiría la lectura de una línea.)
  ///
  /// - Parameter commands: la tabla de órdenes (`LeccionCommands.table`, con las de
  ///   corrección que enlaza el ejecutable).
  public static func main(commands: CommandTable) -> Never {
    Signals.install(interactive: false)
    let arguments = Array(CommandLine.arguments.dropFirst())
    Task { exit(await run(arguments: arguments, commands: commands)) }
    RunLoop.main.run()
    // `run()` no vuelve mientras la cola del actor principal es una de sus fuentes; si
    // volviera, la cola la atiende libdispatch.
    dispatchMain()
  }

  /// Ejecuta `leccion` con `arguments` (sin el nombre del programa) y devuelve el código
  /// de salida.
  ///
  /// - Parameters:
  ///   - environment: variables, terminal y carpeta actual.
  ///   - console: donde escribir; por defecto, la salida estándar con el estilo del entorno.
  ///   - reader: de donde lee el tutor; por defecto, libedit en una terminal o líneas
  ///     simples si no.
  ///   - services: quienes corrigen y presentan.
  ///   - commands: la tabla de órdenes (`LeccionCommands.table`).
  public static func run(
    arguments: [String], environment: TerminalEnvironment = .current(), console: Console? = nil,
    reader: LineReader? = nil, services: TutorServices = .standard,
    commands: CommandTable
  ) async -> Int32 {
    let console =
      console
      ?? Console(
        style: TerminalStyle(
          usesColor: environment.usesColor, usesUnicode: environment.usesUnicode),
        rows: environment.capabilities.height, measuringColumns: environment.liveColumns)
    // Las órdenes de otro módulo leen el resto de la línea con su propio lector.
    if let (runner, rest) = commands.externalCall(arguments) {
      return await runner(rest, { console.line($0) }, { console.error($0) }, console.columns)
    }
    do {
      let invocation = try ArgumentParser.parse(arguments, commands: commands)
      return try await execute(
        invocation, environment: environment, console: console, reader: reader,
        services: services, commands: commands
      ).rawValue
    } catch {
      console.error(ErrorLabel.labeled(error.message))
      return error.exitCode.rawValue
    }
  }

  private static func execute(
    _ invocation: Invocation, environment: TerminalEnvironment, console: Console,
    reader: LineReader?, services: TutorServices, commands: CommandTable
  ) async throws(TutorError) -> ExitCode {
    let runtime = TutorRuntime(
      options: invocation.options, environment: environment, console: console, reader: reader,
      services: services, commands: commands)
    switch invocation.command {
    case .help(let topic):
      // `ayuda ORDEN` es el mismo texto que `leccion ORDEN --help`: el que declara la orden.
      let help = topic.flatMap(commands.help(of:)) ?? HelpText.general(commands: commands)
      console.line(help.text(width: console.columns))
      return .success
    case .version:
      console.line("leccion \(LeccionVersion.current)")
      return .success
    case .repl:
      let context = try TutorContext.load(
        options: invocation.options, environment: environment, console: console,
        services: services)
      Signals.setInteractive(true)
      let reader =
        reader ?? makeReader(environment: environment, console: console, context: context)
      let interactive = environment.usesLineEditing && reader is EditLineReader
      return await Repl(context: context, reader: reader, interactive: interactive).run()
    case .run(let call):
      return try await call.request.run(runtime)
    }
  }

  private static func makeReader(
    environment: TerminalEnvironment, console: Console, context: TutorContext
  ) -> LineReader {
    if environment.usesLineEditing {
      return EditLineReader(historyURL: context.workspace.historyURL)
    }
    return PlainLineReader(console: console, echoInput: !environment.inputIsTerminal)
  }
}
