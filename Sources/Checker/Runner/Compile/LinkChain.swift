/// Compilar y enlazar en **una** caja: tras el `swift-frontend` del archivo de la persona, la
/// misma orden de shell compara la interfaz que salió con la esperada (la de las pruebas ya
/// compiladas que se van a enlazar) y, solo si son iguales byte a byte, enlaza
/// (`CodeRunner.compileSplit`). Se ahorran dos lanzamientos de la caja (el de las pruebas,
/// que ya están, y el del enlace).
///
/// Lo que diga el shell de dentro no se cree: quien llama vuelve a comparar fuera, con los
/// bytes que leyó de la caché, la interfaz que dejó el compilador, y si no es la esperada
/// tira el programa y sigue como si no se hubiera enlazado.
///
/// ```swift
/// let cadena = LinkChain(linkArguments: enlace, produced: hecha, expected: esperada)
/// cadena.script(frontend: plan, link: ["/bin/sh", "-c", "…"])
/// // "…/swift-frontend -frontend … || exit $?; cmp -s … || exit 0; (…) || exit 96"
/// ```
struct LinkChain: Sendable, Hashable {
  /// Las opciones del enlace (`SwiftCompiler.linkFlags`, `-o`, los objetos), sin `swiftc`.
  var linkArguments: [String]
  /// La interfaz que deja el compilador.
  var produced: String
  /// La interfaz con la que se compilaron las pruebas que se enlazan.
  var expected: String
  /// Lo que `swift-autolink-extract` escribiría para los objetos si el de la persona pide las
  /// mismas bibliotecas que se esperan (`AutolinkEntries`; quien llama lo comprueba fuera):
  /// entonces se enlaza solo con `ld.lld`. `nil`: como siempre.
  var autolink: [String]? = nil

  /// El código de salida del shell cuando falla el enlace (no el compilador).
  static let linkFailed: Int32 = 96

  /// Las mismas rutas vistas desde dentro de la caja.
  func mapped(_ inside: (String) -> String) -> LinkChain {
    LinkChain(
      linkArguments: linkArguments.map(inside), produced: inside(produced),
      expected: inside(expected), autolink: autolink)
  }

  /// La orden de shell, o `nil` si algo no se puede escribir sin comillas o el enlace no es
  /// una orden de `/bin/sh -c` (`LinkPlan`). Si el compilador falla, su código de salida (un
  /// `SIGXCPU` llega como 128 + 24); si las interfaces difieren (o no hay `cmp`), 0 sin
  /// programa; si falla el enlace, `linkFailed`. `then`: una orden de shell que va justo
  /// después del compilador (la unión de `ObjectParts`, con su propio `exit`).
  func script(frontend: [String], then: String? = nil, link: [String]) -> String? {
    guard link.count == 3, link[0] == "/bin/sh", link[1] == "-c",
      frontend.allSatisfy(FrontendPlan.isPlain), FrontendPlan.isPlain(produced),
      FrontendPlan.isPlain(expected)
    else { return nil }
    return frontend.joined(separator: " ") + " || exit $?; "
      + (then.map { $0 + "; " } ?? "")
      + "cmp -s \(produced) \(expected) || exit 0; "
      + "(\(link[2])) || exit \(Self.linkFailed)"
  }
}
