import Foundation
import Testing

@testable import Checker

/// Las compilaciones del propio curso (las pruebas de bloques y fragmentos de
/// `CourseProofs`, que compilan lo que escribió un autor, y la sonda del motor) van en la
/// misma caja que el código de una persona: un `swiftc` falso cuenta lo que ve.
@Suite("Ataques: las compilaciones del curso, en la caja", .serialized)
struct OwnCompilationsViewTests {
  /// Dice, como un diagnóstico, su número de proceso (2 o 3 en un espacio de procesos
  /// propio), si ve la carpeta personal y su entorno; a la sonda le contesta que sí solo si
  /// está en la caja.
  static func script(home: String) -> String {
    """
    #!/bin/sh
    case "$*" in *calentar*) exit 0 ;; esac
    casa=no
    [ -e "\(home)" ] && casa=si
    case "$*" in
      *sonda.swift*) [ "$$" -le 3 ] && [ "$casa" = no ] && exit 0; exit 1 ;;
    esac
    entorno=$(env | cut -d= -f1 | grep -v -e '^PWD$' -e '^SHLVL$' -e '^_$' | sort | tr '\\n' ',')
    echo "@0.0/vista.swift:1:1: error: pid=$$ casa=$casa entorno=$entorno" >&2
    exit 1
    """
  }

  func fakeRunner(in root: String) throws -> CodeRunner {
    let real = try RunnerFixture.toolchain()
    try FileManager.default.createDirectory(
      atPath: root + "/compilador/bin", withIntermediateDirectories: true)
    let path = root + "/compilador/bin/swiftc"
    try Data(Self.script(home: NSHomeDirectory()).utf8).write(to: URL(fileURLWithPath: path))
    for folder in [root, root + "/compilador", root + "/compilador/bin"] { chmod(folder, 0o755) }
    chmod(path, 0o755)
    let toolchain = SharedCoreToolchain(
      swiftc: path, moduleDirectory: real.moduleDirectory, libraryDirectory: real.libraryDirectory)
    return CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: RunnerFixture.shortLimits),
      cache: nil)
  }

  /// Borra la caché de módulos que se preparó para el compilador falso.
  func removePreparedCache(of runner: CodeRunner) {
    let prepared =
      CodeCache.defaultDirectory() + "/modulos/" + ModuleCache.key(for: runner.compiler)
    try? FileManager.default.removeItem(atPath: prepared)
  }

  @Test(.enabled(if: SandboxSupport.detected.bubblewrap != nil, "hace falta bwrap"))
  func courseBlocksCompileInTheBox() throws {
    let root = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let runner = try fakeRunner(in: root)
    defer { removePreparedCache(of: runner) }
    let diagnostics = try runner.compileWithoutLinking([
      CompilationSource(name: "bloque.swift", contents: "let x = 1", isMain: false)
    ])
    let message = try #require(diagnostics.first?.message)
    #expect(message.hasPrefix("pid=2 ") || message.hasPrefix("pid=3 "), "\(message)")
    #expect(message.contains("casa=no"))
    #expect(message.hasSuffix("entorno=HOME,LANG,LECCION_MODULOS,PATH,TERM,TMPDIR,"))
  }

  @Test(.enabled(if: SandboxSupport.detected.bubblewrap != nil, "hace falta bwrap"))
  func theEngineProbeCompilesInTheBox() throws {
    let root = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let runner = try fakeRunner(in: root)
    defer { removePreparedCache(of: runner) }
    let features = EngineFeatures.detect(
      compiler: runner.compiler, fingerprint: "sonda-falsa-" + UUID().uuidString, cache: nil)
    #expect(features.routesIssues)
  }
}
