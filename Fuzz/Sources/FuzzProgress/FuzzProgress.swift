import Foundation
import FuzzSupport
import Workspace

/// El lector de `progreso.json` y la unión de dos progresos. La entrada son dos archivos de
/// progreso separados por una línea `@@@@` (el segundo puede faltar).
///
/// Propiedades: leer da un progreso o un problema con mensaje; escribir y volver a leer da
/// el mismo progreso; unir es conmutativo (los mismos sucesos, en el mismo orden, y la misma
/// posición) y no pierde ningún suceso de ninguno de los dos.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProgress(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let parts = FuzzCheck.split(FuzzCheck.text(start, count), by: "\n@@@@\n", parts: 2)
  let decoded = parts.compactMap { part -> LearnerProgress? in
    switch ProgressFile.decode(Data(part.utf8), courseID: "estado-compartido") {
    case .success(let progress):
      let again = ProgressFile.decode(ProgressFile.encode(progress), courseID: progress.courseID)
      FuzzCheck.require(
        (try? again.get()) == normalised(progress), "escribir y volver a leer cambia el progreso")
      return progress
    case .failure(let problem):
      if case .corrupt(let detail) = problem {
        FuzzCheck.require(!detail.isEmpty, "progreso dañado sin detalle")
      }
      return nil
    }
  }
  guard decoded.count == 2 else { return 0 }
  let (first, second) = (decoded[0], decoded[1])
  let forward = first.merged(with: second)
  let backward = second.merged(with: first)
  let ids = Set(first.events.map(\.id)).union(second.events.map(\.id))
  for merged in [forward, backward] {
    FuzzCheck.require(
      Set(merged.events.map(\.id)) == ids, "la unión pierde o inventa sucesos")
  }
  // También con un id repetido con otro contenido (editado a mano): se queda la misma
  // versión en los dos sentidos (Tests/Fixtures/Fuzz/progreso-id-repetido.txt).
  FuzzCheck.require(
    forward.events == backward.events, "unir en un orden o en el otro da otros sucesos")
  FuzzCheck.require(
    Set(forward.events.map(\.id)).count == forward.events.count, "la unión repite un id")
  FuzzCheck.require(
    forward.position == backward.position, "unir en un orden o en el otro da otra posición")
  return 0
}

/// Lo que se espera leer después de escribir: el formato actual.
private func normalised(_ progress: LearnerProgress) -> LearnerProgress {
  var progress = progress
  progress.format = LearnerProgress.currentFormat
  return progress
}
