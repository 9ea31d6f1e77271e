struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func traspasar(_ cantidad: Int, de origen: Shared<Usuario>, a destino: Shared<Usuario>) {
  // TODO: escribe en la caja.
}
