import Foundation
import Testing

@testable import Checker

/// Leer y escribir su propia memoria sin un solo puntero: abrir `/proc/self/mem` (o
/// `/proc/<pid>/mem`, `/proc/thread-self/mem`, `/proc/self/task/<pid>/mem`) con un
/// `FileHandle`, buscar en las zonas que dice `/proc/self/maps` y leer o escribir en una
/// dirección con `seek`. Así se llegaría a la clave que firma el informe, a las cadenas de las
/// pruebas o al código del arnés. El arnés vuelve el proceso «no volcable» antes de que corra
/// nada de la persona, y entonces esos archivos son de root y el usuario sin privilegios del
/// programa no los abre (ver «Lo que aún puede un programa» en el README de Grading). Con
/// `bwrap` y sin él (`LECCION_SIN_BWRAP`, que ejecuta una copia legible del programa).
extension RunnerRuntimeAttackTests {
  /// Las funciones del atacante: qué archivos de memoria abre, las zonas de `maps`, dónde
  /// está un texto y escribir en una dirección.
  static let memoryTools = #"""
    func abrirMemoria() -> [String] {
      var abiertas: [String] = []
      let propias = ["/proc/\(getpid())/mem": "pid", "/proc/self/task/\(getpid())/mem": "hilo"]
      for ruta in ["/proc/self/mem", "/proc/\(getpid())/mem", "/proc/thread-self/mem", "/proc/self/task/\(getpid())/mem"] {
        if let archivo = FileHandle(forReadingAtPath: ruta) {
          abiertas.append(propias[ruta] ?? ruta)
          try? archivo.close()
        }
      }
      return abiertas
    }

    func zonas(_ elegir: (String) -> Bool) -> [(UInt64, UInt64)] {
      guard let mapas = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
      var resultado: [(UInt64, UInt64)] = []
      for linea in mapas.split(separator: "\n") {
        let campos = linea.split(separator: " ")
        guard campos.count >= 5, campos[1].hasPrefix("r") else { continue }
        guard elegir(campos.count > 5 ? String(campos[5]) : "") else { continue }
        let limites = campos[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
        if limites.count == 2 { resultado.append((limites[0], limites[1])) }
      }
      return resultado
    }

    func buscar(_ buscada: Data, en elegir: (String) -> Bool) -> [UInt64] {
      guard let memoria = FileHandle(forReadingAtPath: "/proc/self/mem") else { return [] }
      defer { try? memoria.close() }
      var encontradas: [UInt64] = []
      for (inicio, fin) in zonas(elegir) {
        var desde = inicio
        while desde < fin {
          guard (try? memoria.seek(toOffset: desde)) != nil,
            let datos = try? memoria.read(upToCount: Int(min(fin - desde, 1 << 20))), !datos.isEmpty
          else { break }
          var resto = datos.startIndex..<datos.endIndex
          while let hallada = datos.range(of: buscada, in: resto) {
            encontradas.append(desde + UInt64(hallada.lowerBound - datos.startIndex))
            resto = hallada.upperBound..<datos.endIndex
          }
          desde += UInt64(datos.count)
        }
      }
      return encontradas
    }

    func escribir(_ datos: Data, en direcciones: [UInt64]) -> Bool {
      guard let memoria = FileHandle(forUpdatingAtPath: "/proc/self/mem") else { return false }
      defer { try? memoria.close() }
      var escrita = false
      for direccion in direcciones {
        if (try? memoria.seek(toOffset: direccion)) != nil, (try? memoria.write(contentsOf: datos)) != nil {
          escrita = true
        }
      }
      return escrita
    }
    """#

  /// Sin bwrap: el programa va en una copia legible (`0755`) y con un usuario propio.
  static var withoutBubblewrap: SandboxSupport {
    let detected = SandboxSupport.detected
    return SandboxSupport(
      bubblewrap: nil, prlimit: detected.prlimit, setpriv: detected.setpriv,
      isRoot: detected.isRoot, gaps: [.bubblewrapDisabled])
  }

  /// Busca en la memoria del propio programa el nombre de una prueba (que su código no
  /// contiene: lo escribe al revés) y dice qué archivos de memoria abrió.
  @Test(arguments: [true, false])
  func itCannotReadItsOwnMemory(bubblewrap: Bool) async throws {
    let verdict = try await Self.check(
      declarations: Self.memoryTools,
      statements: """
          let abiertas = abrirMemoria()
          let buscada = Data(String("ajaCaLamrifAabeurPaLabeurp".reversed()).utf8)
          let leida = !buscar(buscada) { $0.hasSuffix("/programa") }.isEmpty
          caja.withLock { $0.nombre = "MEMORIA:" + abiertas.joined(separator: ",") + (leida ? ",leida" : "") + ";" }
        """,
      support: bubblewrap ? .detected : Self.withoutBubblewrap)
    let text = verdict.message
    #expect(text.contains("MEMORIA:;"), "\(text)")
    #expect(verdict.outcome == .testsFailed, "\(text)")
  }

  /// Cambia en su propia memoria un texto suyo (en el montón) escribiendo en
  /// `/proc/self/mem`: igual que cambiaría un dato o el código del arnés.
  @Test(arguments: [true, false])
  func itCannotWriteItsOwnMemory(bubblewrap: Bool) async throws {
    let verdict = try await Self.check(
      declarations: Self.memoryTools,
      statements: """
          let marca = String(repeating: "Q", count: 8) + "-RELLENO-0123456789-ORIGINAL"
          let lugares = buscar(Data(marca.utf8)) { $0.isEmpty || $0.hasPrefix("[heap") || $0.hasPrefix("[anon") }
          let salto = UInt64(marca.utf8.count - 8)
          let escrita = escribir(Data("ALTERADA".utf8), en: lugares.map { $0 + salto })
          let cambiada = marca.hasSuffix("ALTERADA")
          caja.withLock { $0.nombre = "ESCRITA:" + (escrita ? "si" : "no") + (cambiada ? ",cambiada" : "") + ";" }
        """,
      support: bubblewrap ? .detected : Self.withoutBubblewrap)
    let text = verdict.message
    #expect(text.contains("ESCRITA:no;"), "\(text)")
    #expect(verdict.outcome == .testsFailed, "\(text)")
  }
}

extension RunnerRuntimeAttackTests {
  /// Como root y sin poder cambiar de usuario (aquí, sin `setpriv`), el programa es root y
  /// abre su memoria aunque no sea volcable: el veredicto lo dice en su nota.
  @Test(.enabled(if: geteuid() == 0))
  func asRootWithoutAUserOfItsOwnTheVerdictSaysItCouldReadItsMemory() async throws {
    let detected = SandboxSupport.detected
    let reason = "falta setpriv (util-linux) para cambiar de usuario"
    let support = SandboxSupport(
      bubblewrap: detected.bubblewrap, prlimit: detected.prlimit, setpriv: nil, isRoot: true,
      gaps: detected.gaps + [.sameUser(reason: reason)])
    let verdict = try await Self.check(
      declarations: Self.memoryTools,
      statements: """
          let abiertas = abrirMemoria()
          caja.withLock { $0.nombre = "MEMORIA:" + abiertas.joined(separator: ",") + ";" }
        """,
      support: support)
    let text = verdict.message
    #expect(text.contains("MEMORIA:/proc/self/mem,pid,/proc/thread-self/mem,hilo;"), "\(text)")
    #expect(
      text.contains(
        "Nota: se ejecutó con tu mismo usuario (falta setpriv (util-linux) para cambiar de "
          + "usuario): pudo leer y cambiar su propia memoria (/proc/self/mem)."), "\(text)")
    #expect(verdict.outcome == .testsFailed, "\(text)")
  }
}
