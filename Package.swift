// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "leccion",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "leccion", targets: ["leccion"]),
    // Los ejercicios de código se compilan con `swiftc` contra esta biblioteca.
    .library(name: "SharedCore", type: .dynamic, targets: ["SharedCore"]),
    // Para el paquete de fuzzing (`Fuzz/`), que depende de este por ruta.
    .library(name: "Support", targets: ["Support"]),
    .library(name: "Lessons", targets: ["Lessons"]),
    .library(name: "Checker", targets: ["Checker"]),
    .library(name: "Workspace", targets: ["Workspace"]),
    .library(name: "Grading", targets: ["Grading"]),
  ],
  targets: [
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .systemLibrary(
      name: "CCMark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .target(name: "SharedCore"),
    .target(name: "Support"),
    .target(name: "Lessons", dependencies: ["Support"]),
    // Lo que se ve en la terminal: Markdown, diagramas, estilos, ajuste y paginado.
    .target(name: "Presentation", dependencies: ["Support", "CCMark"]),
    .target(name: "Checker", dependencies: ["Lessons", "SharedCore", "Support"]),
    // Lo que la persona deja en disco: espacio, progreso, tarea y entrega.
    .target(name: "Workspace", dependencies: ["Lessons", "SharedCore", "Support"]),
    .target(
      name: "Grading", dependencies: ["Lessons", "Checker", "Workspace", "Support"],
      exclude: ["README.md"]),
    .target(
      name: "Tutor",
      dependencies: [
        "Lessons", "Checker", "Workspace", "Support", "Presentation", "SharedCore", "CEditLine",
      ]
    ),
    .executableTarget(name: "leccion", dependencies: ["Tutor", "Grading"]),
    .executableTarget(
      name: "SharedCoreBenchmarks",
      dependencies: ["SharedCore"],
      path: "Benchmarks/SharedCoreBenchmarks"
    ),
    .executableTarget(
      name: "CodeRunnerBenchmarks",
      dependencies: ["Checker"],
      path: "Benchmarks/CodeRunnerBenchmarks"
    ),
    .executableTarget(
      name: "LessonsBenchmarks",
      dependencies: ["Lessons"],
      path: "Benchmarks/LessonsBenchmarks"
    ),
    .executableTarget(
      name: "CheckerBenchmarks",
      dependencies: ["Checker", "Lessons", "Support"],
      path: "Benchmarks/CheckerBenchmarks"
    ),
    .executableTarget(
      name: "ValidationBenchmarks",
      dependencies: ["Checker", "Lessons"],
      path: "Benchmarks/ValidationBenchmarks"
    ),
    .executableTarget(
      name: "GradingBenchmarks",
      dependencies: ["Grading", "Lessons", "Checker", "Workspace"],
      path: "Benchmarks/GradingBenchmarks",
      exclude: ["generar-clase.sh", "curso-banco"]
    ),
    .testTarget(name: "SharedCoreTests", dependencies: ["SharedCore"]),
    // Solo la API pública (sin `@testable`), como la usa el archivo de un alumno.
    .testTarget(name: "SharedCorePublicTests", dependencies: ["SharedCore"]),
    .testTarget(name: "SupportTests", dependencies: ["Support"]),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Support"]),
    .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Support"]),
    .testTarget(name: "CheckerTests", dependencies: ["Checker", "Lessons", "Support"]),
    .testTarget(name: "WorkspaceTests", dependencies: ["Workspace", "Lessons", "SharedCore"]),
    .testTarget(
      name: "TutorTests",
      dependencies: ["Tutor", "Presentation", "Support", "Workspace", "Grading"]),
    .testTarget(
      name: "GradingTests", dependencies: ["Grading", "Checker", "Lessons", "Workspace", "Support"]),
    // Lanza el binario `leccion` ya compilado (junto al paquete de pruebas) con entrada
    // preparada y en una pty de tmux.
    .testTarget(name: "EndToEndTests"),
  ]
)
