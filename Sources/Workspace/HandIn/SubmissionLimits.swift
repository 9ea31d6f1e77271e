/// Cuánto pueden ocupar las partes de una entrega. Una real ocupa pocos KiB; los límites
/// impiden que una hostil o rota llene la memoria o el compilador.
public struct SubmissionLimits: Sendable, Hashable {
  /// El archivo entero de la entrega (o el `progreso.json` de un espacio).
  public var fileBytes: Int
  /// Un archivo de código.
  public var codeBytes: Int
  /// Una respuesta en bruto.
  public var answerBytes: Int
  /// Sucesos del registro.
  public var events: Int
  /// Niveles de `[` y `{` anidados (una entrega real no pasa de 10).
  public var nesting: Int

  /// Crea límites (por defecto: 4 MiB, 256 KiB, 64 KiB, 20 000 sucesos y 64 niveles).
  public init(
    fileBytes: Int = 4 << 20, codeBytes: Int = 256 << 10, answerBytes: Int = 64 << 10,
    events: Int = 20_000, nesting: Int = 64
  ) {
    self.fileBytes = fileBytes
    self.codeBytes = codeBytes
    self.answerBytes = answerBytes
    self.events = events
    self.nesting = nesting
  }

  /// Los de por defecto.
  public static let standard = SubmissionLimits()
}
