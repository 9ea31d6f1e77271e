import Foundation
import Testing

/// Ctrl-C durante una comprobación de código en una terminal de verdad (tmux): el aviso
/// sale y no queda ningún proceso de la comprobación, ni el compilador ni el programa
/// (dentro o fuera de la caja de arena), mucho antes de su límite de 10 s.
@Suite(.serialized) struct CheckCancellationTests {
  /// Cuánto se espera, como mucho, a que desaparezcan (la mitad del límite del programa).
  static let bound = 5.0

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func ctrlCLeavesNoProcessOfTheCheckBehind() throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try #require(Tmux(command: leccion.shellLine([])))
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    let pane = try #require(tmux.panePID)
    let tutor = try #require(
      Self.poll(seconds: 30) {
        TestProcesses.descendants(of: pane).first { $0.name == "leccion" }?.identity
      })
    tmux.type("ir caja.contador")
    tmux.send("Enter")
    #expect(tmux.waitFor("caja.contador ›"), "\(tmux.screen())")
    let file = leccion.workspace.appendingPathComponent("codigo/caja.contador.swift")

    /// Escribe `source` en el archivo, lanza «comprobar» y espera a que el tutor tenga
    /// descendientes que cumplan `ready`; devuelve cuáles eran.
    func check(_ source: String, seconds: Double, until ready: ([String]) -> Bool) throws
      -> [(identity: TestProcesses.Identity, name: String)]
    {
      try Data(source.utf8).write(to: file)
      tmux.type("comprobar")
      tmux.send("Enter")
      return try #require(
        Self.poll(seconds: seconds) {
          let found = TestProcesses.descendants(of: tutor.pid)
          return ready(found.map(\.name)) ? found : nil
        }, "\(tmux.screen())")
    }

    // Mientras compila la bomba de compilación (minutos de comprobador de tipos): Ctrl-C
    // mata el compilador entero, también los `swift-frontend` que lanzó.
    var bomb = "let caja = Shared(value: 0)\nfunc incrementar() { while true {} }\n"
    bomb += "typealias T0 = (Int, Int)\n"
    for level in 1...16 { bomb += "typealias T\(level) = (T\(level - 1), T\(level - 1))\n" }
    bomb += "func usar(_ valor: T16) {}\n"
    let compiling = try check(bomb, seconds: 120) { $0.contains("swift-frontend") }
    tmux.send("C-c")
    #expect(tmux.waitFor("(Comprobación cancelada.)"), "\(tmux.screen())")
    #expect(
      Self.poll(seconds: Self.bound) { Self.allGone(compiling, under: tutor) } != nil,
      "quedan: \(TestProcesses.descendants(of: tutor.pid).map(\.name))")

    // Mientras el programa da vueltas: Ctrl-C lo mata con todo lo que lo rodea.
    let running = try check(
      "let caja = Shared(value: 0)\nfunc incrementar() { while true { } }\n", seconds: 300
    ) { $0.contains("programa") }
    tmux.send("C-c")
    #expect(tmux.waitFor("(Comprobación cancelada.)", count: 2), "\(tmux.screen())")
    #expect(
      Self.poll(seconds: Self.bound) { Self.allGone(running, under: tutor) } != nil,
      "quedan: \(TestProcesses.descendants(of: tutor.pid).map(\.name))")

    // El tutor sigue ahí, y las comprobaciones canceladas no cuentan como intentos.
    tmux.type("progreso")
    tmux.send("Enter")
    #expect(tmux.waitFor("Progreso en «Curso del tutor»"), "\(tmux.screen())")
    #expect(tmux.waitFor("Respuestas: 0 "), "\(tmux.screen())")
    let checks = try leccion.events().filter { $0["exerciseID"] as? String == "caja.contador" }
    #expect(checks.isEmpty, "\(checks)")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  /// Si ninguno de `processes` sigue vivo y el tutor no tiene ya ningún descendiente.
  private static func allGone(
    _ processes: [(identity: TestProcesses.Identity, name: String)],
    under tutor: TestProcesses.Identity
  ) -> Bool? {
    let alive = processes.contains { $0.identity.isAlive }
    return alive || !TestProcesses.descendants(of: tutor.pid).isEmpty ? nil : true
  }

  /// `body` cada décima hasta que dé algo, durante `seconds` como mucho (no mide nada:
  /// solo evita esperar para siempre).
  static func poll<T>(seconds: Double, _ body: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      if let found = body() { return found }
      usleep(100_000)
    } while Date() < deadline
    return body()
  }
}
