struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func renombrar(_ caja: Shared<Usuario>, a nombre: String) {
  // TODO: escribe en la caja.
}
