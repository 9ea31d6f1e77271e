import Commands
import Foundation
import Presentation
import Testing

@testable import Tutor

/// Cada valor por omisión que dicen la ayuda general de `leccion` y la de cada orden del tutor
/// es el que usa el código (una fila por valor), y toda «por omisión» de esas ayudas tiene su
/// fila. Las de `corregir`, `tarea` y `exportar`: `GradingTests/HelpDefaultsTests`.
@Suite struct TutorHelpDefaultsTests {
  struct Stated: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: String
    var code: @Sendable () -> String
    var testDescription: String { name }
  }

  /// La ayuda general, la de cada orden y la del tutor interactivo («ayuda»), en una línea.
  static var helps: [String] {
    let general = HelpText.general(commands: LeccionCommands.table)
    let commands = ([general] + LeccionCommands.table.tutorCommands.map { $0.spec.help() }).map {
      $0.text(width: 200)
    }
    let repl = ReplHelp.lines(style: .plain, width: 200).joined(separator: "\n")
    return (commands + [repl]).map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  static let rows: [Stated] = [
    Stated(
      name: "el espacio de trabajo de siempre",
      pattern: #"\$XDG_DATA_HOME/leccion \(por omisión, ([^)]+)\)"#,
      code: { TerminalEnvironment(variables: ["HOME": "~"]).dataHome + "/leccion" }),
    Stated(
      name: "el editor sin VISUAL ni EDITOR", pattern: #"El editor de «editar» \(si no, ([^)]+)\)"#,
      code: { EditorLauncher.fallbacks.joined(separator: " o ") }),
    Stated(
      name: "el editor de «editar» en el tutor",
      pattern: #"abre tu archivo de código en \$VISUAL, \$EDITOR, (\w+ o \w+)"#,
      code: { EditorLauncher.fallbacks.joined(separator: " o ") }),
  ]

  @Test(arguments: rows)
  func theHelpStatesTheValueTheCodeUses(row: Stated) throws {
    let regex = try Regex(row.pattern)
    let match = try #require(
      Self.helps.lazy.compactMap { $0.firstMatch(of: regex) }.first,
      "«\(row.pattern)» no está en la ayuda")
    let stated = try #require(match.output[1].substring.map(String.init))
    #expect(stated == row.code(), "\(row.name)")
  }

  @Test func everyStatedDefaultHasARow() throws {
    for help in Self.helps {
      var covered: [Range<String.Index>] = []
      for row in Self.rows { covered += help.matches(of: try Regex(row.pattern)).map(\.range) }
      for stated in help.ranges(of: "por omisión") {
        #expect(covered.contains { $0.overlaps(stated) }, "«\(help)» tiene una sin fila")
      }
    }
  }
}
