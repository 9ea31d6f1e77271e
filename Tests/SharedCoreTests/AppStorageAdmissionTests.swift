import Foundation
import Testing

/// Lo que `appStorage` admite y lo que no, demostrado con el compilador: cada declaración se
/// comprueba con `swiftc -typecheck` contra el módulo SharedCore construido.
@Suite struct AppStorageAdmissionTests {
  /// Lo que rodea a cada declaración: tipos de ejemplo y una función donde declarar.
  static let prelude = """
    import Foundation
    import SharedCore

    enum Tema: String { case claro, oscuro, sistema }
    enum Prioridad: Int { case baja = 1, media, alta }
    enum Escala: Double { case uno = 1, dos = 2 }
    struct Ajustes: Codable, Equatable { var zoom = 1 }
    struct Perfil: Equatable { var nombre = "" }

    extension SharedKey where Self == AppStorageKey<Tema>.Default {
      static var tema: Self { Self[.appStorage("tema"), default: .sistema] }
    }

    func declaraciones() {

    """

  /// Declaraciones que deben compilar, con la sintaxis exacta de las lecciones.
  static let admitted = [
    #"@Shared(.appStorage("temaOscuro")) var temaOscuro = false"#,
    #"@Shared(.appStorage("tema")) var tema: Tema = .sistema"#,
    #"@Shared(.tema) var temaTipado"#,
    #"@Shared(.appStorage("vioLaBienvenida")) var vioLaBienvenida = false"#,
    #"@Shared(.appStorage("tamanoLetra")) var tamanoLetra = 14"#,
    #"@Shared(.appStorage("volumen")) var volumen = 0.8"#,
    #"@Shared(.appStorage("nombre")) var nombre = "Ada""#,
    #"@Shared(.appStorage("servidor")) var servidor = URL(fileURLWithPath: "/tmp")"#,
    #"@Shared(.appStorage("avatar")) var avatar = Data()"#,
    #"@Shared(.appStorage("ultimaVisita")) var ultimaVisita = Date()"#,
    #"@Shared(.appStorage("prioridad")) var prioridad: Prioridad = .media"#,
    #"@Shared(.appStorage("esOpcional")) var esOpcional: Bool?"#,
    #"@Shared(.appStorage("enteroOpcional")) var enteroOpcional: Int? = nil"#,
    #"@Shared(.appStorage("realOpcional")) var realOpcional: Double?"#,
    #"@Shared(.appStorage("apodo")) var apodo: String?"#,
    #"@Shared(.appStorage("web")) var web: URL?"#,
    #"@Shared(.appStorage("firma")) var firma: Data?"#,
    #"@Shared(.appStorage("fecha")) var fecha: Date?"#,
    #"@Shared(.appStorage("temaOpcional")) var temaOpcional: Tema?"#,
    #"@Shared(.appStorage("prioridadOpcional")) var prioridadOpcional: Prioridad? = .alta"#,
    #"@SharedReader(.appStorage("temaOscuro")) var lectorTemaOscuro = false"#,
    #"@SharedReader(.tema) var lectorTema"#,
    // Desde swift-sharing 2.7: listas de textos y cualquier `Codable` (como JSON).
    #"@Shared(.appStorage("historial")) var historial: [String] = []"#,
    #"@Shared(.appStorage("etiquetas")) var etiquetas: [String]?"#,
    #"@Shared(.appStorage("ajustes")) var ajustes = Ajustes()"#,
    #"@Shared(.appStorage("ajustesOpcionales")) var ajustesOpcionales: Ajustes?"#,
    #"@Shared(.appStorage("zoom")) var zoom: Float = 1"#,
    #"@Shared(.appStorage("contadores")) var contadores: [String: Int] = [:]"#,
    #"@Shared(.appStorage("sesion")) var sesion = UUID()"#,
  ]

  /// Declaraciones que el compilador debe rechazar.
  /// (Lo que no es `Codable` ni encaja en otra sobrecarga.)
  static let refused = [
    #"@Shared(.appStorage("escala")) var escala: Escala = .uno"#,
    #"@Shared(.appStorage("escalaOpcional")) var escalaOpcional: Escala?"#,
    #"@Shared(.appStorage("perfil")) var perfil = Perfil()"#,
    #"@Shared(.appStorage("perfiles")) var perfiles: [Perfil] = []"#,
    #"@Shared(.appStorage("porNombre")) var porNombre: [String: Perfil] = [:]"#,
  ]

  @Test func everyAdmittedTypeCompilesWithTheLessonsSyntax() async throws {
    let body = Self.admitted.map { "  \($0)" }.joined(separator: "\n")
    let outcome = try await SwiftCompiler.typecheck(Self.prelude + body + "\n}\n")
    #expect(outcome.succeeded, "\(outcome.diagnostics)")
  }

  @Test func everyOtherTypeIsRefusedByTheCompilerOnItsOwnLine() async throws {
    let line = Self.prelude.split(separator: "\n", omittingEmptySubsequences: false).count
    let outcomes = try await withThrowingTaskGroup(of: (String, SwiftCompiler.Outcome).self) {
      group in
      for declaration in Self.refused {
        group.addTask {
          (declaration, try await SwiftCompiler.typecheck(Self.prelude + "  \(declaration)\n}\n"))
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    for declaration in Self.refused {
      let outcome = try #require(outcomes[declaration])
      #expect(!outcome.succeeded, "compiló y no debía: \(declaration)")
      #expect(
        outcome.diagnostics.contains("fragmento.swift:\(line):"),
        "el error no está en la línea de la declaración:\n\(outcome.diagnostics)")
    }
  }
}
