import Foundation
import Grading

/// Lo que cuesta buscar parecidos de código frente a corregir la misma clase (issue 14):
/// `leccion corregir` dentro del proceso, con un reloj por modo. `solo` es `--solo-similitud`,
/// `corregir` la corrección sin caché y `corregir+similitud` la corrección sin caché con
/// `--similitud`; da el tiempo de cada uno, sus cocientes frente a `corregir` y los pares que
/// señaló la búsqueda (la clase de `VariedClass` tiene sus copias al final).
enum SimilarityMeasurement {
  static func run(folder: String, course: String, jobs: String, modes: [String]) async {
    let output = NSTemporaryDirectory() + "leccion-parecidos-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    var results: [(mode: String, wall: Double, cpu: Double)] = []
    for (index, mode) in modes.enumerated() {
      var arguments = [folder, "--curso", course, "--trabajos", jobs, "--formato", "json"]
      switch mode {
      case "solo": arguments += ["--solo-similitud"]
      case "corregir": arguments += ["--sin-cache"]
      case "corregir+similitud": arguments += ["--sin-cache", "--similitud"]
      default:
        print("modo desconocido «\(mode)»: solo, corregir o corregir+similitud")
        continue
      }
      let report = "\(output)/\(index)-\(mode).json"
      arguments += ["--salida", report]
      let cpuBefore = cpuSeconds()
      let start = DispatchTime.now()
      let result = await GradingCommand.execute(arguments: arguments)
      let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      let cpu = cpuSeconds() - cpuBefore
      results.append((mode, wall, cpu))
      print(
        "\(mode): \(String(format: "%.2f", wall)) s de reloj, \(String(format: "%.2f", cpu)) s de"
          + " CPU (código \(result.code)) " + result.output.joined(separator: " "))
      for error in result.errors { print("  \(error)") }
      if mode == "solo" { summarize(report) }
    }
    guard let grading = results.first(where: { $0.mode == "corregir" }) else { return }
    for result in results where result.mode != "corregir" {
      print(
        "\(result.mode) / corregir: reloj \(String(format: "%.4f", result.wall / grading.wall)),"
          + " CPU \(String(format: "%.4f", result.cpu / grading.cpu))")
    }
  }

  /// CPU de este proceso y de los hijos que ya acabaron (`swiftc`, los programas de los
  /// ejercicios): con la máquina cargada, el reloj de pared varía mucho más que esto.
  static func cpuSeconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
      var usage = rusage()
      getrusage(who, &usage)
      total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
  }

  /// Los pares que encontró `--solo-similitud` frente a las copias que escribió `generar`.
  static func summarize(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let similarity = object["similarity"] as? [String: Any],
      let pairs = similarity["pairs"] as? [[String: Any]]
    else {
      print("  (no se pudo leer el informe de parecidos)")
      return
    }
    let found = pairs.compactMap { $0["students"] as? [String] }
    print(
      "  pares señalados: \(found.count): "
        + found.map { $0.joined(separator: "–") }.joined(separator: ", "))
  }
}
