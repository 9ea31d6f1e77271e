import Foundation
import Testing

@testable import Checker

/// Lo que ve el compilador: se cambia `swiftc` por un guion que lo cuenta (el entorno, la
/// raíz, `/tmp`, la red, el usuario y si puede escribir en la caché de módulos).
@Suite("Ataques: lo que ve el compilador", .serialized)
struct CompilerViewTests {
  /// Con `-###` (el plan que se le pide al driver fuera de la caja, `FrontendPlan.ask`) y al
  /// preparar la caché no cuenta nada: solo cuenta lo que ve dentro de la caja.
  static let script = """
    #!/bin/sh
    case "$*" in *calentar*|*-###*) exit 0 ;; esac
    echo "ENTORNO $(env | cut -d= -f1 | grep -v -e '^PWD$' -e '^SHLVL$' -e '^_$' | sort | tr '\\n' ' ')"
    echo "TMP $(ls -A /tmp | tr '\\n' ' ')"
    echo "RAIZ $(ls / | tr '\\n' ' ')"
    [ -e "$1" ] && echo "VE_CASA"
    echo "RED $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\\n' ' ')"
    echo "USUARIO $(id -u)"
    touch /modulos/intruso 2>/dev/null && echo "ESCRIBE_MODULOS"
    echo "PID $$"
    """

  /// Un compilador falso en una carpeta propia (`<carpeta>/bin/swiftc`).
  static func fakeToolchain(in directory: String) throws -> SharedCoreToolchain {
    let real = try RunnerFixture.toolchain()
    try FileManager.default.createDirectory(
      atPath: directory + "/bin", withIntermediateDirectories: true)
    let path = directory + "/bin/swiftc"
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    chmod(directory, 0o755)
    chmod(directory + "/bin", 0o755)
    return SharedCoreToolchain(
      swiftc: path, moduleDirectory: real.moduleDirectory, libraryDirectory: real.libraryDirectory)
  }

  @Test(.enabled(if: SandboxSupport.detected.bubblewrap != nil, "hace falta bwrap"))
  func compilerSeesNoHomeNoHostTmpNoNetworkAndAReadOnlyModuleCache() throws {
    let root = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cache = root + "/cache"
    let compiler = SwiftCompiler(
      toolchain: try Self.fakeToolchain(in: root + "/compilador"), languageMode: "6",
      timeout: 30, moduleCacheBase: cache)
    let build = root + "/compilacion"
    try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
    let home = NSHomeDirectory()
    // Un archivo del `/tmp` del anfitrión que el compilador no debe ver.
    let sentinel = "leccion-centinela-\(UUID().uuidString)"
    FileManager.default.createFile(atPath: "/tmp/" + sentinel, contents: Data("x".utf8))
    defer { try? FileManager.default.removeItem(atPath: "/tmp/" + sentinel) }
    let result = try compiler.invoke([home], in: build)
    let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
    func line(_ key: String) -> String? {
      lines.first { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) }
    }
    #expect(result.termination == .exited(0), "\(lines)")
    #expect(line("ENTORNO") == "HOME LANG LECCION_MODULOS PATH TERM TMPDIR ")
    // En su `/tmp` solo está lo que se le monta y vive bajo el `/tmp` del anfitrión (el
    // compilador falso, el motor, la carpeta temporal de las pruebas): sus carpetas de
    // primer nivel, nunca un archivo del anfitrión.
    let tmpEntries = Set((line("TMP") ?? "").split(separator: " ").map(String.init))
    #expect(!tmpEntries.contains(sentinel))
    let real = try RunnerFixture.toolchain()
    let mounted = [root, real.moduleDirectory, real.libraryDirectory, NSTemporaryDirectory()]
      .compactMap { path -> String? in
        let parts = (path as NSString).standardizingPath.split(separator: "/")
        return parts.count > 1 && parts[0] == "tmp" ? String(parts[1]) : nil
      }
    #expect(
      tmpEntries.isSubset(of: Set(mounted + ["leccion-pruebas-\(getuid())"])), "\(tmpEntries)")
    #expect(!lines.contains("VE_CASA"))
    #expect(line("RED") == "lo ")
    #expect(!lines.contains("ESCRIBE_MODULOS"))
    #expect(line("PID") == "2" || line("PID") == "3")
    if geteuid() == 0, SandboxSupport.detected.setpriv != nil {
      #expect(line("USUARIO") != "0")
    }
    let top = Set((line("RAIZ") ?? "").split(separator: " ").map(String.init))
    #expect(!top.contains("root") && !top.contains("home"))
    #expect(FileManager.default.fileExists(atPath: cache + "/modulos"))
  }

  @Test func honestCheckLeavesNoCompilerFolderInTheHostTmp() async throws {
    let tmp = NSTemporaryDirectory()
    func compilerFolders() -> Set<String> {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []
      // Solo las de nuestras compilaciones: su contenido nombra el módulo `Ejercicio`.
      return Set(
        entries.filter { entry in
          guard entry.hasPrefix("TemporaryDirectory.") else { return false }
          let folder = tmp + "/" + entry
          let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          return files.contains { file in
            file.contains(SwiftCompiler.moduleName)
              || (FileManager.default.contents(atPath: folder + "/" + file).map {
                String(decoding: $0, as: UTF8.self).contains("-module-name Ejercicio")
              } ?? false)
          }
        })
    }
    let before = compilerFolders()
    let runner = try RunnerFixture.runner()
    defer {
      if let cache = runner.cache { try? FileManager.default.removeItem(atPath: cache.directory) }
    }
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func doble(_ x: Int) -> Int { 2 * x }",
        tests: "func pruebaDoble() { expect(doble(2) == 4, \"doble\") }"))
    #expect(verdict.outcome == .passed)
    let diagnostics = try await runner.typecheck([
      SourceFile(name: "suelto.swift", contents: "let x = 1")
    ])
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(compilerFolders().subtracting(before).isEmpty)
  }
}
