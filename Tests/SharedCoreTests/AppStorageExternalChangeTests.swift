import Foundation
import Observation
import Synchronization
import Testing
@testable import SharedCore

/// Lo que otro proceso (o otra instancia de la suite) escribe llega a la caja sin enviar
/// ninguna acción.
@Suite struct AppStorageExternalChangeTests {
  @Test func anotherProcessWritingTheSuiteReachesTheBoxAndItsObservers() async throws {
    let suite = try makeSuite()
    try await withDependencies {
      $0.defaultAppStorage = suite.defaults
    } operation: {
      @Shared(.appStorage("temaOscuro")) var temaOscuro = false
      let avisado = Atomic(false)
      withObservationTracking {
        _ = temaOscuro
      } onChange: {
        avisado.store(true, ordering: .relaxed)
      }
      try await ChildProgram.run("defaults-set", suite.path, "temaOscuro", "bool", "true")
      #expect(await eventually { temaOscuro })
      let seAviso = avisado.load(ordering: .relaxed)
      #expect(seAviso)
    }
  }

  @Test func aKeyRemovedByAnotherProcessGoesBackToTheRestingValue() async throws {
    let suite = try makeSuite()
    try await withDependencies {
      $0.defaultAppStorage = suite.defaults
    } operation: {
      @Shared(.tema) var tema
      $tema.withLock { $0 = .oscuro }
      WriteCoalescer.flushAll()
      try await ChildProgram.run("defaults-remove", suite.path, "tema")
      #expect(await eventually { tema == .sistema })
    }
  }

  @Test func ourOwnWritesDoNotComeBackAsExternalChanges() async throws {
    let suite = try makeSuite()
    try await withDependencies {
      $0.defaultAppStorage = suite.defaults
    } operation: {
      @Shared(.appStorage("visitas")) var visitas = 0
      for _ in 0..<50 { $visitas.withLock { $0 += 1 } }
      WriteCoalescer.flushAll()
      let cambios = Atomic(0)
      withObservationTracking {
        _ = visitas
      } onChange: {
        cambios.add(1, ordering: .relaxed)
      }
      // Otro proceso cambia otra clave: la nuestra se relee, pero no ha cambiado.
      try await ChildProgram.run("defaults-set", suite.path, "otra", "int", "1")
      let path = suite.path
      #expect(await eventually { UserDefaults(suiteName: path)?.integer(forKey: "otra") == 1 })
      #expect(visitas == 50)
      let avisos = cambios.load(ordering: .relaxed)
      #expect(avisos == 0)
    }
  }

  @Test func aWriteThroughAnotherInstanceOfTheSameSuiteInThisProcessReachesTheBox() async throws {
    let suite = try makeSuite()
    await withDependencies {
      $0.defaultAppStorage = suite.defaults
    } operation: {
      @Shared(.appStorage("tema")) var tema: Tema = .sistema
      let widget = UserDefaults(suiteName: suite.path) ?? .standard
      widget.set("claro", forKey: "tema")  // sin synchronize: solo la memoria compartida
      #expect(await eventually { tema == .claro })
    }
  }

  @Test func nothingIsLostWhenTheProcessExitsRightAfterAMutation() async throws {
    let suite = try makeSuite()
    try await ChildProgram.run("app-storage", suite.path, "ultimoCurso", "persistencia")
    let lector = UserDefaults(suiteName: suite.path) ?? .standard
    #expect(lector.string(forKey: "ultimoCurso") == "persistencia")
  }
}

/// En contexto de prueba (como el de los ejercicios) nada toca las preferencias ni los
/// archivos reales, y la suite temporal desaparece al salir.
@Suite struct EphemeralStoresTests {
  @Test func aTestProcessUsesATemporarySuiteRemovedAtExitAndNoRealFiles() async throws {
    let archivo = try makeTemporaryDirectory().appendingPathComponent("nota.json")
    let salida = try await ChildProgram.run(
      "ephemeral", archivo.path, environment: ["SHAREDCORE_CONTEXT": "test"])
    #expect(salida.contains("existe: true"))
    #expect(salida.contains("archivo en disco: false"))
    let carpeta = try #require(
      salida.split(separator: "\n").first { $0.hasPrefix("carpeta: ") }?.dropFirst(9))
    #expect(!FileManager.default.fileExists(atPath: String(carpeta)))
    #expect(!FileManager.default.fileExists(atPath: archivo.path))
  }
}
