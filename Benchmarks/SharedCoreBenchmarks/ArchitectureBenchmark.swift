import Foundation
import SharedCore

/// Mide la capa de arquitectura con colecciones grandes: editar un elemento por id con
/// `Store.send`, afirmarlo con un `TestStore` y buscar por id, con 10 000 y 100 000
/// elementos. Editar y buscar por id deben quedarse planos al crecer ×10; la aserción
/// del `TestStore` crece como la igualdad del estado (lineal), no peor.
@MainActor
func runArchitectureBenchmark() async {
  print(
    "Arquitectura (IdentifiedArrayOf, Store, TestStore); tiempo de CPU, el mejor de varios intentos"
  )
  let sizes = [10_000, 100_000]

  var sendTimes: [Double] = []
  for size in sizes {
    sendTimes.append(best(of: 5) { measureStoreSend(elements: size, actions: 5_000) })
  }
  printRows(
    "Store.send que edita un elemento (forEach)", sizes, sendTimes, unit: .micro, per: "acción")

  var assertTimes: [Double] = []
  for size in sizes {
    var times: [Double] = []
    for _ in 0..<3 {
      times.append(await measureTestStoreStep(elements: size, steps: size > 10_000 ? 10 : 50))
    }
    assertTimes.append(times.min() ?? 0)
  }
  printRows(
    "TestStore.send con aserción del mismo cambio", sizes, assertTimes, unit: .milli, per: "paso")

  var lookupTimes: [Double] = []
  var hotLookupTimes: [Double] = []
  for size in sizes {
    lookupTimes.append(
      best(of: 9) { measureLookups(elements: size, lookups: 10_000, distinct: 10_000) })
    hotLookupTimes.append(
      best(of: 9) { measureLookups(elements: size, lookups: 10_000, distinct: 500) })
  }
  printRows("10 000 búsquedas por id al azar", sizes, lookupTimes, unit: .milli, per: "10 000")
  printRows(
    "10 000 búsquedas por id entre 500 ids (sin fallos de caché)", sizes, hotLookupTimes,
    unit: .milli, per: "10 000")

  var scanTimes: [Double] = []
  for size in sizes {
    scanTimes.append(best(of: 3) { measureLinearScan(elements: size, lookups: 1_000) })
  }
  printRows(
    "1 000 búsquedas en una lista plana (comparación)", sizes, scanTimes, unit: .milli, per: "1 000"
  )
}

/// Solo `Store.send` con 10 000 elementos: lo que cuesta despachar una acción por
/// `forEach` (extraer el caso del enum incluido), para comparar dos versiones del motor.
@MainActor
func runStoreSendBenchmark() {
  let time = best(of: 7) { measureStoreSend(elements: 10_000, actions: 2_000) }
  print(
    "Store.send que edita un elemento (forEach, 10 000 elementos): "
      + String(format: "%.2f µs por acción (el mejor de 7)", time * 1e6))
}

/// `Store.send` de `actions` acciones por `forEach` con 10 000 elementos, sin reloj, para
/// contar sus instrucciones con callgrind (ver `runSharedInstructionLoops`).
@MainActor
func runStoreSendInstructionLoop(actions: Int) {
  let store = Store(initialState: lista(10_000)) { ListaBench() }
  for index in 0..<100 {  // calentamiento, fuera de `storeSends`, que es lo que se cuenta
    store.send(.filas(.element(id: index, action: .renombrar("\(index)"))))
  }
  storeSends(store, elements: 10_000, actions: actions)
}

@MainActor @inline(never)
private func storeSends(
  _ store: Store<ListaBench.State, ListaBench.Action>, elements: Int, actions: Int
) {
  var generator = SplitMix(seed: 1)
  for index in 0..<actions {
    store.send(
      .filas(.element(id: generator.next(below: elements), action: .renombrar("\(index)"))))
  }
}

/// El mejor de `count` intentos: la máquina se comparte, y el mínimo es lo que menos
/// depende de lo que hagan los demás procesos.
private func best(of count: Int, _ measure: () -> Double) -> Double {
  (0..<count).map { _ in measure() }.min() ?? 0
}

// MARK: - La feature medida

private struct FilaBench: Reducer {
  struct State: Identifiable, Equatable {
    let id: Int
    var titulo: String
    var hecha = false
  }
  enum Action: Equatable { case renombrar(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .renombrar(let titulo):
      state.titulo = titulo
      return .none
    }
  }
}

private struct ListaBench: Reducer {
  struct State: Equatable {
    var filas: IdentifiedArrayOf<FilaBench.State>
  }
  enum Action: Equatable { case filas(IdentifiedActionOf<FilaBench>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.filas, action: Action.filas) { FilaBench() }
  }
}

private func lista(_ count: Int) -> ListaBench.State {
  ListaBench.State(
    filas: IdentifiedArray(
      uniqueElements: (0..<count).map { FilaBench.State(id: $0, titulo: "\($0)") }))
}

// MARK: - Mediciones (segundos por operación)

@MainActor
private func measureStoreSend(elements: Int, actions: Int) -> Double {
  let store = Store(initialState: lista(elements)) { ListaBench() }
  var generator = SplitMix(seed: 1)
  for index in 0..<1_000 {  // calentamiento
    store.send(
      .filas(.element(id: generator.next(below: elements), action: .renombrar("\(index)"))))
  }
  let start = cpuNow()
  for index in 0..<actions {
    store.send(
      .filas(.element(id: generator.next(below: elements), action: .renombrar("\(index)"))))
  }
  return (cpuNow() - start) / Double(actions)
}

@MainActor
private func measureTestStoreStep(elements: Int, steps: Int) async -> Double {
  let store = TestStore(initialState: lista(elements)) { ListaBench() }
  var generator = SplitMix(seed: 2)
  var total = 0.0
  for index in 0..<(steps + 2) {
    let id = generator.next(below: elements)
    let titulo = "t\(index)"
    let start = cpuNow()
    await store.send(.filas(.element(id: id, action: .renombrar(titulo)))) {
      $0.filas[id: id]?.titulo = titulo
    }
    if index >= 2 { total += cpuNow() - start }  // dos de calentamiento
  }
  return total / Double(steps)
}

/// `lookups` búsquedas de ids al azar entre `distinct` ids distintos.
private func measureLookups(elements: Int, lookups: Int, distinct: Int) -> Double {
  let filas = lista(elements).filas
  var generator = SplitMix(seed: 3)
  let pool = (0..<distinct).map { _ in generator.next(below: elements) }
  let ids = (0..<lookups).map { pool[$0 % distinct] }
  var found = 0
  for id in ids.prefix(1_000) { found &+= filas[id: id]?.id ?? 0 }  // calentamiento
  let start = cpuNow()
  for id in ids { found &+= filas[id: id]?.id ?? 0 }
  let elapsed = cpuNow() - start
  blackHole(found)
  return elapsed
}

private func measureLinearScan(elements: Int, lookups: Int) -> Double {
  let filas = Array(lista(elements).filas)
  var generator = SplitMix(seed: 3)
  let ids = (0..<lookups).map { _ in generator.next(below: elements) }
  var found = 0
  let start = cpuNow()
  for id in ids { found &+= filas.first { $0.id == id }?.id ?? 0 }
  let elapsed = cpuNow() - start
  blackHole(found)
  return elapsed
}

// MARK: - Informe

private enum Unit {
  case micro, milli

  func write(_ seconds: Double) -> String {
    switch self {
    case .micro: return decimal(seconds * 1e6) + " µs"
    case .milli: return decimal(seconds * 1e3) + " ms"
    }
  }
}

private func printRows(_ title: String, _ sizes: [Int], _ times: [Double], unit: Unit, per: String)
{
  print("  \(title)")
  for (index, size) in sizes.enumerated() {
    var line = "    \(grouped(size)) elementos: \(unit.write(times[index])) por \(per)"
    if index > 0, times[0] > 0 {
      line += " (×\(decimal(times[index] / times[0])) con ×\(size / sizes[0]) elementos)"
    }
    print(line)
  }
}

private func decimal(_ value: Double) -> String {
  String(format: value < 10 ? "%.2f" : "%.1f", value).replacingOccurrences(of: ".", with: ",")
}

private func grouped(_ value: Int) -> String {
  var digits = String(value)
  var result = ""
  while digits.count > 3 {
    result = " " + digits.suffix(3) + result
    digits.removeLast(3)
  }
  return digits + result
}

/// El tiempo de CPU de este hilo, en segundos: en una máquina compartida depende mucho
/// menos de los demás procesos que el reloj de pared.
private func cpuNow() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@inline(never)
private func blackHole(_ value: Int) {
  if value == .min { print(value) }
}

/// Un generador pseudoaleatorio reproducible.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
