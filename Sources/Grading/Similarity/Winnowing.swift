/// Las huellas de MOSS (Schleimer, Wilkerson y Aiken, «Winnowing: local algorithms for
/// document fingerprinting», 2003) sobre una secuencia cualquiera de símbolos.
///
/// Cada tramo de `k` símbolos seguidos (un *k*-grama) tiene un resumen de 64 bits; de cada
/// ventana de `window` resúmenes seguidos se guarda el menor (si hay varios iguales, el de más
/// a la derecha). Dos secuencias que comparten un tramo de al menos `guarantee` = `window` +
/// `k` − 1 símbolos comparten al menos una huella de ese tramo (las dos eligen el mínimo de la
/// misma ventana); un tramo común más corto que `k` no comparte ninguna. Los resúmenes no
/// dependen del proceso: las mismas entradas dan las mismas huellas en cualquier máquina.
///
/// ```swift
/// let winnowing = Winnowing(k: 12, window: 8)
/// let prints = winnowing.fingerprints(of: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9])
/// // prints[0].hash, prints[0].position (el primer símbolo de su k-grama)
/// ```
struct Winnowing: Sendable, Hashable {
  /// La longitud de cada k-grama, en símbolos (el umbral de ruido: nada más corto cuenta).
  var k: Int
  /// Cuántos k-gramas seguidos forman una ventana.
  var window: Int

  init(k: Int, window: Int) {
    self.k = max(1, k)
    self.window = max(1, window)
  }

  /// El umbral de garantía: todo tramo común de al menos tantos símbolos se detecta.
  var guarantee: Int { window + k - 1 }

  /// Una huella: el resumen de un k-grama y dónde empieza (índice del primer símbolo).
  struct Fingerprint: Sendable, Hashable {
    var hash: UInt64
    var position: Int
  }

  /// El resumen de cada k-grama de `symbols`, en orden (vacío si hay menos de `k`).
  func kGramHashes(_ symbols: [UInt32]) -> [UInt64] {
    guard symbols.count >= k else { return [] }
    // Resumen polinómico rodante módulo 2⁶⁴; cada valor se mezcla después (el finalizador de
    // SplitMix64) para que el mínimo de una ventana no dependa solo de los últimos símbolos.
    let base: UInt64 = 0x100_0000_01B3
    var highest: UInt64 = 1
    for _ in 1..<k { highest = highest &* base }
    var rolling: UInt64 = 0
    var hashes: [UInt64] = []
    hashes.reserveCapacity(symbols.count - k + 1)
    for (index, symbol) in symbols.enumerated() {
      if index >= k { rolling = rolling &- highest &* UInt64(symbols[index - k] &+ 1) }
      rolling = rolling &* base &+ UInt64(symbol &+ 1)
      if index >= k - 1 { hashes.append(Self.mix(rolling)) }
    }
    return hashes
  }

  /// Las huellas elegidas de `symbols`, en orden de posición, sin repetir posición.
  func fingerprints(of symbols: [UInt32]) -> [Fingerprint] {
    select(kGramHashes(symbols))
  }

  /// La selección de winnowing sobre unos resúmenes ya calculados: el mínimo de cada ventana,
  /// el de más a la derecha si hay empate; una secuencia con menos resúmenes que una ventana
  /// es una sola ventana.
  func select(_ hashes: [UInt64]) -> [Fingerprint] {
    guard !hashes.isEmpty else { return [] }
    let width = min(window, hashes.count)
    var chosen: [Fingerprint] = []
    var last = -1
    for start in 0...(hashes.count - width) {
      var minimum = start
      for index in start..<(start + width) where hashes[index] <= hashes[minimum] {
        minimum = index
      }
      if minimum != last {
        chosen.append(Fingerprint(hash: hashes[minimum], position: minimum))
        last = minimum
      }
    }
    return chosen
  }

  /// El finalizador de SplitMix64: cada bit de la entrada cambia la mitad de la salida.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
