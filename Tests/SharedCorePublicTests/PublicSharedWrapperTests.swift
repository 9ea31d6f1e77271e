import SharedCore
import Testing

// `@Shared` y `@SharedReader` como envoltorios de propiedad: asignar la caja a `_x`, derivar
// miembros, cajas opcionales y colecciones, y comparar.

@Suite struct PublicSharedWrapperTests {
  struct Persona: Equatable {
    var nombre = ""
    let numero: Int
  }

  @Test func aWrapperAssignedFromAnotherBoxWritesTheSameBox() {
    @Shared(value: 0) var contador
    @Shared var copia: Int
    _copia = $contador
    $copia.withLock { $0 += 1 }
    $contador.withLock { $0 += 1 }
    #expect(contador == 2)
    #expect(copia == 2)
  }

  @Test func nestedKeyDeclarationsInsideStructsWork() {
    struct Interior: Equatable { var marca = 1 }
    struct Medio { @Shared(.inMemory("interior")) var interior = Interior() }
    struct Exterior { @Shared(.inMemory("medio")) var medio = Medio() }
    #expect(Exterior().medio.interior == Interior())
  }

  @Test func aWritableMemberWritesTheRootBothWays() {
    @Shared(value: Persona(nombre: "Ada", numero: 1)) var persona
    @Shared var nombre: String
    _nombre = $persona.nombre
    $nombre.withLock { $0 += " L." }
    #expect(persona.nombre == "Ada L.")
    $persona.nombre.withLock { $0 += " King" }
    #expect(nombre == "Ada L. King")
  }

  @Test func aReadOnlyMemberFollowsTheBoxItWasMadeFrom() {
    @Shared(value: Persona(numero: 1)) var persona
    @SharedReader var numero: Int
    _numero = $persona.numero
    $persona.withLock { $0 = Persona(numero: 42) }
    #expect(numero == 42)
    // Re-apuntar `$persona` no mueve lo que ya se derivó de su caja (igual en swift-sharing).
    $persona = Shared(value: Persona(numero: 7))
    #expect(numero == 42)
  }

  @Test func aComputedReaderFollowsItsBoxAndNotALaterRepoint() {
    @Shared(value: 0) var contador
    @SharedReader var esCero: Bool
    _esCero = $contador.read { $0 == 0 }
    #expect(esCero)
    $contador.withLock { $0 += 1 }
    #expect(!esCero)
    $contador = Shared(value: 0)
    #expect(!esCero)
  }

  @Test func anUnwrappedOptionalBoxWritesThroughAndKeepsItsLastValueOnNil() throws {
    @Shared(value: nil) var talVez: Int?
    #expect(Shared($talVez) == nil)
    $talVez.withLock { $0 = 0 }
    @Shared var seguro: Int
    _seguro = try #require(Shared($talVez))
    $seguro.withLock { $0 += 1 }
    #expect(talVez == 1)
    $talVez.withLock { $0? += 1 }
    #expect(seguro == 2)
    $talVez.withLock { $0 = nil }
    #expect(seguro == 2)
    $talVez.withLock { $0 = 4 }
    #expect(seguro == 4)
  }

  @Test func anElementBoxOutlivesItsRemovalWithoutWritingBack() {
    @Shared(value: IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)) var numeros
    let cajas = Array($numeros)
    @Shared var tercero: Int
    _tercero = cajas[2]
    #expect(cajas.map(\.wrappedValue) == [1, 2, 3])
    $numeros.withLock { _ = $0.removeLast() }
    #expect(tercero == 3)
    $tercero.withLock { $0 += 1 }
    #expect(tercero == 4)
    #expect(numeros == IdentifiedArray(uniqueElements: [1, 2], id: \.self))
  }

  @Test func aBoxCapturedByATaskWritesTheSameValue() async {
    @Shared(value: 0) var contador
    await Task { [$contador] in $contador.withLock { $0 = 1 } }.value
    #expect(contador == 1)
  }

  @Test func boxesCompareByCurrentValueWhetherPersistedOrNot() {
    @Shared(value: 0) var suelta
    @Shared(.inMemory("guardada")) var guardada = 0
    #expect($suelta == $guardada)
    $suelta.withLock { $0 += 1 }
    #expect($suelta != $guardada)
    $guardada.withLock { $0 += 1 }
    #expect($suelta == $guardada)
  }

  @Test func computedReadersCompareByTheirComputedValue() {
    @Shared(value: 0) var base
    @SharedReader var doble: Int
    @SharedReader var triple: Int
    _doble = $base.read { $0 * 2 }
    _triple = $base.read { $0 * 3 }
    #expect($doble == $triple)
    $base.withLock { $0 += 1 }
    #expect($doble != $triple)
  }

  @Test func nestedOptionalDefaultsAreKeptAsDeclared() async {
    @Shared(.inMemory("doble")) var doble: Int?? = .some(0)
    @Shared(.inMemory("dobleVacio")) var dobleVacio: Int?? = .some(.none)
    @SharedReader(.inMemory("lectorDobleVacio")) var lector: Int?? = .some(.none)
    #expect(doble == .some(0))
    #expect(dobleVacio == .some(.none))
    #expect(lector == .some(.none))
    await #expect(throws: (any Error).self) {
      try await Shared<Int?>(require: .inMemory("noExiste"))
    }
  }

  @Test func aWrittenInMemoryValueOutlivesItsBoxesForLaterDeclarations() async {
    do {
      @Shared(.inMemory("cuenta")) var cuenta = 0
      $cuenta.withLock { $0 += 1 }
    }
    @SharedReader(.inMemory("cuenta")) var lector = 0
    #expect(lector == 1)
    await Task {
      @Shared(.inMemory("cuenta")) var cuenta = 0
      #expect(cuenta == 1)
    }.value
  }

  @Test func reassigningTheProjectedValueRepointsOnlyThatVariable() {
    // swift-sharing re-apunta también `copia` (ver la tabla del README de SharedCore).
    @Shared(.inMemory("contador")) var contador = 0
    let copia = $contador
    $contador = Shared(value: 42)
    #expect(contador == 42)
    #expect(copia.wrappedValue == 0)
  }

  @Test func aBoxDescribesItselfByItsValue() {
    // swift-sharing: `Shared<Int>(.inMemory("contador"))` (ver la tabla del README).
    @Shared(.inMemory("contador")) var contador = 3
    #expect($contador.description == "3")
    #expect(SharedReader($contador).description == "3")
  }
}
