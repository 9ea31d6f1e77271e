/// La respuesta a un `codigo`: la huella (SHA-256) y el tamaño del archivo comprobado. El
/// archivo está en el espacio (`codigo/<id>.swift`); esto dice qué bytes se comprobaron.
///
/// ```json
/// { "kind": "codigo", "fingerprint": "9f1c…", "bytes": 812 }
/// ```
public struct CodeAnswer: KindAnswer {
  /// La huella de los bytes comprobados, en hexadecimal.
  public var fingerprint: String
  /// Cuántos bytes tenía el archivo.
  public var bytes: Int

  /// La respuesta de un archivo de `bytes` bytes con huella `fingerprint`.
  public init(fingerprint: String, bytes: Int) {
    self.fingerprint = fingerprint
    self.bytes = bytes
  }

  public var byteCount: Int { fingerprint.utf8.count + 8 }
  /// La huella: dos archivos iguales cuentan como la misma respuesta.
  public var canonical: String { fingerprint }
}

extension RawAnswer {
  /// Un archivo de código comprobado: su huella y su tamaño.
  public static func code(fingerprint: String, bytes: Int) -> RawAnswer {
    RawAnswer(CodeAnswer(fingerprint: fingerprint, bytes: bytes), kind: CodeExercise.word)
  }
}
