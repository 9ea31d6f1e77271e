import Foundation
import Workspace

/// One thing named on the command line (or found in a folder named there) to grade.
public struct GradingInput: Sendable, Hashable {
  /// What it is.
  public enum Kind: Sendable, Hashable {
    /// An exported hand-in file.
    case file
    /// A tutor workspace folder.
    case workspace
    /// Something that cannot be a hand-in; it becomes an error row.
    case rejected(GradingError)
  }

  /// The path to read (absolute).
  public var path: String
  /// How reports name it: the argument as given, or `folder/name` for what a folder holds.
  public var shownAs: String
  /// What it is.
  public var kind: Kind

  /// Creates an input.
  public init(path: String, shownAs: String, kind: Kind) {
    self.path = path
    self.shownAs = shownAs
    self.kind = kind
  }
}

/// Expands `ENTREGA|DIR…` into inputs: a file is a hand-in; a workspace folder is one
/// hand-in; any other folder contributes its `*.json` files and the workspaces directly
/// inside it (not deeper), in name order. Hidden entries are skipped; symbolic links and
/// special files become error rows.
public enum InputDiscovery {
  /// The inputs for `arguments`, without repeats (the same file named twice counts once).
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
