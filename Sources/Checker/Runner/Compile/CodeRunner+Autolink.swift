import Foundation

extension CodeRunner {
  /// Dónde se recuerdan los planes del compilador y lo que escribe `swift-autolink-extract`.
  var planStore: String? { exerciseCompiler.moduleCacheBase.map { $0 + "/planes" } }

  /// Lo que `swift-autolink-extract` escribió para objetos con estas secciones
  /// (`AutolinkEntries`), como opciones, si se sabe.
  func knownAutolink(sections: [Data]) -> [String]? {
    if Self.linksAsBefore { return nil }
    let key = AutolinkEntries.key(sections: sections, fingerprint: compilerFingerprint)
    return AutolinkEntries.known(key: key, store: planStore).flatMap(AutolinkEntries.flags)
  }

  /// Si `LECCION_ENLACE_COMO_ANTES=1`, el enlace pasa siempre por `swift-autolink-extract` y
  /// `clang`, como antes de `LinkerPlan`: para medir lo que ahorra en una misma corrida
  /// (`Benchmarks/Tutor/comprobar-frio.sh`). El programa es el mismo.
  static var linksAsBefore: Bool {
    ProcessInfo.processInfo.environment["LECCION_ENLACE_COMO_ANTES"] == "1"
  }

  /// Tras un enlace con `swift-autolink-extract` (su salida queda junto al programa, en
  /// `programa.autolink`), lo recuerda con la clave de las secciones de `objects`.
  func learnAutolink(program: String, objects: [String]) {
    let path = program + ".autolink"
    guard let data = FileManager.default.contents(atPath: path) else { return }
    try? FileManager.default.removeItem(atPath: path)
    let sections = objects.compactMap(AutolinkEntries.section(ofObjectAt:))
    guard sections.count == objects.count else { return }
    let key = AutolinkEntries.key(sections: sections, fingerprint: compilerFingerprint)
    AutolinkEntries.learn(String(decoding: data, as: UTF8.self), key: key, store: planStore)
    if sections.count == 2 {
      AutolinkEntries.remember(
        partner: sections[1], of: sections[0], fingerprint: compilerFingerprint, store: planStore)
    }
  }

  /// Antes de compilar el archivo de la persona, con el objeto de las pruebas en `tests`: la
  /// sección que se espera de su objeto (la del último enlazado con esas pruebas) y lo que
  /// escribiría `swift-autolink-extract` para los dos, si se sabe. Quien lo usa comprueba
  /// después que la sección del objeto que salió es esa.
  func predictedAutolink(tests: String) -> (learner: Data, flags: [String])? {
    guard let section = AutolinkEntries.section(ofObjectAt: tests),
      let learner = AutolinkEntries.partner(
        of: section, fingerprint: compilerFingerprint, store: planStore),
      let flags = knownAutolink(sections: [section, learner])
    else { return nil }
    return (learner, flags)
  }
}
