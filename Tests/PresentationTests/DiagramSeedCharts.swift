import Foundation

/// Los diagramas Mermaid de las cinco lecciones de origen (`/work/shared/seeds/`), copiados
/// tal cual para las pruebas de dibujo.
enum DiagramSeedCharts {
  /// «Cuándo compartir» (lección 5): la cadena de preguntas.
  static let whenToShare = fixture("cuando-compartir.mmd")

  /// «Shared» (lección 1): la caja y quién la mira (LR).
  static let sharedBox = """
    flowchart LR
    P[App State] -->|pasa el valor proyectado| A[Perfil State]
    P -->|pasa el valor proyectado| B[Ajustes State]
    A --> C[Caja compartida con Usuario]
    B --> C
    C --> S[Instantanea para el TestStore]
    A --> L1[Campos locales propios]
    B --> L2[Campos locales propios]
    style C fill:#a6e3a1,color:#11111b
    """

  /// «withLock» (lección 2): lo que viaja con el cambio, con una arista punteada.
  static let propagation = """
    flowchart TD
    R[Reducer de Perfil] -->|withLock| C[Caja compartida]
    C -->|invalidacion por lectura| V1[Vista de Perfil]
    C -->|invalidacion por lectura| V2[Vista de Ajustes]
    C -->|invalidacion por lectura| V3[Vista de Cabecera]
    C -.->|no envia accion| RA[Reducer de Ajustes]
    D[Hecho del dominio] -->|accion delegate| RA
    style C fill:#a6e3a1,color:#11111b
    style RA fill:#f9e2af,color:#11111b
    """

  /// «Estado grande» (lección 4): qué hacer con un dato voluminoso.
  static let heavyData = """
    flowchart TD
    D[Tengo un dato voluminoso] --> Q1[Lo dibuja alguna vista]
    Q1 -->|si| Q2[Cabe acotarlo por paginacion]
    Q1 -->|no| Q3[Lo consulta alguna rama del reducer]
    Q2 -->|si| P[Guarda solo la pagina y el cursor]
    Q2 -->|no| ID[Guarda identificadores y resuelve al dibujar]
    Q3 -->|no| F[Sacalo a una dependencia]
    Q3 -->|si| E[Dejalo pero excluyelo de la observacion]
    style F fill:#a6e3a1,color:#11111b
    style P fill:#89b4fa,color:#11111b
    """

  /// «Persistir sin ensuciar» (lección 3): la clave y el widget, con un ciclo (LR).
  static let appStorage = """
    flowchart LR
    A[Accion del usuario] --> R[Reducer muta con withLock]
    R --> S[Referencia compartida]
    S --> V[Vista redibuja]
    S --> D[UserDefaults escribe]
    E[Widget o extension cambia la clave] --> D
    D --> S
    style S fill:#89b4fa,color:#11111b
    style D fill:#a6e3a1,color:#11111b
    """

  /// Un diagrama de `Tests/Fixtures/diagramas`, compartido con las pruebas del corrector
  /// (vacío si falta: las pruebas que lo dibujan fallan entonces al comparar).
  private static func fixture(_ name: String) -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/diagramas/" + name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
