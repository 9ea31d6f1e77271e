import Support

extension Course {
  /// Pone cada modelo de un tipo hecho unidad en este curso
  /// (`ExerciseKindModel.placed(in:exercise:)`), instancias de variantes incluidas: lo hace
  /// `init` una vez, con la copia del alumno ya puesta, y de nuevo cada transformación que da
  /// otro curso (`resolved`, `filling`). Después el curso no cambia, así que corregir toma el
  /// modelo del ejercicio tal cual.
  mutating func placeUnits() {
    let whole = self
    for lessonIndex in lessons.indices {
      for exerciseIndex in lessons[lessonIndex].exercises.indices {
        let exercise = lessons[lessonIndex].exercises[exerciseIndex]
        // Las instancias de un ejercicio con variantes, también.
        for index in exercise.variants?.instances.indices ?? 0..<0 {
          guard let kind = exercise.variants?.instances[index].kind else { continue }
          lessons[lessonIndex].exercises[exerciseIndex].variants?.instances[index].kind =
            Self.place(kind.base, in: whole, exercise: exercise)
        }
        lessons[lessonIndex].exercises[exerciseIndex].kind = Self.place(
          exercise.kind.base, in: whole, exercise: exercise)
      }
    }
  }

  private static func place<Model: ExerciseKindModel>(
    _ model: Model, in course: Course, exercise: Exercise
  ) -> Exercise.Kind {
    Exercise.Kind(model.placed(in: course, exercise: exercise))
  }
}

extension Course {
  /// El problema de un `diagrama:` que no es de ningún diagrama del curso, con el id más
  /// parecido como sugerencia; `nil` si lo es.
  public func unknownDiagram(_ id: String, at location: SourceLocation) -> Diagnostic? {
    guard diagram(id) == nil else { return nil }
    let suggestion = EditDistance.suggestion(for: id, among: diagrams.map(\.id))
    return Diagnostic(location, .unknownDiagram(id, suggestion: suggestion))
  }
}
