import Foundation
import FuzzSupport
import Grading
import Workspace

/// El lector de entregas (`leccion-entrega`), tal como lo usa `leccion corregir`. La entrada
/// es el archivo; el curso esperado es el que dice el propio archivo (así se llega a las
/// comprobaciones de después del sello).
///
/// Propiedades: leer da una entrega o un error con mensaje; una entrega leída, escrita y
/// vuelta a leer es la misma (en la versión actual); y la vuelve a aceptar el lector.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHandIn(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzCheck.data(start, count)
  let stamp =
    (try? Submission.decode(data))?.course
    ?? CourseStamp(id: "estado-compartido", contentHash: String(repeating: "0", count: 64))
  switch SubmissionReader.decode(data, expecting: stamp) {
  case .failure(let error):
    FuzzCheck.require(!error.message.isEmpty, "error de entrega sin mensaje: \(error)")
  case .success(let submission):
    let encoded: Data
    do {
      encoded = try submission.encoded()
    } catch {
      FuzzCheck.fail("una entrega aceptada no se puede escribir: \(error)")
    }
    switch SubmissionReader.decode(encoded, expecting: stamp) {
    case .failure(let error):
      FuzzCheck.fail("una entrega escrita no se vuelve a aceptar: \(error.message)")
    case .success(let again):
      var expected = submission
      expected.version = Submission.currentVersion
      FuzzCheck.require(again == expected, "leer, escribir y volver a leer cambia la entrega")
    }
  }
  return 0
}
