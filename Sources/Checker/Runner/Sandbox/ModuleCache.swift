import Foundation
import Support
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// La caché de módulos del compilador (los módulos de C que importan la biblioteca
/// estándar, Foundation y `SharedCore`), preparada una vez por compilador y motor con código
/// propio y luego montada de solo lectura en cada compilación de una persona
/// (`CompilerView`). Ninguna compilación de una persona escribe en una caché que use otra:
/// si necesitara un módulo que no está, falla su compilación, no la de las demás.
///
/// Vive en `<caché>/modulos/<clave>`, con la clave hecha de la identidad del compilador y
/// del motor y de las opciones de `swiftc` (de ellas depende qué módulos se construyen). Se
/// prepara en una carpeta aparte y se renombra al final: nunca se usa a medias, y dos
/// procesos que la preparen a la vez no se pisan.
enum ModuleCache {
  /// Lo que importa el archivo de calentamiento.
  static let warmUpSource = """
    import Foundation
    import Dispatch
    import Synchronization
    import SharedCore
    import LeccionHarness

    print(Date.distantPast < Date(), DispatchQueue.main.label)

    """

  /// La carpeta de la caché ya preparada para `compiler`; la prepara si aún no está.
  /// `nil` si no se pudo preparar (entonces cada compilación usa una caché nueva y propia).
  static func prepared(for compiler: SwiftCompiler, base: String) throws(CodeRunnerError)
    -> String?
  {
    let directory = base + "/modulos/" + key(for: compiler)
    let ready = try lock.withLock { _ throws(CodeRunnerError) -> String? in
      if FileManager.default.fileExists(atPath: directory + "/" + readyMark) { return directory }
      return try prepare(for: compiler, at: directory)
    }
    if let ready { Pruning.use(ready, mark: readyMark) }
    return ready
  }

  /// La clave de la caché de `compiler`.
  static func key(for compiler: SwiftCompiler) -> String {
    var hash = SHA256()
    hash.update(field: "modulos-2")
    // Los módulos recuerdan la ruta de la caché: dentro de la caja es `/modulos`; sin
    // ella, la del anfitrión.
    hash.update(field: (compiler.support ?? .detected).bubblewrap == nil ? "anfitrion" : "caja")
    hash.update(field: FingerprintMemo.value(for: compiler))
    for flag in compiler.flags + compiler.typecheckFlags { hash.update(field: flag) }
    return String(hash.hexDigest().prefix(32))
  }

  // MARK: - Partes

  static let readyMark = "lista"
  /// Una preparación a la vez en este proceso (las demás esperan y la aprovechan).
  private static let lock = Mutex(())

  private static func prepare(for compiler: SwiftCompiler, at directory: String)
    throws(CodeRunnerError) -> String?
  {
    let parent = (directory as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    // Dentro de la caja se prepara aparte y se renombra al final (el compilador la ve
    // siempre en `/modulos`). Sin caja, los módulos recuerdan la ruta del anfitrión: se
    // preparan en su sitio, y quien la encuentre a medias (otro proceso) usa una propia.
    let isolated = (compiler.support ?? .detected).bubblewrap != nil
    let staging = isolated ? directory + ".preparando-\(getpid())" : directory
    if isolated { try? FileManager.default.removeItem(atPath: staging) }
    guard mkdir(staging, 0o755) == 0 else { return nil }
    let build = try CodeRunner.temporaryDirectory(prefix: "leccion-modulos")
    defer { try? FileManager.default.removeItem(atPath: build) }
    let file = build + "/calentar.swift"
    guard FileManager.default.createFile(atPath: file, contents: Data(warmUpSource.utf8)) else {
      try? FileManager.default.removeItem(atPath: staging)
      return nil
    }
    let cache = CompilerCache(path: staging, writable: true)
    // Construir los módulos de Foundation en frío gasta más CPU que una compilación.
    var compiler = compiler
    compiler.timeout = max(compiler.timeout, 300)
    do {
      let compiled = try compiler.invoke(
        compiler.flags + ["-o", build + "/calentar", file], in: build, cache: cache)
      let checked = try compiler.invoke(
        compiler.typecheckFlags + [file], in: build, cache: cache)
      guard compiled.termination == .exited(0), checked.termination == .exited(0) else {
        try? FileManager.default.removeItem(atPath: staging)
        return nil
      }
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    Self.openToOthers(staging)
    guard FileManager.default.createFile(atPath: staging + "/" + readyMark, contents: Data())
    else {
      try? FileManager.default.removeItem(atPath: staging)
      return nil
    }
    chmod(staging + "/" + readyMark, 0o644)
    if isolated, rename(staging, directory) != 0 {
      // Otro proceso la preparó a la vez: vale la suya.
      try? FileManager.default.removeItem(atPath: staging)
    }
    return FileManager.default.fileExists(atPath: directory + "/" + readyMark) ? directory : nil
  }

  /// Legible por todos: el compilador de una persona corre con otro usuario.
  private static func openToOthers(_ directory: String) {
    chmod(directory, 0o755)
    let entries = FileManager.default.enumerator(atPath: directory)
    while let entry = entries?.nextObject() as? String {
      let path = directory + "/" + entry
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      chmod(path, (info.st_mode & S_IFMT) == S_IFDIR ? 0o755 : 0o644)
    }
  }
}

/// La caché de módulos de una compilación: la preparada (de solo lectura) o una propia.
struct CompilerCache: Sendable, Hashable {
  /// La carpeta en el anfitrión.
  var path: String
  /// Si el compilador puede escribir en ella.
  var writable: Bool
}
