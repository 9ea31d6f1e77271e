import Lessons

/// La salida de una predicción con parámetros en el curso completo: el archivo no la trae,
/// así que se calcula ejecutando el fragmento de la instancia de la persona en el motor, la
/// primera vez que se corrige (después la contesta la caché del corrector). La copia del
/// alumno no lo necesita: lleva el resumen de la salida de cada instancia.
enum ComputedOutput {
  /// `exercise` con su salida calculada, o tal cual si no la necesita o no se pudo calcular.
  static func complete(
    _ exercise: Exercise, in course: Course, snippets: any SnippetRunning
  ) async -> Exercise {
    guard course.studentCopy == nil, let instance = exercise.variants?.chosenInstance,
      instance.output == .toCompute, let keyed = exercise.kind.snippetOutput
    else { return exercise }
    let run = await snippets.run(snippet: keyed.code.code, name: "prediccion.swift")
    // Solo la salida estándar, como `VariantOutputs` al corregir: lo que el fragmento
    // escriba en la de errores no es parte de la predicción.
    guard run.succeeded, let printed = run.printed else { return exercise }
    var completed = exercise
    completed.kind = Exercise.Kind(keyed.with(output: keyed.output(fromPrinted: printed)))
    return completed
  }
}
