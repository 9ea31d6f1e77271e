import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

extension ResultStore {
  /// Cuándo se borra una entrada.
  public struct PruningPolicy: Sendable, Hashable {
    /// Una entrada que nadie ha leído ni escrito en este tiempo se borra.
    public var maxAge: TimeInterval
    /// Por encima de estas entradas, se borran las más antiguas hasta quedar en tres
    /// cuartas partes.
    public var maxEntries: Int
    /// Como mucho, una poda cada tanto (una marca `.podado` en la carpeta lo recuerda).
    public var interval: TimeInterval

    /// 90 días sin usarse, 50 000 entradas (unos 100 MB; una clase de 500 alumnos con diez
    /// ejercicios de código ocupa 5000 por cada versión de sus pruebas), una vez al día.
    public static let standard = PruningPolicy(
      maxAge: 90 * 86_400, maxEntries: 50_000, interval: 86_400)

    /// Crea una política.
    public init(maxAge: TimeInterval, maxEntries: Int, interval: TimeInterval) {
      self.maxAge = maxAge
      self.maxEntries = maxEntries
      self.interval = interval
    }
  }

  /// Poda el almacén si la última poda fue hace más de `policy.interval`; devuelve cuántas
  /// entradas borró.
  ///
  /// ```swift
  /// store.pruneIfDue()   // al acabar cada corrección
  /// ```
  @discardableResult
  public func pruneIfDue(now: Date = Date(), policy: PruningPolicy = .standard) -> Int {
    let marker = directory + "/.podado"
    if let last = Self.modified(marker), now.timeIntervalSince(last) < policy.interval {
      return 0
    }
    let removed = prune(now: now, policy: policy)
    try? AtomicFile.write(Data(), toPath: marker, durable: false)
    return removed
  }

  /// Borra las entradas sin usar desde hace `policy.maxAge`, las más antiguas si pasan de
  /// `policy.maxEntries`, y los temporales de escrituras interrumpidas (de hace más de una
  /// hora). No toca nada que no sea una entrada o uno de esos temporales. Se puede podar a
  /// la vez que otra corrección usa el almacén: lo peor que le pasa es recalcular una
  /// entrada borrada.
  @discardableResult
  public func prune(now: Date = Date(), policy: PruningPolicy = .standard) -> Int {
    let fileManager = FileManager.default
    var entries: [(path: String, modified: Date)] = []
    var removed = 0
    for shard in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
    where Self.isLowercaseHex(shard, count: 2) {
      let folder = directory + "/" + shard
      for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] {
        let path = folder + "/" + name
        guard let modified = Self.modified(path) else { continue }
        if name.hasPrefix("."), name.contains(".tmp-") {
          if now.timeIntervalSince(modified) > 3600, unlink(path) == 0 { removed += 1 }
        } else if Self.isLowercaseHex(name, count: 64), name.hasPrefix(shard) {
          if now.timeIntervalSince(modified) > policy.maxAge {
            if unlink(path) == 0 { removed += 1 }
          } else {
            entries.append((path, modified))
          }
        }
      }
    }
    if entries.count > policy.maxEntries {
      entries.sort { $0.modified < $1.modified }
      for entry in entries.prefix(entries.count - policy.maxEntries * 3 / 4)
      where unlink(entry.path) == 0 {
        removed += 1
      }
    }
    return removed
  }

  /// Si `name` son `count` cifras hexadecimales en minúscula (una clave tiene 64; su
  /// carpeta, las 2 primeras).
  static func isLowercaseHex(_ name: String, count: Int) -> Bool {
    name.utf8.count == count
      && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  private static func modified(_ path: String) -> Date? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Date(
      timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }
}
