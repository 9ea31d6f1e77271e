struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func sumarEnParalelo(_ caja: Shared<Usuario>, veces: Int) async {
  await withTaskGroup(of: Void.self) { grupo in
    for _ in 0..<veces {
      grupo.addTask {
        // TODO: escribe en la caja.
      }
    }
  }
}
