struct Usuario: Equatable, Sendable {
  var nombre = "Ada"
  var creditos = 0
  var plan = Plan.gratuito
  var historial: [String] = []
}

enum Plan: Equatable, Sendable { case gratuito, profesional }

func traspasar(_ cantidad: Int, de origen: Shared<Usuario>, a destino: Shared<Usuario>) {
  let sacado = origen.withLock { usuario -> Int in
    let movido = min(cantidad, usuario.creditos)
    usuario.creditos -= movido
    return movido
  }
  destino.withLock { $0.creditos += sacado }
}
