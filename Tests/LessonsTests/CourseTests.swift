import Testing
@testable import Lessons

@Test func courseKeepsItsID() {
  #expect(Course(id: "estado-compartido").id == "estado-compartido")
}
