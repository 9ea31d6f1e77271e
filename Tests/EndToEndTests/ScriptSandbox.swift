import Foundation
import Testing

/// Un repositorio de mentira con una copia de `scripts/` del de verdad, y un `swift` y un
/// `dpkg-query` de mentira en el PATH que anotan cada llamada: así se prueban los guiones
/// (cuándo compilan, qué dicen, qué instalan) sin pagar una compilación en release.
///
/// El `swift` de mentira deja lo que dejaría `swift build`: con `.script`, un guion en vez
/// de `leccion` que dice su carpeta y sus argumentos, y un motor vacío; con `.built`, el
/// `leccion` y el motor que compiló `swift build` para las pruebas. Falla a propósito con
/// `SWIFT_FALSO_FALLA=motor` o `=leccion`.
struct ScriptSandbox {
  enum Product { case script, built }

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let root: URL
  var repo: URL { root.appendingPathComponent("repo") }
  var tools: URL { root.appendingPathComponent("herramientas") }
  var log: URL { root.appendingPathComponent("llamadas.txt") }
  /// Una carpeta fuera del repositorio, con espacio en el nombre.
  var caller: URL { root.appendingPathComponent("mi espacio") }

  init(product: Product = .script) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("guion-\(UUID().uuidString)")
    let files = FileManager.default
    for folder in [repo.appendingPathComponent("Sources/Fuente"), tools, caller] {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try files.copyItem(
      at: Self.repository.appendingPathComponent("scripts"),
      to: repo.appendingPathComponent("scripts"))
    try files.copyItem(at: Leccion.course, to: repo.appendingPathComponent("Content"))
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: repo.appendingPathComponent("Package.swift"))
    try Data("let fuente = 1\n".utf8)
      .write(to: repo.appendingPathComponent("Sources/Fuente/Fuente.swift"))
    try Self.executable(tools.appendingPathComponent("swift"), fakeSwift(product))
    try Self.executable(
      tools.appendingPathComponent("dpkg-query"),
      """
      #!/bin/sh
      echo "dpkg-query $*" >> '\(log.path)'
      printf 'install ok installed'
      """)
    try age()
  }

  /// Pone todo (menos lo que dejó el guion en `.build`) a hace tres horas: lo que compile o
  /// compruebe el guion después queda más nuevo.
  private func age() throws {
    let files = FileManager.default
    let past = Date().addingTimeInterval(-3 * 3600)
    let build = repo.appendingPathComponent(".build").path
    for url in [root]
      + (files.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? [])
    {
      guard let url = url as? URL, !url.path.hasPrefix(build) else { continue }
      try files.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
    }
  }

  /// Borra todo lo que creó.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Ejecuta `scripts/<name>` del repositorio de mentira desde `folder` (por omisión,
  /// `caller`), con las herramientas de mentira delante en el PATH.
  func run(
    _ name: String, _ arguments: [String] = [], in folder: URL? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Leccion.Result {
    var environment = ["PATH": tools.path + ":/usr/bin:/bin"]
    environment.merge(extra) { $1 }
    return try launch(
      repo.appendingPathComponent("scripts/\(name)"), arguments, in: folder ?? caller,
      environment: environment)
  }

  /// Lanza `executable` desde `folder` con un entorno mínimo (la casa y los datos, en la
  /// carpeta temporal) más `extra`, y espera a que termine.
  func launch(
    _ executable: URL, _ arguments: [String], in folder: URL, environment extra: [String: String]
  ) throws -> Leccion.Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = [
      "HOME": root.appendingPathComponent("casa").path,
      "XDG_DATA_HOME": root.appendingPathComponent("datos").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1",
    ]
    environment.merge(extra) { $1 }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let collected = Leccion.Collected(output: output, errors: errors)
    process.waitUntilExit()
    return Leccion.Result(
      code: process.terminationStatus, output: collected.output(), errors: collected.errors())
  }

  /// Las llamadas a las herramientas de mentira, una por línea, en orden.
  func calls() -> [String] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// El sello de la compilación y el de los paquetes (en el repositorio).
  static let buildStamp = ".build/estatica/leccion.sello"
  static let packagesStamp = ".build/estatica/paquetes.sello"

  /// Como si `path` (relativa al repositorio) hubiera cambiado después de lo que anota
  /// `stamp`: el resto, a hace tres horas; el sello, a hace dos, y `path`, a hace una. (Ni
  /// fechas en el futuro ni a milisegundos del sello: el reloj de los archivos va a saltos.)
  func change(_ path: String, after stamp: String = buildStamp) throws {
    try age()
    let files = FileManager.default
    try files.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-2 * 3600)],
      ofItemAtPath: repo.appendingPathComponent(stamp).path)
    try files.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)],
      ofItemAtPath: repo.appendingPathComponent(path).path)
  }

  static let lockMessage =
    "Another instance of SwiftPM is already running using '.build', waiting (de mentira)"

  /// Lo que escribe el `swift` de mentira al compilar: una línea por la salida normal y, por
  /// la de errores, la de SwiftPM cuando espera a que otra compilación suelte `.build`.
  static func fakeBuildOutput(_ arguments: String) -> String {
    "Building de mentira: \(arguments)\n\(lockMessage)\n"
  }

  private func fakeSwift(_ product: Product) -> String {
    let built = Leccion.binary.deletingLastPathComponent()
    let engine: String
    let harness: String
    let binary: String
    switch product {
    case .script:
      engine = "touch .build/release/libSharedCore.so .build/release/Modules/SharedCore.swiftmodule"
      harness =
        "touch .build/release/libLeccionHarness.a .build/release/Modules/LeccionHarness.swiftmodule"
      binary = """
        printf '#!/bin/sh\\necho "carpeta: $(pwd)"\\necho "argumentos: $*"\\n' > "$scratch/release/leccion"
            chmod +x "$scratch/release/leccion"
        """
    case .built:
      engine = """
        cp '\(built.path)/libSharedCore.so' .build/release/
            cp '\(built.path)/Modules/SharedCore.swiftmodule' .build/release/Modules/
        """
      harness = """
        cp '\(built.path)/libLeccionHarness.a' .build/release/
            cp -R '\(built.path)/Modules/LeccionHarness.swiftmodule' .build/release/Modules/
        """
      binary = "cp '\(Leccion.binary.path)' \"$scratch/release/leccion\""
    }
    return """
      #!/bin/sh
      echo "swift $*" >> '\(log.path)'
      echo "Building de mentira: $*"
      echo "\(Self.lockMessage)" >&2
      case " $* " in
        *" --product SharedCore "*)
          if [ "$SWIFT_FALSO_FALLA" = motor ]; then echo "error: el motor, de mentira"; exit 1; fi
          mkdir -p .build/release/Modules
          \(engine)
          ;;
        *" --product LeccionHarness "*)
          if [ "$SWIFT_FALSO_FALLA" = arnes ]; then echo "error: el arnés, de mentira"; exit 1; fi
          mkdir -p .build/release/Modules
          \(harness)
          ;;
        *" --product leccion "*)
          if [ "$SWIFT_FALSO_FALLA" = leccion ]; then echo "error: leccion, de mentira"; exit 1; fi
          scratch=""
          previous=""
          for argument in "$@"; do
            if [ "$previous" = "--scratch-path" ]; then scratch="$argument"; fi
            previous="$argument"
          done
          mkdir -p "$scratch/release"
          \(binary)
          ;;
      esac
      """
  }

  static func executable(_ url: URL, _ contents: String) throws {
    try Data((contents + "\n").utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }
}
