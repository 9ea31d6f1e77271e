import Foundation
import Testing

/// Debian's `chromium` without a window, for the HTML report tests: it loads a page from a
/// file and returns the DOM it built, or takes a screenshot. `scripts/pruebas` installs it
/// (`leccion_paquetes_extra`); without it, the tests that need it are skipped and say why.
struct HeadlessBrowser {
  /// The executable.
  var path: String

  /// Why the browser tests are skipped, shown by Swift Testing.
  static let missingReason = Comment(
    rawValue:
      "no hay chromium en esta máquina (ni en /usr/bin ni en el PATH): scripts/pruebas lo instala "
      + "con apt-get (paquete «chromium»); sin él no se puede abrir el informe HTML en un navegador."
  )

  /// The browser of this machine, if there is one.
  static let installed: HeadlessBrowser? = {
    var candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    candidates += path.split(separator: ":").map { $0 + "/chromium" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
      HeadlessBrowser(path: $0)
    }
  }()

  /// The DOM that the browser built from `page` (an HTML file), serialized.
  func dom(of page: String) throws -> String {
    try run(["--dump-dom", URL(fileURLWithPath: page).absoluteString])
  }

  /// A PNG of `page` in a window of `width` × `height` CSS pixels, written to `image`.
  func screenshot(of page: String, to image: String, width: Int, height: Int) throws {
    _ = try run([
      "--screenshot=\(image)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      URL(fileURLWithPath: page).absoluteString,
    ])
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the browser with its own profile folder (removed afterwards) and returns its
  /// standard output. Nothing from the network: the page is a file and must not need more.
  private func run(_ arguments: [String]) throws -> String {
    let profile = NSTemporaryDirectory() + "leccion-chromium-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync",
        "--user-data-dir=\(profile)", "--virtual-time-budget=2000",
      ] + arguments
    process.environment = ["HOME": profile, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes to the end (a full pipe would block the browser) before waiting.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "chromium terminó con \(process.terminationStatus): "
          + String(decoding: errorData.suffix(2000), as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }
}
