import Workspace

/// Lo que no llegó al disco, dicho como lo cuenta la persona: «2 respuestas y 1 pista».
enum UnsavedWork {
  static func describe(_ events: [ProgressEvent]) -> String {
    let counts: [(ProgressEvent.Kind, String, String)] = [
      (.answer, "respuesta", "respuestas"), (.hint, "pista vista", "pistas vistas"),
      (.solution, "solución vista", "soluciones vistas"),
      (.reset, "reinicio de ejercicio", "reinicios de ejercicio"),
    ]
    let parts = counts.compactMap { kind, one, many -> String? in
      let count = events.count { $0.kind == kind }
      return count == 0 ? nil : "\(count) \(count == 1 ? one : many)"
    }
    guard let last = parts.last else { return "tu progreso" }
    return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " y " + last
  }

  /// El aviso de `progreso` dentro del tutor cuando el disco no tiene todo, o `nil`.
  static func notice(_ store: ProgressStore) -> String? {
    let events = store.unsavedEvents()
    guard !events.isEmpty else { return nil }
    return
      "aviso: \(describe(events)) de esta sesión aún no \(events.count == 1 ? "está" : "están") "
      + "en «\(store.url.path)» (no he podido guardar). Lo intentaré otra vez con cada "
      + "respuesta y al salir."
  }
}
