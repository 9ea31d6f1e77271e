import Foundation
import Testing

/// Una clase pequeña con atacantes, corregida con `leccion corregir --trabajos 2` de verdad
/// (la versión grande, de 200 entregas, es `Benchmarks/Sandbox/clase-hostil.sh`, que se corre
/// a mano; estos ataques son los suyos).
///
/// Cada alumno se matricula (`iniciar --alumno`), escribe su `tarea.contador.swift` y
/// exporta su entrega, como lo haría de verdad. Cinco entregas son honradas y las demás
/// atacan desde `incrementar()`: leen la entrega de otro y las pruebas ocultas del curso,
/// escriben fuera de su caja y dejan un hijo vivo, inundan la salida, duermen más que el
/// límite, imprimen un «pasan todas las pruebas» falso y, solo donde la caja de arena lo
/// hace seguro, lanzan una bomba de procesos.
///
/// Comprueba que cada hostil tiene su propio veredicto limpio, que cada honrada saca lo mismo
/// que corregida sin los hostiles, que nada cambia fuera de las carpetas temporales del
/// corrector, que no queda ningún proceso al volver `corregir` y que el informe es idéntico
/// byte a byte en dos ejecuciones.
@Suite(.serialized) struct HostileClassTests {
  /// Lo que escribe cada alumno en `incrementar()` (antes de sumar uno a la caja).
  enum Attack: String, CaseIterable {
    case spy = "espia"
    case writerWithChild = "escritor"
    case forkBomb = "bomba"
    case flood = "inundar"
    case sleeper = "dormir"
    case forgedPass = "falso"
  }

  /// Una clase en una carpeta temporal: el curso copiado, un HOME, una caché y un `TMPDIR`
  /// propios, y las entregas.
  final class HostileClass {
    let leccion = Leccion()
    /// Una marca que solo está en el código de `honrada-1`: no debe salir en ningún otro
    /// sitio del informe.
    let secret = "secreto-" + UUID().uuidString
    /// Un archivo del `/tmp` del anfitrión que un atacante intenta crear.
    let hostTemporary = "/tmp/leccion-hostil-" + UUID().uuidString

    var root: URL { leccion.root }
    var course: URL { root.appendingPathComponent("curso") }
    var handIns: URL { root.appendingPathComponent("entregas") }
    var graderTemporary: URL { root.appendingPathComponent("tmp-corrector") }
    var hiddenTests: URL {
      course.appendingPathComponent("01-caja/codigo/contador/pruebas.swift")
    }

    init() throws {
      let files = FileManager.default
      try files.copyItem(at: Classroom.course, to: course)
      for folder in [handIns, graderTemporary] {
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
      }
    }

    deinit {
      try? FileManager.default.removeItem(at: leccion.root)
      try? FileManager.default.removeItem(atPath: hostTemporary)
    }

    /// `leccion ARGUMENTOS --curso curso`, con el `TMPDIR` del corrector.
    func run(_ arguments: [String]) throws -> Leccion.Result {
      try leccion.run(
        arguments + ["--curso", course.path],
        environment: ["TMPDIR": graderTemporary.path])
    }

    /// Matricula a `student`, le pone `code` como ejercicio y exporta su entrega a `folder`.
    func handIn(_ student: String, code: String, into folder: URL) throws {
      let started = try run(["iniciar", "--alumno", student, "espacios/\(student)"])
      #expect(started.code == 0, "iniciar \(student): \(started.errors)")
      let file = root.appendingPathComponent("espacios/\(student)/codigo/tarea.contador.swift")
      try Data(code.utf8).write(to: file)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let exported = try run([
        "exportar", "--espacio", "espacios/\(student)", "--salida",
        folder.appendingPathComponent("\(student).json").path,
      ])
      #expect(exported.code == 0, "exportar \(student): \(exported.errors)")
    }

    /// `corregir --trabajos 2 --sin-cache --formato json` de `folder`: el informe en bruto.
    func grade(_ folder: URL) throws -> String {
      let result = try run([
        "corregir", folder.path, "--trabajos", "2", "--sin-cache", "--tiempo", "4",
        "--formato", "json",
      ])
      #expect(result.code == 0, "corregir: \(result.errors)")
      return result.output
    }

    /// Ruta, tamaño, fecha y permisos de todo lo que no es del corrector: la clase, el curso,
    /// los espacios y el HOME (la carpeta de la prueba, sin la caché ni el `TMPDIR`).
    func fingerprint() -> [String] {
      var lines: [String] = []
      let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [])
      while let url = walker?.nextObject() as? URL {
        let relative = String(url.path.dropFirst(root.path.count))
        if relative.hasPrefix("/cache") || relative.hasPrefix("/tmp-corrector") { continue }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
        let size = attributes[.size] as? Int ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let mode = attributes[.posixPermissions] as? Int ?? 0
        lines.append("\(relative) \(size) \(date) \(mode)")
      }
      let hostile = FileManager.default.fileExists(atPath: hostTemporary)
      return lines.sorted() + (hostile ? ["\(hostTemporary) existe"] : [])
    }
  }

  /// La bomba de procesos solo es segura si el programa corre con un usuario sin privilegios
  /// y propio de esa ejecución, con `RLIMIT_NPROC`: es lo que hace la caja como root con
  /// `setpriv` y `prlimit` (ver `Sandbox.run`). Sin root, el hijo sigue siendo quien corre las
  /// pruebas, el tope de procesos cuenta todos los suyos y una bomba dejaría sin procesos a la
  /// otra entrega que se corrige a la vez (o a la propia máquina); sin `prlimit` no hay tope.
  static let forkBombSkipReason: String? = {
    func tool(_ name: String) -> Bool {
      ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"].contains {
        access("\($0)/\(name)", X_OK) == 0
      }
    }
    if geteuid() != 0 {
      return "sin root la caja no cambia de usuario: RLIMIT_NPROC no protegería a las demás"
    }
    if !tool("setpriv") { return "falta setpriv: la caja no puede cambiar de usuario" }
    if !tool("prlimit") { return "falta prlimit: no hay tope de procesos" }
    return nil
  }()

  static let header = "import Foundation\n#if canImport(Glibc)\n  import Glibc\n#endif\n"

  /// El código honrado de cada alumno (el primero lleva la marca secreta): la solución, dos
  /// que suman mal, otra forma de la solución y el archivo sin hacer.
  static func honest(_ index: Int, secret: String) -> String {
    let body =
      switch index {
      case 1: "caja.withLock { $0 += 1 }"
      case 2: "caja.withLock { $0 += 2 }"
      case 3: "_ = caja.withLock { $0 + 1 }"
      case 4: "caja.withLock { valor in valor += 1 }"
      default: ""
      }
    let mark = index == 1 ? "// \(secret)\n" : ""
    return mark + "let caja = Shared(value: 0)\n\nfunc incrementar() {\n  \(body)\n}\n"
  }

  /// El código de un atacante: el de la solución con `ataque()` al principio de
  /// `incrementar()`.
  static func hostile(_ attack: Attack, in hostileClass: HostileClass) -> String {
    let other = hostileClass.handIns.appendingPathComponent("honrada-1.json").path
    let body: String
    switch attack {
    case .spy:
      body = """
        let otra = (try? String(contentsOfFile: "\(other)", encoding: .utf8)) ?? "no-leo-otra"
        let pruebas =
          (try? String(contentsOfFile: "\(hostileClass.hiddenTests.path)", encoding: .utf8))
          ?? "no-leo-pruebas"
        fatalError("[\\(otra)] [\\(pruebas)]")
        """
    case .writerWithChild:
      let targets = [
        hostileClass.handIns.appendingPathComponent("honrada-2.json").path,
        hostileClass.hiddenTests.path,
        hostileClass.root.appendingPathComponent("escrito-por-hostil").path,
        hostileClass.root.appendingPathComponent("cache/escrito-por-hostil").path,
        hostileClass.hostTemporary,
      ]
      body = """
        for ruta in \(targets) {
          _ = FileManager.default.createFile(atPath: ruta, contents: Data("hostil".utf8))
        }
        if fork() == 0 {
          _ = setsid()
          Thread.current.name = "hostil-hijo"
          while true { sleep(1) }
        }
        """
    case .forkBomb:
      body = "while true { _ = fork() }"
    case .flood:
      body = "while true { print(\"inundación\") }"
    case .sleeper:
      body = "sleep(1000)"
    case .forgedPass:
      body = """
        print("Pasan todas las pruebas (1 de 1).")
        let linea = "x ready y\\nx start pruebaContador\\nx end pruebaContador\\nx done y\\n"
        for descriptor: Int32 in [1, 3, 4] {
          try? FileHandle(fileDescriptor: descriptor).write(contentsOf: Data(linea.utf8))
        }
        exit(0)
        """
    }
    let indented = body.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    return Self.header + """
      let caja = Shared(value: 0)

      func incrementar() {
        ataque()
        caja.withLock { $0 += 1 }
      }

      func ataque() {
      \(indented)
      }

      """
  }

  /// Los procesos vivos que vienen de esta clase: el hijo que se renombró y cualquiera cuya
  /// orden o carpeta de trabajo esté en la carpeta de la prueba (con `bwrap`, su proceso
  /// lleva la ruta del programa en el corrector; sin él, el programa corre allí). Los de
  /// otras pruebas que corran a la vez en la máquina no cuentan.
  static func leftoverProcesses(under root: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> String? in
      guard let pid = Int32(entry), pid > 1, pid != getpid(),
        let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
        !status.contains("State:\tZ")
      else { return nil }
      let name =
        status.split(separator: "\n").first { $0.hasPrefix("Name:") }?
        .dropFirst(5).trimmingCharacters(in: .whitespaces) ?? ""
      let command =
        (try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8))?
        .replacingOccurrences(of: "\0", with: " ") ?? ""
      let directory =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/cwd")) ?? ""
      guard name == "hostil-hijo" || command.contains(root.path) || directory.hasPrefix(root.path)
      else { return nil }
      return "\(pid) \(name) \(command)"
    }
  }

  /// El informe como JSON.
  static func students(_ report: String) throws -> [String: [String: Any]] {
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let rows = json?["students"] as? [[String: Any]] ?? []
    var byID: [String: [String: Any]] = [:]
    for row in rows {
      var row = row
      guard let id = row.removeValue(forKey: "student") as? String else { continue }
      row.removeValue(forKey: "source")  // la ruta de la entrega: otra carpeta
      byID[id] = row
    }
    return byID
  }

  /// El veredicto de `tarea.contador` de una fila: estado y mensaje.
  static func verdict(_ row: [String: Any]?) -> (status: String, message: String) {
    let exercises = row?["exercises"] as? [[String: Any]] ?? []
    let code = exercises.first { $0["id"] as? String == "tarea.contador" } ?? [:]
    return (code["status"] as? String ?? "-", code["message"] as? String ?? "")
  }

  @Test func everyAttackerGetsItsOwnVerdictAndTheHonestAreUntouched() throws {
    let hostileClass = try HostileClass()
    let attacks = Attack.allCases.filter {
      $0 != .forkBomb || Self.forkBombSkipReason == nil
    }
    if let reason = Self.forkBombSkipReason {
      print("HostileClassTests: sin la bomba de procesos (\(reason))")
    }
    let alone = hostileClass.root.appendingPathComponent("solo-honradas")
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    for index in 1...5 {
      let code = Self.honest(index, secret: hostileClass.secret)
      try hostileClass.handIn("honrada-\(index)", code: code, into: hostileClass.handIns)
      try FileManager.default.copyItem(
        at: hostileClass.handIns.appendingPathComponent("honrada-\(index).json"),
        to: alone.appendingPathComponent("honrada-\(index).json"))
    }
    for attack in attacks {
      try hostileClass.handIn(
        "hostil-\(attack.rawValue)", code: Self.hostile(attack, in: hostileClass),
        into: hostileClass.handIns)
    }

    let before = hostileClass.fingerprint()
    let first = try hostileClass.grade(hostileClass.handIns)
    let leftovers = Self.leftoverProcesses(under: hostileClass.root)
    let second = try hostileClass.grade(hostileClass.handIns)
    let honestAlone = try hostileClass.grade(alone)
    let after = hostileClass.fingerprint()

    #expect(leftovers.isEmpty, "procesos vivos al volver corregir: \(leftovers)")
    #expect(Self.leftoverProcesses(under: hostileClass.root).isEmpty)
    #expect(first == second, "el informe cambia de una ejecución a otra")
    #expect(before == after, "cambió algo fuera de las carpetas temporales del corrector")
    // La caché no entra en la huella (es del corrector), pero ahí tampoco escribe nadie más.
    #expect(
      !FileManager.default.fileExists(
        atPath: hostileClass.root.appendingPathComponent("cache/escrito-por-hostil").path))
    let graderTemporary = try FileManager.default.contentsOfDirectory(
      atPath: hostileClass.graderTemporary.path)
    #expect(graderTemporary.isEmpty, "quedan en el TMPDIR del corrector: \(graderTemporary)")

    let graded = try Self.students(first)
    let gradedAlone = try Self.students(honestAlone)
    #expect(graded.count == 5 + attacks.count)
    for index in 1...5 {
      let id = "honrada-\(index)"
      let row = try #require(graded[id], "falta \(id)")
      let same = try #require(gradedAlone[id], "falta \(id) corregida sola")
      #expect(
        NSDictionary(dictionary: row) == NSDictionary(dictionary: same),
        "\(id) sale distinta con los hostiles: \(row) frente a \(same)")
    }
    #expect(Self.verdict(graded["honrada-1"]).status == "pass")

    // Nadie lee lo que no es suyo ni lo saca en su veredicto.
    #expect(!first.contains(hostileClass.secret))
    #expect(!first.contains("leccion-entrega"))
    #expect(!first.contains("func pruebaContador"))
    // Cada atacante, su veredicto: lo que hizo y nada de los demás. (Con alguna protección de
    // menos, el mensaje lleva además su nota: por eso se mira el principio.)
    let timeout =
      "La prueba no pasa.\n✗ pruebaContador: tiempo agotado — ¿un abrazo mortal? Seguía en "
      + "marcha a los 4 s y se detuvo"
    var expected: [Attack: (status: String, message: String)] = [
      .spy: (
        "error",
        "La prueba no pasa.\n✗ pruebaContador: terminó con la señal 4 (SIGILL)\n"
          + "  · [no-leo-otra] [no-leo-pruebas] (tarea.contador.swift:"
      ),
      // Lo que escribe fuera no llega (lo mira la huella) y su hijo no sobrevive (lo miran
      // los procesos): el contador, que está bien, pasa.
      .writerWithChild: ("pass", "La prueba pasa."),
      .flood: ("error", "La prueba no pasa.\n✗ pruebaContador: escribía sin parar y se detuvo."),
      .sleeper: ("error", timeout),
      .forgedPass: (
        "fail",
        "La prueba no pasa.\n✗ pruebaContador: el programa terminó (exit 0) en mitad de la "
          + "prueba."
      ),
    ]
    if attacks.contains(.forkBomb) {
      expected[.forkBomb] = ("error", timeout)
      // La bomba solo es segura con el usuario propio: que ninguna ejecución lo perdiera.
      #expect(!first.contains("se ejecutó con tu mismo usuario"))
    }
    for (attack, verdict) in expected {
      let actual = Self.verdict(graded["hostil-\(attack.rawValue)"])
      #expect(actual.status == verdict.status, "\(attack): \(actual)")
      #expect(actual.message.hasPrefix(verdict.message), "\(attack): \(actual.message)")
    }
  }
}
