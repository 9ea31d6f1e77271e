/// SHA-256 (FIPS 180-4), para las claves de la caché (una entrega hostil no puede fabricar
/// una colisión con la solución de otra persona) y las huellas de la corrección por lotes.
///
/// ```swift
/// var hash = SHA256()
/// hash.update("abc")
/// hash.hexDigest()   // "ba7816bf…"
/// ```
public struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []

  public init() { pending.reserveCapacity(64) }

  /// Añade bytes al resumen. Lo contiguo (`[UInt8]`, `Data`, un `String.UTF8View` nativo) se
  /// lee por bloques de 64 bytes, sin copiarlo; lo demás, por trozos.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(raw: UnsafeRawBufferPointer(buffer))
    }
    if contiguous != nil { return }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(4096)
    for byte in bytes {
      chunk.append(byte)
      if chunk.count == 4096 {
        chunk.withUnsafeBytes { update(raw: $0) }
        chunk.removeAll(keepingCapacity: true)
      }
    }
    chunk.withUnsafeBytes { update(raw: $0) }
  }

  private mutating func update(raw: UnsafeRawBufferPointer) {
    var index = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, raw.count)
      pending.append(contentsOf: raw[0..<take])
      index = take
      guard pending.count == 64 else { return }
      let block = pending
      block.withUnsafeBytes { compress($0) }
      pending.removeAll(keepingCapacity: true)
    }
    while raw.count - index >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: raw[index..<index + 64]))
      index += 64
    }
    if index < raw.count { pending.append(contentsOf: raw[index...]) }
  }

  /// Añade un texto (UTF-8) con su longitud delante, para que la concatenación de
  /// campos no sea ambigua.
  public mutating func update(field: String) {
    let utf8 = Array(field.utf8)
    update(lengthPrefix(utf8.count))
    update(utf8)
  }

  private func lengthPrefix(_ count: Int) -> [UInt8] {
    withUnsafeBytes(of: UInt64(count).bigEndian) { Array($0) }
  }

  /// El resumen en hexadecimal (64 caracteres).
  public func hexDigest() -> String {
    var copy = self
    return copy.finish().map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  private mutating func finish() -> [UInt8] {
    let bitLength = totalLength &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    tail += withUnsafeBytes(of: bitLength.bigEndian) { Array($0) }
    tail.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
        offset += 64
      }
    }
    return state.flatMap { word in withUnsafeBytes(of: word.bigEndian) { Array($0) } }
  }

  private var totalLength: UInt64 { processedBlocks &* 64 &+ UInt64(pending.count) }
  private var processedBlocks: UInt64 = 0

  /// Un bloque de 64 bytes; las 64 palabras del calendario, en la pila.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    processedBlocks &+= 1
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      for index in 0..<16 {
        let base = index * 4
        words[index] =
          UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16
          | UInt32(block[base + 2]) << 8 | UInt32(block[base + 3])
      }
      for index in 16..<64 {
        let s0 =
          rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
        let s1 =
          rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      var a = state[0], b = state[1], c = state[2], d = state[3]
      var e = state[4], f = state[5], g = state[6], h = state[7]
      for index in 0..<64 {
        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ words[index]
        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = sum0 &+ majority
        h = g; g = f; f = e; e = d &+ temp1
        d = c; c = b; b = a; a = temp1 &+ temp2
      }
      state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
      state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
  }

  private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
