// Pruebas ocultas de traspaso.importe: los valores de la instancia, escritos tal cual.

import SharedCore

func pruebaElTraspasoDeTuInstancia() throws {
  let importe = Int("{{importe}}") ?? 0
  let saldos = Shared(value: ["ana": 100, "beto": 100, "carla": 0])
  traspasar(saldos)
  let origen = saldos.wrappedValue["{{origen}}"] ?? 0
  let carla = saldos.wrappedValue["carla"] ?? 0
  expect(
    origen == 100 - importe && carla == importe,
    "«{{origen}}» debería quedarse con \(100 - importe) y carla con \(importe); tienen "
      + "\(origen) y \(carla)."
  )
}
