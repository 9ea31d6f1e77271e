// Mide cuántas respuestas por segundo corrige cada tipo que no es de código.
//
//   Benchmarks/correr CheckerBenchmarks [--respuestas N]
//
// Cada tipo corrige N respuestas (10 000 por defecto), mezcla fija de correctas, casi y
// equivocadas; se repite 5 veces y se da la mediana del tiempo de CPU.
import Checker
import Flowchart
import Foundation
import Lessons

let arguments = Array(CommandLine.arguments.dropFirst())
let count: Int = {
  guard let flag = arguments.firstIndex(of: "--respuestas"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1])
  else { return 10_000 }
  return max(1, value)
}()

/// Generador congruencial: la misma mezcla de respuestas en cada ejecución.
struct Mix {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  mutating func pick<T>(_ items: [T]) -> T {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return items[Int((state >> 33) % UInt64(items.count))]
  }
}

let here = SourceLocation(file: nil, line: 1)

// MARK: Ejercicios

let choice = ChoiceExercise(
  allowsSeveral: true,
  options: [
    .init(
      id: "a", text: "Se escribe con withLock.", isCorrect: true, explanation: "Única forma.",
      location: here
    ),
    .init(
      id: "b", text: "Leer no necesita cerrojo.", isCorrect: true, explanation: "Leer es directo.",
      location: here),
    .init(
      id: "c", text: "Se puede asignar.", isCorrect: false, explanation: "No compila.",
      location: here),
    .init(
      id: "d", text: "Cada copia tiene su caja.", isCorrect: false, explanation: "Es la misma.",
      location: here),
  ])
let freeText = FreeTextExercise(
  answer: "withLock", synonyms: ["with lock", "el método withLock", "la función withLock"],
  explanation: "Es la única puerta de escritura.")
let output = "Ada\nGrace\n3\n[\"a\", \"b\"]\nfin"
// El diagrama de la lección 5 de origen, el mismo de las pruebas.
let decisionURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Tests/Fixtures/diagramas/cuando-compartir.mmd")
  .standardizedFileURL
guard let decisionText = try? String(contentsOf: decisionURL, encoding: .utf8) else {
  fatalError("No puedo leer \(decisionURL.path)")
}
let decision: Flowchart
do {
  decision = try FlowchartParser.parse(decisionText)
} catch {
  fatalError("el diagrama de referencia no se puede leer: \(error)")
}
let walk = FlowchartWalkExercise(
  diagramID: "decision", diagramLocation: here, scenario: "La sesión.",
  steps: [
    .init(node: "Q2", answer: "no", explanation: "Lejos.", location: here),
    .init(node: "Q3", answer: "dato", explanation: "Es un valor.", location: here),
    .init(node: "Q4", answer: "no", explanation: "Es de la app.", location: here),
    .init(node: "Q5", answer: "si", explanation: "Una sola.", location: here),
  ],
  destination: "S5", destinationLocation: here)
let walkChecker = FlowchartWalkChecker(exercise: walk, flowchart: decision)
let rebuild = FlowchartRebuildExercise(
  diagramID: "decision", diagramLocation: here, explanation: "Por qué.")
let admission = AdmissionExercise(
  context: nil,
  items: (0..<12).map { index in
    .init(
      declaration: "@Shared(.appStorage(\"k\(index)\")) var k\(index) = \(index)",
      verdict: AdmissionVerdict.allCases[index % 3], explanation: "Por qué \(index).",
      location: here)
  })

// MARK: Respuestas

var mix = Mix()
let choiceAnswers = (0..<count).map { _ in
  mix.pick(["a, b", "a", "b a", "c", "a b c", "d", "", "b, a"])
}
let textAnswers = (0..<count).map { _ in
  mix.pick([
    "withLock", "  WITHLOCK ", "withLok", "el metodo withlock", "mutate", "asignar",
    "with lock()", "wihtLock",
  ])
}
let predictionAnswers = (0..<count).map { _ in
  mix.pick([output, "Ada\nAda\n3", "ada\ngrace\n3\n[\"a\", \"b\"]\nFIN", output + "\nmás", ""])
}
let walkAnswers = (0..<count).map { _ in
  mix.pick([
    ["no", "dato", "no", "si"], ["si"], ["no", "evento"], ["no", "dato", "quizá"],
    ["NO", "Dato", "No", "Sí"], ["no", "dato"],
  ])
}
let reordered = decisionText.split(separator: "\n").reversed().joined(separator: "\n")
  .replacingOccurrences(of: "flowchart TD", with: "")
let rebuildAnswers = (0..<count).map { _ in
  mix.pick([
    decisionText,
    "flowchart LR\n" + reordered,
    decisionText.replacingOccurrences(of: "cercano", with: "cercno"),
    decisionText.replacingOccurrences(of: "|si| S1", with: "|no| S1"),
    "flowchart TD\nQ1[Dos features necesitan el mismo dato] --> Q2[Hay ancestro comun cercano]",
    "flowchart TD\nA[roto --> B",
  ])
}
let admissionKey: [String?] = admission.items.map { $0.verdict.rawValue }
let admissionAnswers: [[String?]] = (0..<count).map { index in
  index % 4 == 0
    ? admissionKey
    : (0..<12).map { _ in mix.pick(["admitida", "rechazada", "higiene", "a", nil]) }
}

// MARK: Medida

/// Segundos de CPU de este hilo: en una máquina compartida varían mucho menos que el reloj.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@MainActor func measure(_ name: String, _ body: () -> Int) {
  var samples: [Double] = []
  var passed = 0
  for _ in 0..<5 {
    let start = cpuSeconds()
    passed = body()
    samples.append(cpuSeconds() - start)
  }
  let median = samples.sorted()[samples.count / 2]
  let perSecond = Double(count) / median
  let name = name.padding(toLength: 14, withPad: " ", startingAt: 0)
  print(
    "\(name) \(String(format: "%10.0f", perSecond)) corr./s  "
      + "\(String(format: "%7.2f", median * 1e6 / Double(count))) µs/corr.  "
      + "(\(passed) de \(count) correctas)")
}

print("\(count) respuestas por tipo; mediana de 5 pasadas, en tiempo de CPU del hilo")
measure("eleccion") {
  choiceAnswers.filter { ChoiceChecker.check(choice, answer: $0).passed }.count
}
measure("texto") { textAnswers.filter { FreeTextChecker.check(freeText, answer: $0).passed }.count }
measure("prediccion") {
  predictionAnswers.filter { PredictionChecker.check(prediction: $0, output: output).passed }.count
}
measure("recorrido") { walkAnswers.filter { walkChecker.check($0).passed }.count }
measure("mermaid") {
  rebuildAnswers.filter {
    FlowchartRebuildChecker.check(rebuild, reference: decision, answer: $0).passed
  }.count
}
measure("admision") {
  admissionAnswers.filter { AdmissionChecker.check(admission, answers: $0).passed }.count
}
