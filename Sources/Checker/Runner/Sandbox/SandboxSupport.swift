import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Qué herramientas de aislamiento hay en esta máquina y si funcionan de verdad.
///
/// ```swift
/// let support = SandboxSupport.detected
/// support.bubblewrap   // "/usr/bin/bwrap" si se puede usar
/// support.gaps         // lo que falta, para decirlo en el veredicto
/// ```
public struct SandboxSupport: Sendable, Hashable {
  /// `bwrap`, si está y se comprobó que crea sus espacios de nombres aquí.
  public var bubblewrap: String?
  /// `prlimit` (util-linux), que fija los `setrlimit` del hijo.
  public var prlimit: String?
  /// `setpriv` (util-linux), que cambia de usuario y fija `no_new_privs`.
  public var setpriv: String?
  /// Si `leccion` corre como root (entonces el hijo pasa a un usuario sin privilegios).
  public var isRoot: Bool
  /// Las protecciones que faltan, con su motivo.
  public var gaps: [SandboxGap]

  /// Crea una descripción a mano (pruebas).
  public init(
    bubblewrap: String?, prlimit: String?, setpriv: String?, isRoot: Bool, gaps: [SandboxGap]
  ) {
    self.bubblewrap = bubblewrap
    self.prlimit = prlimit
    self.setpriv = setpriv
    self.isRoot = isRoot
    self.gaps = gaps
  }

  /// Lo detectado una vez por proceso (lanza `bwrap` una vez para probarlo).
  public static let detected = detect()

  /// Busca las herramientas y prueba `bwrap` con los mismos espacios de nombres que usará.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SandboxSupport {
    let isRoot = geteuid() == 0
    let prlimit = find("prlimit")
    let setpriv = find("setpriv")
    var gaps: [SandboxGap] = []
    var bubblewrap: String?
    if let flag = environment["LECCION_SIN_BWRAP"], !flag.isEmpty, flag != "0" {
      gaps.append(.bubblewrapDisabled)
    } else if let path = find("bwrap") {
      if let problem = probe(bubblewrap: path, isRoot: isRoot) {
        gaps.append(.bubblewrapBroken(reason: problem))
      } else {
        bubblewrap = path
      }
    } else {
      gaps.append(.bubblewrapMissing)
    }
    if prlimit == nil { gaps.append(.resourceLimitsMissing) }
    if isRoot && setpriv == nil {
      gaps.append(.sameUser(reason: "falta setpriv (util-linux) para cambiar de usuario"))
    }
    return SandboxSupport(
      bubblewrap: bubblewrap, prlimit: prlimit, setpriv: setpriv, isRoot: isRoot, gaps: gaps)
  }

  /// Lo que determina `detected` sin lanzar nada (qué herramientas hay, si somos root, si se
  /// desactivó `bwrap`): para las claves de la caché.
  public static func quickKey(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let tools = ["bwrap", "prlimit", "setpriv"].map { find($0) ?? "-" }.joined(separator: ",")
    return "\(tools) root:\(geteuid() == 0) sin-bwrap:\(environment["LECCION_SIN_BWRAP"] ?? "")"
  }

  /// Sin ninguna herramienta: solo el límite de tiempo (para probar el caso peor).
  public static func bare(isRoot: Bool = geteuid() == 0) -> SandboxSupport {
    SandboxSupport(
      bubblewrap: nil, prlimit: nil, setpriv: nil, isRoot: isRoot,
      gaps: [.bubblewrapDisabled, .resourceLimitsMissing])
  }

  private static func probe(bubblewrap path: String, isRoot: Bool) -> String? {
    let request = ChildProcess.Request(
      executable: path,
      arguments: SandboxView(program: "/bin/true", scratchBytes: 1 << 20, isRoot: isRoot)
        .bubblewrapArguments() + ["--", SandboxView.programPath],
      environment: ["PATH": "/usr/bin:/bin"], timeout: 10)
    guard let result = try? ChildProcess.run(request) else { return "no se pudo lanzar" }
    if result.termination == .exited(0) { return nil }
    let text =
      String(decoding: result.output, as: UTF8.self)
      .split(separator: "\n").first.map(String.init) ?? "terminó con \(result.termination)"
    return text.trimmingCharacters(in: .whitespaces)
  }

  private static func find(_ tool: String) -> String? {
    for directory in ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"] {
      let path = directory + "/" + tool
      if access(path, X_OK) == 0 { return path }
    }
    return nil
  }
}
