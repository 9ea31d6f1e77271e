import Foundation
import Testing

@testable import Checker

@Suite("Corrector de código: caja de arena")
struct RunnerSandboxTests {
  /// Lo que el programa puede ver y tocar, comprobado desde dentro con `expect`.
  @Test func childSeesAMinimalWorld() async throws {
    setenv("LECCION_SECRETO_DE_PRUEBA", "no debe verse", 1)
    let support = SandboxSupport.detected
    let runner = try RunnerFixture.runner(cache: false)
    let learner = """
      import Foundation
      func entorno() -> [String: String] { ProcessInfo.processInfo.environment }
      """
    var tests = """
      import Foundation
      func pruebaEntorno() {
        let variables = entorno()
        expect(variables["LECCION_SECRETO_DE_PRUEBA"] == nil, "ve un secreto del padre")
        expect(variables["LECCION_INFORME"] == nil, "ve la clave del informe")
        // Sin privilegios ni siquiera se abre (el arnés lo vuelve no volcable); si se abre, la
        // clave está en blanco.
        let original = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
        expect(original.isEmpty || original.contains("LECCION_INFORME=   "), "la clave sigue en /proc/self/environ")
        expect(variables["HOME"] == FileManager.default.currentDirectoryPath, "HOME no es su carpeta")
        expect(alarm(0) > 0, "no hay alarma programada")
        expect(FileManager.default.createFile(atPath: "datos.txt", contents: Data()), "no escribe en su carpeta")
        expect(FileHandle.standardInput.readDataToEndOfFile().isEmpty, "la entrada no está cerrada")
      }

      """
    if support.bubblewrap != nil {
      tests += """
        func pruebaAislado() {
          let fuera = "/var/tmp/leccion-fuga-\\(getpid())"
          expect(!FileManager.default.createFile(atPath: fuera, contents: Data()), "escribe fuera")
          let red = (try? String(contentsOfFile: "/proc/net/dev", encoding: .utf8)) ?? ""
          let interfaces = red.split(separator: "\\n").dropFirst(2).map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }
          expect(interfaces == ["lo"], "tiene red: \\(interfaces)")
        }

        """
    }
    if support.isRoot && support.setpriv != nil {
      tests += """
        func pruebaSinPrivilegios() {
          expect(getuid() != 0 && geteuid() != 0, "es root")
          expect(FileHandle(forReadingAtPath: "/proc/self/environ") == nil, "abre /proc/self/environ")
        }

        """
    }
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.outcome == .passed, "\(verdict.message)")
  }

  @Test func withoutBubblewrapTheVerdictSaysSo() async throws {
    let detected = SandboxSupport.detected
    var support = detected
    support.bubblewrap = nil
    support.gaps = [.bubblewrapDisabled]
    let runner = try RunnerFixture.runner(cache: false, support: support)
    let verdict = await runner.check(
      RunnerFixture.submission("func nada() {}", tests: "func pruebaNada() { nada() }"))
    #expect(
      verdict.message == """
        La prueba pasa.

        Nota: se ejecutó sin bubblewrap porque está desactivado (LECCION_SIN_BWRAP): el programa \
        pudo usar la red y leer y escribir tus archivos.
        """)
  }

  @Test func withNoToolsAtAllTheClockStillStopsALoop() async throws {
    let runner = try RunnerFixture.runner(cache: false, support: .bare())
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func girar() { while true {} }", tests: "func pruebaGira() { girar() }"))
    #expect(verdict.outcome == .timedOut)
    #expect(
      verdict.message.hasSuffix(
        """
        Nota: se ejecutó sin bubblewrap porque está desactivado (LECCION_SIN_BWRAP): el programa \
        pudo usar la red y leer y escribir tus archivos.
        Nota: se ejecutó sin límites de CPU, memoria ni procesos porque falta prlimit (util-linux); \
        solo vale el límite de tiempo.
        """))
  }

  @Test func gapMessages() {
    #expect(
      SandboxGap.bubblewrapMissing.message
        == "se ejecutó sin bubblewrap, que no está instalado (apt install bubblewrap): el programa "
        + "pudo usar la red y leer y escribir tus archivos.")
    #expect(
      SandboxGap.bubblewrapBroken(reason: "bwrap: No permissions to creating new namespace").message
        == "se ejecutó sin bubblewrap, que no funciona en esta máquina (bwrap: No permissions to "
        + "creating new namespace): el programa pudo usar la red y leer y escribir tus archivos.")
    #expect(
      SandboxGap.sameUser(reason: "/root/swift no es legible para otros usuarios").message
        == "se ejecutó con tu mismo usuario (/root/swift no es legible para otros usuarios): "
        + "pudo leer y cambiar su propia memoria (/proc/self/mem).")
  }

  @Test(arguments: [
    (ProcessTermination.signaled(11), "terminó con la señal 11 (SIGSEGV)"),
    (.signaled(4), "terminó con la señal 4 (SIGILL)"),
    (.signaled(24), "terminó con la señal 24 (SIGXCPU): se le acabó el tiempo de CPU"),
    (.signaled(25), "terminó con la señal 25 (SIGXFSZ): escribió un archivo demasiado grande"),
    (.signaled(40), "terminó con la señal 40"),
    (.exited(3), "terminó con el código 3"),
  ])
  func terminationWording(_ termination: ProcessTermination, _ text: String) {
    #expect(CodeVerdict.describe(termination) == text)
  }
}
