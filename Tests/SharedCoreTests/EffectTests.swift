import Synchronization
import Testing
@testable import SharedCore

@Suite struct EffectTests {
  enum Accion: Equatable { case a, b(Int), envuelta(Int) }
  enum ErrorDePrueba: Error { case roto }

  /// Ejecuta a mano las partes asíncronas de un efecto y devuelve lo que enviaron.
  static func run(_ effect: Effect<Accion>) async -> [Accion] {
    let enviadas = Mutex<[Accion]>([])
    let send = Send<Accion> { accion in enviadas.withLock { $0.append(accion) } }
    for part in effect.parts {
      switch part {
      case .send(let accion): enviadas.withLock { $0.append(accion) }
      case .run(let run): await run.operation(send)
      case .cancel: break
      }
    }
    return enviadas.withLock { $0 }
  }

  @Test func noneNoHaceNada() {
    #expect(Effect<Accion>.none.parts.isEmpty)
  }

  @Test func sendYRunDevuelvenAcciones() async {
    #expect(await Self.run(.send(.a)) == [.a])
    #expect(await Self.run(.run { send in await send(.b(1)) }) == [.b(1)])
  }

  @Test func mergeJuntaEnOrden() async {
    let efecto = Effect<Accion>.merge(.send(.a), .none, .run { send in await send(.b(2)) })
    #expect(efecto.parts.count == 2)
    #expect(await Self.run(efecto) == [.a, .b(2)])
  }

  @Test func mapTransformaLasAcciones() async {
    let efecto = Effect<Int>.merge(.send(1), .run { send in await send(2) })
      .map(Accion.envuelta)
    #expect(await Self.run(efecto) == [.envuelta(1), .envuelta(2)])
  }

  @Test func cancellableMarcaLosTrabajosYPuedeCancelarAntes() {
    let efecto = Effect<Accion>.merge(.send(.a), .run { _ in })
      .cancellable(id: "x", cancelInFlight: true)
    #expect(efecto.parts.count == 3)
    guard case .cancel(let id) = efecto.parts.first, case .run(let run) = efecto.parts.last else {
      Issue.record("partes inesperadas")
      return
    }
    #expect(id == AnyHashable("x"))
    #expect(run.cancelIDs == [AnyHashable("x")])
  }

  @Test func unErrorSinAtraparSeInformaDondeSeEscribioElEfecto() async {
    let log = IssueLog()
    await log.capture {
      _ = await Self.run(.run { _ in throw ErrorDePrueba.roto })
    }
    #expect(
      log.messages == [
        "Un efecto .run lanzó un error que nadie atrapó: .roto. Conviértelo en una acción "
          + "(await send(.respuesta(Result { try await … }))) o pasa catch: a .run."
      ])
    #expect(log.issues.first?.fileID.hasSuffix("EffectTests.swift") == true)
  }

  @Test func catchRecibeElErrorYPuedeEnviar() async {
    let issues = await IssueLog.collect {
      let enviadas = await Self.run(
        .run { _ in
          throw ErrorDePrueba.roto
        } catch: { _, send in
          await send(.a)
        })
      #expect(enviadas == [.a])
    }
    #expect(issues == [])
  }

  @Test func cancelarNoEsUnError() async {
    let issues = await IssueLog.collect {
      let tarea = Task { _ = await Self.run(.run { _ in try await Task.sleep(for: .seconds(60)) }) }
      tarea.cancel()
      await tarea.value
    }
    #expect(issues == [])
  }

  @Test func trasCancelarLoQueSeEnviaSeIgnora() async {
    let enviadas = Mutex<[Accion]>([])
    let send = Send<Accion> { accion in enviadas.withLock { $0.append(accion) } }
    let tarea = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await send(.a)
    }
    await tarea.value
    #expect(enviadas.withLock { $0 }.isEmpty)
  }

  @Test func resultAsincronoGuardaElValorOElError() async throws {
    let bien = await Result { () async throws -> Int in 3 }
    #expect(try bien.get() == 3)
    let mal = await Result { () async throws -> Int in throw ErrorDePrueba.roto }
    #expect(throws: ErrorDePrueba.self) { try mal.get() }
  }
}
