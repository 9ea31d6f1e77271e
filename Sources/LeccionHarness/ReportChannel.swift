import Glibc
import Synchronization

/// El canal por el que el arnés cuenta a `leccion` qué prueba empieza, qué falla y cuál
/// acaba: líneas `<firma> <número> <tipo> <texto>` al descriptor que dice `LECCION_INFORME`
/// (`descriptor:clave`).
///
/// - Cada línea va numerada y firmada (`ReportDigest`) con la clave de esta ejecución (256
///   bits al azar). La variable se borra (también de `/proc/self/environ`) antes de que corra
///   nada de la persona, y la clave no se escribe nunca: quien desvíe el descriptor solo ve
///   líneas firmadas, que no puede cambiar ni quitar sin que se note
///   (`HarnessReport.tampered`). En la memoria tampoco queda como texto: se guarda
///   enmascarada y lo que se firma se pone a cero después.
/// - Antes de leer la clave, el proceso deja de ser «volcable» (`closeMemoryFiles`): su
///   memoria no se lee por `/proc/self/mem`.
/// - Es interno de este módulo: el archivo de la persona no puede importarlo (`SourceRules`
///   rechaza el nombre del módulo) y, aunque pudiera, no vería este tipo.
final class ReportChannel: Sendable {
  static let shared = ReportChannel()
  static let variable = "LECCION_INFORME"

  let descriptor: Int32
  let masked: [UInt8]
  let mask: [UInt8]
  let sequence = Mutex<Int>(0)

  private init() {
    // Antes de leer la clave y de que corra nada de la persona. Si no se pudo, la clave no
    // se lee: sin ella no se firma nada, y ninguna prueba cuenta como pasada.
    let closed = Self.closeMemoryFiles()
    var descriptor: Int32 = -1
    var masked: [UInt8] = []
    var mask: [UInt8] = []
    masked.reserveCapacity(128)
    mask.reserveCapacity(128)
    if !closed {
      let message =
        "leccion: el arnés no pudo cerrar la memoria del programa (prctl); "
        + "no se anota ninguna prueba.\n"
      _ = message.withCString { write(2, $0, strlen($0)) }
    }
    if let value = getenv(Self.variable) {
      var index = 0
      var number: Int32 = 0
      while index < 9 && value[index] >= 48 && value[index] <= 57 {
        number = number &* 10 &+ Int32(value[index] &- 48)
        index &+= 1
      }
      if index > 0 && value[index] == 58 {
        index &+= 1
        while closed && value[index] != 0 && masked.count < 128 {
          let noise = UInt8.random(in: 0...255)
          mask.append(noise)
          masked.append(UInt8(bitPattern: value[index]) ^ noise)
          index &+= 1
        }
        descriptor = number
      }
      // Borra también el original, que seguiría legible en /proc/self/environ.
      _ = memset(value, 0x20, strlen(value))
    }
    unsetenv(Self.variable)
    if !closed {
      // Sin la memoria cerrada, la clave se podría leer: no se ha copiado, y el descriptor
      // se cierra para que nadie escriba en él.
      if descriptor >= 0 { _ = close(descriptor) }
      descriptor = -1
    }
    self.descriptor = descriptor
    self.masked = masked
    self.mask = mask
  }

  /// `prctl(PR_SET_DUMPABLE, 0)`: el proceso deja de ser «volcable», y `/proc/self/mem`,
  /// `/proc/<pid>/mem` y `environ` pasan a ser de root, con permiso 0600 o 0400: el programa
  /// ya no los abre, ni lee en su memoria la clave ni las cadenas de las pruebas. `prctl` es
  /// variádica en C y Swift no la ve: se toma con `dlsym`. El archivo de la persona no puede
  /// deshacerlo (tomarla exige `unsafeBitCast`, que `-strict-memory-safety` no le deja).
  /// Devuelve si quedó cerrado: `prctl` se encontró y el núcleo dice después que el proceso
  /// no es volcable (`PR_GET_DUMPABLE`, 3, devuelve 0).
  static func closeMemoryFiles() -> Bool {
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return false }
    let prctl = unsafeBitCast(symbol, to: Prctl.self)
    return prctl(4, 0, 0, 0, 0) == 0 && prctl(3, 0, 0, 0, 0) == 0
  }

  /// Escribe una línea firmada `<número> <tipo> <texto>`; el texto va sin saltos de línea
  /// (`\n`, `\r` y `\` se escapan).
  func record(_ kind: StaticString, _ text: String) {
    guard descriptor >= 0 else { return }
    var escaped: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case 92: escaped += [92, 92]
      case 10: escaped += [92, 110]
      case 13: escaped += [92, 114]
      default: escaped.append(byte)
      }
    }
    let kindBytes = kind.withUTF8Buffer { Array($0) }
    sequence.withLock { sequence in
      var body = Array(String(sequence).utf8)
      sequence &+= 1
      body.append(32)
      body += kindBytes
      body.append(32)
      body += escaped
      var signed: [UInt8] = []
      signed.reserveCapacity(masked.count &+ body.count &+ 1)
      for index in 0..<masked.count { signed.append(masked[index] ^ mask[index]) }
      signed.append(10)
      signed += body
      var line = ReportDigest.tag(signed)
      for index in 0..<signed.count { signed[index] = 0 }
      line.append(32)
      line += body
      line.append(10)
      send(line)
    }
  }

  /// Escribe `line` entera en el descriptor (o lo que se pueda, si se cierra).
  private func send(_ line: [UInt8]) {
    var sent = 0
    while sent < line.count {
      let written = line[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written <= 0 { break }
      sent &+= written
    }
  }
}
