import Foundation
import Support

/// El enlace de una comprobación sin el driver de Swift: lo que `swiftc … -###` haría
/// (`swift-autolink-extract`, que saca de los objetos las bibliotecas que piden, y `clang`,
/// que enlaza con ellas y con `lld`), ejecutado por `/bin/sh` tal como lo escribe el driver,
/// que ya lo entrecomilla para un shell. Se ahorra su planificación: enlazar un programa de
/// ejercicio, 0,12 s de CPU con `swiftc`, 0,02 + 0,055 s con las dos órdenes sueltas.
///
/// Solo si el plan son exactamente esas dos líneas, sin nada de una carpeta temporal del
/// driver, y si la carpeta de la compilación no tiene nada que un shell leería de otra forma
/// (se pone en el texto en lugar del comodín de `FrontendPlan`); si no, `nil` y se enlaza
/// con `swiftc`. El plan se recuerda y se guarda como los de `FrontendPlan`.
///
/// ```swift
/// LinkPlan.direct([swiftc, "-o", "/compilacion/programa", …], directory: "/compilacion", …)
/// // ["/bin/sh", "-c", "…/swift-autolink-extract … && exec …/clang …"] o nil
/// ```
enum LinkPlan {
  /// `command` (`[swiftc, argumentos…]`, un enlace) como una llamada a `/bin/sh`, o `nil`.
  ///
  /// Con `autolink` (lo que `swift-autolink-extract` escribiría para esos objetos,
  /// `AutolinkEntries`), si se puede, solo `ld.lld` (`LinkerPlan`).
  static func direct(
    _ command: [String], directory: String, environment: [String: String], fingerprint: String,
    store: String?, autolink: [String]? = nil
  ) -> [String]? {
    guard let swiftc = command.first, FrontendPlan.isPlain(directory) else { return nil }
    let generic = command.map {
      FrontendPlan.replace(directory, with: FrontendPlan.placeholder, in: $0)
    }
    var hash = SHA256()
    hash.update(field: "enlace-1")
    hash.update(field: fingerprint)
    for argument in generic { hash.update(field: argument) }
    guard
      let lines = FrontendPlan.plan(
        key: hash.hexDigest(), store: store, parse: parse,
        ask: { FrontendPlan.ask(swiftc, Array(generic.dropFirst()), environment: environment) })
    else { return nil }
    var script = lines.extract + " && exec " + lines.clang
    if let autolink,
      let linker = LinkerPlan.linker(
        clangLine: lines.clang, autolink: autolink, environment: environment,
        fingerprint: fingerprint, store: store)
    {
      script = "exec " + linker
    }
    return [
      "/bin/sh", "-c", script.replacingOccurrences(of: FrontendPlan.placeholder, with: directory),
    ]
  }

  /// Las dos órdenes del plan de un enlace.
  struct Lines: Sendable, Hashable {
    /// `…/swift-autolink-extract …`
    var extract: String
    /// `…/clang …`
    var clang: String
  }

  /// Las dos líneas de `-###`, o `nil` si no son `…/swift-autolink-extract …` y `…/clang …`.
  static func parse(_ output: String) -> Lines? {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.count == 2,
      let extract = lines[0].split(separator: " ").first.map(String.init),
      let clang = lines[1].split(separator: " ").first.map(String.init),
      extract.hasPrefix("/"), extract.hasSuffix("/swift-autolink-extract"),
      clang.hasPrefix("/"), clang.hasSuffix("/clang") || clang.hasSuffix("/clang++"),
      FileManager.default.isExecutableFile(atPath: extract),
      FileManager.default.isExecutableFile(atPath: clang),
      !output.contains("TemporaryDirectory.")
    else { return nil }
    return Lines(extract: String(lines[0]), clang: String(lines[1]))
  }
}
