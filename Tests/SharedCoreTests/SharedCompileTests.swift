import Testing

/// Lo que `Shared` no deja escribir: se demuestra compilando contra el módulo construido.
@Suite struct SharedCompileTests {
  static let prelude = """
    import SharedCore

    struct Usuario: Hashable { var nombre = "Ada" }
    struct Perfil { @Shared var usuario: Usuario }

    func escribir(_ perfil: inout Perfil, _ usuario: Shared<Usuario>, _ lector: SharedReader<Usuario>) {

    """

  /// Ni asignar fuera de `withLock` ni usar una caja como clave de un conjunto: su valor cambia,
  /// así que no puede ser `Hashable` (igual que en swift-sharing).
  @Test(arguments: [
    "perfil.usuario = Usuario(nombre: \"Grace\")",
    "perfil.usuario.nombre = \"Grace\"",
    "usuario.wrappedValue.nombre = \"Grace\"",
    "lector.wrappedValue = Usuario()",
    "lector.withLock { $0.nombre = \"Grace\" }",
    "let _: Set<Shared<Int>> = []",
  ])
  func assignmentOutsideWithLockDoesNotCompile(statement: String) async throws {
    let outcome = try await SwiftCompiler.typecheck(Self.prelude + "  \(statement)\n}\n")
    #expect(!outcome.succeeded, "compiló y no debía: \(statement)")
  }

  @Test func writingThroughWithLockCompiles() async throws {
    let outcome = try await SwiftCompiler.typecheck(
      Self.prelude + """
          perfil.$usuario.withLock { $0.nombre = "Grace" }
          perfil.$usuario.nombre.withLock { $0 = "Hedy" }
          let restantes = usuario.withLock { u -> Int in u.nombre.count }
          _ = restantes
        }

        """)
    #expect(outcome.succeeded, "\(outcome.diagnostics)")
  }
}
