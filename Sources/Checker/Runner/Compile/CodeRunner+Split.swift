import Foundation
import Support

extension CodeRunner {
  /// Una comprobación en dos mitades, para no compilar las pruebas en cada una:
  ///
  /// 1. Los archivos de las personas, solos, en el módulo `Ejercicio` (`-enable-testing`):
  ///    su objeto y su interfaz (`Ejercicio.swiftmodule`, que no cambia al cambiar un cuerpo
  ///    ni un comentario), en un solo `swift-frontend` (`-no-emit-module-separately-wmo`: el
  ///    driver, si no, lanza otro que vuelve a leer los archivos solo para la interfaz). En un
  ///    lote (`check(batch:)`) son los de todos sus ejercicios, con sus nombres aislados.
  /// 2. Las pruebas y la tabla, en su propio módulo (`HarnessSource.testsModule`), con
  ///    `@testable import Ejercicio`: se compilan **una vez** por pruebas e interfaz y el
  ///    objeto se guarda en la caché (`testsCache`). Su clave lleva los bytes de esa
  ///    interfaz, así que lo guardado es siempre lo que saldría de compilarlas ahora contra
  ///    la interfaz de la persona: la persona no puede cambiar lo que hacen con nada que no
  ///    cambie también la clave.
  /// 3. El enlace de los dos objetos (primero el de las pruebas) con el motor y el arnés.
  ///
  /// Si algo de eso falla (un error en un archivo, unas pruebas que no compilan contra esa
  /// interfaz, un símbolo repetido al enlazar), devuelve `nil` y quien llama compila como
  /// siempre (`compile(_:)`), para que los diagnósticos sean exactamente los de una sola
  /// compilación. Solo un tiempo agotado se devuelve tal cual: repetirlo costaría otro.
  /// Con `keepingLearnerErrors` (un lote), los errores de la primera mitad que dicen de qué
  /// ejercicio son se devuelven también, sin programa: quien llama ya compila aparte, y tal
  /// como los escribió, cada ejercicio con errores (`recover`).
  func compileSplit(_ units: [CompilationUnit], keepingLearnerErrors: Bool = false)
    throws(CodeRunnerError) -> Build?
  {
    if SwiftCompiler.compilesAsBefore || units.isEmpty { return nil }
    for path in [toolchain.harnessLibraryPath, toolchain.harnessModulePath]
    where !FileManager.default.fileExists(atPath: path) {
      throw .harnessNotBuilt(path: path)
    }
    let directory = try Self.temporaryDirectory(prefix: "leccion-compilar")
    do {
      let build = try compileSplit(units, keepingLearnerErrors, in: directory)
      if build == nil { try? FileManager.default.removeItem(atPath: directory) }
      return build
    } catch {
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
  }

  /// `compileSplit(_:)` de un ejercicio solo.
  func compileSplit(_ unit: CompilationUnit) throws(CodeRunnerError) -> Build? {
    try compileSplit([unit])
  }

  private func compileSplit(
    _ units: [CompilationUnit], _ keepingLearnerErrors: Bool, in directory: String
  ) throws(CodeRunnerError) -> Build? {
    let folder = try splitFolder(for: units, in: directory)
    let modulePath = folder.modulePath
    let learnerObject = folder.learnerObject
    let testsObject = folder.testsObject
    let program = folder.program
    let base = testsBaseKey(for: units)
    let guess = guessedTests(base: base, into: testsObject, directory: directory)
    // Si el objeto de la persona pide las mismas bibliotecas que el último enlazado con estas
    // pruebas, el enlace ya se sabe sin `swift-autolink-extract`; se comprueba fuera, abajo.
    let predicted = guess.flatMap {
      predictedAutolink(
        tests: testsObject, testsKey: testsObjectKey(base: base, interface: $0.interface))
    }
    let parts = placedParts(
      folder.learners, paths: folder.learnerPaths, merged: learnerObject,
      flags: exerciseCompiler.objectFlags(moduleName: SwiftCompiler.moduleName))
    let learner = SourceRules.enforcingMemorySafety(
      try exerciseCompiler.run(
        learnerFlags(modulePath: modulePath, object: learnerObject) + folder.learnerPaths,
        in: directory,
        chain: guess.map {
          LinkChain(
            linkArguments: compiler.linkFlags + ["-o", program, testsObject, learnerObject],
            produced: modulePath, expected: $0.path, autolink: predicted?.flags)
        }, parts: parts?.parts))
    if let parts, learner.splitObjects, learner.succeeded || learner.linkFailed {
      store(parts)
    }
    // Un enlace corto que falló en la caja (la persona empezó a usar una biblioteca que se
    // había quitado, `LinkLibraries`) cuenta como el primer intento del enlace de abajo, que
    // aprende lo que usa ahora y enlaza otra vez, sin compilar de nuevo.
    if learner.linkFailed && predicted?.trimmed != true { return nil }
    let shortLinkFailed = learner.linkFailed
    if learner.timedOut {
      return Build(
        directory: directory, program: nil, diagnostics: learner.diagnostics, timedOut: true,
        timeoutIsGenuine: learner.timeoutIsGenuine)
    }
    guard learner.succeeded || shortLinkFailed,
      let interfaceBytes = FileManager.default.contents(atPath: modulePath)
    else {
      let errors = learner.diagnostics.filter { $0.severity == .error }
      let attributed = !errors.isEmpty && errors.allSatisfy { $0.unit != nil }
      guard keepingLearnerErrors, !learner.succeeded, attributed else { return nil }
      return Build(directory: directory, program: nil, diagnostics: learner.diagnostics)
    }
    // Lo enlazado en la caja solo vale si la interfaz es, byte a byte, aquella con la que se
    // compilaron las pruebas que se enlazaron (comprobado aquí, no dentro).
    if !shortLinkFailed, let guess, guess.interface == interfaceBytes,
      FileManager.default.isExecutableFile(atPath: program),
      predicted == nil || AutolinkEntries.section(ofObjectAt: learnerObject) == predicted?.learner
    {
      learnAutolink(
        program: program, tests: testsObject, learner: learnerObject,
        testsKey: testsObjectKey(base: base, interface: interfaceBytes))
      return Build(directory: directory, program: program, diagnostics: [])
    }
    try? FileManager.default.removeItem(atPath: program)
    let key = testsObjectKey(base: base, interface: interfaceBytes)
    // Una copia, no un enlace: la caja del compilador escribe en su carpeta, nunca en la caché.
    try? FileManager.default.removeItem(atPath: testsObject)
    let reused = testsCache?.copyTestsObject(key: key, to: testsObject) == true
    if !reused {
      guard
        try compileTests(
          folder.tests, against: folder.interface, into: testsObject, key: key, in: directory)
      else { return nil }
    }
    let sections = [testsObject, learnerObject].compactMap(AutolinkEntries.section(ofObjectAt:))
    func link() throws(CodeRunnerError) -> (succeeded: Bool, trimmed: Bool) {
      let flags = sections.count == 2 ? knownAutolink(sections: sections, testsKey: key) : nil
      let linked = try compiler.run(
        compiler.linkFlags + ["-o", program, testsObject, learnerObject], in: directory,
        linking: true, autolink: flags)
      return (linked.succeeded, flags != nil && flags != fullAutolink(sections: sections))
    }
    var linked = shortLinkFailed ? (succeeded: false, trimmed: true) : try link()
    // Sin alguna biblioteca que la persona empezó a usar (`LinkLibraries`): se aprende lo que
    // usa ahora y se enlaza otra vez.
    if !linked.succeeded && linked.trimmed
      && learnLibraries(
        sections: sections, objects: [testsObject, learnerObject], testsKey: key, again: true)
    {
      linked = try link()
    }
    guard linked.succeeded else { return nil }
    learnAutolink(program: program, tests: testsObject, learner: learnerObject, testsKey: key)
    if guess?.interface != interfaceBytes {
      testsCache?.storeLastInterface(interfaceBytes, base: base)
    }
    return Build(directory: directory, program: program, diagnostics: [], launches: reused ? 2 : 3)
  }

  /// Los objetos por archivo de una compilación (`ObjectParts`), con lo que se puso en el
  /// lugar de cada uno antes de compilar.
  struct PlacedParts {
    var parts: ObjectParts
    /// La clave de cada archivo (`ObjectParts.key`).
    var keys: [String]
    /// El objeto guardado que se puso en el lugar de cada salida, si había.
    var placed: [Data?]
  }

  /// Los objetos por archivo de `files` (escritos en `paths`, compilados con `flags` a
  /// `merged`), con el guardado de cada archivo con su mismo código (de cualquier entrega)
  /// ya puesto en su lugar; `nil` si no se compila así: solo en `corregir`, que guarda sus
  /// pruebas compiladas aparte (`compiledTests`), y llamando directamente al frontend. Sirve
  /// para los archivos de las personas y para los de las pruebas.
  func placedParts(
    _ files: [(name: String, contents: String)], paths: [String], merged: String,
    flags: [String]
  ) -> PlacedParts? {
    guard let pool = compiledTests, compiler.directFrontend,
      !ObjectParts.disabledByEnvironment, files.count == paths.count
    else { return nil }
    let parts = ObjectParts(merged: merged, inputs: paths)
    let keys = files.map {
      ObjectParts.key(
        fileName: $0.name, contents: $0.contents, fingerprint: compilerFingerprint, flags: flags)
    }
    let placed = zip(keys, parts.parts).map { pool.copyObjectPart(key: $0, to: $1) }
    return PlacedParts(parts: parts, keys: keys, placed: placed)
  }

  /// Guarda cada objeto por archivo que el compilador escribió de nuevo (el que dejó tal cual
  /// ya está guardado con esa clave).
  func store(_ placed: PlacedParts) {
    guard let pool = compiledTests else { return }
    for (index, path) in placed.parts.parts.enumerated() {
      guard let object = FileManager.default.contents(atPath: path), object != placed.placed[index]
      else { continue }
      pool.storeObjectPart(object, key: placed.keys[index])
    }
  }

  /// La carpeta de una comprobación en dos mitades: los archivos de la persona ya escritos,
  /// las pruebas y la tabla por compilar, y dónde va cada cosa.
  struct SplitFolder {
    let directory: String
    let learners: [(name: String, contents: String)]
    let learnerPaths: [String]
    let tests: [(name: String, contents: String)]
    var interface: String { directory + "/interfaz" }
    var modulePath: String { interface + "/" + SwiftCompiler.moduleName + ".swiftmodule" }
    var learnerObject: String { directory + "/ejercicio.o" }
    var testsObject: String { directory + "/pruebas.o" }
    var program: String { directory + "/programa" }
  }

  /// Escribe en `directory` los archivos de la persona de `units` y crea la carpeta de su
  /// interfaz: lo mismo para la comprobación y para la compilación de antemano, así que la
  /// interfaz sale byte a byte la misma.
  func splitFolder(
    for units: [CompilationUnit], in directory: String
  ) throws(CodeRunnerError) -> SplitFolder {
    let files = HarnessSource.splitFiles(
      for: units, implicitImports: options.implicitImports, prelude: options.harnessPrelude,
      routesEngineIssues: engineFeatures.routesIssues)
    var learnerPaths: [String] = []
    for file in files.learners { learnerPaths.append(try write(file, in: directory)) }
    let folder = SplitFolder(
      directory: directory, learners: files.learners, learnerPaths: learnerPaths,
      tests: files.tests)
    mkdir(folder.interface, 0o755)
    return folder
  }

  /// Compila las pruebas y la tabla (`tests`) contra la interfaz de la carpeta `interface` en
  /// `testsObject`, y guarda el objeto en la caché con la clave `key`; `false` si no
  /// compilan.
  func compileTests(
    _ tests: [(name: String, contents: String)], against interface: String,
    into testsObject: String, key: String, in directory: String
  ) throws(CodeRunnerError) -> Bool {
    var paths: [String] = []
    for file in tests { paths.append(try write(file, in: directory)) }
    let flags = compiler.objectFlags(moduleName: HarnessSource.testsModule)
    // Las pruebas de un ejercicio dan el mismo código contra otra interfaz con los mismos
    // tipos de ese ejercicio: también un objeto por archivo (`ObjectParts`).
    let parts = placedParts(tests, paths: paths, merged: testsObject, flags: flags)
    let compiled = try compiler.run(
      flags + ["-I", interface, "-o", testsObject] + paths, in: directory,
      parts: parts?.parts)
    guard compiled.succeeded else { return false }
    if let parts, compiled.splitObjects { store(parts) }
    if let testsCache {
      testsCache.storeTestsObject(copying: testsObject, key: key)
      // `corregir` guarda aquí sin caché de programas: también se poda (una vez por proceso).
      CachePruning.pruneOnce(testsCache)
    }
    return true
  }

  /// Las opciones que compilan los archivos de las personas, solos, a `object` y a su
  /// interfaz (`modulePath`), en un solo `swift-frontend`.
  func learnerFlags(modulePath: String, object: String) -> [String] {
    exerciseCompiler.objectFlags(moduleName: SwiftCompiler.moduleName) + [
      "-parse-as-library", "-enable-testing", "-emit-module", "-emit-module-path",
      modulePath, "-no-emit-module-separately-wmo", "-o", object,
    ]
  }

  /// Las pruebas ya compiladas contra la última interfaz vista para `base`, copiadas en
  /// `testsObject`, con esa interfaz escrita en la carpeta para que la caja la compare
  /// (`LinkChain`); `nil` si no hay, o si no se compila directamente con el frontend.
  private func guessedTests(base: String, into testsObject: String, directory: String)
    -> (interface: Data, path: String)?
  {
    guard exerciseCompiler.directFrontend, let cache = testsCache,
      let interface = cache.lastInterface(base: base),
      cache.copyTestsObject(key: testsObjectKey(base: base, interface: interface), to: testsObject)
    else { return nil }
    let path = directory + "/esperada.swiftmodule"
    guard FileManager.default.createFile(atPath: path, contents: interface) else { return nil }
    return (interface, path)
  }

  /// La clave del objeto de las pruebas de `units` compiladas contra `interface` (los bytes
  /// de `Ejercicio.swiftmodule`): la de `testsBaseKey` y esa interfaz. Los archivos de las
  /// personas no entran más que por su interfaz.
  func testsObjectKey(for units: [CompilationUnit], interface: Data) -> String {
    testsObjectKey(base: testsBaseKey(for: units), interface: interface)
  }

  func testsObjectKey(base: String, interface: Data) -> String {
    var interfaceHash = SHA256()
    interfaceHash.update(interface)
    var hash = SHA256()
    hash.update(field: base)
    hash.update(field: interfaceHash.hexDigest())
    return hash.hexDigest()
  }

  /// Todo lo que determina el objeto de las pruebas salvo la interfaz: el arnés, el
  /// compilador, el motor (su huella), las opciones y las pruebas de cada ejercicio en su
  /// lugar.
  func testsBaseKey(for units: [CompilationUnit]) -> String {
    var hash = SHA256()
    hash.update(field: "pruebas-aparte-3")
    hash.update(field: HarnessSource.version)
    hash.update(field: compilerFingerprint)
    for flag in compiler.objectFlags(moduleName: HarnessSource.testsModule) {
      hash.update(field: flag)
    }
    for module in options.implicitImports { hash.update(field: module) }
    hash.update(field: options.harnessPrelude)
    hash.update(field: engineFeatures.routesIssues ? "avisos" : "sin-avisos")
    for unit in units {
      hash.update(field: "ejercicio \(unit.index) \(unit.submission.allTests.count)")
      for file in unit.submission.allTests {
        hash.update(field: HarnessSource.displayName(file.name))
        hash.update(field: file.contents)
      }
      if unit.submission.teacherTestsOnly { hash.update(field: "solo-profesor") }
    }
    return hash.hexDigest()
  }

  func write(_ file: (name: String, contents: String), in directory: String)
    throws(CodeRunnerError) -> String
  {
    let path = directory + "/" + file.name
    guard FileManager.default.createFile(atPath: path, contents: Data(file.contents.utf8)) else {
      throw .fileSystem(path: path, reason: "no se pudo escribir")
    }
    return path
  }
}
