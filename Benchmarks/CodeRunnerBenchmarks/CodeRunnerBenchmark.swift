import Checker
import Foundation

/// El banco de pruebas: mediana de comprobar un ejercicio de código en frío (sin caché) y
/// en caliente (acierto de caché), frente a `swiftc` desnudo (el archivo, las pruebas y un
/// `main` mínimo, como lo define la issue 27), en la misma ejecución; y un lote de cinco
/// ejercicios compilados juntos frente a uno a uno.
struct CodeRunnerBenchmark {
  struct Arguments {
    var coldRuns = 7
    var warmRuns = 50
    /// Modo hijo: una sola comprobación con esta caché, y salir.
    var singleCheckCache: String?

    init(_ raw: ArraySlice<String>) {
      var iterator = raw.makeIterator()
      while let argument = iterator.next() {
        switch argument {
        case "--frio": coldRuns = iterator.next().flatMap(Int.init) ?? coldRuns
        case "--caliente": warmRuns = iterator.next().flatMap(Int.init) ?? warmRuns
        case "--una-comprobacion": singleCheckCache = iterator.next()
        default: break
        }
      }
    }
  }

  var arguments: Arguments

  func run() throws(CodeRunnerError) {
    let toolchain = try SharedCoreToolchain.locate()
    if let directory = arguments.singleCheckCache {
      let runner = CodeRunner(toolchain: toolchain, cache: CodeCache(directory: directory))
      let verdict = runner.checkNow(Self.exercise(named: "Contador", id: "banco.contador"))
      exit(verdict.fromCache ? 0 : 1)
    }
    let scratch = NSTemporaryDirectory() + "leccion-banco-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    print("motor: \(toolchain.libraryPath)")
    print("swiftc: \(toolchain.swiftc)")
    print(
      "aislamiento: \(SandboxSupport.detected.gaps.isEmpty ? "bwrap + prlimit + setpriv" : SandboxSupport.detected.gaps.map(\.message).joined(separator: "; "))"
    )

    let submission = Self.exercise(named: "Contador", id: "banco.contador")
    let coldRunner = CodeRunner(toolchain: toolchain, cache: nil)
    let files = try coldRunner.compilationFiles(for: submission)
    let bareDirectory = scratch + "/desnudo"
    try? FileManager.default.createDirectory(
      atPath: bareDirectory, withIntermediateDirectories: true)
    for file in files {
      _ = FileManager.default.createFile(
        atPath: bareDirectory + "/" + file.name, contents: Data(file.contents.utf8))
    }
    // El desnudo de la issue 27: el archivo, las pruebas y un `main` de una línea por prueba
    // con su `expect`, con las opciones por omisión de `swiftc`.
    let bareFiles = Self.bareFiles(for: submission)
    let minimal = bareDirectory + "/minimo"
    try? FileManager.default.createDirectory(atPath: minimal, withIntermediateDirectories: true)
    for file in bareFiles {
      _ = FileManager.default.createFile(
        atPath: minimal + "/" + file.name, contents: Data(file.contents.utf8))
    }
    let bareArguments =
      bareFiles.map { minimal + "/" + $0.name } + [
        "-I", toolchain.moduleDirectory, "-L", toolchain.libraryDirectory, "-lSharedCore",
        "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory, "-o",
        bareDirectory + "/programa",
      ]

    // Calentar el caché de módulos de clang y el disco.
    _ = Self.time { Self.runProgram(toolchain.swiftc, bareArguments) }
    _ = coldRunner.checkNow(submission)

    let sameFlagsArguments =
      coldRunner.compilerFlags + files.map { bareDirectory + "/" + $0.name } + [
        "-o", bareDirectory + "/programa-wmo",
      ]
    let bareSandboxRunner = CodeRunner(toolchain: toolchain, cache: nil, sandboxSupport: .bare())
    var unsandboxed: [Double] = []
    var bare: [Double] = []
    var sameFlags: [Double] = []
    var cold: [Double] = []
    for _ in 0..<arguments.coldRuns {
      bare.append(Self.time { Self.runProgram(toolchain.swiftc, bareArguments) })
      sameFlags.append(Self.time { Self.runProgram(toolchain.swiftc, sameFlagsArguments) })
      cold.append(
        Self.time {
          let verdict = coldRunner.checkNow(submission)
          precondition(verdict.passed, verdict.message)
        })
      unsandboxed.append(Self.time { _ = bareSandboxRunner.checkNow(submission) })
    }

    let cache = CodeCache(directory: scratch + "/cache")
    let warmRunner = CodeRunner(toolchain: toolchain, cache: cache)
    _ = warmRunner.checkNow(submission)
    var warm: [Double] = []
    for _ in 0..<arguments.warmRuns {
      warm.append(
        Self.time {
          let verdict = warmRunner.checkNow(submission)
          precondition(verdict.fromCache, "la caché no contestó")
        })
    }

    var freshProcess: [Double] = []
    let executable = ProcessInfo.processInfo.arguments[0]
    for _ in 0..<max(3, arguments.warmRuns / 10) {
      freshProcess.append(
        Self.time { Self.runProgram(executable, ["--una-comprobacion", scratch + "/cache"]) })
    }

    let bareMedian = Self.median(bare)
    let coldMedian = Self.median(cold)
    let warmMedian = Self.median(warm)
    print("")
    print("ejercicio de código (\(files.count) archivos, mediana)")
    print(String(format: "  swiftc desnudo        %8.1f ms", bareMedian * 1000))
    print(
      String(
        format: "  swiftc, mismas opciones %6.1f ms   (-wmo: las del corrector)",
        Self.median(sameFlags) * 1000))
    print(
      String(
        format:
          "  en frío (sin caché)   %8.1f ms   %.2f× swiftc desnudo (objetivo ≤ 0.5×), %.2f× mismas opciones",
        coldMedian * 1000, coldMedian / bareMedian, coldMedian / Self.median(sameFlags)))
    print(
      String(
        format: "  en frío, sin aislar   %8.1f ms   (sin bwrap ni límites: lo que cuesta la caja)",
        Self.median(unsandboxed) * 1000))
    print(
      String(format: "  en caliente (caché)   %8.2f ms   (objetivo < 50 ms)", warmMedian * 1000))
    print(
      String(
        format: "  en caliente, proceso nuevo %4.1f ms   (arranque del proceso incluido)",
        Self.median(freshProcess) * 1000))

    // Lote: cinco ejercicios de una persona, juntos o de uno en uno.
    let batch = (1...5).map { Self.exercise(named: "Tipo\($0)", id: "banco.lote\($0)") }
    var merged: [Double] = []
    var separate: [Double] = []
    var runs = 0
    var alone = CodeRunnerOptions()
    alone.mergeLimit = 1
    let separateRunner = CodeRunner(toolchain: toolchain, options: alone, cache: nil)
    for _ in 0..<3 {
      merged.append(
        Self.time {
          let result = Self.wait { await coldRunner.check(batch: batch) }
          runs = result.compilerRuns
          precondition(result.verdicts.allSatisfy(\.passed))
        })
      separate.append(Self.time { _ = Self.wait { await separateRunner.check(batch: batch) } })
    }
    print("")
    print("lote de 5 ejercicios (mediana, \(ProcessInfo.processInfo.activeProcessorCount) núcleos)")
    print(String(format: "  juntos (%d swiftc)      %8.1f ms", runs, Self.median(merged) * 1000))
    print(
      String(
        format: "  de uno en uno (5)     %8.1f ms   %.2f× juntos", Self.median(separate) * 1000,
        Self.median(separate) / Self.median(merged)))
  }

  static func exercise(named type: String, id: String) -> CodeSubmission {
    let learner = """
      struct \(type): Equatable {
        var valor = 0
        var historial: [Int] = []
        mutating func sumar(_ n: Int = 1) {
          valor += n
          historial.append(valor)
        }
        mutating func deshacer() {
          guard let ultimo = historial.popLast() else { return }
          valor = historial.last ?? 0
          _ = ultimo
        }
      }
      """
    let tests = """
      func prueba\(type)Suma() {
        var c = \(type)()
        c.sumar()
        c.sumar(2)
        expect(c.valor == 3, "tras sumar 1 y 2 vale 3")
      }
      func prueba\(type)Deshace() throws {
        var c = \(type)()
        c.sumar(5)
        c.sumar(1)
        c.deshacer()
        expect(c.valor == 5, "deshacer vuelve a 5")
      }
      func prueba\(type)Asincrona() async {
        let c = \(type)()
        expect(c == \(type)(), "empieza vacío")
      }
      """
    return CodeSubmission(
      exerciseID: id, learnerFile: SourceFile(name: "\(type).swift", contents: learner),
      tests: SourceFile(name: "pruebas.swift", contents: tests))
  }

  /// Lo mínimo que compila una comprobación: el archivo de la persona, las pruebas y un
  /// `main` que da `expect` y llama a cada prueba.
  static func bareFiles(for submission: CodeSubmission) -> [SourceFile] {
    let declarations = submission.tests.contents.split(separator: "\n").filter {
      $0.hasPrefix("func prueba")
    }
    let calls = declarations.map { line in
      let name = line.dropFirst(5).prefix { $0 != "(" }
      return (line.contains(" throws") ? "try " : "") + (line.contains(" async") ? "await " : "")
        + name + "()"
    }
    let main =
      [
        "import SharedCore",
        "func expect(_ c: Bool, _ m: String, line: Int = #line) { if !c { print(\"✗\", m) } }",
      ] + calls
    return [
      SourceFile(
        name: "desnudo-ejercicio.swift",
        contents: "import SharedCore\n" + submission.learnerFile.contents),
      SourceFile(
        name: "desnudo-pruebas.swift", contents: "import SharedCore\n" + submission.tests.contents),
      SourceFile(name: "main.swift", contents: main.joined(separator: "\n") + "\n"),
    ]
  }

  static func runProgram(_ swiftc: String, _ arguments: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      preconditionFailure("no arrancó \(swiftc): \(error)")
    }
    precondition(process.terminationStatus == 0, "\(swiftc) falló")
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// Espera una tarea asíncrona desde código síncrono (el banco es un programa de línea).
  static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
      box.value = await work()
      done.signal()
    }
    done.wait()
    guard let value = box.value else { preconditionFailure("sin resultado") }
    return value
  }
}

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
