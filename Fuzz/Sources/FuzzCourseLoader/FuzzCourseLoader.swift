import Foundation
import FuzzSupport
import Lessons

/// El cargador de cursos: la entrada es `indice.txt`, `leccion.md` y `ejercicios.md` separados
/// por una línea `@@@@`; las dos últimas van en cada carpeta de lección que nombre el índice
/// (con nombre corto y sin barras) y siempre en `01-leccion`.
///
/// Propiedades: cargar nunca lanza ni se cae; cada diagnóstico nombra su archivo y tiene
/// mensaje; sin curso hay al menos un diagnóstico; cargar dos veces da lo mismo.
private let root: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("leccion-fuzz-curso-\(getpid())")
  atexit { try? FileManager.default.removeItem(at: root) }
  return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCourseLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let parts = FuzzCheck.split(FuzzCheck.text(start, count), by: "\n@@@@\n", parts: 3)
  let files = FileManager.default
  try? files.removeItem(at: root)
  var folders = ["01-leccion"]
  for line in parts[0].split(separator: "\n") {
    let name = line.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.utf8.count < 40, !name.contains("/"), !name.contains(":"),
      name != ".", name != "..", !name.hasPrefix("#"), !name.contains("\0")
    else { continue }
    folders.append(name)
  }
  do {
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(parts[0].utf8).write(to: root.appendingPathComponent("indice.txt"))
    for folder in Set(folders) {
      let directory = root.appendingPathComponent(folder)
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(parts[1].utf8).write(to: directory.appendingPathComponent("leccion.md"))
      try Data(parts[2].utf8).write(to: directory.appendingPathComponent("ejercicios.md"))
    }
  } catch {
    return 0  // Un nombre que el sistema de archivos no admite: no es del cargador.
  }
  let load = CourseLoader.load(from: root)
  for diagnostic in load.diagnostics { FuzzCheck.requireLocated(diagnostic, file: true) }
  if load.course == nil {
    FuzzCheck.require(!load.diagnostics.isEmpty, "sin curso y sin ningún diagnóstico")
  }
  let again = CourseLoader.load(from: root)
  FuzzCheck.require(
    again.diagnostics == load.diagnostics, "dos cargas del mismo curso dan diagnósticos distintos")
  return 0
}
