import Foundation
import Testing

@testable import Checker

/// Ataques que compilan (sin punteros, sin atributos, sin extensiones ajenas) y actúan al
/// ejecutarse, dentro del proceso de las pruebas: salir antes, dejar un manejador o un hilo
/// escribiendo, fingir líneas del informe, desviar su descriptor, leer `/proc`. Van en el
/// inicio sin tocar de `shared.afirmar`, al principio de `comprobarGuardarNombre`; ninguno
/// puede aprobar.
@Suite("Corrector de código: ataques al ejecutarse", .serialized)
struct RunnerRuntimeAttackTests {
  /// El inicio con `declarations` al final y `statements` al empezar la función que llaman
  /// las pruebas.
  static func learner(declarations: String, statements: String) throws -> String {
    let starter = try RunnerInProcessAttackTests.exercise("inicio.swift")
    let opening = "func comprobarGuardarNombre(caja: Shared<Usuario>) async {\n"
    let attacked = starter.replacingOccurrences(of: opening, with: opening + statements + "\n")
    #expect(attacked != starter)
    return "import Foundation\n" + attacked + "\n" + declarations
  }

  static func check(
    declarations: String = "", statements: String, support: SandboxSupport = .detected
  ) async throws -> CodeVerdict {
    try await RunnerInProcessAttackTests.check(
      try learner(declarations: declarations, statements: statements), support: support)
  }

  /// Leer su propio binario (donde están las pruebas y sus cadenas) con `FileHandle` o
  /// `String(contentsOfFile:)`, sin un puntero, por `/proc/self/exe` o por su ruta: el
  /// programa se ejecuta desde una copia `--x--x--x` y no puede leerla. (Su memoria, por
  /// `/proc/self/mem`, tampoco: `itCannotReadItsOwnMemory`.)
  @Test func itCannotReadItsOwnBinary() async throws {
    let verdict = try await Self.check(
      statements: """
          var leidos: [String] = []
          for ruta in ["/proc/self/mem", "/proc/self/environ", "/proc/self/exe", "/proc/self/maps"] {
            if let archivo = FileHandle(forReadingAtPath: ruta) {
              leidos.append(ruta)
              try? archivo.close()
            }
          }
          if let binario = try? String(contentsOfFile: CommandLine.arguments[0], encoding: .isoLatin1),
            binario.contains("pruebaLaPruebaAfirmaLaCaja")
          {
            leidos.append("argv0")
          }
          caja.withLock { $0.nombre = "LEIDOS:" + leidos.joined(separator: ",") + ";" }
        """)
    let text = verdict.message
    #expect(text.contains("LEIDOS:"), "\(text)")
    #expect(!text.contains("/proc/self/exe"), "\(text)")
    #expect(!text.contains("argv0"), "\(text)")
    #expect(verdict.outcome != .passed)
  }

  @Test func anEarlyExitIsNotAPass() async throws {
    let verdict = try await Self.check(statements: "exit(0)")
    #expect(verdict.tests.map(\.status) == [.exitedEarly(code: 0)])
  }

  /// Líneas que imitan el informe, escritas en el descriptor 3 con un `FileHandle`: al
  /// salir (`atexit`), desde un hilo que sigue escribiendo tras la prueba y antes de un
  /// `exit(0)`. Sin la clave no tienen firma buena, y se ignoran.
  @Test func forgedLinesFromHandlersAndThreadsAreIgnored() async throws {
    let verdict = try await Self.check(
      declarations: """
        func falsas() -> Data {
          var texto = ""
          for numero in 0..<8 {
            for tipo in ["ready ", "start pruebaLaPruebaAfirmaLaCaja", "end pruebaLaPruebaAfirmaLaCaja", "done "] {
              texto += "00000000000000000000000000000000 \\(numero) \\(tipo)\\n"
            }
          }
          return Data(texto.utf8)
        }
        func fingir() { try? FileHandle(fileDescriptor: 3).write(contentsOf: falsas()) }
        """,
      statements: """
          atexit { fingir() }
          Thread.detachNewThread { for _ in 0..<3 { fingir() } }
          fingir()
          exit(0)
        """)
    #expect(verdict.outcome != .passed)
    #expect(verdict.tests.map(\.status) == [.exitedEarly(code: 0)])
  }

  /// Un manejador de señales que no deja morir el programa: el límite de tiempo lo para
  /// igual.
  @Test func aSignalHandlerDoesNotStopTheTimeout() async throws {
    let verdict = try await Self.check(
      statements: """
          signal(SIGTERM) { _ in }
          signal(SIGALRM) { _ in }
          while true {}
        """)
    #expect(verdict.outcome == .timedOut)
  }

  /// El ataque más fino sin un solo puntero: desviar el descriptor del informe a una `Pipe`
  /// propia con `dup2` y reenviar al de verdad todo lo que escribe el arnés menos los
  /// fallos; al salir, esperar a que pase el final (`atexit`). Antes bastaba para aprobar;
  /// hoy las líneas van numeradas y firmadas, y el hueco que deja cada fallo quitado se ve.
  @Test func droppingTheFailuresFromTheReportIsDetected() async throws {
    let verdict = try await Self.check(
      declarations: #"""
        let terminado = DispatchSemaphore(value: 0)
        func desviarElInforme() {
          let tuberia = Pipe()
          let original = FileHandle(fileDescriptor: dup(3))
          _ = dup2(tuberia.fileHandleForWriting.fileDescriptor, 3)
          atexit { terminado.wait() }
          Thread.detachNewThread {
            var pendiente = ""
            while true {
              let datos = tuberia.fileHandleForReading.availableData
              if datos.isEmpty { break }
              pendiente += String(decoding: datos, as: UTF8.self)
              while let salto = pendiente.firstIndex(of: "\n") {
                let linea = String(pendiente[..<salto])
                pendiente = String(pendiente[pendiente.index(after: salto)...])
                if !linea.contains(" fail ") {
                  try? original.write(contentsOf: Data((linea + "\n").utf8))
                }
                if linea.hasSuffix(" done ") { terminado.signal() }
              }
            }
          }
        }
        """#,
      statements: "  desviarElInforme()")
    #expect(
      verdict.tests.map(\.status) == [.failed(messages: [CodeRunner.tamperedReportMessage])],
      "\(verdict.message)")
  }

  /// Con el descriptor desviado, un fallo provocado (el `expect` de la prueba, que falla
  /// porque el inicio no resuelve nada; el archivo de la persona no ve `expect`) ya no trae
  /// la clave: lo que lee un hilo propio es una línea firmada, y con ella no se escribe otra.
  @Test func aStolenLineDoesNotSignAnother() async throws {
    let verdict = try await Self.check(
      declarations: #"""
        func robarUnaLinea() {
          let tuberia = Pipe()
          let original = FileHandle(fileDescriptor: dup(3))
          _ = dup2(tuberia.fileHandleForWriting.fileDescriptor, 3)
          Thread.detachNewThread {
            let leida = String(decoding: tuberia.fileHandleForReading.availableData, as: UTF8.self)
            let partes = leida.split(separator: " ")
            let (firma, numero) = (partes.first ?? "", Int(partes.dropFirst().first ?? "") ?? 0)
            let falsas = [
              "\(firma) end pruebaLaPruebaAfirmaLaCaja", "\(firma) \(numero) end pruebaLaPruebaAfirmaLaCaja",
              "\(firma) \(numero + 1) done ",
            ]
            try? original.write(contentsOf: Data((falsas.joined(separator: "\n") + "\n").utf8))
            exit(0)
          }
        }
        """#,
      statements: "  robarUnaLinea()")
    #expect(verdict.tests.map(\.status) == [.exitedEarly(code: 0)], "\(verdict.message)")
  }
}
