import Synchronization
import Testing

@testable import SharedCore

/// Cuenta las cargas y los guardados de una clave propia.
final class KeyLog: Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}

/// Dos tipos de clave propios con el mismo `id` (`"k"`): cada uno debe tener su caja.
struct FirstLoggedKey: SharedKey {
  let log: KeyLog
  var id: String { "k" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    log.append("primera.load")
    continuation.resume(returning: 1)
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    log.append("primera.save \(value)")
    continuation.resume()
  }
}

struct SecondLoggedKey: SharedKey {
  let log: KeyLog
  var id: String { "k" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    log.append("segunda.load")
    continuation.resume(returning: 2)
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    log.append("segunda.save \(value)")
    continuation.resume()
  }
}

@Suite struct KeyIdentityTests {
  @Test func anOptionalInMemoryValueReadsItsDeclaredDefault() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("entero")) var entero: Int? = 0
      @Shared(.inMemory("texto")) var texto: String? = "Ada"
      @SharedReader(.inMemory("lector")) var lector: Int? = 3
      #expect(entero == 0)
      #expect(texto == "Ada")
      #expect(lector == 3)
    }
  }

  @Test func anOptionalInMemoryValueSetToNilStaysNil() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      do {
        @Shared(.inMemory("entero")) var entero: Int? = 0
        $entero.withLock { $0 = nil }
      }
      @Shared(.inMemory("entero")) var entero: Int? = 5
      #expect(entero == nil)
    }
  }

  @Test func twoKeyTypesWithEqualIDsHaveTheirOwnBoxes() {
    let log = KeyLog()
    @Shared(FirstLoggedKey(log: log)) var primera = 0
    @Shared(SecondLoggedKey(log: log)) var segunda = 0
    #expect(primera == 1)
    #expect(segunda == 2)
    #expect(!$primera.isSameBox(as: $segunda))
    $segunda.withLock { $0 = 20 }
    #expect(primera == 1)
    #expect(log.all == ["primera.load", "segunda.load", "segunda.save 20"])
  }

  @Test func aDefaultKeyAndItsBaseShareOneBox() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let conDefecto = InMemoryKey<Int>.Default[.inMemory("cuenta"), default: 4]
      @Shared(.inMemory("cuenta")) var base = 4
      @Shared(conDefecto) var tipada
      @SharedReader(wrappedValue: 9, conDefecto) var lector: Int
      $tipada.withLock { $0 += 1 }
      #expect(base == 5)
      #expect(lector == 5)
      #expect($base.isSameBox(as: $tipada))
    }
  }
}
