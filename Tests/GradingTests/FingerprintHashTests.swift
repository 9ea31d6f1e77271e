import Support
import Testing

@testable import Grading

/// Las huellas de las entregas y de los informes no deben cambiar entre versiones de
/// leccion: resultados conocidos del resumen y de cómo enmarca sus campos (`<longitud>:` y
/// después el texto).
@Suite struct FingerprintHashTests {
  @Test func knownDigests() {
    var abc = SHA256Digest()
    abc.update("abc")
    #expect(abc.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")

    var long = SHA256Digest()
    long.update(Array(repeating: UInt8(ascii: "a"), count: 1000))
    #expect(long.hexDigest() == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test func fieldsCarryTheirLengthInDecimal() {
    var fields = SHA256Digest()
    fields.update(field: "abc")
    fields.update(field: "ñ")  // dos bytes en UTF-8
    #expect(
      fields.hexDigest() == "10a4f6bca9aae96997b18cdf176b6c320a23b3690693f5463c526968a2e2d8e4")
  }
}
