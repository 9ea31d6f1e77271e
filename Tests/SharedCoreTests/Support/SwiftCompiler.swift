import Foundation

/// Compila fragmentos de Swift contra el módulo SharedCore ya construido, para probar lo
/// que compila y lo que no, y para fabricar procesos hijos que usan el motor.
enum SwiftCompiler {
  /// El resultado de una invocación de `swiftc`.
  struct Outcome: Sendable {
    var status: Int32
    var diagnostics: String
    var succeeded: Bool { status == 0 }
  }

  enum Failure: Error, CustomStringConvertible {
    case missingBuild(String)
    case missingCompiler
    case compilation(String)

    var description: String {
      switch self {
      case .missingBuild(let place):
        return "No se encontró el módulo SharedCore construido (se buscó junto a \(place))."
      case .missingCompiler: return "No se encontró swiftc en el PATH ni en /opt/swift/usr/bin."
      case .compilation(let diagnostics): return "El fragmento no compiló:\n\(diagnostics)"
      }
    }
  }

  /// La carpeta de construcción que contiene `Modules/SharedCore.swiftmodule`, buscada
  /// hacia arriba desde el ejecutable de las pruebas (`.build/<triple>/debug/…xctest`) y,
  /// si no, en `.build/debug` de la raíz del paquete.
  static let buildDirectory: URL? = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let argument = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var candidates: [URL] = []
    for start in [executable, argument] {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<5 {
        candidates.append(directory)
        directory = directory.deletingLastPathComponent()
      }
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.first { directory in
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Modules/SharedCore.swiftmodule").path)
    }
  }()

  static let swiftc: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
    return directories.lazy
      .map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Ejecuta `swiftc -typecheck` sobre `source` importando SharedCore.
  static func typecheck(_ source: String) async throws -> Outcome {
    let build = try requireBuild()
    let file = try write(source, named: "fragmento.swift")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    return try await run([
      "-typecheck", "-I", build.appendingPathComponent("Modules").path, file.path,
    ])
  }

  /// Compila `source` como ejecutable enlazado con los objetos de SharedCore. Se guarda en
  /// caché por contenido, así que compilar dos veces lo mismo es gratis.
  static func executable(_ source: String, named name: String) async throws -> URL {
    let build = try requireBuild()
    let objects = try FileManager.default
      .contentsOfDirectory(atPath: build.appendingPathComponent("SharedCore.build").path)
      .filter { $0.hasSuffix(".o") }
      .sorted()
      .map { build.appendingPathComponent("SharedCore.build/\($0)").path }
    let stamps = objects.map { path -> String in
      let date =
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
      return "\(path)@\(date?.timeIntervalSince1970 ?? 0)"
    }
    let fingerprint = fnv1a(([source] + stamps).joined(separator: "\n"))
    let output = cacheDirectory.appendingPathComponent("\(name)-\(fingerprint)")
    return try await Builds.shared.once(output.path) {
      try await compile(source, objects: objects, build: build, name: name, output: output)
    }
  }

  /// Una compilación por ejecutable, aunque lo pidan varias pruebas a la vez.
  private actor Builds {
    static let shared = Builds()
    private var tasks: [String: Task<URL, any Error>] = [:]

    func once(_ key: String, _ body: @escaping @Sendable () async throws -> URL) async throws -> URL
    {
      if let task = tasks[key] { return try await task.value }
      let task = Task { try await body() }
      tasks[key] = task
      return try await task.value
    }
  }

  private static func compile(
    _ source: String, objects: [String], build: URL, name: String, output: URL
  ) async throws -> URL {
    if FileManager.default.isExecutableFile(atPath: output.path) { return output }
    let file = try write(source, named: "main.swift")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let temporary = file.deletingLastPathComponent().appendingPathComponent(name)
    // Con `--sanitize=thread` los objetos de SharedCore llevan instrumentación de TSan,
    // y el ejecutable tiene que enlazar su runtime.
    let sanitizer = isThreadSanitized ? ["-sanitize=thread"] : []
    let outcome = try await run(
      [file.path, "-I", build.appendingPathComponent("Modules").path, "-o", temporary.path]
        + sanitizer + objects)
    guard outcome.succeeded else { throw Failure.compilation(outcome.diagnostics) }
    // Las versiones viejas de este programa sobran; la nueva llega con un `rename` atómico.
    let stale = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
    for entry in stale where entry.hasPrefix("\(name)-") && entry != output.lastPathComponent {
      try? FileManager.default.removeItem(at: cacheDirectory.appendingPathComponent(entry))
    }
    if rename(temporary.path, output.path) != 0,
      !FileManager.default.fileExists(atPath: output.path)
    {
      throw Failure.compilation("No se pudo mover el ejecutable a \(output.path).")
    }
    return output
  }

  /// Ejecuta un programa, espera a que acabe y devuelve su estado y su salida.
  static func runProgram(
    _ program: URL, arguments: [String], environment: [String: String] = [:]
  ) async throws -> Outcome {
    try await launch(program, arguments: arguments, environment: environment)
  }

  // MARK: Detalles

  /// Una caché que sobrevive entre ejecuciones: el nombre lleva la huella del fuente y de
  /// los objetos de SharedCore.
  private static let cacheDirectory: URL = {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedCoreTests-compilados", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }()

  /// Si este proceso corre con ThreadSanitizer.
  private static let isThreadSanitized: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    return dlsym(handle, "__tsan_init") != nil
  }()

  /// Una huella estable (FNV-1a de 64 bits); `Hasher` cambia de semilla en cada proceso.
  private static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  private static func requireBuild() throws -> URL {
    guard let buildDirectory else { throw Failure.missingBuild(CommandLine.arguments.first ?? "?") }
    return buildDirectory
  }

  private static func write(_ source: String, named name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedCoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try source.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  private static func run(_ arguments: [String]) async throws -> Outcome {
    guard let swiftc else { throw Failure.missingCompiler }
    return try await launch(swiftc, arguments: arguments, environment: [:])
  }

  /// Lanza un proceso con la salida a un archivo (una tubería llena lo bloquearía) y espera
  /// su final sin ocupar un hilo del conjunto cooperativo.
  private static func launch(
    _ program: URL, arguments: [String], environment: [String: String]
  ) async throws -> Outcome {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedCoreTests-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Outcome(status: status, diagnostics: output)
  }
}
