/// Los límites de un programa de ejercicio en marcha.
///
/// ```swift
/// var limits = SandboxLimits.standard
/// limits.wallClockSeconds = 2   // en las pruebas, para que un bucle sin fin acabe pronto
/// ```
public struct SandboxLimits: Sendable, Hashable, Codable {
  /// Tiempo de reloj, en segundos; pasado, se mata al grupo entero de procesos.
  public var wallClockSeconds: Double
  /// Tiempo de CPU, en segundos (`RLIMIT_CPU`; luego `SIGXCPU`).
  public var cpuSeconds: Int
  /// Memoria virtual, en bytes (`RLIMIT_AS`).
  public var memoryBytes: Int
  /// Procesos e hilos (`RLIMIT_NPROC`), contra las bombas de procesos.
  public var processes: Int
  /// Tamaño máximo de un archivo escrito (`RLIMIT_FSIZE`; luego `SIGXFSZ`).
  public var fileSizeBytes: Int
  /// Descriptores abiertos (`RLIMIT_NOFILE`).
  public var openFiles: Int
  /// Bytes de salida que se guardan; el resto se recorta.
  public var outputBytes: Int
  /// Bytes escritos (guardados o no) a partir de los cuales se detiene el programa: escribe
  /// sin parar.
  public var floodBytes: Int
  /// Tope de reloj, en segundos, para un programa al que la máquina cargada le quitó la CPU:
  /// al llegar a `wallClockSeconds`, si pasó una parte grande esperando una CPU libre
  /// (`TimeoutEvidence`), se le devuelve ese tiempo, hasta este tope. Así el tiempo agotado
  /// no depende de la carga: es del programa. 0 (o menos que `wallClockSeconds`): sin
  /// prórroga, como en el tutor; `corregir` da el triple del límite.
  public var starvationCapSeconds: Double = 0

  /// Crea unos límites.
  public init(
    wallClockSeconds: Double = 10, cpuSeconds: Int = 10, memoryBytes: Int = 2 << 30,
    processes: Int = 128, fileSizeBytes: Int = 64 << 20, openFiles: Int = 256,
    outputBytes: Int = 64 << 10, floodBytes: Int = 4 << 20
  ) {
    self.wallClockSeconds = wallClockSeconds
    self.cpuSeconds = cpuSeconds
    self.memoryBytes = memoryBytes
    self.processes = processes
    self.fileSizeBytes = fileSizeBytes
    self.openFiles = openFiles
    self.outputBytes = outputBytes
    self.floodBytes = floodBytes
  }

  /// Sin cgroup (`ProcessTreeGroup`), la memoria por proceso: la cuarta parte del tope,
  /// pero no menos de 512 MiB (lo que necesita un programa con Foundation y varios hilos)
  /// ni más que el tope.
  public var fallbackMemoryBytes: Int { min(memoryBytes, max(memoryBytes / 4, 512 << 20)) }
  /// Sin cgroup, los procesos e hilos: 16 como mucho.
  public var fallbackProcesses: Int { min(processes, 16) }
  /// Sin cgroup, el tope de memoria del árbol entero: memoria por proceso × procesos.
  public var fallbackTreeBytes: Int { fallbackMemoryBytes * fallbackProcesses }

  /// Los de siempre: 10 s de reloj y de CPU, 2 GiB de memoria, 128 procesos, 64 KiB de
  /// salida guardada y 4 MiB escritos como mucho.
  public static let standard = SandboxLimits()
}
