import Support

/// Las órdenes de corrección tal como las declara la tabla de órdenes de `leccion`
/// (`LeccionCommands.table`): cada una con sus alias, sus opciones (las mismas con que lee su
/// línea), su fila en la ayuda general, su `--help` y quién la ejecuta.
public enum GradingCommands {
  /// `leccion corregir`.
  public static let grade = CommandSpec(
    "corregir", aliases: ["corr"], arguments: "ENTREGA…", operands: [.file],
    repeatsLastOperand: true, options: GradingHelp.gradeOptions, takesCommonOptions: false,
    overview: ["Corrige entregas por lotes (ver corregir --help)."],
    help: { GradingHelp.grade })

  /// `leccion exportar`.
  public static let export = CommandSpec(
    "exportar", aliases: ["exp"], options: GradingHelp.exportOptions, takesCommonOptions: false,
    overview: ["Prepara tu entrega (un archivo) para el profesorado."],
    help: { GradingHelp.export })

  /// `leccion tarea`.
  public static let assignment = CommandSpec(
    "tarea", arguments: "nueva", operands: [.words(["nueva"])],
    options: GradingHelp.assignmentOptions, takesCommonOptions: false,
    overview: ["Prepara una tarea: qué cuenta y cómo puntúa."],
    help: { GradingHelp.assignment })

  /// Quién ejecuta `corregir`.
  public static let runGrade: CommandSpec.Runner = {
    await GradingCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3)
  }

  /// Quién ejecuta `exportar`.
  public static let runExport: CommandSpec.Runner = {
    ExportCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3)
  }

  /// Quién ejecuta `tarea`.
  public static let runAssignment: CommandSpec.Runner = {
    AssignmentCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3)
  }
}
