import Foundation

/// Cómo se abre el tutor después de `leccion iniciar`, dicho de forma que funcione en esta
/// máquina: `leccion` si está en el `PATH`; si no, el guion del repositorio del que viene
/// este ejecutable (y cómo instalar la orden), o el propio ejecutable.
///
/// ```swift
/// LaunchHint.sentence(directory: "e", path: "/usr/bin", executable: "/repo/.build/debug/leccion")
/// // "Empieza con «cd e && /repo/scripts/leccion», o instala la orden con
/// //  «/repo/scripts/instalar» y será «cd e && leccion»."
/// ```
enum LaunchHint {
  static func sentence(directory: String?, path: String, executable: String?) -> String {
    let cd = directory.map { "cd \(shellWord($0)) && " } ?? ""
    if isOnPath("leccion", path: path) { return "Empieza con «\(cd)leccion»." }
    if let executable, let repository = repository(around: executable) {
      let scripts = shellWord(repository + "/scripts")
      return "Empieza con «\(cd)\(scripts)/leccion», o instala la orden con "
        + "«\(scripts)/instalar» y será «\(cd)leccion»."
    }
    if let executable { return "Empieza con «\(cd)\(shellWord(executable))»." }
    return "Empieza con «\(cd)leccion»."
  }

  /// Si hay un ejecutable `name` en alguna carpeta de `path`.
  static func isOnPath(_ name: String, path: String) -> Bool {
    path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  /// El repositorio de `leccion` (con `Package.swift` y `scripts/leccion`) que contiene
  /// `executable`, si lo hay: así se compiló.
  static func repository(around executable: String) -> String? {
    var current = (executable as NSString).deletingLastPathComponent
    while !current.isEmpty, current != "/" {
      let script = current + "/scripts/leccion"
      if FileManager.default.isExecutableFile(atPath: script),
        FileManager.default.fileExists(atPath: current + "/Package.swift")
      {
        return current
      }
      current = (current as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// `word` tal cual si la shell lo lee igual (`~/curso` incluido, que la shell expande
  /// como lo expandió `leccion`); si no, entre comillas simples.
  static func shellWord(_ word: String) -> String {
    let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/._-+~,:@%="))
    if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) {
      return word
    }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
