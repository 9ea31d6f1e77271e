import Foundation
import Support
import Workspace

@testable import Grading

/// La clase de atacantes de la issue 23 («Done when»): uno por hallazgo numerado y por cada
/// «What must hold», escritos como los escribiría un alumno (su archivo de código, o su
/// entrega editada a mano), sobre el curso de las pruebas. La usan `AttackerClassTests` (una
/// versión pequeña, en la batería) y `Benchmarks/Sandbox/clase-atacantes.sh` (la clase
/// entera, que la escribe con `LECCION_CLASE_ATACANTES=DIR`).
enum AttackerClass {
  /// Un atacante: su nombre (el del archivo y el alumno), qué hallazgo ataca, el ejercicio
  /// que no debe aprobar (`nil`: toda la entrega debe ser una fila de error) y si es lento
  /// (solo en la clase entera).
  struct Attacker: Sendable {
    var name: String
    var finding: String
    var target: String?
    var slow = false
    /// El texto del archivo `<name>.json`.
    var handIn: @Sendable () throws -> String
  }

  /// Los alumnos honrados de la versión pequeña: la misma solución oficial que copia el
  /// atacante cruzado (`cruzado`), así que su veredicto es el que podría estropear.
  static let honest = ["ana", "bea"]

  static func encoded(_ submission: Submission) throws -> String {
    String(decoding: try submission.encoded(), as: UTF8.self)
  }

  /// Una entrega con las respuestas bien y solo `code` (id → texto).
  static func handIn(_ student: String, code: [String: String]) throws -> String {
    try encoded(GradingFixture.submission(student, code: code))
  }

  /// El archivo de inicio de `caja.sumar` con `extra` detrás.
  static func sumar(_ extra: String, header: String = "") throws -> String {
    header + (try GradingFixture.code("caja.sumar", "inicio")) + "\n" + extra + "\n"
  }

  /// La entrega de `student` (con una pista vista) editada a mano: `replace` por `with`.
  static func edited(_ student: String, _ replace: String, _ with: String) throws -> String {
    var submission = GradingFixture.submission(student, code: [:])
    submission.events.append(
      .hint(0, exercise: "caja.metodo", date: Date(timeIntervalSince1970: 1_900_000_000)))
    return try encoded(submission).replacingOccurrences(of: replace, with: with)
  }

  static let all: [Attacker] = [
    Attacker(
      name: "cdecl", finding: "1a: @_cdecl(\"write\") tira las líneas de fallo",
      target: "caja.sumar"
    ) {
      try handIn(
        "cdecl",
        code: [
          "caja.sumar": try sumar(
            "@_cdecl(\"write\") func escribir(_ fd: Int32, _ b: UnsafeRawPointer?, _ n: Int) -> Int { n }",
            header: "#if canImport(Glibc)\nimport Glibc\n#endif\n")
        ])
    },
    Attacker(name: "igualdad", finding: "1b: == propio de Int, String y Bool", target: "caja.sumar")
    {
      try handIn(
        "igualdad",
        code: [
          "caja.sumar": try sumar(
            """
            extension Int { static func == (l: Int, r: Int) -> Bool { true } }
            extension String { static func == (l: String, r: String) -> Bool { true } }
            extension Bool { static func == (l: Bool, r: Bool) -> Bool { true } }
            """)
        ])
    },
    Attacker(
      name: "cruzado", finding: "2: la solución oficial de uno y un == propio en otro",
      target: "caja.contador"
    ) {
      try handIn(
        "cruzado",
        code: [
          "caja.traspaso": try GradingFixture.code("caja.traspaso", "solucion"),
          "caja.sumar": try GradingFixture.code("caja.sumar", "solucion"),
          "caja.contador": try GradingFixture.code("caja.contador", "inicio")
            + "\nextension Int { static func == (l: Int, r: Int) -> Bool { false } }\n",
        ])
    },
    Attacker(name: "secuencia", finding: "3: un sequence de 10¹¹", target: nil) {
      try edited("secuencia", #""sequence" : 3,"#, #""sequence" : 100000000000,"#)
    },
    Attacker(name: "pista", finding: "3: hintIndex = Int.max", target: nil) {
      try edited("pista", #""hintIndex" : 0,"#, #""hintIndex" : 9223372036854775807,"#)
    },
    Attacker(
      name: "bomba", finding: "4: 16 typealias de tuplas anidadas", target: "caja.sumar",
      slow: true
    ) {
      var bomb = "typealias T0 = (Int, Int)\n"
      for index in 1...16 { bomb += "typealias T\(index) = (T\(index - 1), T\(index - 1))\n" }
      return try handIn("bomba", code: ["caja.sumar": try sumar(bomb + "func usar(_ v: T16) {}")])
    },
    Attacker(
      name: "hijos", finding: "5: cuatro hijos de 1 GiB cada uno", target: "caja.sumar", slow: true
    ) {
      try handIn(
        "hijos",
        code: [
          "caja.sumar": try sumar(
            """
            func ocupar() {
              for _ in 0..<4 where fork() == 0 {
                var monton = [UInt8](repeating: 1, count: 1 << 30)
                for i in Swift.stride(from: 0, to: monton.count, by: 4096) { monton[i] = 2 }
                sleep(30)
                exit(0)
              }
              sleep(30)
            }
            let ocupado: Void = ocupar()
            """, header: "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
          ).replacingOccurrences(
            of: "// TODO: añade la cantidad al saldo.", with: "_ = ocupado")
        ])
    },
    Attacker(
      name: "binario", finding: "6: lee su propio ejecutable y lo cita", target: "caja.sumar"
    ) {
      try handIn(
        "binario",
        code: [
          "caja.sumar": try sumar("", header: "import Foundation\n").replacingOccurrences(
            of: "// TODO: añade la cantidad al saldo.",
            with: """
              let yo = FileManager.default.contents(atPath: "/proc/self/exe")
                ?? FileManager.default.contents(atPath: CommandLine.arguments[0])
              fatalError(yo.map { String(decoding: $0.prefix(200_000), as: UTF8.self) } ?? "no-leo-el-binario")
              """)
        ])
    },
    Attacker(
      name: "memoria-propia", finding: "6: lee su memoria y cita las pruebas del profesor",
      target: "caja.sumar"
    ) {
      try handIn("memoria-propia", code: ["caja.sumar": TeacherTestsLeakTests.attacker])
    },
    Attacker(name: "sin-historial", finding: "7: reescrita en el formato 1", target: nil) {
      HostilePolicyTests.versionOne("sin-historial")
    },
    Attacker(name: "impostor", finding: "7: dice ser «bea», que también entregó", target: nil) {
      try handIn("bea", code: ["caja.sumar": try GradingFixture.code("caja.sumar", "solucion")])
    },
    Attacker(
      name: "escape", finding: "8: ESC, OSC y bidi en el escritor y la huella",
      target: "caja.sumar"
    ) {
      var submission = GradingFixture.submission(
        "escape",
        code: ["caja.sumar": try sumar("// \u{1B}]0;pwn\u{07}\u{202E}")])
      submission.assignment = HostileTextTests.hostile + String(repeating: "f", count: 40)
      for index in submission.events.indices {
        submission.events[index].writer = HostileTextTests.hostile
      }
      return try encoded(submission)
    },
    Attacker(name: "zz", finding: "9: 36 000 diagnósticos", target: "caja.sumar", slow: true) {
      try handIn(
        "zz", code: ["caja.sumar": try sumar(String(repeating: "_ = zz\n", count: 36_000))])
    },
    Attacker(
      name: "salida-temprana", finding: "se va con exit(0) antes de fallar", target: "caja.sumar"
    ) {
      try handIn(
        "salida-temprana",
        code: [
          "caja.sumar": try sumar("", header: "import Foundation\n").replacingOccurrences(
            of: "// TODO: añade la cantidad al saldo.", with: "exit(0)")
        ])
    },
    Attacker(
      name: "hilo", finding: "un hilo escribe líneas de informe falsas tras la prueba",
      target: "caja.sumar"
    ) {
      try handIn(
        "hilo",
        code: [
          "caja.sumar": try sumar("", header: "import Foundation\n").replacingOccurrences(
            of: "// TODO: añade la cantidad al saldo.",
            with: """
              Thread.detachNewThread {
                let falsas = "0 start pruebaSumaCinco\\n1 end pruebaSumaCinco\\n2 done \\n"
                for _ in 0..<1000 { FileHandle(fileDescriptor: 3).write(Data(falsas.utf8)) }
              }
              Thread.sleep(forTimeInterval: 0.2)
              """)
        ])
    },
  ]

  /// Escribe en `folder` las entregas honradas (`honest`) y las de `attackers`; devuelve
  /// `atacante → ejercicio que no debe aprobar` (`""`: fila de error).
  @discardableResult
  static func write(
    to folder: String, honest: [String] = honest, attackers: [Attacker]
  ) throws -> [String: String] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let solutions = try GradingFixture.solutions()
    for student in honest {
      try Data(try handIn(student, code: solutions).utf8).write(
        to: URL(fileURLWithPath: folder + "/" + student + ".json"))
    }
    var targets: [String: String] = [:]
    for attacker in attackers {
      try Data(try attacker.handIn().utf8).write(
        to: URL(fileURLWithPath: folder + "/" + attacker.name + ".json"))
      targets[attacker.name] = attacker.target ?? ""
    }
    return targets
  }
}
