import Lessons

/// Un problema que solo el motor descubre en un curso: código que no compila, un fragmento
/// que no imprime lo que dice el curso, un veredicto de admisión que `swiftc` desmiente, un
/// ejercicio de código cuyo inicio ya pasa o cuya solución falla.
///
/// Es dato; `message` lo pone en castellano (el único sitio donde se redacta) y
/// `CourseProofCheck` lo entrega como `Diagnostic(.reported(message))` en su lugar.
enum ProofFinding: Sendable, Hashable {
  /// Qué clase de bloque de `leccion.md` es.
  enum BlockKind: String, Sendable, Hashable {
    case compiles = "compila"
    case runs = "ejecutable"
  }

  /// Un error de `swiftc` en un bloque de `leccion.md`.
  case blockDoesNotCompile(BlockKind, error: String)
  /// Un bloque ` ```swift ejecutable ` que compila pero termina mal.
  case blockFailedToRun(ending: SnippetEnding)
  /// Un error de `swiftc` en el fragmento de un ejercicio de predicción.
  case predictionDoesNotCompile(exercise: String, error: String)
  /// El fragmento de una predicción termina mal.
  case predictionFailedToRun(exercise: String, ending: SnippetEnding)
  /// La salida del curso y la del fragmento difieren en la línea `line` (desde 1).
  case predictionOutputDiffers(exercise: String, line: Int, expected: String?, actual: String?)
  /// Un error de `swiftc` en el `### contexto` de un ejercicio de admisión.
  case admissionContextDoesNotCompile(exercise: String, error: String)
  /// El curso dice que la declaración compila (`admitida` o `higiene`) y no compila.
  case admissionShouldCompile(declaration: String, verdict: String, error: String)
  /// El curso dice `rechazada` y la declaración compila.
  case admissionShouldNotCompile(declaration: String)
  /// El inicio de un ejercicio de código pasa ya todas las pruebas ocultas.
  case starterAlreadyPasses(exercise: String, file: String)
  /// Una prueba oculta que el inicio sin tocar ya pasa (aunque falle otras).
  case starterPassesTest(exercise: String, test: String)
  /// Un error de `swiftc` en las pruebas ocultas, compiladas con el inicio sin tocar.
  case testsDoNotCompileWithStarter(exercise: String, error: String)
  /// Un error de `swiftc` en la solución (o en las pruebas, compiladas con la solución).
  case solutionDoesNotCompile(exercise: String, inTests: Bool, error: String)
  /// Una prueba oculta que la solución no pasa, con el tiempo (s) y la memoria (bytes) con
  /// que se ejecutó.
  case solutionFailsTest(
    exercise: String, test: String, status: TestCaseResult.Status, seconds: Double, bytes: Int)
  /// La solución no llega a las pruebas (el programa muere al arrancar).
  case solutionFailedToStart(exercise: String, reason: String)
  /// El corrector no pudo hacer la comprobación (sin motor, sin disco…).
  case checkerUnavailable(what: String, reason: String)

  /// Cómo terminó un fragmento que no terminó bien.
  enum SnippetEnding: Sendable, Hashable {
    /// Se le detuvo por tiempo.
    case timedOut(seconds: Double)
    /// Terminó con un código distinto de 0 o por una señal; `detail`, el `Fatal error: …`
    /// (sin el archivo de la biblioteca estándar que lo lanzó).
    case terminated(ProcessTermination, detail: String?)
  }
}

extension ProofFinding {
  /// El mensaje en castellano, sin el lugar.
  var message: String {
    switch self {
    case .blockDoesNotCompile(let kind, let error):
      return "el bloque «swift \(kind.rawValue)» no compila contra SharedCore: \(error)"
    case .blockFailedToRun(let ending):
      return "el bloque «swift ejecutable» \(Self.describe(ending))"
    case .predictionDoesNotCompile(let exercise, let error):
      return "el fragmento de «\(exercise)» no compila contra SharedCore: \(error)"
    case .predictionFailedToRun(let exercise, let ending):
      return "el fragmento de «\(exercise)» \(Self.describe(ending))"
    case .predictionOutputDiffers(let exercise, let line, let expected, let actual):
      let head = "la salida de «\(exercise)» no es la que imprime el fragmento en SharedCore: "
      switch (expected, actual) {
      case (let expected?, let actual?):
        return head + "en su línea \(line) el curso dice «\(expected)» y el fragmento imprime "
          + "«\(actual)»."
      case (let expected?, nil):
        let printed = line == 1 ? "no imprime nada" : "solo imprime \(Self.lines(line - 1))"
        return head + "el curso dice «\(expected)» en su línea \(line), pero el fragmento "
          + printed + "."
      case (nil, let actual?):
        return head + "el fragmento imprime además «\(actual)» en su línea \(line), y el curso "
          + "se queda en \(Self.lines(line - 1))."
      case (nil, nil):
        return head + "difieren en la línea \(line)."
      }
    case .admissionContextDoesNotCompile(let exercise, let error):
      return "el contexto de «\(exercise)» no compila contra SharedCore: \(error)"
    case .admissionShouldCompile(let declaration, let verdict, let error):
      return "la declaración «\(declaration)» está marcada «\(verdict)», pero no compila "
        + "contra SharedCore: \(error). Su veredicto es «rechazada», o corrige la declaración."
    case .admissionShouldNotCompile(let declaration):
      return "la declaración «\(declaration)» está marcada «rechazada», pero compila contra "
        + "SharedCore: su veredicto es «admitida» o «higiene»."
    case .starterAlreadyPasses(let exercise, let file):
      return "el inicio de «\(exercise)» (\(file)) ya pasa todas las pruebas ocultas: debe "
        + "fallar hasta que se resuelva su TODO."
    case .starterPassesTest(let exercise, let test):
      return "la prueba «\(test)» ya pasa con el inicio sin tocar de «\(exercise)»: no mide "
        + "lo que pide el ejercicio y cobraría un inicio a medio hacer; haz que falle hasta "
        + "que se resuelva el TODO."
    case .testsDoNotCompileWithStarter(let exercise, let error):
      return "las pruebas ocultas de «\(exercise)» no compilan con el inicio sin tocar: "
        + "\(error). Quien empieza vería un error en un archivo que no puede abrir; haz que "
        + "compilen con el inicio y que sea una prueba que falla la que diga qué falta."
    case .solutionDoesNotCompile(let exercise, let inTests, let error):
      if inTests {
        return "las pruebas ocultas de «\(exercise)» no compilan con la solución: \(error)"
      }
      return "la solución de «\(exercise)» no compila contra SharedCore: \(error)"
    case .solutionFailsTest(let exercise, let test, let status, let seconds, let bytes):
      return "la solución de «\(exercise)» no pasa la prueba oculta «\(test)»: "
        + Self.describe(status, seconds: seconds, bytes: bytes)
    case .solutionFailedToStart(let exercise, let reason):
      return "la solución de «\(exercise)» no llega a ejecutar las pruebas: \(reason)."
    case .checkerUnavailable(let what, let reason):
      return "no se pudo comprobar \(what) contra SharedCore: \(reason)"
    }
  }

  /// Cómo terminó, como final de frase (con su punto).
  private static func describe(_ ending: SnippetEnding) -> String {
    switch ending {
    case .timedOut(let seconds):
      return "no terminó en \(CodeVerdict.describe(seconds: seconds)): tiempo agotado — "
        + "¿un abrazo mortal?"
    case .terminated(let termination, let detail):
      return CodeVerdict.describe(termination) + (detail.map { ": \($0)" } ?? "") + "."
    }
  }

  private static func describe(
    _ status: TestCaseResult.Status, seconds: Double, bytes: Int
  ) -> String {
    switch status {
    case .passed:
      return "pasa."
    case .failed(let messages):
      return messages.isEmpty ? "falla." : messages.joined(separator: "\n")
    case .threw(let error, let messages):
      return (messages + ["lanzó un error: \(error)"]).joined(separator: "\n")
    case .crashed(let termination, let detail):
      return CodeVerdict.describe(termination) + (detail.map { ": \($0)" } ?? "") + "."
    case .outOfMemory:
      return "memoria agotada (el límite es \(CodeVerdict.describe(bytes: bytes)))."
    case .timedOut:
      return "tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los "
        + "\(CodeVerdict.describe(seconds: seconds))."
    case .deadlocked(let detail):
      return "abrazo mortal (\(detail))."
    case .flooded:
      return "escribía sin parar y se detuvo."
    case .exitedEarly(let code):
      return "el programa terminó (exit \(code)) en mitad de la prueba."
    case .notRun:
      return "no llegó a ejecutarse."
    }
  }

  private static func lines(_ count: Int) -> String {
    count == 1 ? "una línea" : "\(count) líneas"
  }
}
