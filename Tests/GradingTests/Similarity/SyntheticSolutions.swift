import Foundation

@testable import Grading

/// Soluciones de tres ejercicios de código del curso (`withlock.orden-fijo`,
/// `withlock.plan-mejorado` y `withlock.saldo`) escritas de muchas formas distintas: cada
/// ejercicio tiene varias decisiones independientes (el enfoque, una función auxiliar o no,
/// `guard` o `if`, `min` o una comparación, el orden de los casos…) y cada combinación es una
/// solución distinta que pasaría las pruebas. Cada archivo es el de inicio del curso con la
/// parte del `TODO` resuelta, como lo deja un alumno.
enum SyntheticSolutions {
  static let exercises = ["withlock.orden-fijo", "withlock.plan-mejorado", "withlock.saldo"]

  /// Cuántas opciones tiene cada decisión de cada ejercicio.
  static let radices: [String: [Int]] = [
    "withlock.orden-fijo": [4, 3, 2, 3, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2],
    "withlock.plan-mejorado": [4, 2, 2, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    "withlock.saldo": [4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  ]

  /// Las decisiones que solo cambian el orden de bloques enteros (funciones, casos), que van
  /// al final: la copia «reordenada» las cambia, y no cuentan para que dos soluciones honradas
  /// sean distintas.
  static let orderDecisions: [String: [Int]] = [
    "withlock.orden-fijo": [13],
    "withlock.plan-mejorado": [13, 14],
    "withlock.saldo": [12, 13],
  ]

  static func starter(_ exercise: String) -> String {
    let folder = exercise.split(separator: ".").last.map(String.init) ?? exercise
    let path = GradingFixture.packageRoot + "/Content/02-withlock/codigo/\(folder)/inicio.swift"
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  static func file(_ exercise: String, _ choices: [Int]) -> String {
    switch exercise {
    case "withlock.orden-fijo": ordenFijo(choices)
    case "withlock.plan-mejorado": planMejorado(choices)
    default: saldo(choices)
    }
  }

  /// `lines` con `spaces` espacios más delante de cada una (las vacías, vacías).
  static func indent(_ lines: [String], _ spaces: Int) -> [String] {
    lines.map { $0.isEmpty ? $0 : String(repeating: " ", count: spaces) + $0 }
  }

  /// El archivo de inicio hasta la línea que empieza por `from` (sin ella), `middle`, y desde
  /// la línea que empieza por `to` (con ella; sin `to`, nada más).
  static func splice(_ starter: String, from: String, to: String?, _ middle: [String]) -> String {
    let lines = starter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = lines.firstIndex { $0.hasPrefix(from) } ?? lines.count
    let end = to.flatMap { marker in lines[start...].firstIndex { $0.hasPrefix(marker) } }
    let tail = end.map { Array(lines[$0...]) } ?? []
    return (Array(lines[..<start]) + middle + tail).joined(separator: "\n")
  }

  /// `helpers` antes de la línea que empieza por `marker` o al final del archivo.
  static func place(_ helpers: [String], in text: String, before marker: String, first: Bool)
    -> String
  {
    guard !helpers.isEmpty else { return text }
    if !first {
      return text.trimmingCharacters(in: .newlines) + "\n\n" + helpers.joined(separator: "\n")
        + "\n"
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = lines.firstIndex { $0.hasPrefix(marker) } ?? 0
    lines.insert(contentsOf: helpers + [""], at: index)
    return lines.joined(separator: "\n")
  }

  // MARK: withlock.orden-fijo

  static func ordenFijo(_ c: [Int]) -> String {
    let typed = c[3] == 1
    func param(_ name: String) -> String {
      switch c[3] {
      case 1: "(\(name): inout Usuario) in"
      case 2: "(\(name)) in"
      default: "\(name) in"
      }
    }
    let wanted = c[12] == 1 ? "pedido" : "cantidad"
    func amount(_ o: String) -> [String] {
      let balance = c[10] == 1 ? "saldo" : "\(o).creditos"
      let local = c[10] == 1 ? ["let saldo = \(o).creditos"] : []
      switch c[1] {
      case 0: return local + ["let movidos = min(\(wanted), \(balance))"]
      case 1: return local + ["let movidos = \(balance) < \(wanted) ? \(balance) : \(wanted)"]
      default:
        return local + [
          "var movidos = \(wanted)", "if \(balance) < \(wanted) {", "  movidos = \(balance)", "}",
        ]
      }
    }
    func update(_ o: String, _ d: String) -> [String] {
      let take = c[5] == 1 ? "\(o).creditos = \(o).creditos - movidos" : "\(o).creditos -= movidos"
      let give = c[5] == 1 ? "\(d).creditos = \(d).creditos + movidos" : "\(d).creditos += movidos"
      let zero: [String] =
        switch c[7] {
        case 1: ["guard movidos > 0 else { return }"]
        case 2: ["if movidos == 0 {", "  return", "}"]
        default: []
        }
      let check = c[11] == 1 ? ["assert(\(o).creditos >= 0)"] : []
      return zero + (c[6] == 1 ? [give, take] : [take, give]) + check
    }
    func less(_ a: String, _ b: String) -> String { c[8] == 1 ? "\(b) > \(a)" : "\(a) < \(b)" }
    let named = c[2] == 1 || c[0] == 2
    let idO = named ? "idOrigen" : "origen.wrappedValue.id"
    let idD = named ? "idDestino" : "destino.wrappedValue.id"
    var body: [String] = []
    if c[9] == 1 { body.append("precondition(cantidad >= 0, \"No se mueven créditos negativos\")") }
    if c[12] == 1 { body.append("let pedido = cantidad") }
    if named {
      body += ["let idOrigen = origen.wrappedValue.id", "let idDestino = destino.wrappedValue.id"]
    }
    if c[4] == 1 {
      body += ["guard \(idO) != \(idD) else {", "  return  // la misma caja: nada que mover", "}"]
    }
    var helpers: [String] = []
    switch c[0] {
    case 0:
      body +=
        [
          "let origenPrimero = \(less(idO, idD))",
          "let primera = origenPrimero ? origen : destino",
          "let segunda = origenPrimero ? destino : origen",
          "primera.withLock { \(param("p"))",
          "  segunda.withLock { \(param("s"))",
          "    if origenPrimero {",
        ] + indent(amount("p") + update("p", "s"), 6) + ["    } else {"]
        + indent(amount("s") + update("s", "p"), 6) + ["    }", "  }", "}"]
    case 1:
      body += [
        "if \(less(idO, idD)) {",
        "  origen.withLock { \(param("o"))",
        "    destino.withLock { \(param("d"))",
        "      mover(\(wanted), de: &o, a: &d)",
        "    }",
        "  }",
        "} else {",
        "  destino.withLock { \(param("d"))",
        "    origen.withLock { \(param("o"))",
        "      mover(\(wanted), de: &o, a: &d)",
        "    }",
        "  }",
        "}",
      ]
      helpers =
        [
          "/// Mueve los créditos entre dos usuarios cuyas cajas ya están cerradas.",
          "func mover(_ \(wanted): Int, de o: inout Usuario, a d: inout Usuario) {",
        ] + indent(amount("o") + update("o", "d"), 2) + ["}"]
    case 2:
      body +=
        [
          "var primera = origen",
          "var segunda = destino",
          "if \(less("idDestino", "idOrigen")) {",
          "  swap(&primera, &segunda)",
          "}",
          "primera.withLock { \(param("x"))",
          "  segunda.withLock { \(param("y"))",
          "    if x.id == idOrigen {",
        ] + indent(amount("x") + update("x", "y"), 6) + ["    } else {"]
        + indent(amount("y") + update("y", "x"), 6) + ["    }", "  }", "}"]
    default:
      let parameters = typed ? "(o: inout Usuario, d: inout Usuario)" : "o, d"
      body +=
        ["enLasDos(origen, destino) { \(parameters) in"]
        + indent(amount("o") + update("o", "d"), 2) + ["}"]
      helpers = [
        "/// Cierra las dos cajas en el orden de la regla (primero el id menor) y da los dos",
        "/// usuarios a `cuerpo` en el orden de los argumentos.",
        "func enLasDos(",
        "  _ a: Shared<Usuario>, _ b: Shared<Usuario>,",
        "  _ cuerpo: (inout Usuario, inout Usuario) -> Void",
        ") {",
        "  if \(less("a.wrappedValue.id", "b.wrappedValue.id")) {",
        "    a.withLock { x in b.withLock { y in cuerpo(&x, &y) } }",
        "  } else {",
        "    b.withLock { y in a.withLock { x in cuerpo(&x, &y) } }",
        "  }",
        "}",
      ]
    }
    let text = splice(
      starter("withlock.orden-fijo"), from: "  // TODO: este bloque", to: nil,
      indent(body, 2) + ["}", ""])
    return place(helpers, in: text, before: "/// Pasa hasta", first: c[13] == 0)
  }

  // MARK: withlock.plan-mejorado

  static func planMejorado(_ c: [Int]) -> String {
    func upgrade(_ u: String) -> [String] {
      let prefix = u.isEmpty ? "" : u + "."
      let plan = "\(prefix)plan = .profesional"
      let bonus = c[10] == 1 ? "regalo" : "100"
      let credits =
        c[2] == 1
        ? "\(prefix)creditos = \(prefix)creditos + \(bonus)" : "\(prefix)creditos += \(bonus)"
      return c[1] == 1 ? [credits, plan] : [plan, credits]
    }
    func enough(_ u: String) -> String {
      let prefix = u.isEmpty ? "" : u + "."
      return c[6] == 1 ? "coste <= \(prefix)creditos" : "\(prefix)creditos >= coste"
    }
    let none = c[12] == 1 ? "return Effect.none" : "return .none"
    // La caja, directamente o con un nombre.
    let box = c[9] == 1 ? "caja" : "state.$usuario"
    let named = c[9] == 1 ? ["let caja = state.$usuario"] : []
    var methods: [[String]] = []
    var upgradeCase: [String] =
      c[7] == 1
      ? ["guard state.usuario.plan != .profesional else { \(none) }"] : []
    upgradeCase += named + (c[10] == 1 && c[0] != 2 ? ["let regalo = 100"] : [])
    switch c[0] {
    case 0: upgradeCase += ["\(box).withLock { " + upgrade("$0").joined(separator: "; ") + " }"]
    case 1: upgradeCase += ["\(box).withLock { u in"] + indent(upgrade("u"), 2) + ["}"]
    case 2:
      upgradeCase += ["\(box).withLock { $0.mejorarPlan() }"]
      methods.append(
        [
          "/// Pasa al plan profesional con sus 100 créditos de regalo.",
          "mutating func mejorarPlan() {",
        ] + indent((c[10] == 1 ? ["let regalo = 100"] : []) + upgrade(""), 2) + ["}"])
    default:
      upgradeCase +=
        ["\(box).withLock { (usuario: inout Usuario) in"]
        + indent(upgrade("usuario"), 2) + ["}"]
    }
    let warn =
      c[11] == 1
      ? ["let mensaje = \"Créditos insuficientes\"", "state.aviso = mensaje"]
      : ["state.aviso = \"Créditos insuficientes\""]

    let clear = c[5] == 1 ? ["} else {", "  state.aviso = nil"] : []
    var spendCase: [String] = c[8] == 1 ? ["guard coste >= 0 else { \(none) }"] : []
    spendCase += named
    switch c[3] {
    case 0:
      spendCase +=
        [
          "let pagado = \(box).withLock { usuario -> Bool in",
          "  guard \(enough("usuario")) else { return false }",
          "  usuario.creditos -= coste",
          "  return true",
          "}",
          "if !pagado {",
        ] + indent(warn, 2) + clear + ["}"]
    case 1:
      spendCase +=
        [
          "let alcanza = \(box).withLock { u -> Bool in",
          "  if \(enough("u")) {",
          "    u.creditos -= coste",
          "    return true",
          "  }",
          "  return false",
          "}",
          "if alcanza == false {",
        ] + indent(warn, 2) + clear + ["}"]
    case 2:
      spendCase +=
        [
          "var insuficiente = false",
          "\(box).withLock {",
          "  if \(enough("$0")) {",
          "    $0.creditos -= coste",
          "  } else {",
          "    insuficiente = true",
          "  }",
          "}",
          "if insuficiente {",
        ] + indent(warn, 2) + clear + ["}"]
    default:
      spendCase +=
        ["if !\(box).withLock({ $0.gastar(coste) }) {"] + indent(warn, 2) + clear
        + ["}"]
      methods.append([
        "/// Resta `coste` si hay bastantes créditos; dice si lo hizo.",
        "mutating func gastar(_ coste: Int) -> Bool {",
        "  guard \(enough("")) else { return false }",
        "  creditos -= coste",
        "  return true",
        "}",
      ])
    }
    var extensionLines: [String] = []
    if !methods.isEmpty {
      extensionLines =
        ["extension Usuario {"] + indent(Array(methods.joined(separator: [""])), 2)
        + ["}"]
    }
    let pattern =
      c[4] == 1 ? "case .canjearPulsado(let coste):" : "case let .canjearPulsado(coste):"
    let upgradeBlock = ["case .planMejorado:"] + indent(upgradeCase + [none], 2)
    let spendBlock = [pattern] + indent(spendCase + [none], 2)
    let cases = c[13] == 1 ? spendBlock + [""] + upgradeBlock : upgradeBlock + [""] + spendBlock
    let text = splice(
      starter("withlock.plan-mejorado"), from: "    case .planMejorado:", to: "    }",
      indent(cases, 4))
    return place(extensionLines, in: text, before: "struct Perfil", first: c[14] == 0)
  }

  // MARK: withlock.saldo

  static func saldo(_ c: [Int]) -> String {
    var prelude: [String] = []
    let capture: String
    let id: String
    switch c[1] {
    case 0:
      capture = "[id = state.cuenta.id, banco] send in"
      id = "id"
    case 1:
      prelude = ["let id = state.cuenta.id"]
      capture = "[banco] send in"
      id = "id"
    default:
      capture = "[cuenta = state.cuenta, banco] send in"
      id = "cuenta.id"
    }
    var helpers: [String] = []
    let action = c[9] == 1 ? "Action" : ""
    var effect: [String]
    switch c[0] {
    case 0:
      effect = [
        "do {",
        "  let remoto = try await banco.saldo(\(id))",
        "  await send(.saldoLlego(.success(remoto)))",
        "} catch {",
        "  await send(.saldoLlego(.failure(FalloDeRed())))",
        "}",
      ]
    case 1:
      effect = [
        "let resultado: Result<SaldoRemoto, FalloDeRed>",
        "do {",
        "  resultado = .success(try await banco.saldo(\(id)))",
        "} catch {",
        "  resultado = .failure(FalloDeRed())",
        "}",
        "await send(.saldoLlego(resultado))",
      ]
    case 2:
      effect = [
        "if let remoto = try? await banco.saldo(\(id)) {",
        "  await send(.saldoLlego(.success(remoto)))",
        "} else {",
        "  await send(.saldoLlego(.failure(FalloDeRed())))",
        "}",
      ]
    default:
      effect = ["await send(.saldoLlego(await traerSaldo(\(id), con: banco)))"]
      let body =
        c[10] == 1
        ? [
          "  guard let remoto = try? await banco.saldo(id) else {",
          "    return .failure(FalloDeRed())",
          "  }",
          "  return .success(remoto)",
        ]
        : [
          "  do {",
          "    return .success(try await banco.saldo(id))",
          "  } catch {",
          "    return .failure(FalloDeRed())",
          "  }",
        ]
      helpers =
        [
          "/// Pide el saldo y convierte cualquier fallo en `FalloDeRed`.",
          "func traerSaldo(_ id: Int, con banco: BancoClient) async -> Result<SaldoRemoto, FalloDeRed> {",
        ] + body + ["}"]
    }
    effect = effect.map {
      $0.replacingOccurrences(of: "send(.saldoLlego", with: "send(\(action).saldoLlego")
    }
    let run: [String] =
      c[7] == 1
      ? ["let efecto: Effect<Action> = .run { \(capture)"] + indent(effect, 2)
        + ["}", "return efecto"]
      : ["return .run { \(capture)"] + indent(effect, 2) + ["}"]
    let box = c[6] == 1 ? "caja" : "state.$cuenta"
    var apply = c[6] == 1 ? ["let caja = state.$cuenta"] : []
    switch c[4] {
    case 0: apply += ["\(box).withLock { $0.aplicar(remoto) }"]
    case 1: apply += ["\(box).withLock { u in", "  u.aplicar(remoto)", "}"]
    default:
      apply += [
        "\(box).withLock { u in", "  u.saldo = remoto.saldo",
        "  u.movimientos = remoto.movimientos", "}",
      ]
    }
    let success: [String] =
      switch c[3] {
      case 1: ["state.error = nil"] + apply
      case 2: apply + ["state.error = nil"]
      default: apply
      }
    let failure = [
      c[5] == 1
        ? "state.error = ErrorDeSaldo.noSePudoActualizar" : "state.error = .noSePudoActualizar"
    ]
    let none = c[8] == 1 ? "return Effect.none" : "return .none"
    let failureFirst = c[12] == 1
    var handling: [String]
    switch c[2] {
    case 0:
      let ok = ["case let .saldoLlego(.success(remoto)):"] + indent(success + [none], 2)
      let bad = ["case .saldoLlego(.failure):"] + indent(failure + [none], 2)
      handling = failureFirst ? bad + [""] + ok : ok + [""] + bad
    case 1:
      let ok = ["case let .success(remoto):"] + indent(success, 2)
      let bad = ["case .failure:"] + indent(failure, 2)
      handling =
        ["case let .saldoLlego(resultado):", "  switch resultado {"]
        + indent(failureFirst ? bad + ok : ok + bad, 2) + ["  }", "  " + none]
    default:
      handling = ["case .saldoLlego(let resultado):"]
      if failureFirst {
        handling +=
          ["  if case .failure = resultado {"] + indent(failure, 4)
          + ["  } else if case let .success(remoto) = resultado {"] + indent(success, 4) + ["  }"]
      } else {
        handling +=
          ["  if case let .success(remoto) = resultado {"] + indent(success, 4)
          + ["  } else {"] + indent(failure, 4) + ["  }"]
      }
      handling.append("  " + none)
    }
    let reset = c[11] == 1 ? ["state.error = nil"] : []
    let cases =
      ["case .actualizarSaldoPulsado:"] + indent(reset + prelude + run, 2) + [""] + handling
    let text = splice(
      starter("withlock.saldo"), from: "    case .actualizarSaldoPulsado:", to: "    }",
      indent(cases, 4))
    return place(helpers, in: text, before: "struct Monedero", first: c[13] == 0)
  }
}
