/// Cómo terminó un proceso hijo.
public enum ProcessTermination: Sendable, Hashable, Codable {
  /// Salió por su cuenta con este código.
  case exited(Int32)
  /// Lo mató esta señal.
  case signaled(Int32)

  /// Decodifica el `status` de `waitpid`.
  init(waitStatus status: Int32) {
    let signal = status & 0x7f
    if signal == 0 {
      self = .exited((status >> 8) & 0xff)
    } else {
      self = .signaled(signal)
    }
  }

  /// Quita el envoltorio de `bwrap`, que sale con 128 + señal cuando su hijo muere por una.
  func unwrappingShell() -> ProcessTermination {
    if case .exited(let code) = self, code > 128, code < 128 + 32 {
      return .signaled(code - 128)
    }
    return self
  }

  /// El nombre POSIX de una señal (`SIGSEGV`), o `nil` si no es de las habituales.
  public static func signalName(_ signal: Int32) -> String? {
    switch signal {
    case 1: "SIGHUP"
    case 2: "SIGINT"
    case 3: "SIGQUIT"
    case 4: "SIGILL"
    case 5: "SIGTRAP"
    case 6: "SIGABRT"
    case 7: "SIGBUS"
    case 8: "SIGFPE"
    case 9: "SIGKILL"
    case 11: "SIGSEGV"
    case 13: "SIGPIPE"
    case 14: "SIGALRM"
    case 15: "SIGTERM"
    case 24: "SIGXCPU"
    case 25: "SIGXFSZ"
    case 31: "SIGSYS"
    default: nil
    }
  }
}
