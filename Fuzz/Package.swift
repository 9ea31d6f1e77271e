// swift-tools-version: 6.0
// Objetivos de fuzzing (libFuzzer): cada uno es un ejecutable propio, porque libFuzzer trae
// su propio `main` (aquí, el de `CFuzzerMain`). Se compilan y se ejecutan con `scripts/fuzz`,
// que pasa `-sanitize=fuzzer,address -parse-as-library`, en release o en debug; ver
// `Fuzz/README.md`.
import PackageDescription

let targets: [(name: String, dependencies: [String])] = [
  ("FuzzCourseLoader", ["Lessons"]),
  ("FuzzMermaid", ["Lessons", "Checker", "Flowchart"]),
  ("FuzzProgress", ["Workspace", "Lessons"]),
  ("FuzzHandIn", ["Grading", "Workspace", "Lessons"]),
  ("FuzzAssignment", ["Workspace", "Lessons"]),
  ("FuzzWeights", ["Grading", "Lessons"]),
  ("FuzzCompilerDiagnostics", ["Checker"]),
  ("FuzzAnswers", ["Checker", "Lessons", "Support"]),
  ("FuzzPresentation", ["Presentation", "Flowchart"]),
]

let package = Package(
  name: "leccion-fuzz",
  products: targets.map { .executable(name: $0.name, targets: [$0.name]) },
  dependencies: [.package(name: "leccion", path: "..")],
  targets: [
    .target(name: "FuzzSupport", dependencies: [.product(name: "Lessons", package: "leccion")]),
    // El `main` de cada objetivo (ver FuzzerMain.c); un objetivo nuevo se añade también allí.
    .target(name: "CFuzzerMain"),
  ]
    + targets.map { target in
      .executableTarget(
        name: target.name,
        dependencies: ["FuzzSupport", "CFuzzerMain"]
          + target.dependencies.map { .product(name: $0, package: "leccion") })
    }
)
