#if canImport(Glibc)
  import Glibc
#endif

/// El límite de tiempo que paró un programa, si fue uno. Hay tres y cuál salta antes depende
/// de la carga de la máquina (de cuándo le tocan la CPU al programa y al hilo de `leccion`
/// que lo vigila), así que **el veredicto no depende de cuál fue**: la prueba en marcha queda
/// `timedOut` («tiempo agotado…»), las de después no se ejecutan, y lo único que decide la
/// medida (`cause`) es si el resultado se puede guardar.
///
/// | cómo acabó | límite | causa (`cause`) |
/// | --- | --- | --- |
/// | `leccion` lo mató al vencer el plazo de reloj (con la prórroga, si la hubo) | `clock` | la regla de `TimeoutEvidence` con lo medido al vencer: `busy`, `blocked` o `starved`; sin medida, ninguna |
/// | `SIGXCPU`: el núcleo midió que gastó su límite de CPU (`RLIMIT_CPU`, que en `corregir` es el de reloj) | `cpu` | `busy`: estuvo en la CPU todo el límite, y ese tiempo fue suyo |
/// | `SIGALRM` pasado el último plazo: la alarma del arnés, porque `leccion` llegó tarde a matarlo | `alarm` | ninguna: sin medida (no se guarda) |
///
/// Un `SIGALRM` antes del último plazo no es la alarma del arnés (el programa se la mandó):
/// es un fallo del programa, como cualquier otra señal.
enum TimeLimit: Sendable, Hashable {
  /// El reloj, con lo que se midió al vencer (`nil` si el sistema no lo dice).
  case clock(TimeoutEvidence?)
  /// El límite de CPU (`RLIMIT_CPU` → `SIGXCPU`).
  case cpu
  /// La alarma del arnés (`LECCION_ALARMA` → `SIGALRM`).
  case alarm

  /// Por qué se agotó, según lo medido; `nil` si no hay medida (entonces es dudoso y no se
  /// guarda).
  var cause: TimeoutCause? {
    switch self {
    case .clock(let evidence): evidence?.cause
    case .cpu: .busy
    case .alarm: nil
    }
  }

  /// El límite que paró `run`, o `nil` si acabó por otra cosa (terminó, se estrelló, escribió
  /// sin parar).
  static func stopping(_ run: SandboxedRun, limits: SandboxLimits) -> TimeLimit? {
    if run.timedOut { return .clock(run.timeoutEvidence) }
    switch run.termination {
    case .signaled(SIGXCPU):
      return .cpu
    case .signaled(SIGALRM)
    where run.elapsed >= max(limits.wallClockSeconds, limits.starvationCapSeconds):
      return .alarm
    default:
      return nil
    }
  }
}
