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
    return compare(
      predicted, expectedCount: expected.count,
      explained: explanation.map { [Feedback.explanation($0)] } ?? [],
      matches: { predicted[$0] == expected[$0] },
      almostMatches: {
        TextFolding.foldKeepingPunctuation(predicted[$0])
          == TextFolding.foldKeepingPunctuation(expected[$0])
      },
      expectedLine: { expected[$0] })
  }

  /// La comparación línea a línea, sin mirar la salida más que por `matches` (la línea
  /// coincide tal cual), `almostMatches` (coincide sin mayúsculas, tildes ni espacios) y
  /// `expectedLine` (lo que se guarda en el dato, nunca en el mensaje). La usan el curso
  /// completo y la copia del alumno, que solo tiene los resúmenes de cada línea.
  static func compare(
    _ predicted: [String], expectedCount: Int, explained: [Feedback],
    matches: (Int) -> Bool, almostMatches: (Int) -> Bool, expectedLine: (Int) -> String
  ) -> Verdict {
    guard !predicted.isEmpty || expectedCount == 0 else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    let sameCount = predicted.count == expectedCount
    if sameCount, predicted.indices.allSatisfy(matches) {
      return Verdict(outcome: .passed, feedback: [.correct] + explained)
    }
    let almost = sameCount && predicted.indices.allSatisfy(almostMatches)
    for index in 0..<max(predicted.count, expectedCount) {
      let line = index + 1
      guard index < expectedCount else {
        let extra = Feedback.outputExtraLine(
          line: line, actual: predicted[index], expectedCount: expectedCount)
        return Verdict(outcome: .failed, feedback: [extra])
      }
      guard index < predicted.count else {
        let missing = Feedback.outputMissingLine(line: line, expected: expectedLine(index))
        return Verdict(outcome: .failed, feedback: [missing])
      }
      guard !matches(index) else { continue }
      let (expected, actual) = (expectedLine(index), predicted[index])
      if almost {
        return Verdict(
          outcome: .almost,
          feedback: [.outputLineAlmost(line: line, expected: expected, actual: actual)])
      }
      return Verdict(
        outcome: .failed,
        feedback: [.outputLineDiffers(line: line, expected: expected, actual: actual)])
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

  /// Las líneas sin espacios finales ni líneas en blanco a los lados
  /// (`PredictionExercise.outputLines`).
  static func lines(_ text: String) -> [String] {
    PredictionExercise.outputLines(text)
  }
}
