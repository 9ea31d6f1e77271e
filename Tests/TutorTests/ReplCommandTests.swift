import Foundation
import Lessons
import Testing
@testable import Tutor

@Suite struct ReplCommandTests {
  /// Cada línea, con la orden que nombra y lo que lleva detrás.
  @Test(
    arguments: [
      ("siguiente", "siguiente", nil), ("S", "siguiente", nil), ("atrás", "atrás", nil),
      ("ATRAS", "atrás", nil), ("índice", "índice", nil), ("indice", "índice", nil),
      ("ir caja.copia", "ir", "caja.copia"), ("ir", "ir", nil), ("p", "pista", nil),
      ("solución", "solución", nil), ("sol", "solución", nil), ("comp", "comprobar", nil),
      ("ed", "editar", nil), ("vig", "vigilar", nil), ("ej", "ejecutar", nil),
      ("pista caja.metodo", "pista", "caja.metodo"),
      ("solución caja.metodo", "solución", "caja.metodo"),
      ("comprobar caja.copia", "comprobar", "caja.copia"),
      ("editar caja.contador", "editar", "caja.contador"),
      ("vigilar caja.contador", "vigilar", "caja.contador"),
      (
        "compilador @Shared(.appStorage(\"k\")) var x = 1", "compilador",
        "@Shared(.appStorage(\"k\")) var x = 1"
      ),
      ("prog", "progreso", nil), ("reiniciar caja.copia", "reiniciar", "caja.copia"),
      ("rein", "reiniciar", nil), ("?", "ayuda", nil), ("fin", "salir", nil),
      ("salir", "salir", nil), ("resp hola mundo", "responder", "hola mundo"),
    ] as [(String, String, String?)])
  func parses(line: String, command: String, argument: String?) async throws {
    let call = try #require(ReplCommand.parse(line))
    #expect(call.name == command)
    #expect(call.argument == argument)
  }

  /// Una orden es una entrada de la tabla: nombres y alias no se repiten entre órdenes (ni
  /// sin tildes), y su línea de «ayuda» empieza por su uso si lleva algo detrás.
  @Test func theTableDeclaresEachCommandOnce() {
    var seen: [String: String] = [:]
    for command in ReplCommand.table {
      for word in Set(command.words.map(ReplCommand.fold)) {
        #expect(seen[word] == nil, "«\(word)» es de «\(seen[word] ?? "")» y de «\(command.name)»")
        seen[word] = command.name
      }
      #expect(ReplCommand.parse(command.name)?.name == command.name)
      if let usage = command.argument.usage {
        #expect(command.help.hasPrefix("\(command.name) \(usage): "))
      }
    }
  }

  @Test(arguments: ["a", "b", "c", "d", "e", "h", "q", "r", "no", "sí", "withLock", "2"])
  func answerWordsAreNotCommands(word: String) async {
    #expect(ReplCommand.parse(word) == nil)
  }

  @Test func completionOffersCommandsIdsAndTheOptionsOfTheQuestion() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let context = try TutorContext.load(
      options: GlobalOptions(
        courseDirectory: TutorHarness.course.path, workspaceDirectory: "espacio"),
      environment: harness.environment, console: .capturing())
    let copy = context.course.exercise("caja.copia")
    let walk = context.course.exercise("decidir.lista")
    var current: Exercise? = nil
    let completion = ReplCompletion(context: context, current: { current })
    #expect(completion.complete("sig") == ["siguiente"])
    #expect(completion.complete("ind") == ["índice"])
    #expect(completion.complete("ir caja.c") == ["caja.copia", "caja.contador"])
    #expect(
      completion.complete("rein decidir.") == ["decidir.lista", "decidir.aviso", "decidir.tipos"])
    current = copy
    #expect(completion.complete("").suffix(2) == ["a", "b"])
    current = walk
    #expect(completion.complete("n") == ["no"])
  }
}
