// Solución de withlock.saldo.

import SharedCore

struct Cuenta: Equatable, Sendable {
  var id: Int
  var saldo: Int
  var movimientos = 0

  mutating func aplicar(_ remoto: SaldoRemoto) {
    saldo = remoto.saldo
    movimientos = remoto.movimientos
  }
}

/// Lo que devuelve el servidor.
struct SaldoRemoto: Equatable, Sendable {
  var saldo: Int
  var movimientos: Int
}

struct FalloDeRed: Error, Equatable {}

enum ErrorDeSaldo: Equatable { case noSePudoActualizar }

/// Cliente del banco. Aquí siempre responde lo mismo, salvo a la cuenta 0,
/// que no existe en el banco.
struct BancoClient: Sendable {
  var saldo: @Sendable (Int) async throws -> SaldoRemoto
}

extension BancoClient: DependencyKey {
  static let liveValue = BancoClient { id in
    guard id != 0 else { throw FalloDeRed() }
    return SaldoRemoto(saldo: 120, movimientos: 3)
  }
  static let testValue = liveValue
}

extension DependencyValues {
  var banco: BancoClient {
    get { self[BancoClient.self] }
    set { self[BancoClient.self] = newValue }
  }
}

struct Monedero: Reducer {
  struct State: Equatable {
    @Shared var cuenta: Cuenta
    var error: ErrorDeSaldo?
  }

  enum Action: Equatable {
    case actualizarSaldoPulsado
    case saldoLlego(Result<SaldoRemoto, FalloDeRed>)
  }

  @Dependency(\.banco) var banco

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .actualizarSaldoPulsado:
      return .run { [id = state.cuenta.id, banco] send in
        do {
          let remoto = try await banco.saldo(id)
          await send(.saldoLlego(.success(remoto)))
        } catch {
          await send(.saldoLlego(.failure(FalloDeRed())))
        }
      }

    case let .saldoLlego(.success(remoto)):
      state.$cuenta.withLock { $0.aplicar(remoto) }   // escribe el reducer
      return .none

    case .saldoLlego(.failure):
      state.error = .noSePudoActualizar   // el fallo se queda en lo local
      return .none
    }
  }
}
