import Lessons

/// La respuesta de una persona a un ejercicio que no es de código, tal como se guarda y se
/// corrige.
public enum Answer: Sendable, Hashable {
  /// `eleccion` escrita con letras (`"a, c"`), `texto`, `prediccion` (sus líneas, juntas), o
  /// cualquier respuesta escrita.
  case text(String)
  /// La respuesta a un tipo hecho unidad (`recorrido`…), la misma que se guarda.
  case unit(AnyKindAnswer)
}
