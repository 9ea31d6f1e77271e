import Foundation
import Testing

@testable import Checker
@testable import Grading

/// Lo que ahorra parar pronto a un programa quieto (`TimeoutEvidence.isBlockedForGood`,
/// issue 27): una clase de `alumnos` entregas cuyos tres ejercicios de código se quedan
/// esperando para siempre (dos hilos que se esperan, un semáforo que nadie abre, un cerrojo
/// pedido dos veces), corregida sin almacén con la parada temprana y sin ella
/// (`LECCION_SIN_PARADA_TEMPRANA=1`, lo de antes), una tras otra en cada ronda, junto a la
/// misma clase con las soluciones (lo que cuesta compilar y lanzar, sin esperas). La espera
/// es lo que tarda cada una menos la honrada. Los informes han de ser idénticos byte a byte.
///
/// Solo mide (imprime sus cifras): corre con `LECCION_MEDIR_PARADA=1`, desde
/// `Benchmarks/Sandbox/parada.sh`, nunca en la batería.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["LECCION_MEDIR_PARADA"] == "1",
    "solo mide: Benchmarks/Sandbox/parada.sh (LECCION_MEDIR_PARADA=1)"))
struct QuietStopMeasurement {
  static let environment = ProcessInfo.processInfo.environment
  static let students = Int(environment["LECCION_PARADA_ALUMNOS"] ?? "") ?? 4
  static let rounds = Int(environment["LECCION_PARADA_RONDAS"] ?? "") ?? 2
  static let seconds = environment["LECCION_PARADA_TIEMPO"] ?? "4"

  /// Los tres ejercicios de código, quietos para siempre; `marca` hace distinto el código de
  /// cada entrega (si no, se correría una vez por clase).
  static func stuck(_ marca: Int) -> [String: String] {
    let header = "import Foundation\n\nstruct Cuenta: Equatable, Sendable {\n  var saldo = 0\n}\n"
    return [
      "caja.contador": header + """
        func contar(_ caja: Shared<Cuenta>) {
          let nadie = DispatchSemaphore(value: 0)
          if \(marca) >= 0 { nadie.wait() }
        }
        """,
      "caja.sumar": header + """
        func sumar(_ cantidad: Int, a caja: Shared<Cuenta>) {
          let cerrojo = NSLock()
          cerrojo.lock()
          if \(marca) >= 0 { cerrojo.lock() }
        }
        """,
      "caja.traspaso": ClassFixture.deadlock.replacingOccurrences(
        of: "mio.wait()", with: "if \(marca) >= 0 { mio.wait() }"),
    ]
  }

  static func honest(_ marca: Int) throws -> [String: String] {
    try GradingFixture.solutions().mapValues { $0 + "\nlet marca\(marca) = \(marca)\n" }
  }

  @Test func quietHandInsAreStoppedEarly() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (folder, code) in [("quietos", Self.stuck), ("honrados", Self.honest)] {
      try FileManager.default.createDirectory(
        atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
      for student in 1...Self.students {
        try GradingFixture.write(
          GradingFixture.submission("alumno\(student)", code: code(student)),
          to: "\(root)/\(folder)/alumno\(student).json")
      }
    }
    var totals: [String: [Double]] = [:]
    var reports: [String: String] = [:]
    // Una primera corrección sin contar: prepara la caché de módulos.
    _ = await Self.grade(root + "/honrados", root: root)
    for round in 1...Self.rounds {
      var order = [("antes", "quietos", false), ("ahora", "quietos", true)]
      if round % 2 == 0 { order.reverse() }
      for (name, folder, early) in order + [("honrada", "honrados", true)] {
        setenv("LECCION_SIN_PARADA_TEMPRANA", early ? "0" : "1", 1)
        defer { unsetenv("LECCION_SIN_PARADA_TEMPRANA") }
        let started = ChildProcess.monotonicSeconds()
        let outcome = await Self.grade("\(root)/\(folder)", root: root)
        let wall = ChildProcess.monotonicSeconds() - started
        #expect(outcome.errors == [])
        totals[name, default: []].append(wall)
        if name != "honrada" { reports[name] = outcome.output.joined() }
        print(
          String(
            format: "parada: ronda %d, %@: %.1f s; carga media %@", round, name, wall,
            LoadDeterminismTests.loadAverage()))
      }
      #expect(reports["antes"] == reports["ahora"])
    }
    let honest = (totals["honrada"] ?? []).reduce(0, +)
    let before = (totals["antes"] ?? []).reduce(0, +) - honest
    let now = (totals["ahora"] ?? []).reduce(0, +) - honest
    print(
      String(
        format:
          "parada: %d entregas × 3 ejercicios quietos, --tiempo %@, %d rondas: espera antes %.1f s,"
          + " ahora %.1f s (%.2f×)", Self.students, Self.seconds, Self.rounds, before, now,
        now / max(before, 0.001)))
    let json = try JSONReport.decode(Data((reports["ahora"] ?? "").utf8))
    let messages = json.students.flatMap { row in
      row.exercises.filter { GradingFixture.codeExercises.contains($0.id) }.map(\.message)
    }
    #expect(messages.count == 3 * Self.students)
    #expect(messages.allSatisfy { $0.contains("tiempo agotado") })
  }

  static func grade(_ folder: String, root: String) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: [
        folder, "--formato", "json", "--sin-cache", "--tiempo", seconds, "--curso",
        GradingFixture.courseDirectory, "--trabajos", "2",
      ],
      context: GradingFixture.context(in: root, cache: root + "/cache"))
  }
}
