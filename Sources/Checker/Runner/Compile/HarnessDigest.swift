/// La firma de cada línea del canal de informe, en el arnés: los 16 primeros bytes, en
/// hexadecimal, del SHA-256 de `clave\n<número> <tipo> <texto>` (el mismo cálculo que
/// `HarnessReport.tag` hace con el SHA-256 de `Support`).
///
/// La clave no sale nunca del proceso: quien desvíe el descriptor del canal (con `dup2` y
/// una `Pipe`, sin un solo puntero) solo ve líneas firmadas, y no puede fabricar otra, ni
/// cambiar una, ni quitarla sin dejar un hueco en la numeración. Truncar la firma a 128
/// bits impide, además, alargar un mensaje firmado.
enum HarnessDigest {
  static let source = #"""
    fileprivate enum __LeccionDigest {
      static let rounds: [Swift.UInt32] = [
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
      0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
      0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
      0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
      0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
      0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
      0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
      0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
      ]

      static func rotate(_ value: Swift.UInt32, _ count: Swift.UInt32) -> Swift.UInt32 {
        (value >> count) | (value << (32 &- count))
      }

      /// Los 16 primeros bytes del SHA-256 de `message`, en hexadecimal.
      static func tag(_ message: [Swift.UInt8]) -> [Swift.UInt8] {
        var state: [Swift.UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var data = message
        let bits = Swift.UInt64(message.count) &* 8
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        for shift: Swift.UInt64 in [56, 48, 40, 32, 24, 16, 8, 0] {
          data.append(Swift.UInt8(truncatingIfNeeded: bits >> shift))
        }
        var words = [Swift.UInt32](repeating: 0, count: 64)
        var offset = 0
        while offset < data.count {
          for index in 0..<16 {
            let base = offset &+ index &* 4
            var word = Swift.UInt32(data[base]) << 24
            word |= Swift.UInt32(data[base &+ 1]) << 16
            word |= Swift.UInt32(data[base &+ 2]) << 8
            word |= Swift.UInt32(data[base &+ 3])
            words[index] = word
          }
          for index in 16..<64 {
            let early = words[index &- 15]
            let late = words[index &- 2]
            let s0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
            let s1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
            words[index] = words[index &- 16] &+ s0 &+ words[index &- 7] &+ s1
          }
          var a = state[0], b = state[1], c = state[2], d = state[3]
          var e = state[4], f = state[5], g = state[6], h = state[7]
          for index in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ rounds[index] &+ words[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g; g = f; f = e; e = d &+ temp1
            d = c; c = b; b = a; a = temp1 &+ temp2
          }
          state[0] = state[0] &+ a; state[1] = state[1] &+ b; state[2] = state[2] &+ c; state[3] = state[3] &+ d
          state[4] = state[4] &+ e; state[5] = state[5] &+ f; state[6] = state[6] &+ g; state[7] = state[7] &+ h
          offset &+= 64
        }
        let digits: [Swift.UInt8] = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]
        var hex: [Swift.UInt8] = []
        for word in state.prefix(4) {
          for shift: Swift.UInt32 in [28, 24, 20, 16, 12, 8, 4, 0] {
            hex.append(digits[Swift.Int((word >> shift) & 15)])
          }
        }
        return hex
      }
    }

    """#
}
