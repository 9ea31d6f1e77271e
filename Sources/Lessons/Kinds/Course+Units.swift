import Support

extension Course {
  /// Pone cada modelo de un tipo hecho unidad en el curso ya cargado
  /// (`ExerciseKindModel.placed(in:exercise:)`): lo llama `CourseLoader` al final, con la
  /// copia del alumno ya puesta.
  mutating func placeUnits() {
    let whole = self
    for lessonIndex in lessons.indices {
      for exerciseIndex in lessons[lessonIndex].exercises.indices {
        let exercise = lessons[lessonIndex].exercises[exerciseIndex]
        // Las instancias de un ejercicio con variantes, también.
        for index in exercise.variants?.instances.indices ?? 0..<0 {
          guard case .unit(let unit) = exercise.variants?.instances[index].kind else { continue }
          lessons[lessonIndex].exercises[exerciseIndex].variants?.instances[index].kind = .unit(
            Self.place(unit.base, in: whole, exercise: exercise))
        }
        guard case .unit(let unit) = exercise.kind else { continue }
        lessons[lessonIndex].exercises[exerciseIndex].kind = .unit(
          Self.place(unit.base, in: whole, exercise: exercise))
      }
    }
  }

  /// El modelo de `exercise`, si es de un tipo hecho unidad, puesto en este curso tal como
  /// es ahora (el corrector lo pide así: mira solo la respuesta y el curso que le dan).
  public func placedUnit(of exercise: Exercise) -> AnyKindModel? {
    guard case .unit(let unit) = exercise.kind else { return nil }
    return Self.place(unit.base, in: self, exercise: exercise)
  }

  private static func place<Model: ExerciseKindModel>(
    _ model: Model, in course: Course, exercise: Exercise
  ) -> AnyKindModel {
    AnyKindModel(model.placed(in: course, exercise: exercise))
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
