// swift-tools-version: 6.2
import PackageDescription

/// Las bibliotecas `names` del paquete de leccion.
func leccion(_ names: String...) -> [Target.Dependency] {
  names.map { .product(name: $0, package: "leccion") }
}

// Las mediciones, en un paquete aparte del de leccion (`..`): ni `swift build` ni las pruebas
// del proyecto las compilan. Se lanzan con `Benchmarks/correr NOMBRE`, siempre en release.
let package = Package(
  name: "leccion-benchmarks",
  dependencies: [.package(name: "leccion", path: "..")],
  targets: [
    .executableTarget(
      name: "SharedCoreBenchmarks", dependencies: leccion("SharedCore"),
      path: "SharedCoreBenchmarks", exclude: ["contar-instrucciones.sh"]),
    .executableTarget(
      name: "CodeRunnerBenchmarks", dependencies: leccion("Checker"),
      path: "CodeRunnerBenchmarks"),
    .executableTarget(
      name: "LessonsBenchmarks", dependencies: leccion("Lessons"), path: "LessonsBenchmarks"),
    .executableTarget(
      name: "CheckerBenchmarks", dependencies: leccion("Checker", "Lessons", "Flowchart"),
      path: "CheckerBenchmarks"),
    .executableTarget(
      name: "ValidationBenchmarks", dependencies: leccion("Checker", "Lessons"),
      path: "ValidationBenchmarks"),
    .executableTarget(
      name: "GradingBenchmarks",
      dependencies: leccion("Grading", "Lessons", "Checker", "Workspace"),
      path: "GradingBenchmarks", exclude: ["generar-clase.sh", "curso-banco"]),
    .executableTarget(
      name: "VariantBenchmarks",
      dependencies: leccion("Grading", "Lessons", "Checker", "Workspace"),
      path: "VariantBenchmarks"),
  ]
)
