import Foundation
import Testing

@testable import Checker

/// Un objeto por archivo en los lotes de `corregir` (`ObjectParts`): el código que el
/// compilador ya generó para el mismo archivo de otra entrega no se vuelve a generar, y lo
/// que se pone en el lugar de una salida nunca decide nada: decide el compilador.
@Suite("Corrector de código: un objeto por archivo en los lotes")
struct ObjectPartsTests {
  static let plan = [
    "/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "/c/u0-0.swift", "/c/u1-0.swift",
    "-emit-module-path", "/c/interfaz/Ejercicio.swiftmodule", "-module-name", "Ejercicio",
    "-o", "/c/ejercicio.o",
  ]

  @Test func theFrontendWritesOneObjectPerFileInTheirOrder() throws {
    let parts = ObjectParts(merged: "/c/ejercicio.o", inputs: ["/c/u0-0.swift", "/c/u1-0.swift"])
    #expect(parts.parts == ["/c/ejercicio-0.o", "/c/ejercicio-1.o"])
    let split = try #require(parts.frontend(Self.plan))
    #expect(
      split
        == Array(Self.plan.dropLast(2)) + [
          "-num-threads", "1", "-o", "/c/ejercicio-0.o", "-o", "/c/ejercicio-1.o",
        ])
    #expect(
      parts.merge(linker: "/opt/swift/usr/bin/ld.lld")
        == "/opt/swift/usr/bin/ld.lld -r -o /c/ejercicio.o /c/ejercicio-0.o /c/ejercicio-1.o")
  }

  /// Un plan que no es exactamente el esperado se deja como está (un solo objeto).
  @Test func aPlanThatIsNotTheExpectedOneIsLeftAlone() {
    let parts = ObjectParts(merged: "/c/ejercicio.o", inputs: ["/c/u0-0.swift", "/c/u1-0.swift"])
    let reordered = ObjectParts(
      merged: "/c/ejercicio.o", inputs: ["/c/u1-0.swift", "/c/u0-0.swift"])
    #expect(reordered.frontend(Self.plan) == nil)
    #expect(parts.frontend(Self.plan + ["-num-threads", "2"]) == nil)
    #expect(parts.frontend(Self.plan + ["-o", "/c/otro.o"]) == nil)
    let elsewhere = ObjectParts(merged: "/c/otro.o", inputs: parts.inputs)
    #expect(elsewhere.frontend(Self.plan) == nil)
  }

  /// La clave no cambia con comentarios ni espacios dentro de una línea; sí con el código, con
  /// la línea en que está y con el archivo (su ruta llega al IR).
  @Test func theKeyIgnoresCommentsAndSpacesButNotCodeLinesOrFile() {
    func key(_ contents: String, file: String = "u0-0.swift") -> String {
      ObjectParts.key(fileName: file, contents: contents, fingerprint: "f", flags: ["-Onone"])
    }
    let base = key("func doble(_ n: Int) -> Int {\n  n * 2\n}\n")
    #expect(key("func doble(_ n: Int) -> Int { // mío\n      n*2 /* sí */\n}\n") == base)
    #expect(key("func doble(_ n: Int) -> Int {\n  n * 3\n}\n") != base)
    #expect(key("func doble(_ n: Int) -> Int {\n\n  n * 2\n}\n") != base)
    #expect(key("func doble(_ n: Int) -> Int {\n  n * 2\n}\n", file: "u1-0.swift") != base)
    #expect(
      ObjectParts.key(
        fileName: "u0-0.swift", contents: "func doble(_ n: Int) -> Int {\n  n * 2\n}\n",
        fingerprint: "otro", flags: ["-Onone"]) != base)
  }

  static func storedParts(_ folder: String) -> [String] {
    let base = folder + "/partes"
    let shards = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return shards.flatMap { shard in
      ((try? FileManager.default.contentsOfDirectory(atPath: base + "/" + shard)) ?? [])
        .filter { $0.hasSuffix(".o") }.map { base + "/" + shard + "/" + $0 }
    }.sorted()
  }

  /// Otra entrega con el mismo código y otros comentarios: sus archivos dan las mismas
  /// claves y el compilador deja los objetos puestos tal cual (no se guarda ninguno nuevo).
  @Test func anotherHandInWithTheSameCodeReusesTheObjects() async throws {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = await runner.check(isolating: RunnerBatchSplitTests.exercises(("n * 2", "n * 3")))
    #expect(first.verdicts.map(\.outcome) == [.passed, .passed])
    // Los dos archivos de la entrega y los tres de las pruebas (dos y la tabla).
    let stored = Self.storedParts(folder)
    #expect(stored.count == 5)
    let before = stored.map { FileManager.default.contents(atPath: $0) }
    let second = await runner.check(
      isolating: RunnerBatchSplitTests.exercises(("/* el doble */ n * 2", "n  *  3")))
    #expect(second.verdicts.map(\.outcome) == [.passed, .passed])
    #expect(Self.storedParts(folder) == stored)
    #expect(stored.map { FileManager.default.contents(atPath: $0) } == before)
  }

  /// El ataque: lo guardado para los archivos de una entrega buena es el objeto de otro
  /// código (el de una entrega que multiplica mal), con su resumen bien puesto. El compilador
  /// ve que su IR es otro y escribe el suyo: la entrega buena pasa, y lo guardado vuelve a
  /// ser lo suyo.
  @Test func aStoredObjectOfOtherCodeIsNeverLinkedInItsPlace() async throws {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (other, otherFolder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: otherFolder) }
    let wrong = await other.check(
      isolating: RunnerBatchSplitTests.exercises(("n + 1", "n + 1")))
    #expect(wrong.verdicts.map(\.outcome) == [.testsFailed, .testsFailed])
    let right = RunnerBatchSplitTests.exercises(("n * 2", "n * 3"))
    #expect(await runner.check(isolating: right).verdicts.map(\.outcome) == [.passed, .passed])

    // Las pruebas son las mismas en las dos clases (los mismos objetos, con las mismas
    // claves); los archivos de las entregas, no.
    func name(_ path: String) -> String { (path as NSString).lastPathComponent }
    let otherNames = Set(Self.storedParts(otherFolder).map(name))
    let ownNames = Set(Self.storedParts(folder).map(name))
    let wrongObjects = try Self.storedParts(otherFolder).filter { !ownNames.contains(name($0)) }
      .map { try #require(FileManager.default.contents(atPath: $0)) }
    let learnerParts = Self.storedParts(folder).filter { !otherNames.contains(name($0)) }
    #expect(learnerParts.count == 2)
    #expect(wrongObjects.count == 2)
    let rightObjects = learnerParts.map { FileManager.default.contents(atPath: $0) }
    for (index, path) in learnerParts.enumerated() {
      try wrongObjects[index].write(to: URL(fileURLWithPath: path))
    }
    let again = await runner.check(isolating: right)
    #expect(
      again.verdicts.map(\.outcome) == [.passed, .passed], "\(again.verdicts.map(\.message))")
    #expect(learnerParts.map { FileManager.default.contents(atPath: $0) } == rightObjects)
  }

  /// Una entrega que no compila no guarda nada, y la siguiente (que compila) sí.
  @Test func aHandInThatDoesNotCompileStoresNothing() async throws {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = await runner.check(
      isolating: RunnerBatchSplitTests.exercises(("let roto: Int = \"no\"; return n", "n * 3")))
    #expect(broken.verdicts.map(\.outcome) == [.compileFailed, .passed])
    // Solo lo del ejercicio que compila, comprobado otra vez solo (en la posición 0): su
    // archivo y los de sus pruebas (las suyas y la tabla). Del roto, nada.
    let afterBroken = Self.storedParts(folder).count
    #expect(afterBroken == 3)
    let right = await runner.check(
      isolating: RunnerBatchSplitTests.exercises(("n * 2", "n * 3")))
    #expect(right.verdicts.map(\.outcome) == [.passed, .passed])
    #expect(Self.storedParts(folder).count == afterBroken + 5)
  }

  /// El resto de una entrega con un ejercicio roto se vuelve a compilar con sus archivos en
  /// su sitio (`u1-0.swift`, `u2-0.swift`), así que toma los objetos de una entrega entera
  /// anterior: no se guarda ninguno nuevo para ellos.
  @Test func theRestOfAHandInWithABrokenExerciseKeepsItsObjects() async throws {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func handIn(_ first: String) -> [CodeSubmission] {
      RunnerBatchSplitTests.exercises((first, "n * 3"))
        + [
          RunnerFixture.submission(
            "func mitad(_ n: Int) -> Int { n / 2 }",
            tests: "func pruebaMitad() { expect(mitad(4) == 2, \"la mitad\") }", id: "lote.mitad")
        ]
    }
    let whole = await runner.check(isolating: handIn("n * 2"))
    #expect(whole.verdicts.map(\.outcome) == [.passed, .passed, .passed])
    let before = Set(Self.storedParts(folder))
    let broken = await runner.check(isolating: handIn("let roto: Int = \"no\"; return n"))
    #expect(broken.verdicts.map(\.outcome) == [.compileFailed, .passed, .passed])
    // Lo nuevo es solo la tabla del resto (otra, con dos casos): ni sus dos archivos ni sus
    // pruebas.
    let added = Set(Self.storedParts(folder)).subtracting(before)
    #expect(added.count == 1, "\(added)")
  }
}
