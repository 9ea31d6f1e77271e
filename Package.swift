// swift-tools-version: 6.2
// 6.2 porque el código usa `nonisolated(nonsending)` (SE-0461).
import PackageDescription

// Sin `platforms`: el paquete solo compila en Linux (Glibc, inotify, /proc, bubblewrap, y
// libedit y libcmark de Debian), y SwiftPM no tiene entrada para Linux.
let package = Package(
  name: "leccion",
  products: [
    .executable(name: "leccion", targets: ["leccion"]),
    // Los ejercicios de código se compilan con `swiftc` contra esta biblioteca. La compilan
    // `swift build` (todos los productos) y, en release, scripts/compilar.sh.
    .library(name: "SharedCore", type: .dynamic, targets: ["SharedCore"]),
    // El arnés de pruebas de esos ejercicios, compilado una vez: se enlaza estático en cada
    // programa de ejercicio (nada de fuera puede interponerse en sus símbolos). Lo compilan
    // con el motor `swift build` y scripts/compilar.sh (Sources/LeccionHarness/README.md).
    .library(name: "LeccionHarness", type: .static, targets: ["LeccionHarness"]),
    // Para las mediciones (Benchmarks/Package.swift) y el fuzzing (Fuzz/Package.swift), que
    // son paquetes aparte y dependen de este por ruta.
    .library(name: "Support", targets: ["Support"]),
    .library(name: "Flowchart", targets: ["Flowchart"]),
    .library(name: "Lessons", targets: ["Lessons"]),
    .library(name: "Checker", targets: ["Checker"]),
    .library(name: "Workspace", targets: ["Workspace"]),
    .library(name: "Grading", targets: ["Grading"]),
    .library(name: "Presentation", targets: ["Presentation"]),
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
    .target(name: "SharedCore", exclude: ["README.md"]),
    .target(name: "LeccionHarness", exclude: ["README.md"]),
    .target(name: "Support"),
    // El diagrama de flujo (Mermaid `flowchart`): su modelo y su lector.
    .target(name: "Flowchart"),
    .target(name: "Lessons", dependencies: ["Flowchart", "Support"]),
    // Lo que se ve en la terminal: Markdown, diagramas, estilos, ajuste y paginado.
    .target(name: "Presentation", dependencies: ["Flowchart", "Support", "CCMark"]),
    .target(
      name: "Checker", dependencies: ["Lessons", "Flowchart", "Support"], exclude: ["README.md"]),
    // Lo que la persona deja en disco: espacio, progreso, tarea y entrega.
    .target(name: "Workspace", dependencies: ["Lessons", "SharedCore", "Support"]),
    .target(
      name: "Grading",
      dependencies: ["Lessons", "Checker", "Workspace", "Presentation", "Support"],
      exclude: ["README.md"]),
    .target(
      name: "Tutor",
      dependencies: [
        "Lessons", "Checker", "Workspace", "Flowchart", "Support", "Presentation", "CEditLine",
      ]
    ),
    // La tabla de órdenes de `leccion` (las del tutor y las de corrección), que usan el
    // ejecutable y las pruebas.
    .target(name: "Commands", dependencies: ["Tutor", "Grading", "Support"]),
    .executableTarget(name: "leccion", dependencies: ["Commands", "Tutor"]),
    .testTarget(name: "SharedCoreTests", dependencies: ["SharedCore"]),
    // Solo la API pública (sin `@testable`), como la usa el archivo de un alumno.
    .testTarget(name: "SharedCorePublicTests", dependencies: ["SharedCore"]),
    .testTarget(name: "SupportTests", dependencies: ["Support"]),
    .testTarget(name: "FlowchartTests", dependencies: ["Flowchart"]),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Flowchart", "Support"]),
    .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Flowchart", "Support"]),
    .testTarget(
      name: "CheckerTests",
      dependencies: ["Checker", "Lessons", "Flowchart", "Support", "Workspace"]),
    .testTarget(name: "WorkspaceTests", dependencies: ["Workspace", "Lessons", "SharedCore"]),
    .testTarget(
      name: "TutorTests",
      dependencies: [
        "Tutor", "Presentation", "Flowchart", "Support", "Workspace", "Grading", "Commands",
      ]),
    .testTarget(
      name: "GradingTests", dependencies: ["Grading", "Checker", "Lessons", "Workspace", "Support"]),
    // Lanza el binario `leccion` ya compilado (junto al paquete de pruebas) con entrada
    // preparada y en una pty de tmux.
    .testTarget(name: "EndToEndTests"),
  ]
)

// `scripts/pruebas-hilos` (las pruebas del motor bajo ThreadSanitizer) pone
// LECCION_SOLO_MOTOR=1: entonces el paquete es solo el motor y sus dos objetivos de pruebas,
// y esa compilación instrumentada no compila el resto del árbol, que no ejecuta.
if Context.environment["LECCION_SOLO_MOTOR"] == "1" {
  let engine: Set = ["SharedCore", "SharedCoreTests", "SharedCorePublicTests"]
  package.products = package.products.filter { $0.name == "SharedCore" }
  package.targets = package.targets.filter { engine.contains($0.name) }
}
