import Testing

@testable import Presentation

@Suite struct RenderingPagerTests {
  @Test func pagesLeaveARowForThePrompt() {
    let lines = (1...10).map { "línea \($0)" }
    let pages = Pager.pages(of: lines, height: 5)
    #expect(pages.map(\.count) == [4, 4, 2])
    #expect(pages[1].first == "línea 5")
  }

  @Test func aShortTextIsOnePage() {
    #expect(Pager.pages(of: ["a", "b"], height: 24) == [["a", "b"]])
  }

  @Test func noLinesNoPages() {
    #expect(Pager.pages(of: [], height: 24).isEmpty)
    #expect(Pager.pages(of: ["", " "], height: 24).isEmpty)
  }

  @Test func aBlankLineNearTheEndIsABetterPlaceToCut() {
    // Pantallas de 9 líneas: la línea en blanco en la posición 7 (último tercio) corta antes.
    let lines = ["1", "2", "3", "4", "5", "6", "7", "", "9", "10", "11"]
    let pages = Pager.pages(of: lines, height: 10)
    #expect(pages == [["1", "2", "3", "4", "5", "6", "7", ""], ["9", "10", "11"]])
  }

  @Test func aBlankLineTooEarlyIsNotUsed() {
    let lines = ["1", "", "3", "4", "5", "6", "7", "8", "9", "10"]
    let pages = Pager.pages(of: lines, height: 6)
    #expect(pages == [["1", "", "3", "4", "5"], ["6", "7", "8", "9", "10"]])
  }

  @Test func blankLinesAtBothEndsAreDropped() {
    let pages = Pager.pages(of: ["", "a", "", "b", "", ""], height: 24)
    #expect(pages == [["a", "", "b"]])
  }

  @Test func aFullPageLeavesTheBlankLineToTheNext() {
    let pages = Pager.pages(of: ["a", "b", "c", "", "d"], height: 4)
    #expect(pages == [["a", "b", "c"], ["", "d"]])
  }

  @Test func everyLineIsShownOnceAndInOrder() {
    let lines = Array((1...98).map { $0 % 7 == 0 ? "" : "\($0)" }) + ["fin"]
    let pages = Pager.pages(of: lines, height: 24)
    #expect(pages.flatMap { $0 } == lines)
    #expect(pages.allSatisfy { $0.count <= 23 })
  }

  @Test func aTinyTerminalStillMakesProgress() {
    #expect(Pager.pages(of: ["a", "b"], height: 1) == [["a"], ["b"]])
  }
}

@Suite struct RenderingPagerHeadingTests {
  @Test func aHeadingIsNotLeftAloneAtTheBottom() {
    let lines = ["a", "b", "c", "d", "e", "", "2. Título", "──────────", "", "texto", "más"]
    let pages = Pager.pages(of: lines, height: 9)
    #expect(
      pages == [["a", "b", "c", "d", "e", ""], ["2. Título", "──────────", "", "texto", "más"]])
  }

  @Test func aColouredHeadingIsRecognisedToo() {
    let rule = "\u{1B}[90m════\u{1B}[0m"
    let lines = ["a", "b", "c", "d", "", "Caja", rule, "", "texto"]
    let pages = Pager.pages(of: lines, height: 8)
    #expect(pages == [["a", "b", "c", "d", ""], ["Caja", rule, "", "texto"]])
  }

  @Test func aTableBorderIsNotAHeading() {
    let lines = ["a", "b", "c", "d", "+---+", "| x |", "+===+", "| y |"]
    let pages = Pager.pages(of: lines, height: 8)
    #expect(pages.first == ["a", "b", "c", "d", "+---+", "| x |", "+===+"])
  }
}

/// Lo que ya está en pantalla encima de la primera pantalla (un aviso, el saludo de vuelta).
@Suite struct RenderingPagerShownAboveTests {
  @Test func theFirstPageLeavesRoomForWhatIsAlreadyShown() {
    let lines = (1...20).map { "línea \($0)" }
    // 10 filas: 9 líneas por pantalla, y la primera deja 3 filas para el aviso de encima.
    let pages = Pager.pages(of: lines, height: 10, shownAbove: 3)
    #expect(pages.map(\.count) == [6, 9, 5])
    #expect(pages.joined().map { $0 } == lines)
  }

  @Test func theFirstPageKeepsAMinimumWhenTooMuchIsAbove() {
    let lines = (1...20).map { "línea \($0)" }
    let pages = Pager.pages(of: lines, height: 10, shownAbove: 50)
    #expect(pages.first?.count == Pager.minimumFirstPage)
  }

  @Test func aTextThatFitsOnlyWithoutWhatIsAboveGetsTwoPages() {
    let lines = (1...8).map { "línea \($0)" }
    #expect(Pager.pages(of: lines, height: 10).count == 1)
    #expect(Pager.pageRanges(of: lines, height: 10, shownAbove: 3) == [0..<6, 6..<8])
  }

  @Test func theConsoleCountsTheRowsWrittenSinceTheLastInput() {
    let console = Console.capturing(columns: 10)
    console.line("uno")
    console.paragraph("dos tres cuatro")  // ajustado a 9 columnas: dos líneas
    console.line(String(repeating: "x", count: 25))  // tres filas de una terminal de 10
    console.text("indicador ")
    #expect(console.rowsSinceInput == 6)
    console.inputWasRead()
    #expect(console.rowsSinceInput == 0)
    console.error("error")
    #expect(console.rowsSinceInput == 1)
  }
}
