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

  /// Tras enlazar el objeto de pruebas `tests` (con la clave `testsKey`) y el de la persona
  /// `learner`: recuerda la sección del de la persona para esas pruebas (`partner`) y, si el
  /// enlace pasó por `swift-autolink-extract` (su salida queda junto al programa, en
  /// `programa.autolink`), lo que escribió, con la clave de las secciones de los dos.
  func learnAutolink(program: String, tests: String, learner: String, testsKey: String) {
    let path = program + ".autolink"
    let data = FileManager.default.contents(atPath: path)
    try? FileManager.default.removeItem(atPath: path)
    guard let testsSection = AutolinkEntries.section(ofObjectAt: tests),
      let learnerSection = AutolinkEntries.section(ofObjectAt: learner)
    else { return }
    AutolinkEntries.remember(
      partner: learnerSection, of: testsKey, fingerprint: compilerFingerprint, store: planStore)
    guard let data else { return }
    let key = AutolinkEntries.key(
      sections: [testsSection, learnerSection], fingerprint: compilerFingerprint)
    AutolinkEntries.learn(String(decoding: data, as: UTF8.self), key: key, store: planStore)
  }

  /// Antes de compilar el archivo de la persona, con el objeto de las pruebas `testsKey` en
  /// `tests`: la sección que se espera de su objeto (la del último enlazado con esas pruebas,
  /// que son de esa interfaz) y lo que escribiría `swift-autolink-extract` para los dos, si se
  /// sabe. Quien lo usa comprueba después que la sección del objeto que salió es esa.
  func predictedAutolink(tests: String, testsKey: String) -> (learner: Data, flags: [String])? {
    guard let section = AutolinkEntries.section(ofObjectAt: tests),
      let learner = AutolinkEntries.partner(
        of: testsKey, fingerprint: compilerFingerprint, store: planStore),
      let flags = knownAutolink(sections: [section, learner])
    else { return nil }
    return (learner, flags)
  }
}
