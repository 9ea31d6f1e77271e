// swift-tools-version: 6.2
import PackageDescription

// Las mediciones, en un paquete aparte del de leccion (`..`): ni `swift build` ni las pruebas
// del proyecto las compilan. Se lanzan con `Benchmarks/correr NOMBRE`, siempre en release.
let package = Package(
  name: "leccion-benchmarks",
  dependencies: [.package(name: "leccion", path: "..")],
  targets: [
    .executableTarget(
      name: "SharedCoreBenchmarks",
      dependencies: [.product(name: "SharedCore", package: "leccion")],
      path: "SharedCoreBenchmarks"
    ),
    .executableTarget(
      name: "CodeRunnerBenchmarks",
      dependencies: [.product(name: "Checker", package: "leccion")],
      path: "CodeRunnerBenchmarks"
    ),
    .executableTarget(
      name: "LessonsBenchmarks",
      dependencies: [.product(name: "Lessons", package: "leccion")],
      path: "LessonsBenchmarks"
    ),
    .executableTarget(
      name: "CheckerBenchmarks",
      dependencies: [
        .product(name: "Checker", package: "leccion"),
        .product(name: "Lessons", package: "leccion"),
      ],
      path: "CheckerBenchmarks"
    ),
    .executableTarget(
      name: "ValidationBenchmarks",
      dependencies: [
        .product(name: "Checker", package: "leccion"),
        .product(name: "Lessons", package: "leccion"),
      ],
      path: "ValidationBenchmarks"
    ),
    .executableTarget(
      name: "GradingBenchmarks",
      dependencies: [
        .product(name: "Grading", package: "leccion"),
        .product(name: "Lessons", package: "leccion"),
        .product(name: "Checker", package: "leccion"),
        .product(name: "Workspace", package: "leccion"),
      ],
      path: "GradingBenchmarks",
      exclude: ["generar-clase.sh", "curso-banco"]
    ),
  ]
)
