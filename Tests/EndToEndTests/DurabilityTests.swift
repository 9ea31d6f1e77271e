import Foundation
import Testing

/// Lo ya respondido no se pierde: ni con dos procesos a la vez ni con SIGTERM.
@Suite(.serialized) struct DurabilityTests {
  @Test func twoProcessesOnTheSameWorkspaceLoseNoAnswer() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let rounds = 25
    let first = String(repeating: "ir caja.copia\nb\nir caja.metodo\nwithLock\n", count: rounds)
    let second = String(repeating: "ir decidir.tipos\na r h\nir caja.imprime\n2\n\n", count: rounds)
    let a = try leccion.start(leccion.arguments([]))
    let b = try leccion.start(leccion.arguments([]))
    let collectedA = Leccion.Collected(output: a.output, errors: a.errors)
    let collectedB = Leccion.Collected(output: b.output, errors: b.errors)
    a.input.write(Data(first.utf8))
    b.input.write(Data(second.utf8))
    try a.input.close()
    try b.input.close()
    Leccion.waitForExit(a.0, "la primera de dos sesiones a la vez, tras cerrar su entrada")
    Leccion.waitForExit(b.0, "la segunda de dos sesiones a la vez, tras cerrar su entrada")
    #expect(a.0.terminationStatus == 0, "\(collectedA.errors())")
    #expect(b.0.terminationStatus == 0, "\(collectedB.errors())")
    let events = try leccion.events()
    let byExercise = Dictionary(grouping: events) { $0["exerciseID"] as? String ?? "" }
    for id in ["caja.copia", "caja.metodo", "decidir.tipos", "caja.imprime"] {
      #expect(byExercise[id]?.count == rounds, "\(id): \(byExercise[id]?.count ?? 0)")
    }
    #expect(Set(events.compactMap { $0["id"] as? String }).count == 4 * rounds)
  }

  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func aTerminationSignalLeavesEveryAnswerOnDisk(signal: Int32, code: Int32) throws {
    let leccion = Leccion()
    try leccion.initialize()
    let session = try leccion.start(leccion.arguments([]))
    let output = session.output.fileHandleForReading
    session.input.write(Data("ir caja.copia\nb\nir caja.metodo\nwithLock\n".utf8))
    var seen = ""
    while !seen.contains("Es la única puerta de escritura.") {
      let chunk = output.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    kill(session.0.processIdentifier, signal)
    session.0.waitUntilExit()
    #expect(session.0.terminationStatus == code)
    let answered = try leccion.events().compactMap { $0["exerciseID"] as? String }
    #expect(answered == ["caja.copia", "caja.metodo"])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: leccion.workspace.path)
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }

  /// Un número de proceso que ya no existe.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func killedDuringSavesLeavesNoTemporaryAfterTheNextStart() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let answers = String(repeating: "ir caja.copia\nb\nir caja.metodo\nwithLock\n", count: 40)
    for round in 0..<8 {
      let session = try leccion.start(leccion.arguments([]))
      let output = LiveOutput(session.output)
      session.input.write(Data(answers.utf8))
      output.waitFor("Es la única puerta de escritura.", count: 1 + round % 4)
      kill(session.0.processIdentifier, SIGKILL)
      session.0.waitUntilExit()
      try? session.input.close()
    }
    // Lo que deja un `kill -9` entre crear el temporal y renombrarlo, por si ninguna de las
    // rondas cayó justo ahí: el de un proceso muerto, en la raíz y en `codigo/`.
    let dead = try Self.deadPID()
    let planted = [
      ".progreso.json.tmp-\(dead)-7", ".espacio.json.tmp-\(dead)-8",
      "codigo/.caja.contador.swift.tmp-\(dead)-9",
    ]
    for name in planted {
      FileManager.default.createFile(
        atPath: leccion.workspace.appendingPathComponent(name).path, contents: Data("{".utf8))
    }
    let next = try leccion.run(leccion.arguments([]), input: "salir\n")
    #expect(next.code == 0, "\(next.errors)")
    for folder in [leccion.workspace, leccion.workspace.appendingPathComponent("codigo")] {
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.contains(".tmp-") }
      #expect(left.isEmpty, "\(folder.path): \(left)")
    }
    // El progreso sigue siendo JSON válido con lo que se guardó.
    #expect(try !leccion.events().isEmpty)
  }

  @Test func exportNeverCarriesATemporary() throws {
    let leccion = Leccion()
    let started = try leccion.run(
      leccion.arguments(["iniciar", "--alumno", "ana", "e"], workspace: false))
    #expect(started.code == 0, "\(started.errors)")
    let dead = try Self.deadPID()
    let code = leccion.workspace.appendingPathComponent("codigo")
    FileManager.default.createFile(
      atPath: code.appendingPathComponent(".caja.contador.swift.tmp-\(dead)-3").path,
      contents: Data("// a medias".utf8))
    let result = try leccion.run(
      leccion.arguments(["exportar", "--salida", "entrega.json"]))
    #expect(result.code == 0, "\(result.errors)")
    let text = try String(
      contentsOf: leccion.root.appendingPathComponent("entrega.json"), encoding: .utf8)
    #expect(!text.contains("a medias"))
    #expect(!text.contains(".tmp-"))
  }
}
