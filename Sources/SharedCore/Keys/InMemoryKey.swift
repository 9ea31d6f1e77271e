import Foundation
import Synchronization

/// Una clave que vive en memoria mientras dura el proceso: compartir por nombre sin
/// persistir.
///
/// ```swift
/// @Shared(.inMemory("sesion")) var sesion: Sesion = Sesion()
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey, Hashable {
  let name: String
  let storage: InMemoryStorage

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // Sin este `guard`, una entrada ausente con `Value` opcional (`Int?`) se convertiría
    // en `.some(nil)` y la caja leería `nil` en vez del defecto de la declaración.
    guard let stored = storage.value(for: name) else {
      return continuation.resumeReturningInitialValue()
    }
    continuation.resume(with: .success(stored as? Value))
  }

  /// Nada cambia una entrada en memoria desde fuera de su caja: no hay nada que vigilar.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.set(value, for: name)
    continuation.resume()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.storage === rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(ObjectIdentifier(storage))
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String { ".inMemory(\(String(reflecting: name)))" }
}

extension SharedReaderKey {
  /// Una clave en memoria llamada `name`, en el almacén de la tarea actual
  /// (`defaultInMemoryStorage`).
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name: name, storage: DependencyValues.current.defaultInMemoryStorage)
  }
}

/// El almacén de las claves `inMemory`. En pruebas, cada prueba tiene uno nuevo.
public final class InMemoryStorage: Sendable {
  private let values = Locked<[String: any Sendable]>([:])

  public init() {}

  func value(for name: String) -> (any Sendable)? {
    values.withLock { $0[name] }
  }

  func set(_ value: any Sendable, for name: String) {
    values.withLock { $0[name] = value }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// El almacén que usan las claves `inMemory` creadas en esta tarea.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
