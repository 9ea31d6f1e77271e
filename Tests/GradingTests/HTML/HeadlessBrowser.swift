import Foundation
import Testing

/// El `chromium` de Debian sin ventana, para las pruebas del informe HTML: carga una página desde
/// un archivo y devuelve el DOM que ha construido, o hace una captura de pantalla.
/// `scripts/pruebas` lo instala (`leccion_paquetes_extra`); sin él, las pruebas que lo necesitan se
/// saltan y dicen por qué.
struct HeadlessBrowser {
  /// El ejecutable.
  var path: String

  /// Por qué se saltan las pruebas del navegador (lo muestra Swift Testing).
  static let missingReason = Comment(
    rawValue:
      "no hay chromium en esta máquina (ni en /usr/bin ni en el PATH): scripts/pruebas lo instala "
      + "con apt-get (paquete «chromium»); sin él no se puede abrir el informe HTML en un navegador."
  )

  /// El navegador de esta máquina, si lo hay.
  static let installed: HeadlessBrowser? = {
    var candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    candidates += path.split(separator: ":").map { $0 + "/chromium" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
      HeadlessBrowser(path: $0)
    }
  }()

  /// El DOM que el navegador ha construido a partir de `page` (un archivo HTML), serializado.
  func dom(of page: String) throws -> String {
    try run(["--dump-dom", URL(fileURLWithPath: page).absoluteString])
  }

  /// Un PNG de `page` en una ventana de `width` × `height` píxeles CSS, escrito en `image`.
  func screenshot(of page: String, to image: String, width: Int, height: Int) throws {
    _ = try run([
      "--screenshot=\(image)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      URL(fileURLWithPath: page).absoluteString,
    ])
  }

  typealias Failure = ToolProcess.Failure

  /// Ejecuta el navegador con su propia carpeta de perfil (que se borra después) y devuelve su
  /// salida estándar. Nada de la red: la página es un archivo y no debe necesitar nada más.
  private func run(_ arguments: [String]) throws -> String {
    let profile = NSTemporaryDirectory() + "leccion-chromium-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: profile) }
    // Lee las dos tuberías hasta el final (una tubería llena bloquearía el navegador).
    let outputData = try ToolProcess.output(
      of: path,
      arguments: [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync",
        "--user-data-dir=\(profile)", "--virtual-time-budget=2000",
      ] + arguments,
      environment: ["HOME": profile, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
      name: "chromium")
    return String(decoding: outputData, as: UTF8.self)
  }
}
