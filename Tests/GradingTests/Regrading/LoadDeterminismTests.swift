import Foundation
import Testing

@testable import Checker
@testable import Grading

#if canImport(Glibc)
  import Glibc
#endif

/// La misma clase da el mismo informe, byte a byte, con la máquina ocupada (issue 32): la
/// clase de `ClassFixture` (bucles, abrazos mortales, fallos, memoria agotada, honradas) más
/// una entrega que duerme y otra con una bomba de procesos, corregida entera y por partes
/// (`--parte`, `--unir`) mientras unos bucles de `sh` a varias prioridades (`nice` y grupo
/// del planificador de -5, 0 y 19, uno de cada por núcleo) ocupan la máquina. Sin almacén
/// (`--sin-cache`): cada corrección ejecuta cada programa.
///
/// Carga la máquina: solo corre en el paso aparte de `scripts/pruebas`
/// (`LECCION_PRUEBAS_DE_CARGA=1`), nunca junto a las pruebas que miden tiempos. Una ronda es
/// una corrección entera y otra por partes; `LECCION_DETERMINISMO_RONDAS` da cuántas (1 por
/// omisión; `Benchmarks/Sandbox/determinismo.sh` hace la versión larga e imprime sus cifras).
@Suite(
  .serialized,
  .enabled(if: LoadTesting.enabled, LoadTesting.reason),
  .enabled(if: geteuid() == 0, "dar a los bucles prioridad -5 solo lo puede hacer root"))
struct LoadDeterminismTests {
  /// Las prioridades de los bucles que ocupan la máquina (uno de cada por núcleo).
  static let priorities: [Int32] = [-5, 0, 19]

  @Test func theSameClassGivesTheSameReportUnderLoadWholeAndInParts() async throws {
    let fixture = try ClassFixture.make()
    defer { try? FileManager.default.removeItem(atPath: fixture.root) }
    try Self.addSleeperAndForkBomb(to: fixture.classFolder)
    let rounds = Int(ProcessInfo.processInfo.environment["LECCION_DETERMINISMO_RONDAS"] ?? "") ?? 1
    let cpus = max(1, Scheduling.allowedCPUs().count)
    var reports: [String] = []
    var names: [String] = []
    for round in 1...max(1, rounds) {
      var hogs = try Scheduling.hogs(priorities: Self.priorities, perPriority: cpus)
      defer { Scheduling.stop(hogs) }
      let count = hogs.count
      let started = ChildProcess.monotonicSeconds()
      let whole = try await Self.grade(fixture)
      let middle = ChildProcess.monotonicSeconds()
      let merged = try await Self.gradeInParts(fixture)
      let ended = ChildProcess.monotonicSeconds()
      Scheduling.stop(hogs)
      hogs = []
      reports += [whole, merged]
      names += ["ronda \(round), entera", "ronda \(round), por partes"]
      print(
        String(
          format:
            "determinismo: ronda %d con %d bucles (nice %@): entera %.0f s, por partes %.0f s;"
            + " carga media %@", round, count,
          Self.priorities.map(String.init).joined(separator: ","), middle - started,
          ended - middle, Self.loadAverage()))
    }
    let reference = try #require(reports.first)
    let different = zip(names, reports).filter { $0.1 != reference }.map(\.0)
    print(
      "determinismo: \(reports.count) informes, \(reports.count - different.count) idénticos al"
        + " primero" + (different.isEmpty ? "" : "; distintos: \(different)"))
    #expect(different == [])
    let report = try JSONReport.decode(Data(reference.utf8))
    let messages = Dictionary(
      uniqueKeysWithValues: report.students.flatMap { row in
        row.exercises.map { ("\(row.student ?? "")/\($0.id)", $0.message) }
      })
    let timeout =
      "tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los 1 s y se detuvo: o espera un"
      + " cerrojo que nunca se suelta o da vueltas sin fin."
    let twoTests =
      "Pasan 0 de 2 pruebas.\n✗ pruebaCuentaUno: \(timeout)\n"
      + "✗ pruebaCuentaTres: no llegó a ejecutarse."
    #expect(messages["dani/caja.contador"] == twoTests)
    #expect(messages["dani/caja.traspaso"] == "La prueba no pasa.\n✗ pruebaTraspasa: \(timeout)")
    #expect(messages["gael/caja.contador"] == twoTests)
    #expect(messages["gael/caja.sumar"] == "La prueba no pasa.\n✗ pruebaSumaCinco: \(timeout)")
    #expect(messages["eva/caja.traspaso"] == "La prueba pasa.")
  }

  /// Gael: `contar` duerme y `sumar` es una bomba de procesos.
  static func addSleeperAndForkBomb(to folder: String) throws {
    var code = try GradingFixture.solutions()
    code["caja.contador"] = """
      import Foundation

      struct Cuenta: Equatable, Sendable {
        var saldo = 0
      }

      func contar(_ caja: Shared<Cuenta>) {
        Thread.sleep(forTimeInterval: 1000)
      }
      """
    code["caja.sumar"] = """
      import Foundation

      struct Cuenta: Equatable, Sendable {
        var saldo = 0
      }

      func sumar(_ cantidad: Int, a caja: Shared<Cuenta>) {
        while true { _ = fork() }
      }
      """
    try GradingFixture.write(
      GradingFixture.submission("gael", code: code), to: folder + "/gael.json")
  }

  static func arguments(_ extra: [String]) -> [String] {
    ["clase", "--formato", "json", "--sin-cache", "--curso", GradingFixture.courseDirectory]
      + ["--tiempo", "1"] + extra
  }

  /// La clase entera, con dos trabajos.
  static func grade(_ fixture: ClassFixture) async throws -> String {
    let outcome = await GradingCommand.execute(
      arguments: arguments(["--trabajos", "2"]),
      context: GradingFixture.context(in: fixture.root, cache: fixture.root + "/cache"))
    #expect(outcome.errors == [])
    return outcome.output.joined()
  }

  /// La clase en tres partes, unidas.
  static func gradeInParts(_ fixture: ClassFixture) async throws -> String {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for part in 1...3 {
      let outcome = await GradingCommand.execute(
        arguments: arguments(["--parte", "\(part)/3", "--salida", "\(directory)/\(part).json"]),
        context: GradingFixture.context(in: fixture.root, cache: fixture.root + "/cache"))
      #expect(outcome.errors == [])
    }
    let merged = await GradingCommand.execute(
      arguments: ["--unir", "1.json", "2.json", "3.json", "--formato", "json"],
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
    #expect(merged.errors == [])
    return merged.output.joined()
  }

  /// `/proc/loadavg`: la carga media de 1, 5 y 15 minutos.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}

/// Las pruebas que cargan la máquina (cambian prioridades o hacen girar la CPU) corren solo
/// en un paso aparte de `scripts/pruebas`, después de la batería: así nunca corren junto a
/// las que dependen de que a un programa le toque la CPU a tiempo.
enum LoadTesting {
  static let enabled = ProcessInfo.processInfo.environment["LECCION_PRUEBAS_DE_CARGA"] == "1"
  static let reason: Comment =
    "carga la máquina: solo en el paso aparte de scripts/pruebas (LECCION_PRUEBAS_DE_CARGA=1)"
}
