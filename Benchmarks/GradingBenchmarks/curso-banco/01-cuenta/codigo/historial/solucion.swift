struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func anotar(_ texto: String, en caja: Shared<Usuario>) {
  caja.withLock { $0.historial.append(texto) }
}
