import Foundation

/// Lo que se lee de un archivo ELF de 64 bits, little endian (lo único que produce y enlaza
/// el compilador de Swift en Linux x86-64 y arm64): el contenido de una sección (la de las
/// bibliotecas que pide un objeto, para `AutolinkEntries`), lo que un objeto deja sin definir,
/// lo que exporta una biblioteca dinámica y las bibliotecas que esta pide (`DT_NEEDED`), para
/// que `LinkLibraries` sepa cuáles hacen falta en un enlace.
///
/// Solo lee: un archivo que no es un ELF así, o que está cortado, da `nil`.
///
/// ```swift
/// ELFSymbols(path: "ejercicio.o")?.undefined       // ["$s10SharedCore0A0V…", "malloc", …]
/// ELFSymbols(path: "libTesting.so")?.exported      // ["$s7Testing5IssueV…", …]
/// ELFSymbols(path: "libSharedCore.so")?.needed     // ["libswiftCore.so", …]
/// ```
struct ELFSymbols {
  private let bytes: [UInt8]
  private let sections: [Section]
  /// El índice de la sección con los nombres de las secciones (`e_shstrndx`).
  private let namesIndex: Int

  private struct Section {
    var name: Int
    var type: Int
    var offset: Int
    var size: Int
    var link: Int
    var entrySize: Int
  }

  private static let symbolTable = 2
  private static let dynamicSymbols = 11
  private static let dynamicSection = 6
  private static let neededTag = 1

  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  init?(data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C,
      bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1
    else { return nil }
    self.bytes = bytes
    guard let table = Self.integer(bytes, 0x28, 8), let entrySize = Self.integer(bytes, 0x3A, 2),
      let count = Self.integer(bytes, 0x3C, 2), let namesIndex = Self.integer(bytes, 0x3E, 2),
      entrySize >= 64, count == 0 || namesIndex < count
    else { return nil }
    self.namesIndex = namesIndex
    var sections: [Section] = []
    for index in 0..<count {
      let start = table + index * entrySize
      guard let name = Self.integer(bytes, start, 4), let type = Self.integer(bytes, start + 4, 4),
        let offset = Self.integer(bytes, start + 0x18, 8),
        let size = Self.integer(bytes, start + 0x20, 8),
        let link = Self.integer(bytes, start + 0x28, 4),
        let itemSize = Self.integer(bytes, start + 0x38, 8)
      else { return nil }
      // Una sección sin bytes en el archivo (`SHT_NOBITS`) puede tener cualquier tamaño.
      if type != 8 && (offset > bytes.count || size > bytes.count - offset) { return nil }
      sections.append(
        Section(name: name, type: type, offset: offset, size: size, link: link, entrySize: itemSize)
      )
    }
    self.sections = sections
  }

  /// Los bytes de la sección `name` (vacío si no la tiene).
  func contents(ofSection name: String) -> Data {
    guard namesIndex < sections.count else { return Data() }
    let names = sections[namesIndex]
    for section in sections where section.type != 8 {
      if string(in: names, at: section.name) == name {
        return Data(bytes[section.offset..<section.offset + section.size])
      }
    }
    return Data()
  }

  /// Los nombres que el objeto usa sin definir (globales o débiles): lo que tiene que dar
  /// otro objeto o una biblioteca al enlazar.
  var undefined: Set<String> {
    symbols(in: Self.symbolTable) { $0 == 0 }
  }

  /// Los nombres que el objeto define para otros (globales o débiles).
  var defined: Set<String> {
    symbols(in: Self.symbolTable) { $0 != 0 }
  }

  /// Lo que los objetos de un archivo `ar` (una biblioteca estática enlazada entera, como el
  /// arnés con `--whole-archive`) usan sin que ninguno de ellos lo defina; `nil` si algún
  /// miembro no se puede leer.
  static func undefined(inArchiveAt path: String) -> Set<String>? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    guard bytes.count >= 8, Array(bytes[0..<8]) == Array("!<arch>\n".utf8) else { return nil }
    var used: Set<String> = []
    var provided: Set<String> = []
    var offset = 8
    while offset + 60 <= bytes.count {
      let sizeText = String(decoding: bytes[offset + 48..<offset + 58], as: UTF8.self)
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces)), size >= 0,
        offset + 60 + size <= bytes.count
      else { return nil }
      let member = Data(bytes[offset + 60..<offset + 60 + size])
      if member.starts(with: [0x7F, 0x45, 0x4C, 0x46]) {
        guard let symbols = ELFSymbols(data: member) else { return nil }
        used.formUnion(symbols.undefined)
        provided.formUnion(symbols.defined)
      }
      offset += 60 + size + size % 2
    }
    return used.subtracting(provided)
  }

  /// Los nombres que la biblioteca dinámica define y exporta (globales, débiles o únicos).
  var exported: Set<String> {
    symbols(in: Self.dynamicSymbols) { $0 != 0 }
  }

  /// Las bibliotecas que pide al cargarse (`DT_NEEDED`), en orden.
  var needed: [String] {
    var names: [String] = []
    for section in sections where section.type == Self.dynamicSection {
      guard section.link < sections.count else { continue }
      let strings = sections[section.link]
      var offset = section.offset
      while offset + 16 <= section.offset + section.size {
        guard let tag = Self.integer(bytes, offset, 8) else { break }
        if tag == 0 { break }
        if tag == Self.neededTag, let value = Self.integer(bytes, offset + 8, 8),
          let name = string(in: strings, at: value)
        {
          names.append(name)
        }
        offset += 16
      }
    }
    return names
  }

  /// Los símbolos globales, débiles o únicos de las tablas de tipo `type` cuyo índice de
  /// sección (0: sin definir) cumple `keep`.
  private func symbols(in type: Int, where keep: (Int) -> Bool) -> Set<String> {
    var names: Set<String> = []
    for section in sections where section.type == type && section.entrySize >= 24 {
      guard section.link < sections.count else { continue }
      let strings = sections[section.link]
      var offset = section.offset + section.entrySize  // el primero es el símbolo nulo
      while offset + 24 <= section.offset + section.size {
        let binding = bytes[offset + 4] >> 4
        // Globales (1), débiles (2) o únicos de GNU (10); los locales no salen del objeto.
        if binding == 1 || binding == 2 || binding == 10,
          let index = Self.integer(bytes, offset + 6, 2), keep(index),
          let nameOffset = Self.integer(bytes, offset, 4),
          let name = string(in: strings, at: nameOffset), !name.isEmpty
        {
          names.insert(name)
        }
        offset += section.entrySize
      }
    }
    return names
  }

  private func string(in table: Section, at offset: Int) -> String? {
    guard offset < table.size else { return nil }
    let start = table.offset + offset
    let end = table.offset + table.size
    var cursor = start
    while cursor < end && bytes[cursor] != 0 { cursor += 1 }
    guard cursor < end else { return nil }
    return String(decoding: bytes[start..<cursor], as: UTF8.self)
  }

  private static func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int? {
    guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return value > UInt64(Int.max) ? nil : Int(value)
  }
}
