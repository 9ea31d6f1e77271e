/// Un curso resuelto para un alumno: cada ejercicio con variantes pasa a ser su instancia, y
/// el tutor, el corrector y los informes lo tratan como un ejercicio más.
extension Course {
  /// El curso que ve `student`: cada ejercicio con variantes lleva el enunciado, las pistas
  /// y la clave de su instancia (`variants.chosen` dice cuál). En una copia del alumno, solo
  /// quedan las claves de sus instancias.
  public func resolved(draw: VariantDraw, student: String) -> Course {
    resolved {
      draw.index(count: $0.variants?.instances.count ?? 1, student: student, exercise: $0.id)
    }
  }

  /// El curso con la instancia que `choose` elige para cada ejercicio con variantes.
  public func resolved(choosing choose: (Exercise) -> Int) -> Course {
    var course = self
    var keys = studentCopy?.exercises
    for lessonIndex in course.lessons.indices {
      for exerciseIndex in course.lessons[lessonIndex].exercises.indices {
        let exercise = course.lessons[lessonIndex].exercises[exerciseIndex]
        guard let variants = exercise.variants, !variants.instances.isEmpty else { continue }
        let index = choose(exercise)
        course.lessons[lessonIndex].exercises[exerciseIndex] = exercise.instance(index)
        if var table = keys {
          let chosen = StudentCopy.instanceKey(exercise.id, variants.instanceID(index))
          table[exercise.id] = table[chosen]
          keys = table
        }
      }
    }
    // Las claves de las demás instancias no pasan al curso resuelto.
    course.studentCopy?.exercises = keys?.filter { !$0.key.contains("#") } ?? [:]
    // Un tipo hecho unidad toma del curso lo suyo (en la copia, de la clave de su instancia).
    course.placeUnits()
    return course
  }
}

extension Exercise {
  /// Cada instancia del ejercicio (él mismo si no tiene variantes).
  public var allInstances: [Exercise] {
    guard let variants else { return [self] }
    return variants.instances.indices.map(instance)
  }

  /// El ejercicio con el enunciado, las pistas y la clave de su instancia `index`.
  public func instance(_ index: Int) -> Exercise {
    guard var variants, variants.instances.indices.contains(index) else { return self }
    let instance = variants.instances[index]
    var exercise = self
    exercise.title = instance.title
    exercise.prompt = instance.prompt
    exercise.hints = instance.hints
    exercise.kind = instance.kind
    variants.chosen = index
    exercise.variants = variants
    return exercise
  }

  /// El id de la instancia de un ejercicio resuelto, si tiene variantes.
  public var chosenInstanceID: String? {
    guard let variants, let chosen = variants.chosen else { return nil }
    return variants.instanceID(chosen)
  }
}

extension StudentCopy {
  /// La entrada de `exercises` con la clave de la instancia `instance` de `exercise`.
  public static func instanceKey(_ exercise: String, _ instance: String) -> String {
    "\(exercise)#\(instance)"
  }
}

extension Course {
  /// El curso con la salida de cada predicción con parámetros que da `outputs` (por id de
  /// ejercicio y de instancia): la calcula el motor (`VariantOutputs`, en Checker).
  public func filling(outputs: [String: [String: String]]) -> Course {
    var course = self
    for lessonIndex in course.lessons.indices {
      for exerciseIndex in course.lessons[lessonIndex].exercises.indices {
        var exercise = course.lessons[lessonIndex].exercises[exerciseIndex]
        guard var variants = exercise.variants, let computed = outputs[exercise.id] else {
          continue
        }
        for index in variants.instances.indices {
          guard let output = computed[variants.instanceID(index)] else { continue }
          variants.instances[index].kind = variants.instances[index].kind.withOutput(output)
          if variants.instances[index].output == .toCompute {
            variants.instances[index].output = .computed
          }
        }
        if let first = variants.instances.first, variants.chosen == nil {
          exercise.kind = first.kind
        } else if let chosen = variants.chosenInstance {
          exercise.kind = chosen.kind
        }
        exercise.variants = variants
        course.lessons[lessonIndex].exercises[exerciseIndex] = exercise
      }
    }
    course.placeUnits()
    return course
  }
}

extension Exercise.Kind {
  /// El tipo con `output` como salida esperada, si su clave es la salida de un fragmento
  /// (`SnippetOutputKind`); los demás, igual.
  func withOutput(_ output: String) -> Exercise.Kind {
    guard let keyed = snippetOutput else { return self }
    return Exercise.Kind(keyed.with(output: output))
  }
}
