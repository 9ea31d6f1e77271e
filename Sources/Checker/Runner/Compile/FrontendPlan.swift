import Foundation
import Support
import Synchronization

/// Lo que haría `swiftc` con unas opciones, para llamar directamente a `swift-frontend` cuando
/// el driver no haría más que lanzar uno: se ahorra la planificación del driver (un 14 % de
/// la CPU de una compilación pequeña, `Sources/LeccionHarness/README.md`).
///
/// El plan se le pide al propio driver (`swiftc … -###`, que no compila nada) y se recuerda,
/// en el proceso y en disco, por la huella del compilador y las opciones, con la carpeta de
/// la compilación cambiada por `placeholder`. Si el driver planea más de un trabajo (compilar
/// y enlazar), si el plan no es una sola línea que empieza por `swift-frontend -frontend`, o
/// si algún argumento tiene algo que habría que entrecomillar, no hay plan y se llama a
/// `swiftc` como siempre: un compilador con otra disposición sigue funcionando.
///
/// ```swift
/// let orden = FrontendPlan.direct([swiftc, "-c", …], directory: "/compilacion", …)
/// // ["/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", …] o nil
/// ```
enum FrontendPlan {
  /// Lo que ocupa el lugar de la carpeta de la compilación en la clave y en el plan guardado.
  static let placeholder = "/@carpeta-de-la-compilacion@"

  private static let memo = Mutex<[String: any Sendable]>([:])

  /// `command` (`[swiftc, argumentos…]`) como una llamada a `swift-frontend`, o `nil`.
  ///
  /// - Parameters:
  ///   - directory: la carpeta de la compilación tal como la ven los argumentos.
  ///   - environment: el entorno con que se ejecutará (el driver lo lee).
  ///   - fingerprint: la huella del compilador y del motor (`SwiftCompiler.fingerprint()`).
  ///   - store: la carpeta donde guardar los planes entre procesos (`nil`: solo en memoria).
  static func direct(
    _ command: [String], directory: String, environment: [String: String], fingerprint: String,
    store: String?
  ) -> [String]? {
    guard let swiftc = command.first, !directory.isEmpty, command.allSatisfy(isPlain) else {
      return nil
    }
    let generic = command.map { replace(directory, with: placeholder, in: $0) }
    var hash = SHA256()
    hash.update(field: "plan-1")
    hash.update(field: fingerprint)
    for argument in generic { hash.update(field: argument) }
    let key = hash.hexDigest()
    guard
      let plan = plan(
        key: key, store: store, parse: parse,
        ask: { ask(swiftc, Array(generic.dropFirst()), environment: environment) })
    else { return nil }
    return plan.map { replace(placeholder, with: directory, in: $0) }
  }

  /// El plan de `key`: recordado, guardado en `store` (se vuelve a leer con `parse`) o
  /// pedido al driver con `ask`.
  static func plan<Plan: Sendable>(
    key: String, store: String?, parse: (String) -> Plan?, ask: () -> String?
  ) -> Plan? {
    if let known = memo.withLock({ $0[key] }) as? Plan { return known }
    if let text = load(key: key, store: store), let known = parse(text) {
      memo.withLock { $0[key] = known }
      return known
    }
    guard let text = ask(), let asked = parse(text) else { return nil }
    memo.withLock { $0[key] = asked }
    save(text, key: key, store: store)
    return asked
  }

  /// Un argumento que el driver escribe tal cual en `-###` (sin comillas ni escapes).
  static func isPlain(_ argument: String) -> Bool {
    !argument.isEmpty
      && argument.unicodeScalars.allSatisfy {
        $0.isASCII && $0.value > 32 && $0.value < 127
          && !"\"'\\$`&;|<>(){}*?[]#~!".unicodeScalars.contains($0)
      }
  }

  /// `text` con `old` cambiado por `new` si es la carpeta o empieza por ella.
  static func replace(_ old: String, with new: String, in text: String) -> String {
    if text == old { return new }
    if text.hasPrefix(old + "/") { return new + text.dropFirst(old.count) }
    return text
  }

  /// Lee el plan de `-###`: una sola línea, `…/swift-frontend -frontend …`, sin comillas.
  static func parse(_ output: String) -> [String]? {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.count == 1, let line = lines.first else { return nil }
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard words.count > 2, let frontend = words.first, frontend.hasPrefix("/"),
      frontend.hasSuffix("/swift-frontend"), words[1] == "-frontend",
      words.allSatisfy(isPlain), FileManager.default.isExecutableFile(atPath: frontend)
    else { return nil }
    return words
  }

  /// Lo que escribe `swiftc … -###`, o `nil`. El driver deja una carpeta
  /// `TemporaryDirectory.*` en su `TMPDIR` aunque no compile nada: se le da una propia, que
  /// se borra después.
  static func ask(_ swiftc: String, _ arguments: [String], environment: [String: String])
    -> String?
  {
    guard let scratch = try? CodeRunner.temporaryDirectory(prefix: "leccion-plan") else {
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var environment = environment
    environment["TMPDIR"] = scratch
    let request = ChildProcess.Request(
      executable: swiftc, arguments: arguments + ["-###"], environment: environment,
      timeout: 60, outputLimit: 1 << 20)
    guard let result = try? ChildProcess.run(request), result.termination == .exited(0),
      !result.outputTruncated
    else { return nil }
    let text = unmapped(String(decoding: result.output, as: UTF8.self), scratch: scratch)
    return text.contains(scratch) ? nil : text
  }

  /// Las opciones que el driver escribe en un mapa de salidas (`-supplementary-output-file-map`,
  /// en su carpeta temporal) cuando compila varios archivos con `-wmo`, y las que dicen lo mismo
  /// en la línea de órdenes (como las escribe él con uno o dos archivos).
  static let mappedOutputs = [
    "swiftmodule": "-emit-module-path", "swiftdoc": "-emit-module-doc-path",
    "swiftsourceinfo": "-emit-module-source-info-path",
  ]

  /// `text` con `-supplementary-output-file-map RUTA` cambiado por las opciones de su
  /// contenido, si el mapa está en `scratch`, tiene una sola entrada y solo las salidas del
  /// módulo (`mappedOutputs`), o ninguna (el driver lo escribe así con tres archivos o más y
  /// sin módulo: las pruebas de un lote; entonces la opción sobra); si no, tal cual (y el plan
  /// no vale, porque nombra `scratch`).
  static func unmapped(_ text: String, scratch: String) -> String {
    let option = "-supplementary-output-file-map "
    guard let start = text.range(of: option) else { return text }
    let path = String(text[start.upperBound...].prefix { $0 != " " && $0 != "\n" })
    guard path.hasPrefix(scratch + "/"), let data = FileManager.default.contents(atPath: path),
      let map = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]],
      map.count == 1, let outputs = map.values.first
    else { return text }
    if outputs.isEmpty {
      return text.replacingOccurrences(of: " " + option + path, with: "")
    }
    var flags: [String] = []
    for (kind, output) in outputs.sorted(by: { $0.key < $1.key }) {
      guard let flag = mappedOutputs[kind], isPlain(output) else { return text }
      flags += [flag, output]
    }
    return text.replacingOccurrences(
      of: option + path, with: flags.joined(separator: " "))
  }

  /// Lo guardado con `key` en `store` (la salida de `-###`), si está.
  static func load(key: String, store: String?) -> String? {
    guard let store, let data = FileManager.default.contents(atPath: path(key: key, store: store))
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Guarda la salida de `-###` con `key` (escritura atómica).
  static func save(_ text: String, key: String, store: String?) {
    guard let store else { return }
    let destination = path(key: key, store: store)
    try? FileManager.default.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try? AtomicFile.write(Data(text.utf8), toPath: destination, durable: false)
  }

  private static func path(key: String, store: String) -> String {
    store + "/" + key.prefix(2) + "/" + key + ".txt"
  }
}
