// Ejercicio traspaso.importe: pasa {{importe}} créditos de «{{origen}}» a «carla».

import SharedCore

func traspasar(_ saldos: Shared<[String: Int]>) {
  // TODO: descuenta {{importe}} a «{{origen}}» y súmaselos a «carla», en un solo withLock.
}
