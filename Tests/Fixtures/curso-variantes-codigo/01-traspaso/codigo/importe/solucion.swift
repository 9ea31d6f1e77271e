// Solución de traspaso.importe, con los valores de la instancia escritos tal cual.

import SharedCore

func traspasar(_ saldos: Shared<[String: Int]>) {
  let importe = Int("{{importe}}") ?? 0
  saldos.withLock {
    $0["{{origen}}", default: 0] -= importe
    $0["carla", default: 0] += importe
  }
}
