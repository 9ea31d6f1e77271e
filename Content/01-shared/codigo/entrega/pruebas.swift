// Pruebas ocultas de shared.entrega.

import SharedCore

/// Lo que escribe Perfil lo ven Ajustes y la raíz.
func pruebaPerfilYAjustesCompartenCaja() throws {
  let estado = App.State(usuario: Usuario(nombre: "Ada"))
  estado.perfil.$usuario.withLock { $0.plan = .profesional }
  expect(
    estado.ajustes.usuario.plan == .profesional,
    "Perfil cambió el plan a profesional, pero Ajustes sigue viendo \(estado.ajustes.usuario.plan): no comparten caja. Entrega a los dos la misma."
  )
  expect(
    estado.usuario.plan == .profesional,
    "Perfil cambió el plan, pero el usuario de App no se enteró: `_usuario` tiene que ser la misma caja que entregas a los hijos."
  )
}

/// La cabecera recibe un trozo de la misma caja, no una copia del nombre.
func pruebaLaCabeceraVeElNombreDeLaMismaCaja() throws {
  let estado = App.State(usuario: Usuario(nombre: "Ada"))
  estado.ajustes.$usuario.withLock { $0.nombre = "Grace" }
  expect(
    estado.cabecera.nombre == "Grace",
    "Ajustes cambió el nombre a «Grace», pero la Cabecera sigue mostrando «\(estado.cabecera.nombre)»: dale el nombre derivado de la caja (caja.nombre), no una caja nueva."
  )
  estado.cabecera.$nombre.withLock { $0 = "Hedy" }
  expect(
    estado.perfil.usuario.nombre == "Hedy",
    "La Cabecera escribió «Hedy» en su nombre, pero Perfil ve «\(estado.perfil.usuario.nombre)»: el nombre de la Cabecera debe apoyarse en la caja del usuario."
  )
}

/// Los campos normales siguen siendo de cada copia; la caja, de todas.
func pruebaLoLocalSigueSiendoLocal() throws {
  let estado = App.State(usuario: Usuario(nombre: "Ada"))
  var copia = estado
  copia.perfil.editando = true
  expect(
    !estado.perfil.editando,
    "Cambiar `editando` en una copia del estado no debería tocar el original."
  )
  copia.perfil.$usuario.withLock { $0.nombre = "Grace" }
  expect(
    estado.ajustes.usuario.nombre == "Grace",
    "El Perfil de una copia del estado escribió «Grace», pero los Ajustes del original ven «\(estado.ajustes.usuario.nombre)»: copiar el estado copia la referencia a la caja, y esa caja tiene que ser la misma para todos."
  )
}
