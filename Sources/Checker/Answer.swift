import Lessons

/// La respuesta de una persona a un ejercicio que no es de código, tal como se guarda y se
/// corrige.
public enum Answer: Sendable, Hashable {
  /// `eleccion`: las opciones marcadas (posiciones desde 0).
  case choice(Set<Int>)
  /// `eleccion` escrita con letras (`"a, c"`), `texto`, o cualquier respuesta de una línea.
  case text(String)
  /// `prediccion`: lo que se cree que imprime.
  case prediction(String)
  /// La respuesta a un tipo hecho unidad (`recorrido`…), la misma que se guarda.
  case unit(AnyKindAnswer)
}
