import Foundation

@testable import Grading

/// Una clase pequeña en una carpeta temporal, con una entrega de cada tipo que necesitan
/// las pruebas de principio a fin.
struct ClassFixture {
  /// La carpeta con la clase (`clase/`) y sitio para los informes.
  let root: String
  var classFolder: String { root + "/clase" }

  /// Las entregas, por nombre de archivo, con quién es cada una.
  static let members = [
    "ana.json: todo bien", "beto.json: respuestas mal y código sin hacer",
    "carla.json: un ejercicio no compila", "dani.json: un bucle sin fin y un abrazo mortal",
    "fede.json: un fallo fatal y memoria agotada", "rota.json: no es JSON",
    "eva/: carpeta de trabajo",
  ]

  static func make() throws -> ClassFixture {
    let fixture = ClassFixture(root: try GradingFixture.temporaryDirectory())
    let folder = fixture.classFolder
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let solutions = try GradingFixture.solutions()
    try GradingFixture.write(
      GradingFixture.submission("ana", code: solutions), to: folder + "/ana.json")

    var starters: [String: String] = [:]
    for id in GradingFixture.codeExercises { starters[id] = try GradingFixture.code(id, "inicio") }
    var wrong = GradingFixture.rightAnswers()
    wrong["caja.copia"] = .choicePositions([0])
    wrong["caja.metodo"] = .freeText("wrappedValue")
    wrong["decidir.tipos"] = .admission(verdicts: ["admitida", "admitida", "higiene"])
    wrong["caja.dibujo"] = nil
    try GradingFixture.write(
      GradingFixture.submission("beto", answers: wrong, code: starters), to: folder + "/beto.json")

    var broken = solutions
    broken["caja.sumar"] = solutions["caja.sumar"]?.replacingOccurrences(
      of: "+= cantidad", with: "+= cantidad +")
    try GradingFixture.write(
      GradingFixture.submission("carla", code: broken), to: folder + "/carla.json")

    var hanging = solutions
    hanging["caja.contador"] = solutions["caja.contador"]?.replacingOccurrences(
      of: "caja.withLock { $0.saldo += 1 }", with: "while true {}")
    hanging["caja.traspaso"] = Self.deadlock
    try GradingFixture.write(
      GradingFixture.submission("dani", code: hanging), to: folder + "/dani.json")

    var dying = solutions
    dying["caja.contador"] = solutions["caja.contador"]?.replacingOccurrences(
      of: "caja.withLock { $0.saldo += 1 }", with: "fatalError(\"me rindo\")")
    dying["caja.sumar"] = solutions["caja.sumar"]?.replacingOccurrences(
      of: "caja.withLock { $0.saldo += cantidad }",
      with:
        "let monton = [UInt8](repeating: 1, count: 8 << 30)\n  caja.withLock { $0.saldo += monton.count }"
    )
    try GradingFixture.write(
      GradingFixture.submission("fede", code: dying), to: folder + "/fede.json")

    _ = FileManager.default.createFile(
      atPath: folder + "/rota.json", contents: Data("{\"format\": ".utf8))
    try Self.workspace(at: folder + "/eva", student: "eva", code: solutions)
    return fixture
  }

  /// Dos hilos esperan cada uno la señal del otro, que nunca llega.
  static let deadlock = """
    import Foundation

    struct Cuenta: Equatable, Sendable {
      var saldo = 0
    }

    func traspasar(_ cantidad: Int, de origen: Shared<Cuenta>, a destino: Shared<Cuenta>) {
      let suyo = DispatchSemaphore(value: 0)
      let mio = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        suyo.wait()
        mio.signal()
      }
      mio.wait()
      suyo.signal()
    }
    """

  /// Un espacio de trabajo del tutor (`espacio.json`, `progreso.json`, `codigo/`) con las
  /// respuestas correctas.
  static func workspace(at path: String, student: String, code: [String: String]) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/codigo", withIntermediateDirectories: true)
    let manifest = """
      {"courseID": "curso-corregir", "created": "2026-11-30T09:00:00.000Z", "format": 1, "learnerID": "\(student)"}
      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: path + "/espacio.json"))
    var events: [String] = []
    var second = 10
    for (id, entry) in GradingFixture.rightAnswers().sorted(by: { $0.key < $1.key }) {
      let answer = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
      events.append(
        """
        {"answer": \(answer), "date": "2026-11-30T10:00:\(second).000Z", "exerciseID": "\(id)",
         "id": "\(UUID().uuidString)", "kind": "respuesta", "passed": true}
        """)
      second += 1
    }
    events.append(
      """
      {"date": "2026-11-30T10:01:00.000Z", "exerciseID": "caja.copia", "hintIndex": 0,
       "id": "\(UUID().uuidString)", "kind": "pista"}
      """)
    let progress =
      "{\"courseID\": \"curso-corregir\", \"format\": 1, \"events\": [\(events.joined(separator: ","))]}"
    try Data(progress.utf8).write(to: URL(fileURLWithPath: path + "/progreso.json"))
    for (id, text) in code {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/codigo/\(id).swift"))
    }
  }
}
