import Foundation
import Testing

/// El código en una tarea diferida, con el binario y el compilador de verdad (#24, hallazgo
/// 7): `comprobar` dice si el archivo compila, con los errores en sus líneas, y nunca el
/// resultado de las pruebas ocultas, que llega con la devolución.
@Suite struct DeferredCodeClassTests {
  @Test func checkSaysWhetherItCompilesAndNothingOfTheTests() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "diferida"])
    try classroom.enroll("ana")
    let file = classroom.root.appendingPathComponent("ana/codigo/tarea.contador.swift")

    // El archivo de inicio compila pero no pasa la prueba: no se dice.
    let starter = try classroom.run(["--espacio", "ana", "comprobar", "tarea.contador"])
    let words = starter.flowing.split(separator: " ").joined(separator: " ")
    #expect(
      words.contains(
        "Compila. En esta tarea las pruebas se pasan cuando tu profesor corrige: verás su "
          + "resultado con la devolución («leccion revisar»)."), "\(starter.output)")
    for secret in ["pruebaContador", "la caja debe valer 1", "✗"] {
      #expect(!starter.output.contains(secret), "«\(secret)» en \(starter.output)")
    }

    // Un error de compilación sale en su línea.
    try Data("let caja = Shared(value: 0)\n\nfunc incrementar( {\n}\n".utf8).write(to: file)
    let broken = try classroom.run(["--espacio", "ana", "comprobar", "tarea.contador"])
    #expect(broken.code == 1)
    #expect(broken.output.contains("No compila:"), "\(broken.output)")
    #expect(broken.output.contains("tarea.contador.swift:3:"), "\(broken.output)")
    #expect(!broken.output.contains("pruebaContador"), "\(broken.output)")
  }
}
