import Testing
@testable import SharedCore

/// Cada fallo de la capa de arquitectura, escrito palabra por palabra.
@Suite struct TestStoreMessageTests {
  static let cambio = StateDiff(lines: [
    .changed(path: "_usuario.nombre", expected: #""Ada""#, actual: #""Grace""#)
  ])
  static let altas = StateDiff(lines: [
    .missing(path: "elementos[id: 3]", expected: #"Elemento(id: 3, titulo: "Tres")"#),
    .extra(path: "elementos[id: 4]", actual: #"Elemento(id: 4, titulo: "Cuatro")"#),
  ])

  static let table: [(ArchitectureIssue, String)] = [
    (
      .stateMismatch(
        step: .send(action: ".editar"),
        diff: StateDiff(lines: [
          .changed(path: "editando", expected: "false", actual: "true")
        ])),
      """
      El estado tras enviar .editar no es el esperado (esperado → real):
        editando: false → true
      """
    ),
    (
      .stateMismatch(step: .receive(action: ".perfilLlego(7)"), diff: cambio),
      """
      El estado tras recibir .perfilLlego(7) no es el esperado (esperado → real):
        _usuario.nombre: "Ada" → "Grace"
      Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
      escribe con la misma sintaxis que en el reducer, $0.$usuario.withLock { … }.
      """
    ),
    (
      .stateMismatch(step: .assert, diff: altas),
      """
      El estado no es el esperado (esperado → real; − solo en el esperado, + solo en el real):
        − elementos[id: 3]: Elemento(id: 3, titulo: "Tres")
        + elementos[id: 4]: Elemento(id: 4, titulo: "Cuatro")
      """
    ),
    (
      .stateMismatch(
        step: .assert,
        diff: StateDiff(lines: [
          .changed(path: "perfil._usuario.plan", expected: ".gratuito", actual: ".profesional")
        ])),
      """
      El estado no es el esperado (esperado → real):
        perfil._usuario.plan: .gratuito → .profesional
      Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
      escribe con la misma sintaxis que en el reducer, $0.perfil.$usuario.withLock { … }.
      """
    ),
    (
      .stateMismatch(
        step: .assert,
        diff: StateDiff(lines: [
          .changed(
            path: "filas[id: 1]._usuario.plan", expected: ".gratuito", actual: ".profesional")
        ])),
      """
      El estado no es el esperado (esperado → real):
        filas[id: 1]._usuario.plan: .gratuito → .profesional
      Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
      escribe con la misma sintaxis que en el reducer, $0.…$usuario.withLock { … }.
      """
    ),
    (
      .unassertedSharedChange(diff: cambio),
      """
      Al terminar la prueba quedó un cambio en estado compartido sin afirmar (esperado → real):
        _usuario.nombre: "Ada" → "Grace"
      Si lo escribió un efecto, es mejor que envíe una acción y que escriba el reducer; si \
      no, afírmalo con store.assert { $0.$usuario.withLock { … } }.
      """
    ),
    (
      .unassertedSharedChange(
        diff: StateDiff(lines: [
          .changed(path: "Shared<Usuario>.nombre", expected: #""Ada""#, actual: #""Grace""#)
        ])),
      """
      Al terminar la prueba quedó un cambio en estado compartido sin afirmar (esperado → real):
        Shared<Usuario>.nombre: "Ada" → "Grace"
      Si lo escribió un efecto, es mejor que envíe una acción y que escriba el reducer; si \
      no, afírmalo con store.assert { $0.$campo.withLock { … } }.
      """
    ),
    (
      .uncomparableSharedWrite(step: .send(action: ".abrir"), path: "_sesion", type: "Sesion"),
      "Al enviar .abrir, el reducer o un efecto había escrito en la caja compartida _sesion, "
        + "de tipo Sesion, que no es Equatable: el TestStore no puede saber si cambió ni "
        + "compararla con lo esperado, así que no la da por buena. Haz que Sesion sea "
        + "Equatable, o afirma la escritura con store.assert { $0.$sesion.withLock { … } }."
    ),
    (
      .uncomparableSharedWrite(step: nil, path: "Shared<Sesion>", type: "Sesion"),
      "Al terminar la prueba, el reducer o un efecto había escrito en la caja compartida "
        + "Shared<Sesion>, de tipo Sesion, que no es Equatable: el TestStore no puede saber "
        + "si cambió ni compararla con lo esperado, así que no la da por buena. Haz que "
        + "Sesion sea Equatable, o afirma la escritura con un withLock sobre esa caja dentro "
        + "de store.assert { … }."
    ),
    (
      .assertionThrew(error: ".sinRed"),
      "La clausura que describe el estado esperado lanzó un error: .sinRed."
    ),
    (
      .noActionReceived(expected: ".recargado(7)", reason: .noEffectsRunning),
      "Se esperaba recibir .recargado(7), pero no llegó ninguna acción y no queda ningún "
        + "efecto en curso que pueda enviarla."
    ),
    (
      .noActionReceived(expected: ".recargado(7)", reason: .timedOut("1 s")),
      "Se esperaba recibir .recargado(7), pero no llegó ninguna acción en 1 s. Hay efectos en "
        + "curso: si tardan más, pasa un timeout mayor a receive."
    ),
    (
      .unexpectedAction(expected: ".recargado(8)", received: ".recargado(7)"),
      """
      Se recibió una acción distinta de la esperada.
        esperada: .recargado(8)
        recibida: .recargado(7)
      """
    ),
    (
      .unreceivedActionsBeforeSend(sending: ".editar", pending: [".recargado(1)"]),
      """
      Antes de enviar .editar hay que recibir las acciones que ya enviaron los efectos (1):
        .recargado(1)
      Recíbelas con await store.receive(…), o pon store.exhaustivity = .off.
      """
    ),
    (
      .unreceivedActionsAtEnd(pending: [".a", ".b"]),
      """
      La prueba terminó con acciones enviadas por efectos que nadie recibió (2):
        .a
        .b
      Recíbelas con await store.receive(…).
      """
    ),
    (
      .effectStillRunning(action: ".cargar", waited: nil),
      "Un efecto lanzado al procesar .cargar sigue en curso al terminar la prueba. Espéralo "
        + "con await store.finish(), cancélalo con .cancel(id:) o recibe lo que envía."
    ),
    (
      .effectStillRunning(action: ".cargar", waited: "1,5 s"),
      "Un efecto lanzado al procesar .cargar sigue en curso tras esperar 1,5 s. Cancélalo con "
        + ".cancel(id:) o haz que termine."
    ),
    (
      .effectThrew(".sinRed"),
      "Un efecto .run lanzó un error que nadie atrapó: .sinRed. Conviértelo en una acción "
        + "(await send(.respuesta(Result { try await … }))) o pasa catch: a .run."
    ),
    (
      .ifLetWithoutState(".detalle(.guardar)"),
      "Llegó .detalle(.guardar) para un hijo opcional (ifLet) cuyo estado es nil, y se ignoró. "
        + "Suele ser un efecto del hijo que sigue enviando después de cerrarlo."
    ),
    (
      .forEachWithoutElement(".filas(.element(id: 9, action: .marcar))", id: "9"),
      "Llegó .filas(.element(id: 9, action: .marcar)) para el elemento con id 9, que no está "
        + "en la colección (forEach), y se ignoró."
    ),
    (
      .duplicateID("3"),
      "El id 3 aparece más de una vez en un IdentifiedArray; se conserva el primer elemento "
        + "con ese id."
    ),
    (
      .mismatchedID("3", "4"),
      "Se asignó al sitio del id 3 un elemento cuyo id es 4 en un IdentifiedArray; no se "
        + "cambió nada."
    ),
  ]

  @Test(arguments: 0..<table.count)
  func mensaje(_ row: Int) {
    let (issue, expected) = Self.table[row]
    #expect(issue.message == expected)
  }

  @Test(arguments: [
    (Duration.milliseconds(50), "50 ms"), (.seconds(1), "1 s"), (.milliseconds(1500), "1,5 s"),
    (.seconds(30), "30 s"),
  ])
  func duracion(_ duration: Duration, _ text: String) {
    #expect(formatDuration(duration) == text)
  }
}
