/// Calcula la diferencia entre el estado esperado y el real.
///
/// Las cajas compartidas se comparan por su contenido: en el lado esperado, la
/// instantánea del `TestStore` (lo que afirmó la prueba); en el real, el valor vivo.
enum StateDiffer {
  /// Las diferencias de `expected` a `actual`; `path` nombra la raíz (vacío: el estado).
  static func diff(expected: Any, actual: Any, path: String = "") -> StateDiff {
    var output = Output()
    SharedTestingContext.$mode.withValue(.comparing) {
      walk(expected, actual, path: path, into: &output)
    }
    return StateDiff(lines: output.lines)
  }

  private static func walk(
    _ expected: Any, _ actual: Any, path: String, into lines: inout Output
  ) {
    var expected = expected
    var actual = actual
    if let shared = expected as? any SharedValueReflecting {
      expected = shared.reflectedValue(from: .expected)
    }
    if let shared = actual as? any SharedValueReflecting {
      // Una caja que aparece en varios sitios del estado se muestra una vez, en el primero.
      guard lines.seenBoxes.insert(ObjectIdentifier(shared.rootBox)).inserted else {
        lines.repeatedBoxes += 1
        return
      }
      actual = shared.reflectedValue(from: .live)
    }
    guard type(of: expected) == type(of: actual) else {
      return leaf(expected, actual, path: path, into: &lines)
    }
    if let equal = areEqual(expected, actual), equal { return }
    if let expectedItems = expected as? any IdentifiedCollectionReflecting,
      let actualItems = actual as? any IdentifiedCollectionReflecting
    {
      return walkIdentified(
        expectedItems.identifiedEntries, actualItems.identifiedEntries, path: path, into: &lines)
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    if isAtomic(expected) || expectedMirror.children.isEmpty && actualMirror.children.isEmpty {
      return leaf(expected, actual, path: path, into: &lines)
    }
    switch expectedMirror.displayStyle {
    case .optional:
      guard let lhs = expectedMirror.children.first?.value,
        let rhs = actualMirror.children.first?.value
      else { return leaf(expected, actual, path: path, into: &lines) }
      walk(lhs, rhs, path: path, into: &lines)
    case .struct, .tuple, .class:
      walkFields(expected, actual, path: path, into: &lines)
    case .enum:
      guard let lhs = expectedMirror.children.first, let rhs = actualMirror.children.first,
        let label = lhs.label, label == rhs.label
      else { return leaf(expected, actual, path: path, into: &lines) }
      walk(lhs.value, rhs.value, path: join(path, label), into: &lines)
    case .collection:
      walkCollection(
        expectedMirror.children.map(\.value), actualMirror.children.map(\.value), path: path,
        into: &lines)
    case .dictionary, .set:
      walkKeyed(expectedMirror, actualMirror, path: path, into: &lines)
    default:
      leaf(expected, actual, path: path, into: &lines)
    }
  }

  private static func walkFields(
    _ expected: Any, _ actual: Any, path: String, into lines: inout Output
  ) {
    let lhs = Array(Mirror(reflecting: expected).children)
    let rhs = Array(Mirror(reflecting: actual).children)
    guard lhs.count == rhs.count else {
      return leaf(expected, actual, path: path, into: &lines)
    }
    let before = lines.count
    for (index, (left, right)) in zip(lhs, rhs).enumerated() {
      walk(left.value, right.value, path: join(path, left.label ?? ".\(index)"), into: &lines)
    }
    if lines.count == before { leaf(expected, actual, path: path, into: &lines) }
  }

  private static func walkCollection(
    _ expected: [Any], _ actual: [Any], path: String, into lines: inout Output
  ) {
    if expected.count == actual.count {
      for index in expected.indices {
        walk(expected[index], actual[index], path: path + "[\(index)]", into: &lines)
      }
      return
    }
    var prefix = 0
    while prefix < min(expected.count, actual.count), same(expected[prefix], actual[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(expected.count, actual.count) - prefix,
      same(expected[expected.count - 1 - suffix], actual[actual.count - 1 - suffix])
    {
      suffix += 1
    }
    for index in prefix..<(expected.count - suffix) {
      lines.append(
        .missing(path: path + "[\(index)]", expected: format(expected[index], .expected)))
    }
    for index in prefix..<(actual.count - suffix) {
      lines.append(.extra(path: path + "[\(index)]", actual: format(actual[index], .live)))
    }
  }

  private static func walkIdentified(
    _ expected: [(id: AnyHashable, element: Any)], _ actual: [(id: AnyHashable, element: Any)],
    path: String, into lines: inout Output
  ) {
    let actualByID = Dictionary(actual.map { ($0.id, $0.element) }, uniquingKeysWith: { a, _ in a })
    let expectedIDs = Set(expected.map(\.id))
    for (id, element) in expected {
      let elementPath = path + "[id: \(format(id.base, .live))]"
      if let other = actualByID[id] {
        walk(element, other, path: elementPath, into: &lines)
      } else {
        lines.append(.missing(path: elementPath, expected: format(element, .expected)))
      }
    }
    for (id, element) in actual where !expectedIDs.contains(id) {
      lines.append(
        .extra(path: path + "[id: \(format(id.base, .live))]", actual: format(element, .live)))
    }
    let commonExpected = expected.map(\.id).filter { actualByID[$0] != nil }
    let commonActual = actual.map(\.id).filter { expectedIDs.contains($0) }
    if commonExpected != commonActual {
      lines.append(
        .changed(
          path: path + " (orden)", expected: format(commonExpected.map(\.base), .expected),
          actual: format(commonActual.map(\.base), .live)))
    }
  }

  private static func walkKeyed(
    _ expected: Mirror, _ actual: Mirror, path: String, into lines: inout Output
  ) {
    let isSet = expected.displayStyle == .set
    func entries(_ mirror: Mirror, _ source: SharedValueSource) -> [String: Any] {
      var result: [String: Any] = [:]
      for child in mirror.children {
        if isSet {
          result[format(child.value, source)] = child.value
        } else {
          let pair = Mirror(reflecting: child.value).children.map(\.value)
          guard pair.count == 2 else { continue }
          result[format(pair[0], source)] = pair[1]
        }
      }
      return result
    }
    let lhs = entries(expected, .expected)
    let rhs = entries(actual, .live)
    for key in lhs.keys.sorted() {
      guard let left = lhs[key] else { continue }
      let entryPath = isSet ? path : path + "[\(key)]"
      if let right = rhs[key] {
        if !isSet { walk(left, right, path: entryPath, into: &lines) }
      } else {
        lines.append(.missing(path: entryPath, expected: format(left, .expected)))
      }
    }
    for key in rhs.keys.sorted() where lhs[key] == nil {
      guard let right = rhs[key] else { continue }
      lines.append(.extra(path: isSet ? path : path + "[\(key)]", actual: format(right, .live)))
    }
  }

  private static func leaf(
    _ expected: Any, _ actual: Any, path: String, into lines: inout Output
  ) {
    lines.append(
      .changed(
        path: path.isEmpty ? "estado" : path, expected: format(expected, .expected),
        actual: format(actual, .live)))
  }

  /// Si dos elementos son iguales (por `==` si se puede, si no por cómo se escriben).
  private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    areEqual(lhs, rhs) ?? (format(lhs, .expected) == format(rhs, .live))
  }

  private static func format(_ value: Any, _ source: SharedValueSource) -> String {
    ValueFormatter.format(value, source: source)
  }

  private static func join(_ path: String, _ label: String) -> String {
    if label.hasPrefix(".") { return path + label }
    return path.isEmpty ? label : path + "." + label
  }

  /// Valores que se muestran enteros, sin entrar en sus campos.
  private static func isAtomic(_ value: Any) -> Bool {
    value is String || value is Substring || value is Character || value is any Numeric
      || value is Bool || value is any StringProtocol
      || ValueFormatter.isFoundationLeaf(value)
  }

  /// `lhs == rhs` si ambos son del mismo tipo `Equatable`; `nil` si no se puede saber.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
  }
}

extension StateDiffer {
  /// Lo que se va acumulando al recorrer los dos estados.
  struct Output {
    var lines: [StateDiff.Line] = []
    /// Las cajas compartidas ya comparadas.
    var seenBoxes: Set<ObjectIdentifier> = []
    /// Cuántas veces se saltó una caja ya comparada.
    var repeatedBoxes = 0

    /// Cuánto se ha dicho ya: líneas escritas y cajas que se dejaron por repetidas.
    var count: Int { lines.count + repeatedBoxes }

    mutating func append(_ line: StateDiff.Line) {
      lines.append(line)
    }
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool? {
    guard let other = other as? Self else { return nil }
    return self == other
  }
}
