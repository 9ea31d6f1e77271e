import Foundation
import Support

/// El enlace de una comprobación como **una** orden, `ld.lld`, cuando ya se sabe lo que
/// `swift-autolink-extract` escribiría (`AutolinkEntries`): sin él (≈ 17 ms de CPU) ni el
/// driver de `clang` (≈ 9 ms), que no hace más que añadir a las opciones los objetos de
/// arranque de C (`crt1.o`…), las carpetas de búsqueda y las bibliotecas de C.
///
/// La orden se le pide al propio `clang` (`clang … -###`, que no enlaza nada) con la línea de
/// `clang` del plan de `LinkPlan` y, en lugar del archivo `@….autolink`, las bibliotecas que
/// habría tenido: es la misma orden de `ld.lld` que lanzaría `clang`, con los mismos
/// argumentos en el mismo orden. Se recuerda como los planes de `FrontendPlan` (en el proceso
/// y en `planes/`), por la huella del compilador, la línea de `clang` y esas bibliotecas.
/// Si la respuesta no es exactamente una orden de `…/ld.lld`, no hay plan y se enlaza como
/// antes.
///
/// ```swift
/// LinkerPlan.linker(clangLine: línea, autolink: ["-lswiftCore", …], …)
/// // "\"/opt/swift/usr/bin/ld.lld\" \"--hash-style=gnu\" … \"-o\" \"/@carpeta…@/programa\" …"
/// ```
enum LinkerPlan {
  /// La orden de `ld.lld` (entrecomillada para `/bin/sh`, con el comodín de la carpeta de la
  /// compilación), o `nil`.
  ///
  /// - Parameters:
  ///   - clangLine: la línea de `clang` del plan de `LinkPlan`, con el comodín.
  ///   - autolink: lo que `swift-autolink-extract` escribiría, una opción por elemento.
  static func linker(
    clangLine: String, autolink: [String], environment: [String: String], fingerprint: String,
    store: String?
  ) -> String? {
    let words = clangLine.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let responses = words.filter { $0.hasPrefix("@") }
    guard responses.count == 1, let response = responses.first, response.hasSuffix(".autolink"),
      response.hasPrefix("@" + FrontendPlan.placeholder + "/")
    else { return nil }
    let line = words.flatMap { $0 == response ? autolink : [$0] }.joined(separator: " ")
    var hash = SHA256()
    hash.update(field: "ld-1")
    hash.update(field: fingerprint)
    hash.update(field: line)
    return FrontendPlan.plan(
      key: hash.hexDigest(), store: store, parse: parse,
      ask: { ask(line, environment: environment) })
  }

  /// Lee la respuesta de `clang -###`: la única línea que es una orden (empieza por
  /// `"/…/ld.lld"`), sin nada que el shell leería de otra forma que `clang` (comillas
  /// dobles; `\$` y `\"` dentro).
  static func parse(_ output: String) -> String? {
    let commands = output.split(separator: "\n").filter { $0.hasPrefix(" \"") }
    guard commands.count == 1, let command = commands.first else { return nil }
    let line = String(command.dropFirst())
    guard let first = line.split(separator: " ").first, first.hasPrefix("\"/"),
      first.hasSuffix("/ld.lld\""), line.unicodeScalars.allSatisfy(isSafe),
      !line.contains("TemporaryDirectory."), isQuotedForShell(line)
    else { return nil }
    return line
  }

  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.value >= 32 && scalar.value < 127 && scalar != "`" && scalar != "'"
  }

  /// Cada palabra entre comillas dobles, y dentro solo `\$`, `\"` o `\\` escapados: así el
  /// shell no expande nada.
  private static func isQuotedForShell(_ line: String) -> Bool {
    var inside = false
    var escaped = false
    for character in line {
      if escaped {
        guard character == "$" || character == "\"" || character == "\\" else { return false }
        escaped = false
      } else if character == "\\" {
        guard inside else { return false }
        escaped = true
      } else if character == "\"" {
        inside.toggle()
      } else if character == "$" {
        return false
      } else if !inside && character != " " {
        return false
      }
    }
    return !inside && !escaped
  }

  /// Lo que escribe `clang … -###`, con la carpeta de la compilación en una carpeta propia
  /// (los objetos, vacíos: `clang` mira que existan) y vuelta a cambiar por el comodín.
  static func ask(_ line: String, environment: [String: String]) -> String? {
    guard let scratch = try? CodeRunner.temporaryDirectory(prefix: "leccion-plan") else {
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let mapped = line.replacingOccurrences(of: FrontendPlan.placeholder, with: scratch)
    for word in mapped.split(separator: " ") where word.hasPrefix(scratch + "/") {
      if word.hasSuffix(".o") {
        FileManager.default.createFile(atPath: String(word), contents: nil)
      }
    }
    var environment = environment
    environment["TMPDIR"] = scratch
    let request = ChildProcess.Request(
      executable: "/bin/sh", arguments: ["-c", mapped + " -###"], environment: environment,
      timeout: 60, outputLimit: 1 << 20)
    guard let result = try? ChildProcess.run(request), result.termination == .exited(0),
      !result.outputTruncated
    else { return nil }
    let text = String(decoding: result.output, as: UTF8.self)
      .replacingOccurrences(of: scratch, with: FrontendPlan.placeholder)
    return text.contains(scratch) ? nil : text
  }
}
