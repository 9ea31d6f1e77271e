/// La diferencia entre un estado esperado y el real, campo a campo, lista para un mensaje.
///
/// ```
///   _usuario.nombre: "Ada" → "Grace"
///   − elementos[id: 3]: Elemento(id: 3, titulo: "Tres")
///   + elementos[id: 4]: Elemento(id: 4, titulo: "Cuatro")
/// ```
struct StateDiff: Equatable {
  enum Line: Equatable {
    /// El campo tiene otro valor: esperado → real.
    case changed(path: String, expected: String, actual: String)
    /// Está en el esperado y no en el real.
    case missing(path: String, expected: String)
    /// Está en el real y no en el esperado.
    case extra(path: String, actual: String)

    var path: String {
      switch self {
      case .changed(let path, _, _), .missing(let path, _), .extra(let path, _): return path
      }
    }

    var text: String {
      switch self {
      case .changed(let path, let expected, let actual): return "  \(path): \(expected) → \(actual)"
      case .missing(let path, let expected): return "  − \(path): \(expected)"
      case .extra(let path, let actual): return "  + \(path): \(actual)"
      }
    }
  }

  var lines: [Line]

  var isEmpty: Bool { lines.isEmpty }

  /// Las líneas, una por diferencia.
  var text: String {
    lines.map(\.text).joined(separator: "\n")
  }

  /// Cómo se leen las líneas.
  var legend: String {
    let hasAddedOrRemoved = lines.contains { line in
      if case .changed = line { return false }
      return true
    }
    return hasAddedOrRemoved
      ? "esperado → real; − solo en el esperado, + solo en el real" : "esperado → real"
  }

  /// Cómo se nombra en código la primera caja compartida del diff (`$0.$usuario`,
  /// `$0.perfil.$usuario`), si alguna diferencia está en un campo `_nombre`.
  var sharedTarget: String? {
    for line in lines {
      let components = line.path.split(separator: ".", omittingEmptySubsequences: false)
      guard let index = components.firstIndex(where: { $0.hasPrefix("_") }) else { continue }
      let owner = components[..<index]
      let name = components[index].dropFirst()
      if owner.contains(where: { $0.contains("[") }) { return "$0.…$\(name)" }
      return (["$0"] + owner + ["$\(name)"]).joined(separator: ".")
    }
    return nil
  }

  /// Una pista si alguna diferencia está en estado compartido.
  var sharedHint: String {
    guard let sharedTarget else { return "" }
    return "\nLos campos que empiezan por _ son cajas compartidas (@Shared): su valor "
      + "esperado se escribe con la misma sintaxis que en el reducer, "
      + "\(sharedTarget).withLock { … }."
  }
}
