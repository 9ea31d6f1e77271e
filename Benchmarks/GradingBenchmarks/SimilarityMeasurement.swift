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
    var times: [String: Double] = [:]
    for mode in modes {
      var arguments = [folder, "--curso", course, "--trabajos", jobs, "--formato", "json"]
      switch mode {
      case "solo": arguments += ["--solo-similitud"]
      case "corregir": arguments += ["--sin-cache"]
      case "corregir+similitud": arguments += ["--sin-cache", "--similitud"]
      default:
        print("modo desconocido «\(mode)»: solo, corregir o corregir+similitud")
        continue
      }
      arguments += ["--salida", "\(output)/\(mode).json"]
      let start = DispatchTime.now()
      let result = await GradingCommand.execute(arguments: arguments)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      times[mode] = seconds
      print(
        "\(mode): \(String(format: "%.2f", seconds)) s (código \(result.code)) "
          + result.output.joined(separator: " "))
      for error in result.errors { print("  \(error)") }
      if mode == "solo" { summarize("\(output)/\(mode).json") }
    }
    if let grading = times["corregir"] {
      for (mode, seconds) in times.sorted(by: { $0.key < $1.key }) where mode != "corregir" {
        print(
          "\(mode) / corregir = \(String(format: "%.4f", seconds / grading))")
      }
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
