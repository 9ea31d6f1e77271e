struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func mejorar(_ caja: Shared<Usuario>) {
  // TODO: escribe en la caja.
}
