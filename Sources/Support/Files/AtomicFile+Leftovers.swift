import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension AtomicFile {
  /// Borra de `directory` los temporales que dejó una escritura atómica interrumpida
  /// (`.NOMBRE.tmp-PID-N`, el nombre que usa `write`) de los archivos que `owns` reconoce.
  ///
  /// Solo se borra un temporal cuyo proceso ya no existe, o que es más viejo que el proceso
  /// que hoy tiene ese número (el número se reutilizó): el de una escritura en marcha de otro
  /// proceso vivo se deja. Devuelve los nombres borrados.
  ///
  /// ```swift
  /// AtomicFile.removeLeftovers(in: "/home/ana/curso") { $0 == "progreso.json" }
  /// // [".progreso.json.tmp-4242-17"]
  /// ```
  @discardableResult
  public static func removeLeftovers(
    in directory: String, owns: (String) -> Bool
  ) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    var removed: [String] = []
    for name in names.sorted() {
      guard let leftover = Leftover(name), owns(leftover.document) else { continue }
      let path = directory + "/" + name
      guard leftover.isAbandoned(path: path), unlink(path) == 0 else { continue }
      removed.append(name)
    }
    return removed
  }
}

/// Un nombre `.NOMBRE.tmp-PID-N`, leído.
struct Leftover {
  /// `NOMBRE`: el archivo que se estaba escribiendo.
  var document: String
  var pid: pid_t

  init?(_ name: String) {
    guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else {
      return nil
    }
    let document = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
    let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard !document.isEmpty, numbers.count == 2, let pid = pid_t(numbers[0]), pid > 0,
      UInt32(numbers[1]) != nil
    else { return nil }
    self.document = document
    self.pid = pid
  }

  /// Si nadie lo está escribiendo: su proceso no existe, o empezó después de la última
  /// modificación del temporal.
  func isAbandoned(path: String) -> Bool {
    if pid == getpid() { return false }
    if kill(pid, 0) != 0 && errno == ESRCH { return true }
    guard let started = Self.startTime(of: pid), let modified = Self.modificationTime(path) else {
      return false
    }
    return modified < started
  }

  /// La hora de la última modificación de `path`, en segundos desde 1970.
  static func modificationTime(_ path: String) -> Double? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
  }

  /// Cuándo empezó el proceso `pid`, en segundos desde 1970 (de `/proc/PID/stat`, en
  /// tics desde el arranque, y de `btime` en `/proc/stat`).
  static func startTime(of pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.range(of: ")", options: .backwards),
      let system = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
      let boot = system.split(separator: "\n").first(where: { $0.hasPrefix("btime ") })
        .flatMap({ Double($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) })
    else { return nil }
    // Tras «) », el estado es el campo 3; el inicio, el 22.
    let fields = stat[close.upperBound...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
    let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    return boot + ticks / (perSecond > 0 ? perSecond : 100)
  }
}
