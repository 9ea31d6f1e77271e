import Foundation
import Support

/// Un archivo para comprobar si compila contra SharedCore: su nombre (único en la
/// compilación; es el que llevan los diagnósticos), su texto y si hace de `main.swift`
/// (admite código en el nivel superior).
struct CompilationSource: Sendable, Hashable {
  var name: String
  var contents: String
  var isMain: Bool
}

extension CodeRunner {
  /// Comprueba que `sources` compilan juntos contra SharedCore, con `import SharedCore`
  /// implícito, sin generar código: `swiftc -emit-sil`, que además de los tipos pasa los
  /// análisis obligatorios (variables sin inicializar, `return` que falta…) que
  /// `-typecheck` no ve. Como mucho un archivo puede ser `isMain`. El resultado se guarda
  /// en la caché.
  ///
  /// - Returns: los diagnósticos, con el nombre de cada archivo y sus líneas.
  func compileWithoutLinking(
    _ sources: [CompilationSource]
  ) throws(CodeRunnerError) -> [CompilerDiagnostic] {
    var hash = SHA256()
    hash.update(field: "sil-1")
    hash.update(field: compilerFingerprint)
    for flag in silFlags { hash.update(field: flag) }
    for module in options.implicitImports { hash.update(field: module) }
    for source in sources {
      hash.update(field: source.name)
      hash.update(field: source.isMain ? "main" : "biblioteca")
      hash.update(field: source.contents)
    }
    let key = hash.hexDigest()
    if let cached = cache?.load([CompilerDiagnostic].self, key: key) { return cached }

    let directory = try Self.temporaryDirectory(prefix: "leccion-bloques")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var paths: [String] = []
    for (index, source) in sources.enumerated() {
      let path = directory + (source.isMain ? "/main.swift" : "/f\(index).swift")
      let tag = HarnessSource.locationTag(unit: 0, file: index, name: source.name)
      let text = HarnessSource.wrap(source.contents, tag: tag, imports: options.implicitImports)
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        throw .fileSystem(path: path, reason: "no se pudo escribir")
      }
      paths.append(path)
    }
    // En la misma caja que el código de una persona (`SwiftCompiler.invoke`): sin la carpeta
    // personal ni el `/tmp` del anfitrión, con la caché de módulos preparada y de solo
    // lectura, con topes de CPU, reloj y memoria, y sin dejar ningún proceso detrás.
    let result = try compiler.invoke(silFlags + paths, in: directory)
    if result.cancelled { throw .cancelled }
    let text = String(decoding: result.output, as: UTF8.self)
    var diagnostics = CompilerDiagnostic.parse(text)
    let timedOut =
      result.timedOut
      || (result.termination != .exited(0) && text.contains(SwiftCompiler.cpuLimitMark))
    let failed = result.termination != .exited(0) || timedOut
    if failed && !diagnostics.contains(where: { $0.severity == .error }) {
      let reason =
        timedOut
        ? compiler.timeoutMessage()
        : text.trimmingCharacters(in: .whitespacesAndNewlines)
      diagnostics.append(
        CompilerDiagnostic(
          origin: .harness, file: nil, line: nil, column: nil, severity: .error,
          message: reason, unit: nil))
    }
    if !timedOut { cache?.save(diagnostics, key: key) }
    return diagnostics
  }

  /// `swiftc -emit-sil` en un solo proceso (`-wmo`), a ninguna parte.
  private var silFlags: [String] {
    [
      "-emit-sil", "-wmo", "-o", "/dev/null",
      "-swift-version", options.languageMode, "-Onone",
      "-module-name", SwiftCompiler.moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
      "-I", toolchain.moduleDirectory,
    ]
  }
}
