import Lessons
import Support
import Workspace

/// Lo que no cuadra en la cadena del registro de una entrega, en castellano.
enum IntegrityText {
  static func message(_ problem: ProgressChain.Problem) -> String {
    switch problem {
    case .unchained(let date, let exercise):
      return
        "un suceso de «\(exercise)» (\(Timestamp.format(date))) no tiene cadena: se añadió a mano"
    case .missing(let writer, let sequence):
      return "falta el suceso \(sequence) del escritor \(writer.prefix(8)): se borró del registro"
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
