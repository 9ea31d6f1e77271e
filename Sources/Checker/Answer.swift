/// La respuesta de una persona a un ejercicio que no es de código, tal como se guarda y se
/// corrige.
public enum Answer: Sendable, Hashable, Codable {
  /// `eleccion` escrita con letras (`"a, c"`), `texto`, `prediccion` (sus líneas, juntas), o
  /// cualquier respuesta escrita.
  case text(String)
  /// `recorrido`: la salida elegida en cada pregunta, en orden.
  case walk([String])
  /// `mermaid`: el diagrama escrito.
  case mermaid(String)
  /// `admision`: el veredicto de cada declaración, en orden (`nil`: sin responder).
  case admission([String?])
}
