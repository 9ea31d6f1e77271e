import Support

// Lo que llega de una entrega o de un programa pasa por un solo filtro (`UntrustedText`)
// antes de que cualquier formato lo escriba: `GradingCommand` limpia el informe una vez y
// todo lo que sale de él (texto, JSON, CSV, JUnit, HTML, libros de calificaciones y
// devoluciones) parte de esa copia, antes del escapado propio de cada formato.

extension GradeReport {
  /// Cuántos caracteres se muestran, como mucho, de la ruta de una entrega.
  static let shownSourceCharacters = 300

  /// El informe con cada texto de una entrega o de un programa filtrado y acotado: ids y
  /// rutas en una línea, mensajes sin caracteres de control.
  public func cleaned() -> GradeReport {
    var copy = self
    copy.students = students.map { $0.cleaned() }
    copy.exercises = exercises.map { exercise in
      var exercise = exercise
      exercise.firstAnswers = exercise.firstAnswers?.map(\.cleaned)
      exercise.commonWrong = exercise.commonWrong?.map(\.cleaned)
      return exercise
    }
    copy.notes = notes.map(UntrustedText.clean)
    copy.similarity = similarity?.cleaned()
    return copy
  }
}

extension StudentResult {
  func cleaned() -> StudentResult {
    var row = self
    row.student = student.map { UntrustedText.line($0, limit: 100) }
    row.source = UntrustedText.line(source, limit: GradeReport.shownSourceCharacters)
    row.message = message.map(UntrustedText.clean)
    row.integrityProblems = integrityProblems?.map { UntrustedText.line($0, limit: 400) }
    row.warnings = warnings?.map { UntrustedText.line($0, limit: 400) }
    row.exercises = exercises.map { exercise in
      var exercise = exercise
      exercise.id = UntrustedText.line(exercise.id)
      exercise.message = UntrustedText.clean(exercise.message)
      exercise.firstAnswer = exercise.firstAnswer.map(UntrustedText.clean)
      return exercise
    }
    return row
  }
}

extension AnswerCount {
  var cleaned: AnswerCount { AnswerCount(answer: UntrustedText.clean(answer), count: count) }
}

extension SimilarityReport {
  func cleaned() -> SimilarityReport {
    var copy = self
    copy.notes = notes.map(UntrustedText.clean)
    copy.pairs = pairs.map { pair in
      var pair = pair
      pair.students = pair.students.map { UntrustedText.line($0, limit: 100) }
      pair.exercises = pair.exercises.map { exercise in
        var exercise = exercise
        exercise.passages = exercise.passages.map { passage in
          var passage = passage
          passage.code = passage.code.map(UntrustedText.clean)
          return passage
        }
        return exercise
      }
      return pair
    }
    return copy
  }
}
