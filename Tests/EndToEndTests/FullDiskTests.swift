import Foundation
import Testing

/// Un disco lleno de verdad (un tmpfs pequeño, solo como root): la despedida dice lo que no
/// se guardó, lo deja en un archivo de recuperación y la vez siguiente se une.
@Suite(.serialized, .enabled(if: getuid() == 0, "montar un tmpfs pide ser root"))
struct FullDiskTests {
  /// Un tmpfs de `kilobytes` en `path`, desmontado al acabar.
  final class SmallDisk {
    let path: String

    init(at path: String, kilobytes: Int) throws {
      self.path = path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try #require(
        Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]))
    }

    deinit { _ = Self.run("/bin/umount", ["-l", path]) }

    /// Llena el disco con un archivo de relleno.
    func fill() {
      _ = Self.run("/bin/dd", ["if=/dev/zero", "of=\(path)/relleno", "bs=4096"])
      // Lo que quede por debajo de un bloque, con archivos pequeños.
      for index in 0..<64 {
        FileManager.default.createFile(atPath: "\(path)/relleno-\(index)", contents: Data([1]))
      }
    }

    func free() { try? FileManager.default.removeItem(atPath: path + "/relleno") }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return false }
      process.waitUntilExit()
      return process.terminationStatus == 0
    }
  }

  /// Responde `caja.copia`, llena el disco, responde dos más y cierra la entrada.
  func sessionThatFillsTheDisk(
    _ leccion: Leccion, disk: SmallDisk, environment: [String: String]
  ) throws -> (code: Int32, output: String) {
    let arguments = ["--curso", leccion.courseURL.path, "--espacio", disk.path + "/e"]
    let session = try leccion.start(arguments, environment: environment)
    let output = LiveOutput(session.output)
    let errors = LiveOutput(session.errors)
    session.input.write(Data("ir caja.copia\nb\n".utf8))
    #expect(output.waitFor("✓ Correcto."))
    disk.fill()
    session.input.write(Data("ir caja.metodo\nwithLock\nir caja.copia\na\n".utf8))
    #expect(output.waitFor("guardar tu progreso en", count: 2))
    try session.input.close()
    Leccion.waitForExit(session.0, "la sesión con el disco lleno, tras cerrar su entrada")
    return (session.0.terminationStatus, output.current + errors.current)
  }

  @Test func theGoodbyeSaysWhatWasNotSavedAndTheNextStartMergesIt() throws {
    let leccion = Leccion()
    let disk = try SmallDisk(at: leccion.root.path + "/disco", kilobytes: 512)
    let state = leccion.root.path + "/estado"
    let arguments = ["--curso", leccion.courseURL.path, "iniciar", disk.path + "/e"]
    #expect(try leccion.run(arguments).code == 0)
    let environment = ["XDG_STATE_HOME": state]
    let (code, output) = try sessionThatFillsTheDisk(leccion, disk: disk, environment: environment)
    let flowing = output.replacingOccurrences(of: "\n", with: " ")
    #expect(code == 1, "\(output)")
    #expect(!flowing.contains("Hasta pronto"))
    #expect(
      flowing.contains(
        "No he podido guardar 2 respuestas en «\(disk.path)/e/progreso.json» (el disco está lleno). Lo he dejado en «\(state)/leccion/recuperacion/"
      ))
    let recovery = try FileManager.default.contentsOfDirectory(
      atPath: state + "/leccion/recuperacion")
    #expect(recovery.count == 1)

    disk.free()
    let next = try leccion.run(
      ["--curso", leccion.courseURL.path, "--espacio", disk.path + "/e"], input: "salir\n",
      environment: environment)
    #expect(next.code == 0, "\(next.errors)")
    let progress =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: disk.path + "/e/progreso.json")))
      as? [String: Any]
    let answered = (progress?["events"] as? [[String: Any]] ?? []).compactMap {
      $0["exerciseID"] as? String
    }
    #expect(answered == ["caja.copia", "caja.metodo", "caja.copia"])
    #expect(
      (next.output + next.errors).replacingOccurrences(of: "\n", with: " ").contains(
        "He unido lo que faltaba (2 sucesos que no estaban en tu progreso; lo repetido no cuenta dos veces) y ya está guardado; he borrado ese archivo."
      ))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: state + "/leccion/recuperacion").isEmpty)
  }

  @Test func withNoRoomAnywhereTheGoodbyeSaysItIsLost() throws {
    let leccion = Leccion()
    let disk = try SmallDisk(at: leccion.root.path + "/disco", kilobytes: 512)
    let arguments = ["--curso", leccion.courseURL.path, "iniciar", disk.path + "/e"]
    #expect(try leccion.run(arguments).code == 0)
    try FileManager.default.createDirectory(
      atPath: disk.path + "/tmp", withIntermediateDirectories: true)
    let environment = ["XDG_STATE_HOME": disk.path + "/estado", "TMPDIR": disk.path + "/tmp"]
    let (code, output) = try sessionThatFillsTheDisk(leccion, disk: disk, environment: environment)
    #expect(code == 3, "\(output)")
    #expect(
      output.replacingOccurrences(of: "\n", with: " ").contains(
        "error: no he podido guardar 2 respuestas en «\(disk.path)/e/progreso.json» (el disco está lleno), ni en ningún archivo de recuperación."
      ))
  }

  @Test func anExportThatDoesNotFitIsReportedAndNotAnnounced() throws {
    let leccion = Leccion()
    let disk = try SmallDisk(at: leccion.root.path + "/disco", kilobytes: 256)
    let started = try leccion.run(
      leccion.arguments(["iniciar", "--alumno", "ana", "e"], workspace: false))
    #expect(started.code == 0, "\(started.errors)")
    disk.fill()
    let result = try leccion.run(
      leccion.arguments(["exportar", "--salida", "disco/entrega.json"]))
    #expect(result.code != 0)
    #expect(!result.output.contains("escrita en"))
    #expect(
      result.errors.replacingOccurrences(of: "\n", with: " ").contains(
        "no se pudo escribir «disco/entrega.json»: el disco está lleno."),
      "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: disk.path + "/entrega.json"))
  }
}
