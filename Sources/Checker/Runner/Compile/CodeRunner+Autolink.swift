import Foundation
import Support

extension CodeRunner {
  /// Dónde se recuerdan los planes del compilador y lo que escribe `swift-autolink-extract`.
  var planStore: String? { exerciseCompiler.moduleCacheBase.map { $0 + "/planes" } }

  /// Lo que `swift-autolink-extract` escribió para objetos con estas secciones
  /// (`AutolinkEntries`), como opciones, si se sabe; con `testsKey` (el objeto de pruebas que
  /// se enlaza), sin las bibliotecas que los objetos no usaban la última vez que se enlazaron
  /// con esas pruebas (`LinkLibraries`).
  func knownAutolink(sections: [Data], testsKey: String? = nil) -> [String]? {
    fullAutolink(sections: sections).map { full in
      testsKey.map { trimmedAutolink(full, sections: sections, testsKey: $0) } ?? full
    }
  }

  /// `knownAutolink(sections:)` con todas las bibliotecas.
  func fullAutolink(sections: [Data]) -> [String]? {
    if Self.linksAsBefore { return nil }
    let key = AutolinkEntries.key(sections: sections, fingerprint: compilerFingerprint)
    return AutolinkEntries.known(key: key, store: planStore).flatMap(AutolinkEntries.flags)
  }

  /// `flags` sin las bibliotecas que se pueden quitar y que los objetos de esas secciones no
  /// usaban (lo aprendido por `learnLibraries`); sin nada aprendido, `flags`.
  private func trimmedAutolink(_ flags: [String], sections: [Data], testsKey: String)
    -> [String]
  {
    if Self.linksWithEveryLibrary { return flags }
    let key = librariesKey(sections: sections, testsKey: testsKey)
    guard let used = LinkLibraries.learned(key: key, store: planStore) else { return flags }
    return LinkLibraries.trimmed(flags, keeping: used, droppable: droppableLibraries(flags))
  }

  private func droppableLibraries(_ flags: [String]) -> Set<String> {
    LinkLibraries.droppable(
      flags: flags, runtime: toolchain.runtimeLibraryDirectory, engine: toolchain.libraryPath,
      store: planStore)
  }

  /// La clave de lo aprendido: las secciones y las pruebas (el ejercicio y la interfaz de la
  /// persona). Lo que use otra persona en otro ejercicio no quita nada aquí.
  private func librariesKey(sections: [Data], testsKey: String) -> String {
    AutolinkEntries.key(sections: sections, fingerprint: compilerFingerprint) + "-" + testsKey
  }

  /// Aprende qué bibliotecas de las que se pueden quitar usan los objetos `objects` (con esas
  /// secciones; el primero, el de las pruebas `testsKey`) y el arnés. Si ya se sabía, solo con
  /// `again` (un enlace sin ellas falló: se suma lo que se use ahora). Devuelve si aprendió.
  @discardableResult
  func learnLibraries(sections: [Data], objects: [String], testsKey: String, again: Bool)
    -> Bool
  {
    guard !Self.linksWithEveryLibrary, let flags = fullAutolink(sections: sections) else {
      return false
    }
    let key = librariesKey(sections: sections, testsKey: testsKey)
    if !again && LinkLibraries.learned(key: key, store: planStore) != nil { return false }
    guard
      let used = LinkLibraries.used(
        by: objects, archive: toolchain.harnessLibraryPath, droppable: droppableLibraries(flags),
        runtime: toolchain.runtimeLibraryDirectory)
    else { return false }
    LinkLibraries.learn(used, key: key, store: planStore)
    return true
  }

  /// Si `LECCION_ENLACE_CON_TODAS=1`, el enlace lleva siempre todas las bibliotecas que piden
  /// los objetos (como antes de `LinkLibraries`): para medir lo que ahorra en una misma
  /// corrida. El programa hace lo mismo.
  static var linksWithEveryLibrary: Bool {
    EnvironmentVariable.value("LECCION_ENLACE_CON_TODAS") == "1"
  }

  /// Si `LECCION_ENLACE_COMO_ANTES=1`, el enlace pasa siempre por `swift-autolink-extract` y
  /// `clang`, como antes de `LinkerPlan`: para medir lo que ahorra en una misma corrida
  /// (`Benchmarks/Tutor/comprobar-frio.sh`). El programa es el mismo.
  static var linksAsBefore: Bool {
    EnvironmentVariable.value("LECCION_ENLACE_COMO_ANTES") == "1"
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
    if let data {
      let key = AutolinkEntries.key(
        sections: [testsSection, learnerSection], fingerprint: compilerFingerprint)
      AutolinkEntries.learn(String(decoding: data, as: UTF8.self), key: key, store: planStore)
    }
    if FileManager.default.isExecutableFile(atPath: program) {
      learnLibraries(
        sections: [testsSection, learnerSection], objects: [tests, learner], testsKey: testsKey,
        again: false)
    }
  }

  /// Antes de compilar el archivo de la persona, con el objeto de las pruebas `testsKey` en
  /// `tests`: la sección que se espera de su objeto (la del último enlazado con esas pruebas,
  /// que son de esa interfaz) y lo que escribiría `swift-autolink-extract` para los dos, si se
  /// sabe. Quien lo usa comprueba después que la sección del objeto que salió es esa.
  /// `trimmed`: si faltan bibliotecas que los objetos piden (`LinkLibraries`).
  func predictedAutolink(tests: String, testsKey: String)
    -> (learner: Data, flags: [String], trimmed: Bool)?
  {
    guard let section = AutolinkEntries.section(ofObjectAt: tests),
      let learner = AutolinkEntries.partner(
        of: testsKey, fingerprint: compilerFingerprint, store: planStore),
      let full = fullAutolink(sections: [section, learner])
    else { return nil }
    let flags = trimmedAutolink(full, sections: [section, learner], testsKey: testsKey)
    return (learner, flags, flags != full)
  }
}
