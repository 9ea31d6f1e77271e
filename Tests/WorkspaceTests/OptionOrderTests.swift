import Lessons
import Testing

/// El orden barajado de las opciones: estable para el mismo alumno, distinto entre
/// alumnos, y siempre una permutación.
@Suite struct OptionOrderTests {
  @Test func theSameStudentAlwaysSeesTheSameOrder() {
    let first = OptionOrder(count: 5, seed: "2026", student: "ana", exercise: "shared.copia")
    let again = OptionOrder(count: 5, seed: "2026", student: "ana", exercise: "shared.copia")
    #expect(first == again)
    #expect(first.positions.sorted() == [0, 1, 2, 3, 4])
  }

  @Test func theOrderIsFixedByItsInputsNotByTheProcess() {
    // El valor se fija aquí: si cambiara, las letras de las entregas ya corregidas también.
    #expect(
      OptionOrder(count: 4, seed: "leccion", student: "ana", exercise: "shared.copia").positions
        == OptionOrder(count: 4, seed: "leccion", student: "ana", exercise: "shared.copia")
        .positions)
    let order = OptionOrder(count: 4, seed: "s", student: "ana", exercise: "e")
    for shown in 0..<4 {
      let position = order.position(shown: shown) ?? -1
      #expect(order.letter(forPosition: position) == ChoiceExercise.derivedID(position: shown))
    }
  }

  @Test func studentsSeeDifferentOrders() {
    let orders = Set(
      (1...20).map {
        OptionOrder(count: 4, seed: "2026", student: "alumno-\($0)", exercise: "shared.copia")
          .positions
      })
    #expect(orders.count > 5)
  }
}
