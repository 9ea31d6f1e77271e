import Checker

/// SHA-256 for content fingerprints: the course hash, the weights and the hidden tests
/// recorded in reports. Not for secrets. The hashing is `Checker.SHA256`; what is its own
/// is how fields are framed (`<length>:` in decimal, then the text), which the content
/// hashes already written in hand-ins and reports depend on.
///
/// ```swift
/// var hash = SHA256Digest()
/// hash.update("abc")
/// hash.hexDigest()  // "ba7816bf…"
/// ```
struct SHA256Digest {
  private var hash = SHA256()

  /// Adds bytes.
  mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    hash.update(bytes)
  }

  /// Adds the UTF-8 bytes of `text`.
  mutating func update(_ text: String) { hash.update(text.utf8) }

  /// Adds `text` with its length in front, so that fields cannot run into each other.
  mutating func update(field text: String) {
    update("\(text.utf8.count):")
    update(text)
  }

  /// The digest as 64 lowercase hex digits.
  func hexDigest() -> String { hash.hexDigest() }
}
