// Pruebas ocultas de withlock.carrera.

import SharedCore

/// Mil sumas concurrentes no pierden ninguna.
func pruebaNingunaSumaSePierde() async throws {
  // Una sola llamada suma lo que debe (eso ya lo hace el inicio: no basta).
  let suelta = Shared(value: Usuario(nombre: "Ada", creditos: 10))
  await sumarCreditos(5, a: suelta)
  expect(
    suelta.wrappedValue.creditos == 15,
    "Con 10 créditos y una suma de 5 debería haber 15, y hay \(suelta.wrappedValue.creditos)."
  )
  let caja = Shared(value: Usuario(nombre: "Ada"))
  await withTaskGroup(of: Void.self) { grupo in
    for _ in 0..<1000 {
      grupo.addTask { await sumarCreditos(1, a: caja) }
    }
  }
  // El mensaje no dice cuántas se perdieron: ese número cambia de una ejecución a otra, y
  // la corrección por lotes debe dar el mismo informe cada vez.
  let total = caja.wrappedValue.creditos
  expect(
    total == 1000,
    "Mil tareas sumaron 1 crédito cada una y la caja no llegó a 1000: unas sumas pisaron a otras. Lee, suma y guarda dentro de un mismo withLock."
  )
}
