import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension SwiftCompiler {
  /// Memoria del árbol entero del compilador (`swiftc` y sus `swift-frontend`): 4 GiB. Una
  /// compilación honrada de un lote usa menos de 1 GiB.
  static let memoryBytes = 4 << 30
  /// Procesos e hilos del árbol del compilador.
  static let processes = 64
  /// La variable de entorno del compilador con la ruta de su caché de módulos.
  static let cacheVariable = "LECCION_MODULOS"

  /// Ejecuta `swiftc` con `arguments` (rutas del anfitrión dentro de `directory`) como se
  /// ejecuta un programa: con `bwrap` (`CompilerView`), sin el entorno de quien corrige,
  /// con un usuario sin privilegios si `leccion` es root, con tope de CPU (`timeout`), de
  /// reloj (`wallClockLimit`, con la prórroga `starvationCap`), de memoria y de
  /// procesos para todo el árbol (`ProcessTreeGroup`; sin cgroup, `RLIMIT_AS` por proceso),
  /// y todo el árbol muere al terminar, al agotarse el tiempo o al cancelarse.
  ///
  /// - Parameter cache: la caché de módulos; `nil`, la preparada (`ModuleCache`) o, si no
  ///   hay dónde prepararla, una nueva dentro de `directory`.
  ///
  /// - Parameter chain: tras compilar, en la misma caja, enlazar si la interfaz salida es la
  ///   esperada (`LinkChain`).
  /// - Parameter autolink: al enlazar, lo que `swift-autolink-extract` escribiría para esos
  ///   objetos (`AutolinkEntries`), si se sabe: se enlaza solo con `ld.lld` (`LinkerPlan`).
  func invoke(
    _ arguments: [String], in directory: String, cache: CompilerCache? = nil,
    linking: Bool = false, chain: LinkChain? = nil, autolink: [String]? = nil
  ) throws(CodeRunnerError) -> ChildProcess.Result {
    try invoke(
      arguments, in: directory, cache: cache, linking: linking, chain: chain, autolink: autolink,
      parts: nil
    ).result
  }

  /// `invoke` que, con `parts`, compila un objeto por archivo y los une (`ObjectParts`) si se
  /// llama directamente a `swift-frontend`; `splitObjects` dice si fue así.
  func invoke(
    _ arguments: [String], in directory: String, cache: CompilerCache? = nil,
    linking: Bool = false, chain: LinkChain? = nil, autolink: [String]? = nil,
    parts: ObjectParts?
  ) throws(CodeRunnerError) -> (result: ChildProcess.Result, splitObjects: Bool) {
    let support = self.support ?? .detected
    // `swiftc` suele ser un enlace a `swift-driver`, que decide qué hacer por el nombre con
    // que se le llama: se llama `swiftc` en la carpeta real del compilador.
    let resolved = (toolchain.swiftc as NSString).resolvingSymlinksInPath
    let root = ((resolved as NSString).deletingLastPathComponent as NSString)
      .deletingLastPathComponent
    let swiftc =
      FileManager.default.fileExists(atPath: root + "/bin/swiftc")
      ? root + "/bin/swiftc" : resolved
    let moduleCache: CompilerCache
    if let cache { moduleCache = cache } else { moduleCache = try chosenCache(in: directory) }
    let enginePaths =
      [
        toolchain.moduleDirectory, toolchain.libraryPath, toolchain.harnessLibraryPath,
      ]
      + (toolchain.harnessModuleDirectory == toolchain.moduleDirectory
        ? [] : [toolchain.harnessModuleDirectory])
    let readable = [root, moduleCache.path] + enginePaths
    // Con `bwrap` basta con que lo montado esté abierto (las carpetas que llevan a ello se
    // crean abiertas dentro); sin él, hace falta el camino entero.
    let reachable =
      support.bubblewrap != nil
      ? readable.allSatisfy {
        // El arnés es una biblioteca estática: basta con poder leerlo.
        SandboxPermissions.isOpenToOthers($0, execute: $0 != toolchain.harnessLibraryPath)
      }
      : SandboxPermissions.firstUnreadableForOthers(readable) == nil
    let uid: uid_t? =
      support.isRoot && support.setpriv != nil && !moduleCache.writable && reachable
      ? Sandbox.unusedUser() : nil
    let temporary = directory + "/tmp"
    if support.bubblewrap == nil { mkdir(temporary, 0o700) }
    if let uid { try SandboxPermissions.giveAway(directory, to: uid) }
    defer { if uid != nil { Self.takeBack(directory) } }

    let group = ProcessTreeGroup.create(memoryBytes: Self.memoryBytes, processes: Self.processes)
    var command: [String] = []
    if let prlimit = support.prlimit {
      // `SIGXCPU` al llegar al límite (el compilador lo dice: `cpuLimitMark`); `SIGKILL`
      // 5 s de CPU después, si no se muere.
      let seconds = max(1, Int(timeout.rounded(.up)))
      command += [prlimit, "--cpu=\(seconds):\(seconds + 5)", "--core=0", "--fsize=\(1 << 30)"]
      if group == nil { command += ["--as=\(Self.memoryBytes)", "--nproc=\(Self.processes)"] }
      command.append("--")
    }
    if let setpriv = support.setpriv {
      command += [setpriv, "--no-new-privs"]
      if let uid { command += ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] }
      command.append("--")
    }
    var environment: [String: String]
    var workingDirectory: String? = directory
    let linker = root + "/bin/ld.lld"
    let splitObjects: Bool
    if let bubblewrap = support.bubblewrap {
      let view = CompilerView(
        toolchainRoot: root, enginePaths: enginePaths, buildDirectory: directory,
        moduleCache: moduleCache.path, moduleCacheWritable: moduleCache.writable,
        isRoot: support.isRoot)
      environment = CompilerView.environment(
        toolchainRoot: root, temporary: "/tmp", home: CompilerView.workDirectory)
      let plan = planned(
        [swiftc, "-module-cache-path", CompilerView.moduleCacheDirectory]
          + arguments.map(view.inside), directory: CompilerView.workDirectory,
        environment: environment, linking: linking, chain: chain?.mapped(view.inside),
        autolink: autolink, parts: parts?.mapped(view.inside), linker: linker)
      command = [bubblewrap] + view.bubblewrapArguments() + ["--"] + command + plan.command
      splitObjects = plan.splitObjects
      workingDirectory = nil
    } else {
      environment = CompilerView.environment(
        toolchainRoot: root, temporary: temporary, home: directory)
      let plan = planned(
        [swiftc, "-module-cache-path", moduleCache.path] + arguments, directory: directory,
        environment: environment, linking: linking, chain: chain, autolink: autolink,
        parts: parts, linker: linker)
      command += plan.command
      splitObjects = plan.splitObjects
    }
    // Para reconocer desde fuera los procesos de las compilaciones de esta caché (en
    // las pruebas: que ninguno sobreviva).
    environment[Self.cacheVariable] = moduleCache.path
    if let tag { environment[Self.tagVariable] = tag }
    if let group { command = group.wrapper + command }
    let request = ChildProcess.Request(
      executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
      workingDirectory: workingDirectory, timeout: wallClockLimit, starvationCap: starvationCap,
      outputLimit: 4 << 20, floodLimit: 64 << 20, cancellation: cancellation)
    func launch() throws(CodeRunnerError) -> ChildProcess.Result {
      try ChildProcess.run(request, in: group).result
    }
    let result: ChildProcess.Result
    if let slots { result = try slots.holding(launch) } else { result = try launch() }
    if let uid, support.bubblewrap == nil {
      Sandbox(support: support).killEverything(ownedBy: uid)
    }
    return (result, splitObjects)
  }

  /// `command` como una llamada directa a `swift-frontend` si el driver no haría más que
  /// lanzar uno (`FrontendPlan`), o a `swift-autolink-extract` y `clang` si solo enlaza
  /// (`LinkPlan`); si no, tal cual.
  ///
  /// Con `chain`, si los dos se pueden planear, una sola orden de shell: el `swift-frontend`,
  /// la comparación de interfaces y el enlace (`LinkChain.script`); si no, solo lo primero.
  /// Con `parts`, si el plan lo permite y está `linker` (`ld.lld`), un objeto por archivo y
  /// después su unión (`ObjectParts`); `splitObjects` dice si fue así.
  private func planned(
    _ command: [String], directory: String, environment: [String: String], linking: Bool,
    chain: LinkChain? = nil, autolink: [String]? = nil, parts: ObjectParts? = nil,
    linker: String
  ) -> (command: [String], splitObjects: Bool) {
    guard directFrontend else { return (command, false) }
    let fingerprint = FingerprintMemo.value(for: self)
    let store = moduleCacheBase.map { $0 + "/planes" }
    let plan =
      linking
      ? LinkPlan.direct(
        command, directory: directory, environment: environment, fingerprint: fingerprint,
        store: store, autolink: autolink)
      : FrontendPlan.direct(
        command, directory: directory, environment: environment, fingerprint: fingerprint,
        store: store)
    guard let plan else { return (command, false) }
    var compile = plan
    var merge: String?
    if !linking, let parts, let split = parts.frontend(plan),
      FileManager.default.isExecutableFile(atPath: linker), FrontendPlan.isPlain(linker)
    {
      compile = split
      merge = parts.merge(linker: linker) + " || exit \(ObjectParts.mergeFailed)"
    }
    guard let chain, !linking,
      let link = LinkPlan.direct(
        Array(command.prefix(3)) + chain.linkArguments, directory: directory,
        environment: environment, fingerprint: fingerprint, store: store,
        autolink: chain.autolink),
      let script = chain.script(frontend: compile, then: merge, link: link)
    else {
      guard let merge else { return (plan, false) }
      return (["/bin/sh", "-c", compile.joined(separator: " ") + " || exit $?; " + merge], true)
    }
    return (["/bin/sh", "-c", script], merge != nil)
  }

  /// La caché preparada, o una nueva y propia en `directory` si no hay dónde prepararla.
  private func chosenCache(in directory: String) throws(CodeRunnerError) -> CompilerCache {
    if let base = moduleCacheBase, let path = try ModuleCache.prepared(for: self, base: base) {
      return CompilerCache(path: path, writable: false)
    }
    let own = directory + "/modulos"
    mkdir(own, 0o755)
    return CompilerCache(path: own, writable: true)
  }

  /// Devuelve a `leccion` lo que escribió el compilador en `directory` (el programa pasa
  /// luego a la caché).
  private static func takeBack(_ directory: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for path in [directory] + entries.map({ directory + "/" + $0 }) {
      _ = chown(path, getuid(), getgid())
    }
  }
}
