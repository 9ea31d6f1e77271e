/// El principio de `main.swift`: `expect(_:_:)` y el canal de informe.
///
/// El código de la persona se compila en el mismo módulo, así que el canal se protege así:
/// - La clase del informe es `fileprivate`: desde otro archivo no se puede nombrar ni
///   llamar; lo único visible es `expect` y `__leccionRecordFailure`, que solo anotan fallos.
/// - Cada línea va numerada y firmada (`HarnessDigest`) con la clave de esta ejecución
///   (256 bits al azar), al descriptor que dice `LECCION_INFORME`, que se borra (también de
///   `/proc/self/environ`) antes de que corra nada de la persona. La clave no se escribe
///   nunca: quien desvíe el descriptor solo ve líneas firmadas, que no puede cambiar ni
///   quitar sin que se note (`HarnessReport.tampered`). En la memoria tampoco queda como
///   texto: se guarda enmascarada y lo que se firma se pone a cero después.
/// - Todo lo de fuera se nombra con su módulo (`Glibc.write`, `Swift.String`): una función
///   `write` o un tipo `String` de la persona no lo sustituyen. Los nombres que esto no
///   cubre (`expect`, los módulos, los tipos de literales) no se admiten en su archivo
///   (`ReservedNames`).
///
/// - La clave tampoco se lee en la memoria del proceso: con punteros no se puede (no compilan
///   en el archivo de la persona: `SourceRules`), y `/proc/self/mem` (o `/proc/<pid>/mem`,
///   `/proc/thread-self/mem`) con un `FileHandle` tampoco: lo primero que hace el arnés, antes
///   de leer la clave, es volver el proceso «no volcable» (`prctl(PR_SET_DUMPABLE, 0)`), y
///   entonces esos archivos son de root y el usuario del programa no los abre. El programa no
///   puede deshacerlo: `prctl` es variádica y Swift no la ve, y tomarla con `dlsym` exige un
///   `unsafeBitCast`. Ver «Lo que aún puede un programa» en `Sources/Grading/README.md`.
enum HarnessRuntime {
  static let source = #"""
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif
    import Synchronization

    /// Lo que el arnés usa de la libc, con su módulo delante.
    fileprivate enum __LeccionC {
      #if canImport(Glibc)
      static func getenv(_ name: Swift.String) -> Swift.UnsafeMutablePointer<Swift.CChar>? { Glibc.getenv(name) }
      static func unsetenv(_ name: Swift.String) { _ = Glibc.unsetenv(name) }
      static func blank(_ value: Swift.UnsafeMutablePointer<Swift.CChar>) { _ = Glibc.memset(value, 0x20, Glibc.strlen(value)) }
      static func write(_ fd: Swift.Int32, _ bytes: Swift.UnsafeRawBufferPointer) -> Swift.Int { Glibc.write(fd, bytes.baseAddress, bytes.count) }
      static func exit() -> Swift.Never { Glibc.exit(0) }
      /// `prctl(PR_SET_DUMPABLE, 0)`: `/proc/self/mem`, `/proc/<pid>/mem` y `environ` pasan a
      /// ser de root, con permiso 0600 o 0400, y el programa ya no los abre. `prctl` es
      /// variádica en C y Swift no la ve: se toma con `dlsym`.
      static func closeMemoryFiles() {
        typealias Prctl = @convention(c) (Swift.Int32, Swift.UInt, Swift.UInt, Swift.UInt, Swift.UInt) -> Swift.Int32
        guard let symbol = Glibc.dlsym(Glibc.dlopen(nil, Glibc.RTLD_NOW), "prctl") else { return }
        _ = Swift.unsafeBitCast(symbol, to: Prctl.self)(4, 0, 0, 0, 0)
      }
      #elseif canImport(Darwin)
      static func getenv(_ name: Swift.String) -> Swift.UnsafeMutablePointer<Swift.CChar>? { Darwin.getenv(name) }
      static func unsetenv(_ name: Swift.String) { _ = Darwin.unsetenv(name) }
      static func blank(_ value: Swift.UnsafeMutablePointer<Swift.CChar>) { _ = Darwin.memset(value, 0x20, Darwin.strlen(value)) }
      static func write(_ fd: Swift.Int32, _ bytes: Swift.UnsafeRawBufferPointer) -> Swift.Int { Darwin.write(fd, bytes.baseAddress, bytes.count) }
      static func exit() -> Swift.Never { Darwin.exit(0) }
      static func closeMemoryFiles() {}
      #endif
    }

    /// Anota un fallo de la prueba en marcha, con su mensaje, si `condition` es falsa.
    func expect(_ condition: Swift.Bool, _ message: Swift.String, line: Swift.Int = #line) {
      if !condition { __LeccionReport.shared.record("fail", message) }
    }

    /// Anota un fallo de la prueba en marcha (para enganchar los fallos del motor).
    func __leccionRecordFailure(_ message: Swift.String) {
      __LeccionReport.shared.record("fail", message)
    }

    fileprivate final class __LeccionReport: Swift.Sendable {
      static let shared = __LeccionReport()
      let descriptor: Swift.Int32
      let masked: [Swift.UInt8]
      let mask: [Swift.UInt8]
      let lock = Synchronization.Mutex<Swift.Int>(0)

      init() {
        // Antes de leer la clave y de que corra nada de la persona.
        __LeccionC.closeMemoryFiles()
        var descriptor: Swift.Int32 = -1
        var masked: [Swift.UInt8] = []
        var mask: [Swift.UInt8] = []
        masked.reserveCapacity(128)
        mask.reserveCapacity(128)
        if let value = __LeccionC.getenv("LECCION_INFORME") {
          var index = 0
          var number: Swift.Int32 = 0
          while value[index] >= 48 && value[index] <= 57 && index < 9 {
            number = number &* 10 &+ Swift.Int32(value[index] &- 48)
            index &+= 1
          }
          if index > 0 && value[index] == 58 {
            index &+= 1
            while value[index] != 0 && masked.count < 128 {
              let noise = Swift.UInt8.random(in: 0...255)
              mask.append(noise)
              masked.append(Swift.UInt8(bitPattern: value[index]) ^ noise)
              index &+= 1
            }
            descriptor = number
          }
          // Borra también el original, que seguiría legible en /proc/self/environ.
          __LeccionC.blank(value)
        }
        __LeccionC.unsetenv("LECCION_INFORME")
        self.descriptor = descriptor
        self.masked = masked
        self.mask = mask
      }

      func begin() { record("ready", "") }

      func record(_ kind: Swift.StaticString, _ text: Swift.String) {
        guard descriptor >= 0 else { return }
        var escaped: [Swift.UInt8] = []
        for byte in text.utf8 {
          switch byte {
          case 92: escaped += [92, 92]
          case 10: escaped += [92, 110]
          case 13: escaped += [92, 114]
          default: escaped.append(byte)
          }
        }
        let kindBytes = Swift.UnsafeBufferPointer(start: kind.utf8Start, count: kind.utf8CodeUnitCount)
        lock.withLock { sequence in
          var body: [Swift.UInt8] = Swift.Array(Swift.String(sequence).utf8)
          sequence &+= 1
          body.append(32)
          body.append(contentsOf: kindBytes)
          body.append(32)
          body.append(contentsOf: escaped)
          var signed: [Swift.UInt8] = []
          signed.reserveCapacity(masked.count &+ body.count &+ 1)
          for index in 0..<masked.count { signed.append(masked[index] ^ mask[index]) }
          signed.append(10)
          signed.append(contentsOf: body)
          var line = __LeccionDigest.tag(signed)
          for index in 0..<signed.count { signed[index] = 0 }
          line.append(32)
          line.append(contentsOf: body)
          line.append(10)
          var sent = 0
          while sent < line.count {
            let n = line[sent...].withUnsafeBytes { __LeccionC.write(descriptor, $0) }
            if n <= 0 { break }
            sent &+= n
          }
        }
      }
    }

    """#
}
