import Foundation
import Support

/// Los archivos de un lote de `corregir` compilados a **un objeto por archivo**, para que el
/// propio compilador no vuelva a generar el código de un archivo que ya generó para otra
/// entrega.
///
/// `swift-frontend` guarda en cada objeto un resumen (MD5) del IR de LLVM del que salió y, si
/// el archivo de salida ya existe y lleva el mismo resumen, no lo vuelve a generar: el
/// código de LLVM es casi la mitad de compilar los archivos de una entrega (≈ 0,27 s de
/// ≈ 0,6 s para los diez de `curso-banco`). Con `-num-threads 1` en `-wmo`, el IR va por
/// archivo y hay una salida por archivo; antes de compilar, en el lugar de cada salida se
/// pone el objeto que salió la última vez de un archivo con el mismo código en esa misma
/// posición (`key`: sin comentarios ni espacios de más, con sus líneas), de cualquier
/// entrega de la clase. El compilador decide: si el IR es otro, escribe el suyo; si es el
/// mismo, el objeto es byte a byte el que habría escrito. Después, `ld.lld -r` une las
/// partes en el objeto de siempre (`merged`), y todo lo demás (la comparación de la
/// interfaz, el enlace, lo que se aprende del enlace) no cambia.
///
/// Lo que se pone en el lugar de una salida es siempre un objeto que escribió el compilador
/// en la caja de otra compilación (ningún código de ninguna persona se ejecuta al
/// compilar), guardado con su resumen SHA-256 (`CodeCache.copyObjectPart`). Si la
/// compilación falla, nada de esa carpeta se usa.
///
/// ```swift
/// let partes = ObjectParts(merged: "/c/ejercicio.o", inputs: ["/c/u0-0.swift", "/c/u1-0.swift"])
/// partes.frontend(plan)  // … "-num-threads" "1" "-o" "/c/ejercicio-0.o" "-o" "/c/ejercicio-1.o" …
/// ```
struct ObjectParts: Sendable, Hashable {
  /// El objeto de todos, el que se enlaza.
  var merged: String
  /// Los archivos de la persona, en el orden en que se compilan.
  var inputs: [String]

  /// El código de salida del shell si falla la unión de las partes.
  static let mergeFailed: Int32 = 97

  /// Si `LECCION_OBJETOS_SIN_REUSAR=1`, un objeto para todo el lote, como antes: para medir lo
  /// que ahorra en una misma corrida (`GradingBenchmarks`, modo `objetos-N`).
  static var disabledByEnvironment: Bool {
    EnvironmentVariable.value("LECCION_OBJETOS_SIN_REUSAR") == "1"
  }

  /// El objeto del archivo `index`.
  var parts: [String] {
    let base = merged.hasSuffix(".o") ? String(merged.dropLast(2)) : merged
    return inputs.indices.map { base + "-\($0).o" }
  }

  /// Las mismas rutas vistas desde dentro de la caja.
  func mapped(_ inside: (String) -> String) -> ObjectParts {
    ObjectParts(merged: inside(merged), inputs: inputs.map(inside))
  }

  /// `plan` (la llamada a `swift-frontend` de `FrontendPlan`) con una salida por archivo en vez
  /// de `-o merged`; `nil` si el plan no compila exactamente `inputs`, en ese orden, a
  /// `merged`, o ya elige sus hilos.
  func frontend(_ plan: [String]) -> [String]? {
    let outputs = plan.indices.filter { plan[$0] == "-o" }
    guard outputs.count == 1, let output = outputs.first, output + 1 < plan.count,
      plan[output + 1] == merged, !plan.contains("-num-threads"),
      plan.filter({ $0.hasSuffix(".swift") }) == inputs,
      parts.allSatisfy(FrontendPlan.isPlain)
    else { return nil }
    return Array(plan[..<output]) + ["-num-threads", "1"]
      + parts.flatMap { ["-o", $0] } + Array(plan[(output + 2)...])
  }

  /// La orden de shell que une las partes en `merged` con `linker` (`ld.lld`).
  func merge(linker: String) -> String {
    ([linker, "-r", "-o", merged] + parts).joined(separator: " ")
  }

  /// La clave con que se guarda y se busca el objeto de un archivo: el compilador (su
  /// huella) y las opciones, el nombre del archivo (su ruta llega al IR con `#file`) y su
  /// código sin comentarios ni espacios, cada token con su línea. Es solo una apuesta: quien
  /// decide si vale es el compilador.
  static func key(
    fileName: String, contents: String, fingerprint: String, flags: [String]
  ) -> String {
    var hash = SHA256()
    hash.update(field: "parte-1")
    hash.update(field: fingerprint)
    for flag in flags { hash.update(field: flag) }
    hash.update(field: fileName)
    let tokens = SwiftTokenizer.tokens(of: contents)
    if tokens.isCertain {
      for token in tokens.code { hash.update(field: "\(token.line) \(token.text)") }
    } else {
      hash.update(field: contents)
    }
    return hash.hexDigest()
  }
}
