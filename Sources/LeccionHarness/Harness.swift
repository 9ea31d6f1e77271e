import Glibc
import Synchronization

/// Anota un fallo de la prueba en marcha, con su mensaje, si `condition` es falsa.
///
/// ```swift
/// func pruebaSuma() {
///   expect(2 + 2 == 4, "2 + 2 vale 4")
/// }
/// ```
public func expect(_ condition: Bool, _ message: String, line: Int = #line) {
  if !condition { ReportChannel.shared.record("fail", message) }
}

/// Anota un fallo de la prueba en marcha: el `main` generado engancha aquí los fallos del
/// motor (los de `TestStore`, por `IssueReporter`).
public func __leccionRecordFailure(_ message: String) {
  ReportChannel.shared.record("fail", message)
}

/// El arnés de pruebas de los ejercicios de código, compilado una vez junto al motor: el
/// `main` que genera `leccion` para cada comprobación solo tiene la tabla de pruebas.
///
/// ```swift
/// switch LeccionHarness.__LeccionHarness.begin(version: .arnes11) {
/// case 0:
///   LeccionHarness.__LeccionHarness.run("pruebaSuma") { pruebaSuma() }
///   await LeccionHarness.__LeccionHarness.runAsync("pruebaRed") { try await pruebaRed() }
/// default: break
/// }
/// LeccionHarness.__LeccionHarness.finish()
/// ```
///
/// Sus llamadas van en un orden fijo (`begin` una vez, `run` de una en una, `finish` al
/// final); una llamada fuera de ese orden (una prueba que llama a `run` dentro de sí, o un
/// segundo `begin`) detiene el programa, y la prueba en marcha no pasa.
public enum __LeccionHarness {
  /// La versión del arnés que espera el `main` generado (`HarnessSource.version` en
  /// `leccion`): un arnés de otra versión no tiene el mismo caso, y el `main` no compila.
  public enum Version: Sendable {
    case arnes11
  }

  /// Arranca el programa: prepara el canal de informe (y borra su variable), deja la salida
  /// estándar con búfer por líneas, programa la alarma de `LECCION_ALARMA` y avisa de que
  /// está listo. Devuelve el ejercicio elegido (el primer argumento; sin él, 0).
  ///
  /// Si `leccion` lo lanzó como plantilla de una entrega (`Template`), aquí sirve: solo
  /// vuelve en cada hijo, con los argumentos, el entorno y los descriptores de su ejercicio.
  public static func begin(version: Version) -> Int {
    let arguments = Template.serveIfAsked()
    guard state.advance(from: .fresh, to: .idle) else { outOfOrder() }
    _ = ReportChannel.shared
    Startup.configureOutput()
    selection.withLock { $0 = Startup.selection(arguments ?? CommandLine.arguments) }
    ReportChannel.shared.record("ready", "")
    return selection.withLock { $0.unit }
  }

  /// Ejecuta la prueba `name` si está pedida: anota su principio, su error si lanza uno, y
  /// su final.
  public static func run(_ name: StaticString, _ body: () throws -> Void) {
    guard enter(name) else { return }
    do { try body() } catch { ReportChannel.shared.record("throw", String(describing: error)) }
    leave(name)
  }

  /// Como `run(_:_:)`, para una prueba `async`: corre en el aislamiento de quien la llama
  /// (el `main`), como si la tabla llamara a la prueba directamente.
  nonisolated(nonsending) public static func runAsync(
    _ name: StaticString, _ body: () async throws -> Void
  ) async {
    guard enter(name) else { return }
    do { try await body() } catch {
      ReportChannel.shared.record("throw", String(describing: error))
    }
    leave(name)
  }

  /// Avisa de que se recorrieron todas las pruebas pedidas y termina el programa.
  public static func finish() -> Never {
    guard state.advance(from: .idle, to: .finished) else { outOfOrder() }
    ReportChannel.shared.record("done", "")
    exit(0)
  }

  // MARK: - Estado

  enum Phase {
    case fresh, idle, testing, finished
  }

  static let state = PhaseLock()
  static let selection = Mutex(Startup.Selection(unit: 0, tests: []))

  /// Si `name` está pedida; si lo está, pasa a «en prueba» y anota su principio.
  private static func enter(_ name: StaticString) -> Bool {
    let text = name.description
    let wanted = selection.withLock { $0.tests.isEmpty || $0.tests.contains(text) }
    guard wanted else { return false }
    guard state.advance(from: .idle, to: .testing) else { outOfOrder() }
    ReportChannel.shared.record("start", text)
    return true
  }

  private static func leave(_ name: StaticString) {
    ReportChannel.shared.record("end", name.description)
    guard state.advance(from: .testing, to: .idle) else { outOfOrder() }
  }

  private static func outOfOrder() -> Never {
    fatalError("el arnés de pruebas se llamó fuera de su orden")
  }
}

/// La fase del arnés, que solo avanza por los pasos previstos.
final class PhaseLock: Sendable {
  private let phase = Mutex(__LeccionHarness.Phase.fresh)

  /// Pasa de `from` a `to` si está en `from`; si no, no cambia nada y devuelve `false`.
  func advance(from: __LeccionHarness.Phase, to: __LeccionHarness.Phase) -> Bool {
    phase.withLock { phase in
      guard phase == from else { return false }
      phase = to
      return true
    }
  }
}
