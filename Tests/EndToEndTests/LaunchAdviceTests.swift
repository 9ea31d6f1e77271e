import Foundation
import Testing

/// Lo que aconseja `iniciar` se puede escribir tal cual (#24, hallazgo 8): «cd DIR &&
/// leccion», ejecutado por una shell, abre la copia del alumno con la que se inició el
/// espacio, no el curso completo.
@Suite struct LaunchAdviceTests {
  @Test func thePrintedCommandOpensTheStudentCopy() throws {
    let classroom = Classroom()
    let root = classroom.root
    // `leccion` en el PATH, como lo deja `scripts/instalar`.
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("leccion"), withDestinationURL: Leccion.binary)
    let path = ["PATH": bin.path + ":/usr/bin:/bin"]
    try classroom.assign(["--modo", "diferida", "--curso-alumno", "alumnos"])
    let started = try classroom.leccion.run(
      ["--curso", "alumnos", "iniciar", "--alumno", "ana", "--tarea", "tarea.json", "ana"],
      environment: path)
    #expect(started.code == 0, "\(started.errors)")
    let advice = try #require(
      started.flowing.range(of: #"Empieza con «([^»]+)»"#, options: .regularExpression),
      "\(started.output)")
    let command = String(started.flowing[advice].dropFirst("Empieza con «".count).dropLast())
    #expect(command == "cd ana && leccion")

    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", command]
    shell.currentDirectoryURL = root
    shell.environment = classroom.leccion.environment(path)
    let input = Pipe()
    let output = Pipe()
    shell.standardInput = input
    shell.standardOutput = output
    shell.standardError = FileHandle.nullDevice
    try shell.run()
    input.fileHandleForWriting.write(Data("ir tarea.copia\nsolución\n".utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(shell.terminationStatus == 0, "\(text)")
    #expect(text.contains("Esta es la copia del alumno del curso"), "\(text)")
    #expect(!text.contains("Solución de tarea.copia"), "\(text)")

    // «exportar» tampoco necesita «--curso»: usa el del espacio.
    let exported = try classroom.leccion.run(
      ["exportar", "--espacio", "ana", "--salida", "ana.json"], environment: path)
    #expect(exported.code == 0, "\(exported.errors)")
  }
}
