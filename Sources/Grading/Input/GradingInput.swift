import Foundation
import Workspace

/// Algo que corregir nombrado en la línea de órdenes (o encontrado en una carpeta
/// nombrada allí).
public struct GradingInput: Sendable, Hashable {
  /// Qué es.
  public enum Kind: Sendable, Hashable {
    /// Un archivo de entrega exportado.
    case file
    /// Una carpeta de espacio de trabajo del tutor.
    case workspace
    /// Algo que no puede ser una entrega; pasa a ser una fila de error.
    case rejected(GradingError)
  }

  /// La ruta que se lee (absoluta).
  public var path: String
  /// Cómo la nombran los informes: el argumento tal como se dio, o `carpeta/nombre` para lo
  /// que hay dentro de una carpeta.
  public var shownAs: String
  /// Qué es.
  public var kind: Kind

  /// Crea una entrada.
  public init(path: String, shownAs: String, kind: Kind) {
    self.path = path
    self.shownAs = shownAs
    self.kind = kind
  }
}

/// Convierte `ENTREGA|DIR…` en entradas: un archivo es una entrega; una carpeta de espacio
/// de trabajo es una entrega; cualquier otra carpeta aporta sus archivos `*.json` y los
/// espacios de trabajo que tiene justo dentro (no más abajo), por orden de nombre. Las
/// entradas ocultas se saltan; los enlaces simbólicos y los archivos especiales pasan a ser
/// filas de error.
public enum InputDiscovery {
  /// Las entradas de `arguments`, sin repetir (el mismo archivo nombrado dos veces cuenta
  /// una).
  public static func inputs(
    for arguments: [String], currentDirectory: String, workspaces: any WorkspaceReading
  ) -> [GradingInput] {
    var result: [GradingInput] = []
    var seen: Set<String> = []
    func add(_ input: GradingInput) {
      if seen.insert(input.path).inserted { result.append(input) }
    }
    for argument in arguments {
      let shown =
        argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument
      let path = absolute(shown, from: currentDirectory)
      switch SafeFile.kind(of: path) {
      case .missing:
        add(GradingInput(path: path, shownAs: shown, kind: .rejected(.submissionNotFound)))
      case .regular: add(GradingInput(path: path, shownAs: shown, kind: .file))
      case .symlink:
        add(
          GradingInput(path: path, shownAs: shown, kind: .rejected(.submissionSymlink(path: shown)))
        )
      case .other:
        add(
          GradingInput(
            path: path, shownAs: shown, kind: .rejected(.submissionNotRegular(path: shown))))
      case .directory:
        if workspaces.isWorkspace(path) {
          add(GradingInput(path: path, shownAs: shown, kind: .workspace))
        } else {
          let found = contents(of: path, shownAs: shown, workspaces: workspaces)
          if found.isEmpty {
            add(GradingInput(path: path, shownAs: shown, kind: .rejected(.submissionEmptyFolder)))
          }
          found.forEach(add)
        }
      }
    }
    return result
  }

  private static func contents(
    of directory: String, shownAs: String, workspaces: any WorkspaceReading
  ) -> [GradingInput] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var result: [GradingInput] = []
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    where !name.hasPrefix(".") {
      let path = directory + "/" + name
      let shown = shownAs == "." ? name : shownAs + "/" + name
      let isJSON = name.lowercased().hasSuffix(".json")
      switch SafeFile.kind(of: path) {
      case .regular where isJSON:
        result.append(GradingInput(path: path, shownAs: shown, kind: .file))
      case .directory where workspaces.isWorkspace(path):
        result.append(GradingInput(path: path, shownAs: shown, kind: .workspace))
      case .symlink where isJSON || isDirectory(following: path):
        result.append(
          GradingInput(path: path, shownAs: shown, kind: .rejected(.submissionSymlink(path: shown)))
        )
      case .other where isJSON:
        result.append(
          GradingInput(
            path: path, shownAs: shown, kind: .rejected(.submissionNotRegular(path: shown))))
      default:
        continue
      }
    }
    return result
  }

  private static func isDirectory(following path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func absolute(_ path: String, from directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
