import Foundation
import Presentation
import Support
import Testing

@testable import Tutor

/// El paginador del tutor, como en una terminal (con pantallas): lo que ya está escrito
/// encima no se va con la primera, `q` no se come el enunciado de un ejercicio y Ctrl-D
/// sale como en el indicador.
@Suite struct ReplPagerTests {
  static let hint = "— Intro: seguir leyendo"

  @Test func theFirstPageLeavesTheDamagedProgressNoticeInView() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    try Data("{ esto no es json".utf8).write(to: harness.progressURL)
    let run = await harness.runWithPager(input: ["", "", "", ""], rows: 16)
    let notice = try #require(
      run.output.firstIndex { $0.hasPrefix("aviso: tu archivo de progreso estaba dañado") })
    let firstHint = try #require(run.output.firstIndex { $0.hasPrefix(Self.hint) })
    // Del aviso al aviso del paginador cabe en las 16 filas: nada se ha ido por arriba.
    #expect(notice == 0)
    #expect(firstHint <= 15, "\(run.output.prefix(firstHint + 1).joined(separator: "\n"))")
    #expect(
      run.output[..<firstHint].contains(
        "Intro: seguir · «índice»: el mapa entero · «ayuda»: las órdenes · Ctrl-D: salir"))
  }

  @Test func theWelcomeBackStaysInViewAboveTheFirstPage() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    await harness.run(["progreso"], course: ScreenWidthTests.content)
    // Una sesión que deja a la persona en un paso largo, y otra que vuelve a él.
    await harness.runWithPager(
      input: ["ir shared.copia", "salir"], rows: 1000, course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: ["", "", ""], rows: 20, course: ScreenWidthTests.content)
    #expect(
      run.output.first == "Bienvenido de nuevo a «Estado compartido en la Composable Architecture»."
    )
    let firstHint = try #require(run.output.firstIndex { $0.hasPrefix(Self.hint) })
    #expect(firstHint <= 19, "\(run.output.prefix(firstHint + 1).joined(separator: "\n"))")
  }

  /// La primera vez, el saludo y su «Intro: seguir» siguen a la vista, encima de la primera
  /// pantalla del primer paso, en una terminal de 30 filas.
  @Test func theFirstRunWelcomeStaysInViewAboveTheFirstPage() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: ["", "", "", ""], rows: 30, course: ScreenWidthTests.content)
    #expect(run.output.first?.hasPrefix("leccion \(LeccionVersion.current) · ") == true)
    let intro = try #require(run.output.firstIndex { $0.hasPrefix("Intro: seguir · «índice»") })
    let firstHint = try #require(run.output.firstIndex { $0.hasPrefix(Self.hint) })
    #expect(intro < firstHint)
    #expect(firstHint <= 29, "\(run.output.prefix(firstHint + 1).joined(separator: "\n"))")
  }

  @Test func qInAnExerciseStillShowsTheWholeQuestionAndThePrompt() async throws {
    // Con líneas (`q` e Intro) y con teclas sueltas (la primera, para el saludo).
    for keys in [nil, [PagerKey.skip, .skip]] {
      let harness = TutorHarness()
      await harness.initialize(course: ScreenWidthTests.content)
      let input: [String?] = keys == nil ? ["ir shared.copia", "q"] : ["ir shared.copia"]
      let run = await harness.runWithPager(
        input: input, keys: keys, rows: 12, course: ScreenWidthTests.content)
      let text = run.output.joined(separator: "\n")
      #expect(text.contains("— Intro: seguir leyendo · q: el resto sin pausas"), "\(text)")
      // Las líneas del final del programa y las instrucciones siguen ahí, y después, el
      // indicador para responder.
      let printLine = try #require(
        run.output.lastIndex { $0.contains("print(\"b:\", b.usuario.nombre, b.editando)") },
        "\(text)")
      let instructions = try #require(
        run.output.lastIndex { $0.hasPrefix("Escribe lo que imprime, línea a línea") }, "\(text)")
      let prompt = try #require(run.output.lastIndex { $0.hasPrefix("shared.copia › ") })
      #expect(printLine < instructions && instructions < prompt, "\(text)")
    }
  }

  @Test func qInALessonSkipsToTheEnd() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: ["ir 1"], keys: [.skip], rows: 10, course: ScreenWidthTests.content)
    let text = run.output.joined(separator: "\n")
    #expect(text.contains("— Intro: seguir leyendo · q: saltar al final"), "\(text)")
    let full = await harness.runWithPager(
      input: ["ir 1"], rows: 1000, course: ScreenWidthTests.content)
    // Con `q`, el resto de la introducción no se escribe, pero el indicador vuelve.
    #expect(run.output.count < full.output.count)
    #expect(run.output.contains { $0.hasPrefix("leccion › ") })
  }

  @Test func ctrlDInThePagerQuitsLikeAtThePrompt() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: ["ir shared.copia", "progreso"], keys: [.skip, .endOfInput], rows: 12,
      course: ScreenWidthTests.content)
    #expect(run.code == 0)
    #expect(run.flowing.contains("Hasta pronto. Tu progreso está guardado en"), "\(run.text)")
    #expect(!run.text.contains("Progreso en «"), "\(run.text)")
  }

  @Test func ctrlCInThePagerStopsPagingLikeQ() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: ["ir shared.copia"], keys: [.skip, .interrupt], rows: 12,
      course: ScreenWidthTests.content)
    #expect(run.output.contains { $0.hasPrefix("Escribe lo que imprime, línea a línea") })
    let instructions = try #require(
      run.output.lastIndex { $0.hasPrefix("Escribe lo que imprime, línea a línea") })
    let prompt = try #require(run.output.lastIndex { $0.hasPrefix("shared.copia › ") })
    #expect(instructions < prompt)
  }
}

/// El aviso del paginador cabe en una fila a cualquier ancho, y lo que se escribe bajo él
/// no se pierde.
@Suite struct ReplPagerFooterTests {
  @Test func theFooterFitsAnyWidth() {
    #expect(
      ReplPager.footer(skipping: false, width: 78)
        == "— Intro: seguir leyendo · q: saltar al final · Ctrl-D: salir —")
    #expect(
      ReplPager.footer(skipping: true, width: 78)
        == "— Intro: seguir leyendo · q: el resto sin pausas · Ctrl-D: salir —")
    #expect(
      ReplPager.footer(skipping: true, width: 58)
        == "— Intro: seguir · q: el resto sin pausas · Ctrl-D: salir —")
    #expect(
      ReplPager.footer(skipping: false, width: 38) == "Intro: seguir · q: saltar · Ctrl-D: salir"
        || DisplayWidth.of(ReplPager.footer(skipping: false, width: 38)) <= 38)
    for width in 1...100 {
      for skipping in [true, false] {
        #expect(DisplayWidth.of(ReplPager.footer(skipping: skipping, width: width)) <= width)
      }
    }
  }

  @Test func aLineTypedUnderTheFooterGoesToTheTutor() async throws {
    let harness = TutorHarness()
    await harness.initialize(course: ScreenWidthTests.content)
    let run = await harness.runWithPager(
      input: [], keys: [.typed("ir shared.igualdad"), .skip], rows: 12,
      course: ScreenWidthTests.content)
    let text = run.output.joined(separator: "\n")
    // El resto de la página se escribe, la línea se repite tras el indicador y se atiende.
    #expect(run.output.contains("leccion › ir shared.igualdad"), "\(text)")
    #expect(run.output.contains { $0.hasPrefix("shared.igualdad › ") }, "\(text)")
  }
}
