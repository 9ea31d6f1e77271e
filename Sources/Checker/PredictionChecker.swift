import Lessons
import Support

/// Corrige un ejercicio `prediccion`: compara, línea a línea, lo que la persona cree que
/// imprime el fragmento con lo que imprime de verdad (la salida la obtiene quien lo ejecuta;
/// aquí solo se compara).
///
/// Se perdonan los espacios al final de cada línea y las líneas en blanco al principio y al
/// final. Si todas las líneas coinciden salvo en mayúsculas, tildes o espacios, es «casi».
///
/// ```swift
/// PredictionChecker.check(prediction: "Ada\nGrace", output: "Ada\nAda\n")
/// // La línea 2 («Grace») no es lo que imprime el fragmento.
/// ```
public enum PredictionChecker {
  /// Corrige `prediction` frente a `output`; `explanation` se añade cuando acierta. Si no
  /// acierta, se dice qué línea falla sin decir qué imprime de verdad (eso queda para la
  /// `solución`, que se anota como vista).
  public static func check(
    prediction: String, output: String, explanation: String? = nil
  ) -> Verdict {
    let predicted = lines(prediction)
    let expected = lines(output)
    guard !predicted.isEmpty || expected.isEmpty else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    let explained = explanation.map { [Feedback.explanation($0)] } ?? []
    if predicted == expected {
      return Verdict(outcome: .passed, feedback: [.correct] + explained)
    }
    let almost =
      predicted.count == expected.count
      && zip(predicted, expected).allSatisfy {
        TextFolding.foldKeepingPunctuation($0) == TextFolding.foldKeepingPunctuation($1)
      }
    for index in 0..<max(predicted.count, expected.count) {
      let line = index + 1
      guard index < expected.count else {
        let extra = Feedback.outputExtraLine(
          line: line, actual: predicted[index], expectedCount: expected.count)
        return Verdict(outcome: .failed, feedback: [extra])
      }
      guard index < predicted.count else {
        let missing = Feedback.outputMissingLine(line: line, expected: expected[index])
        return Verdict(outcome: .failed, feedback: [missing])
      }
      guard predicted[index] != expected[index] else { continue }
      if almost {
        return Verdict(
          outcome: .almost,
          feedback: [
            .outputLineAlmost(line: line, expected: expected[index], actual: predicted[index])
          ])
      }
      let differs = Feedback.outputLineDiffers(
        line: line, expected: expected[index], actual: predicted[index])
      return Verdict(outcome: .failed, feedback: [differs])
    }
    return Verdict(outcome: .passed, feedback: [.correct] + explained)
  }

  /// Corrige `prediction` frente a la salida del ejercicio, o frente a `output` si se da
  /// (la de ejecutar el fragmento ahora).
  public static func check(
    _ exercise: PredictionExercise, prediction: String, output: String? = nil
  ) -> Verdict {
    check(
      prediction: prediction, output: output ?? exercise.expectedOutput,
      explanation: exercise.explanation)
  }

  /// Las líneas sin espacios finales ni líneas en blanco a los lados.
  static func lines(_ text: String) -> [String] {
    let split = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    var lines = split.map { line in
      var line = Substring(line)
      while let last = line.last, last.isWhitespace { line = line.dropLast() }
      return String(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    return lines
  }
}
