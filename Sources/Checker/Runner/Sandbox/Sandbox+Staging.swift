import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Lo que se lanza: el programa y sus compañeros, en su sitio o copiados.
  struct Staged {
    var program: String
    var companions: [String]
  }

  /// El usuario del hijo: como root, uno nuevo por ejecución; si no, el propio.
  ///
  /// Con `bwrap`, las carpetas que llevan a `readablePaths` no cuentan (se montan dentro en
  /// carpetas abiertas): solo lo montado tiene que ser legible por otros. Sin `bwrap`, el
  /// camino entero.
  func childUser(
    readablePaths: [String], isolated: Bool, gaps: inout [SandboxGap]
  ) -> uid_t? {
    guard support.isRoot, support.setpriv != nil else { return nil }
    let blocked =
      isolated
      ? readablePaths.first { !SandboxPermissions.isOpenToOthers($0, execute: true) }
      : SandboxPermissions.firstUnreadableForOthers(readablePaths)
    if let blocked {
      gaps.append(.sameUser(reason: "\(blocked) no es legible para otros usuarios"))
      return nil
    }
    return Self.unusedUser()
  }

  /// Un usuario al azar entre 200 000 y 260 000 que no sea de nadie en esta máquina (sin
  /// `bwrap`, el programa podría tocar los archivos de ese alguien). No es `nobody` (65534)
  /// porque `RLIMIT_NPROC` cuenta por usuario: una bomba de procesos en una ejecución
  /// dejaría sin procesos a las que corren a la vez con el mismo usuario.
  static func unusedUser() -> uid_t {
    var uid = uid_t.random(in: 200_000..<260_000)
    for _ in 0..<20 where getpwuid(uid) != nil || getgrgid(gid_t(uid)) != nil {
      uid = uid_t.random(in: 200_000..<260_000)
    }
    return uid
  }

  /// Con `bwrap`, el programa y sus compañeros se montan donde están, salvo lo que el
  /// usuario sin privilegios no podría leer, que se copia a `directory` (de root, pero
  /// `bwrap` monta como root). Sin `bwrap`, el programa se copia a `directory` (su carpeta
  /// de trabajo) y un compañero solo si el otro usuario no llegaría a él donde está.
  func stage(
    program: String, companions: [String], in directory: String, changingUser: Bool,
    isolated: Bool
  ) throws(CodeRunnerError) -> Staged {
    if isolated {
      // El programa se monta como copia de solo ejecución (`--x--x--x`): quien lo ejecuta no
      // puede leerlo, ni por su ruta ni por `/proc/self/exe`, así que no saca de él los
      // nombres ni las cadenas de las pruebas.
      let program = try copyForExecution(program, to: directory + "/programa", mode: 0o111)
      var placed: [String] = []
      for companion in companions {
        let open = SandboxPermissions.isOpenToOthers(companion, execute: false)
        let name = (companion as NSString).lastPathComponent
        placed.append(
          changingUser && !open ? try copy(companion, to: directory + "/" + name) : companion)
      }
      return Staged(program: program, companions: placed)
    }
    let copied = try copyForExecution(program, to: directory + "/programa")
    for companion in companions
    where changingUser && SandboxPermissions.firstUnreadableForOthers([companion]) != nil {
      _ = try copy(companion, to: directory + "/" + (companion as NSString).lastPathComponent)
    }
    return Staged(program: copied, companions: [])
  }

  /// Copia el programa que se va a ejecutar con `cp`, en un proceso aparte: así este
  /// proceso nunca tiene abierto para escribir el archivo que luego se ejecuta. Si lo
  /// tuviera, un hijo que otro hilo lanza en ese momento heredaría el descriptor hasta su
  /// `exec`, y con la máquina cargada el programa no arrancaba: «Text file busy» (ETXTBSY).
  private func copyForExecution(
    _ source: String, to destination: String, mode: mode_t = 0o755
  ) throws(CodeRunnerError) -> String {
    let request = ChildProcess.Request(
      executable: "/bin/cp", arguments: [source, destination], timeout: 60)
    guard let result = try? ChildProcess.run(request), result.termination == .exited(0) else {
      throw .fileSystem(path: destination, reason: "no se pudo copiar \(source)")
    }
    chmod(destination, mode)
    return destination
  }

  private func copy(
    _ source: String, to destination: String, mode: mode_t = 0o755
  ) throws(CodeRunnerError) -> String {
    do {
      try FileManager.default.copyItem(atPath: source, toPath: destination)
    } catch {
      throw .fileSystem(path: destination, reason: "no se pudo copiar \(source)")
    }
    chmod(destination, mode)
    return destination
  }
}
