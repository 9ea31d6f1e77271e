/// Los fallos que detecta la capa de arquitectura (reducers, efectos, colecciones
/// identificadas y `TestStore`), como datos. `message` los escribe en castellano, todos
/// aquí.
enum ArchitectureIssue: Equatable {
  /// Un paso de prueba en el que se comprueba el estado.
  enum Step: Equatable {
    case send(action: String)
    case receive(action: String)
    case assert
  }

  // MARK: Estado

  /// El estado tras un paso no es el esperado; `diff` ya viene escrito.
  case stateMismatch(step: Step, diff: StateDiff)
  /// Cambios en estado compartido sin afirmar al terminar la prueba.
  case unassertedSharedChange(diff: StateDiff)
  /// El store escribió una caja cuyo valor no es `Equatable` y la prueba no lo afirmó
  /// (en un paso, o al terminar si `step` es `nil`).
  case uncomparableSharedWrite(step: Step?, path: String, type: String)
  /// La clausura de la aserción lanzó un error.
  case assertionThrew(error: String)

  // MARK: Acciones recibidas

  /// Se esperaba recibir una acción y no llegó ninguna.
  case noActionReceived(expected: String, reason: NoActionReason)
  /// Llegó una acción distinta de la esperada.
  case unexpectedAction(expected: String, received: String)
  /// Se envió una acción con acciones recibidas sin afirmar.
  case unreceivedActionsBeforeSend(sending: String, pending: [String])
  /// Terminó la prueba con acciones recibidas sin afirmar.
  case unreceivedActionsAtEnd(pending: [String])

  // MARK: Efectos

  /// Un efecto sigue en curso al terminar la prueba.
  case effectStillRunning(action: String, waited: String?)
  /// Un efecto `.run` lanzó un error que nadie atrapó.
  case effectThrew(String)

  // MARK: Composición

  /// Llegó una acción para un hijo opcional cuyo estado es `nil`.
  case ifLetWithoutState(String)
  /// Llegó una acción para un elemento que no está en la colección.
  case forEachWithoutElement(String, id: String)

  // MARK: Colecciones identificadas

  /// Dos elementos con el mismo id.
  case duplicateID(String)
  /// Se asignó un elemento con otro id al sitio de un id.
  case mismatchedID(String, String)

  /// Por qué no llegó una acción esperada.
  enum NoActionReason: Equatable {
    /// No quedaba ningún efecto en curso que pudiera enviarla.
    case noEffectsRunning
    /// Pasó el plazo (ya escrito, «1 s») con efectos en curso.
    case timedOut(String)
  }

  /// El mensaje en castellano.
  var message: String {
    switch self {
    case .stateMismatch(let step, let diff):
      return "\(step.stateHeader) no es el esperado (\(diff.legend)):\n\(diff.text)"
        + diff.sharedHint

    case .unassertedSharedChange(let diff):
      return "Al terminar la prueba quedó un cambio en estado compartido sin afirmar "
        + "(\(diff.legend)):\n\(diff.text)\nSi lo escribió un efecto, es mejor que envíe "
        + "una acción y que escriba el reducer; si no, afírmalo con "
        + "store.assert { \(diff.sharedTarget ?? "$0.$campo").withLock { … } }."

    case .uncomparableSharedWrite(let step, let path, let type):
      let when = step.map { "Al \($0.verb)" } ?? "Al terminar la prueba"
      return "\(when), el reducer o un efecto había escrito en la caja compartida \(path), "
        + "de tipo \(type), que no es Equatable: el TestStore no puede saber si cambió ni "
        + "compararla con lo esperado, así que no la da por buena. Haz que \(type) sea "
        + "Equatable, o afirma la escritura con "
        + (path.hasPrefix("Shared<")
          ? "un withLock sobre esa caja dentro de store.assert { … }."
          : "store.assert { $0.\(Self.projected(path)).withLock { … } }.")

    case .assertionThrew(let error):
      return "La clausura que describe el estado esperado lanzó un error: \(error)."

    case .noActionReceived(let expected, .noEffectsRunning):
      return "Se esperaba recibir \(expected), pero no llegó ninguna acción y no queda "
        + "ningún efecto en curso que pueda enviarla."

    case .noActionReceived(let expected, .timedOut(let timeout)):
      return "Se esperaba recibir \(expected), pero no llegó ninguna acción en \(timeout). "
        + "Hay efectos en curso: si tardan más, pasa un timeout mayor a receive."

    case .unexpectedAction(let expected, let received):
      return "Se recibió una acción distinta de la esperada.\n  esperada: \(expected)\n"
        + "  recibida: \(received)"

    case .unreceivedActionsBeforeSend(let sending, let pending):
      return "Antes de enviar \(sending) hay que recibir las acciones que ya enviaron los "
        + "efectos (\(pending.count)):\n" + Self.list(pending)
        + "\nRecíbelas con await store.receive(…), o pon store.exhaustivity = .off."

    case .unreceivedActionsAtEnd(let pending):
      return "La prueba terminó con acciones enviadas por efectos que nadie recibió "
        + "(\(pending.count)):\n" + Self.list(pending)
        + "\nRecíbelas con await store.receive(…)."

    case .effectStillRunning(let action, nil):
      return "Un efecto lanzado al procesar \(action) sigue en curso al terminar la prueba. "
        + "Espéralo con await store.finish(), cancélalo con .cancel(id:) o recibe lo que "
        + "envía."

    case .effectStillRunning(let action, let waited?):
      return "Un efecto lanzado al procesar \(action) sigue en curso tras esperar "
        + "\(waited). Cancélalo con .cancel(id:) o haz que termine."

    case .effectThrew(let error):
      return "Un efecto .run lanzó un error que nadie atrapó: \(error). Conviértelo en una "
        + "acción (await send(.respuesta(Result { try await … }))) o pasa catch: a .run."

    case .ifLetWithoutState(let action):
      return "Llegó \(action) para un hijo opcional (ifLet) cuyo estado es nil, y se "
        + "ignoró. Suele ser un efecto del hijo que sigue enviando después de cerrarlo."

    case .forEachWithoutElement(let action, let id):
      return "Llegó \(action) para el elemento con id \(id), que no está en la colección "
        + "(forEach), y se ignoró."

    case .duplicateID(let id):
      return "El id \(id) aparece más de una vez en un IdentifiedArray; se conserva el "
        + "primer elemento con ese id."

    case .mismatchedID(let expected, let actual):
      return "Se asignó al sitio del id \(expected) un elemento cuyo id es \(actual) en un "
        + "IdentifiedArray; no se cambió nada."
    }
  }

  /// `perfil._usuario` → `perfil.$usuario`, para sugerir la escritura.
  private static func projected(_ path: String) -> String {
    var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let last = components.popLast() else { return path }
    let member = last.hasPrefix("_") ? "$" + last.dropFirst() : "$" + last
    return (components + [member]).joined(separator: ".")
  }

  private static func list(_ actions: [String]) -> String {
    actions.map { "  " + $0 }.joined(separator: "\n")
  }
}

extension ArchitectureIssue.Step {
  /// El paso como verbo: «enviar .x».
  var verb: String {
    switch self {
    case .send(let action): return "enviar \(action)"
    case .receive(let action): return "recibir \(action)"
    case .assert: return "afirmar el estado"
    }
  }

  /// El sujeto de la frase: «El estado tras enviar .x».
  var stateHeader: String {
    switch self {
    case .send(let action): return "El estado tras enviar \(action)"
    case .receive(let action): return "El estado tras recibir \(action)"
    case .assert: return "El estado"
    }
  }
}
