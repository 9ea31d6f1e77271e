import FuzzSupport
import Grading
import Lessons

/// El archivo de pesos (`pesos.txt`), contra el curso real.
///
/// Propiedades: leer da unos pesos o un error con mensaje que nombra el archivo; todo peso
/// leído es un número finito y no negativo de una lección o un ejercicio del curso.
private let course = FuzzCheck.realCourse()
private let lessonIDs = Set(course.lessons.map(\.id))
private let exerciseIDs = Set(course.exercises.map(\.id))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWeights(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzCheck.text(start, count)
  do {
    let weights = try Weights.parse(text, shownAs: "pesos.txt", course: course)
    for (id, weight) in weights.lessons {
      FuzzCheck.require(lessonIDs.contains(id), "peso de una lección que no existe: \(id)")
      FuzzCheck.require(weight.isFinite && weight >= 0, "peso que no vale: \(id) = \(weight)")
    }
    for (id, weight) in weights.exercises {
      FuzzCheck.require(exerciseIDs.contains(id), "peso de un ejercicio que no existe: \(id)")
      FuzzCheck.require(weight.isFinite && weight >= 0, "peso que no vale: \(id) = \(weight)")
    }
    for exercise in course.exercises {
      let points = weights.maxPoints(for: exercise)
      FuzzCheck.require(points.isFinite && points >= 0, "puntos que no valen: \(points)")
    }
  } catch {
    FuzzCheck.require(
      error.message.contains("pesos.txt"), "el error no nombra el archivo: \(error.message)")
  }
  return 0
}
