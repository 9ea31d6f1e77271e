extension FlowchartWalkExercise {
  /// Con su diagrama (de cualquier lección) y, en la copia del alumno, con un paso de
  /// relleno por cada uno que oculta la clave: el primero, con el nodo donde empieza.
  public func placed(in course: Course, exercise: Exercise) -> Self {
    var walk = self
    walk.diagram = course.diagram(diagramID)
    if let copy = course.studentCopy {
      let key = copy.exercises[exercise.id]
      let start = key?.start ?? ""
      let count = max(1, key?.steps?.count ?? 1)
      walk.steps = (0..<count).map { position in
        Step(
          node: position == 0 ? start : "", answer: "", explanation: "",
          location: exercise.location)
      }
    }
    return walk
  }

  /// Un diagrama que el curso no tiene y, en el curso completo, los pasos que no siguen sus
  /// aristas (`WalkRules`).
  public func diagnostics(in course: Course) -> [Diagnostic] {
    if let unknown = course.unknownDiagram(diagramID, at: diagramLocation) { return [unknown] }
    guard course.studentCopy == nil, let diagram = course.diagram(diagramID) else { return [] }
    return WalkRules.check(self, against: diagram)
  }
}
