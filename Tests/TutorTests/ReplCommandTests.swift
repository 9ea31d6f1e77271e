import Foundation
import Lessons
import Testing
@testable import Tutor

@Suite struct ReplCommandTests {
  @Test(arguments: [
    ("siguiente", ReplCommand.next), ("S", .next), ("atrás", .back), ("ATRAS", .back),
    ("índice", .index), ("indice", .index), ("ir caja.copia", .go("caja.copia")), ("ir", .go(nil)),
    ("p", .hint(nil)), ("solución", .solution(nil)), ("sol", .solution(nil)),
    ("comp", .check(nil)), ("ed", .edit(nil)), ("vig", .watch(nil)), ("ej", .run),
    ("pista caja.metodo", .hint("caja.metodo")),
    ("solución caja.metodo", .solution("caja.metodo")),
    ("comprobar caja.copia", .check("caja.copia")),
    ("editar caja.contador", .edit("caja.contador")),
    ("vigilar caja.contador", .watch("caja.contador")),
    (
      "compilador @Shared(.appStorage(\"k\")) var x = 1",
      .compiler("@Shared(.appStorage(\"k\")) var x = 1")
    ),
    ("prog", .progress), ("reiniciar caja.copia", .reset("caja.copia")), ("rein", .reset(nil)),
    ("?", .help), ("fin", .quit), ("salir", .quit), ("resp hola mundo", .answer("hola mundo")),
  ])
  func parses(line: String, command: ReplCommand) async {
    #expect(ReplCommand.parse(line) == command)
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
