import Foundation
import Testing

/// Ctrl-C en mitad de `leccion corregir`: termina con 130 y no deja nada suyo, ni carpetas en
/// su `TMPDIR` (compilaciones, cajas, las pruebas compiladas de la clase) ni cgroups de los
/// procesos que tenía en marcha, ni procesos. Antes quedaban `leccion-caja-*` y
/// `leccion-compilar-*` con programas dentro y grupos vacíos en `/sys/fs/cgroup`.
@Suite(.serialized) struct GradingInterruptTests {
  @Test func ctrlCInTheMiddleOfAClassLeavesNothingBehind() throws {
    let hostileClass = try HostileClassTests.HostileClass()
    // Dos que duermen más que el límite: la señal llega con un programa en marcha.
    for student in ["dormilona-1", "dormilona-2"] {
      try hostileClass.handIn(
        student, code: HostileClassTests.hostile(.sleeper, in: hostileClass),
        into: hostileClass.handIns)
    }
    let temporary = hostileClass.graderTemporary.path
    let grading = try hostileClass.leccion.start(
      [
        "corregir", hostileClass.handIns.path, "--trabajos", "2", "--sin-cache", "--tiempo", "4",
        "--curso", hostileClass.course.path,
      ], environment: ["TMPDIR": temporary])
    let pid = grading.0.processIdentifier
    let collected = Leccion.Collected(output: grading.output, errors: grading.errors)
    // Hasta que haya un programa de la clase en marcha (como mucho 60 s).
    var descendants: [Int32] = []
    for _ in 0..<600 {
      descendants = Self.descendants(of: pid)
      if descendants.contains(where: { Self.name(of: $0) == "programa" }) { break }
      usleep(100_000)
    }
    #expect(
      descendants.contains { Self.name(of: $0) == "programa" },
      "corregir no llegó a ejecutar ningún programa")
    kill(pid, SIGINT)
    Leccion.waitForExit(grading.0, "corregir tras Ctrl-C")
    #expect(grading.0.terminationStatus == 130, "\(collected.errors())")
    #expect(!collected.output().contains("Corrección de"), "escribió un informe tras Ctrl-C")
    // Lo deshace un `sh` aparte en cuanto `leccion` sale: se le dan 10 s.
    var left: [String] = []
    var groups: [String] = []
    for _ in 0..<100 {
      left = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
      groups = Self.cgroups(of: pid)
      if left.isEmpty && groups.isEmpty { break }
      usleep(100_000)
    }
    #expect(left.isEmpty, "queda en el TMPDIR del corrector: \(left)")
    #expect(groups.isEmpty, "quedan cgroups: \(groups)")
    // Lo que tenía en marcha muere con sus grupos (las cajas, en cuanto ven que se fue).
    var alive: [String] = []
    for _ in 0..<50 {
      alive = descendants.filter { Self.isAlive($0) }.map { "\($0) \(Self.name(of: $0))" }
      if alive.isEmpty { break }
      usleep(100_000)
    }
    #expect(alive.isEmpty, "procesos vivos tras Ctrl-C: \(alive)")
  }

  /// Todos los descendientes de `pid` ahora (`/proc/PID/task/*/children`).
  static func descendants(of pid: Int32) -> [Int32] {
    var found: [Int32] = []
    var pending = [pid]
    while let next = pending.popLast() {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(next)/task")) ?? []
      for task in tasks {
        let text =
          (try? String(contentsOfFile: "/proc/\(next)/task/\(task)/children", encoding: .utf8))
          ?? ""
        let children = text.split(separator: " ").compactMap { Int32($0) }
        found += children
        pending += children
      }
    }
    return found
  }

  static func name(of pid: Int32) -> String {
    ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .newlines)
  }

  /// Si `pid` existe y no es un zombi.
  static func isAlive(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return false
    }
    return !status.contains("State:\tZ")
  }

  /// Los cgroups `leccion-PID-*` de `pid`, en cualquier jerarquía montada.
  static func cgroups(of pid: Int32) -> [String] {
    var found: [String] = []
    let mounts = (try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)) ?? ""
    for line in mounts.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 2, fields[2] == "cgroup" || fields[2] == "cgroup2" else { continue }
      var pending = [String(fields[1])]
      while let folder = pending.popLast(), found.count < 100 {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries {
          var isFolder: ObjCBool = false
          let path = folder + "/" + entry
          guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            isFolder.boolValue
          else { continue }
          if entry.hasPrefix("leccion-\(pid)-") { found.append(path) } else { pending.append(path) }
        }
      }
    }
    return found
  }
}
