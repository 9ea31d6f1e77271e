import Foundation
import Testing

@testable import Checker

/// Un proyecto dentro de una carpeta en la que solo entra su dueño (`mktemp -d`, un `HOME`
/// con modo 750): el programa, con otro usuario cuando se corrige como root, tiene que
/// cargar igual `libSharedCore.so`, y el compilador, enlazar el arnés que está al lado.
@Suite("Corrector de código: motor en una carpeta privada")
struct RunnerPrivateFolderTests {
  @Test func anEngineOnlyItsOwnerCanReadStillLoads() async throws {
    let original = try RunnerFixture.toolchain()
    let folder = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let modules = folder + "/Modules"
    try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: false)
    try FileManager.default.copyItem(
      atPath: original.modulePath, toPath: modules + "/SharedCore.swiftmodule")
    let library = folder + "/" + SharedCoreToolchain.libraryFileName
    try FileManager.default.copyItem(atPath: original.libraryPath, toPath: library)
    chmod(library, 0o700)
    // El arnés compilado, a su lado, como lo deja scripts/instalar.
    try FileManager.default.copyItem(
      atPath: original.harnessModulePath, toPath: modules + "/LeccionHarness.swiftmodule")
    let harness = folder + "/libLeccionHarness.a"
    try FileManager.default.copyItem(atPath: original.harnessLibraryPath, toPath: harness)
    chmod(harness, 0o600)
    chmod(folder, 0o700)
    let toolchain = SharedCoreToolchain(
      swiftc: original.swiftc, moduleDirectory: modules, libraryDirectory: folder)
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: RunnerFixture.shortLimits),
      cache: nil, sandboxSupport: .detected)
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func caja() -> Shared<Int> { Shared(value: 1) }",
        tests: "func pruebaCaja() { expect(caja().wrappedValue == 1, \"vale 1\") }"))
    #expect(verdict.message == "La prueba pasa." + RunnerFixture.notes(), "\(verdict.message)")
  }

  /// Lo que `bwrap` recibe: nada del disco entero, carpetas escribibles con tope, sin red.
  @Test func theViewMountsOnlyWhatItNeeds() {
    let view = SandboxView(
      program: "/x/programa", companions: ["/y/libSharedCore.so"],
      readOnlyPaths: ["/opt/swift/usr/lib/swift/linux"], scratchBytes: 1 << 20, isRoot: true)
    let arguments = view.bubblewrapArguments()
    let pairs = zip(arguments, arguments.dropFirst()).map { "\($0) \($1)" }
    #expect(!pairs.contains("--ro-bind /") && !pairs.contains("--bind /"))
    #expect(!arguments.contains("--bind"))
    for flag in ["--unshare-net", "--unshare-pid", "--die-with-parent", "--unshare-ipc"] {
      #expect(arguments.contains(flag))
    }
    #expect(!arguments.contains("--unshare-user"))
    let joined = arguments.joined(separator: " ")
    #expect(joined.contains("--ro-bind /x/programa /ejercicio/programa"))
    #expect(joined.contains("--ro-bind /y/libSharedCore.so /ejercicio/libSharedCore.so"))
    #expect(joined.contains("--perms 0755 --dir /opt/swift/usr/lib/swift "))
    #expect(joined.contains("--perms 1777 --size 1048576 --tmpfs /tmp"))
    #expect(joined.contains("--perms 1777 --size 1048576 --tmpfs /ejercicio"))
    #expect(arguments.suffix(2) == ["--chdir", "/ejercicio"])
  }
}
