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
      let cpuBefore = Measurement.cpuSeconds()
      let start = DispatchTime.now()
      var lines: [String] = []
      var errors: [String] = []
      let code = await GradingCommand.run(
        arguments: arguments, output: { lines.append($0) }, errorOutput: { errors.append($0) })
      let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      let cpu = Measurement.cpuSeconds() - cpuBefore
      results.append((mode, wall, cpu))
      print(
        "\(mode): \(String(format: "%.2f", wall)) s de reloj, \(String(format: "%.2f", cpu)) s de"
          + " CPU (código \(code)) " + lines.joined(separator: " "))
      for error in errors { print("  \(error)") }
      if mode == "solo" { summarize(report) }
    }
    guard let grading = results.first(where: { $0.mode == "corregir" }) else { return }
    for result in results where result.mode != "corregir" {
      print(
        "\(result.mode) / corregir: reloj \(String(format: "%.4f", result.wall / grading.wall)),"
          + " CPU \(String(format: "%.4f", result.cpu / grading.cpu))")
    }
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
