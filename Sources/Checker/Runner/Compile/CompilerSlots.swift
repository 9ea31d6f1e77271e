import Dispatch

/// Cuántos compiladores pueden estar en marcha a la vez en una corrección.
///
/// `corregir --trabajos N` corrige N + 1 entregas a la vez, pero solo N compilan a la vez: la
/// entrega de más compila mientras otra ejecuta sus programas, que casi siempre acaban en
/// milisegundos pero a veces esperan sin usar la CPU (un abrazo mortal está quieto `L/4`
/// antes de pararse, `ProcessClock`). Con N entregas a la vez, ese núcleo se quedaba sin
/// nada que hacer. Un programa que gasta CPU (un bucle) la comparte entonces con dos
/// compiladores; su veredicto no cambia, porque su límite es de CPU y la espera se mide
/// (`TimeoutEvidence`).
///
/// ```swift
/// let slots = CompilerSlots(count: 2)
/// let resultado = slots.holding { compilar() }
/// ```
final class CompilerSlots: Sendable {
  private let semaphore: DispatchSemaphore

  init(count: Int) { semaphore = DispatchSemaphore(value: max(1, count)) }

  /// `body` con uno de los compiladores disponibles; espera a que haya uno.
  func holding<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    semaphore.wait()
    defer { semaphore.signal() }
    return try body()
  }
}
