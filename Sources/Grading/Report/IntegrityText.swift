import Lessons
import Support
import Workspace

/// Lo que no cuadra en la cadena del registro de una entrega, en castellano.
enum IntegrityText {
  /// Cuántos problemas de la cadena se nombran uno a uno; del resto se da la cuenta.
  static let shownProblems = 10

  /// Los mensajes de `problems`: los `shownProblems` primeros y, si hay más, cuántos
  /// («y 4990 problemas más en la cadena»), para que un registro hostil no llene el informe.
  static func messages(_ problems: [ProgressChain.Problem]) -> [String] {
    var messages = problems.prefix(shownProblems).map(message)
    if problems.count > shownProblems {
      messages.append("y \(problems.count - shownProblems) problemas más en la cadena")
    }
    return messages
  }

  static func message(_ problem: ProgressChain.Problem) -> String {
    switch problem {
    case .unchained(let date, let exercise):
      return
        "un suceso de «\(exercise)» (\(Timestamp.format(date))) no tiene cadena: se añadió a mano"
    case .missing(let writer, let sequence):
      return "falta el suceso \(sequence) del escritor \(writer.prefix(8)): se borró del registro"
    case .missingRun(let writer, let first, let last):
      return "faltan los sucesos \(first) a \(last) del escritor \(writer.prefix(8)): se borraron"
        + " del registro"
    case .duplicated(let writer, let sequence):
      return "el suceso \(sequence) del escritor \(writer.prefix(8)) aparece dos veces"
    case .backInTime(let writer, let sequence, let exercise):
      return "el suceso \(sequence) del escritor \(writer.prefix(8)) («\(exercise)») tiene una"
        + " hora anterior a la del suceso que lo precede: se cambió su hora"
    case .altered(let writer, let sequence, let exercise):
      return "el suceso \(sequence) del escritor \(writer.prefix(8)) («\(exercise)») se cambió"
        + " después de escribirse"
    }
  }
}
