import Grading
import Support
import Tutor

/// La tabla de órdenes de `leccion`: todas, las del tutor y las de corrección, en el orden de
/// la ayuda general, cada una con quién la ejecuta. La usan el ejecutable y las pruebas:
///
/// ```swift
/// CommandLineInterface.main(commands: LeccionCommands.table)
/// ```
///
/// Una orden nueva se declara en su módulo (`CommandSpec`) y se añade aquí con una línea; su
/// lector, su ayuda, `leccion ayuda ORDEN`, las sugerencias y el completado salen de ella.
public enum LeccionCommands {
  /// Todas las órdenes.
  public static let table = CommandTable([
    .tutor(.list),
    .tutor(.progress),
    .tutor(.check),
    .tutor(.hint),
    .tutor(.reset),
    .tutor(.initialize),
    .tutor(.validate),
    .tutor(.watch),
    .external(GradingCommands.export, run: GradingCommands.runExport),
    .tutor(.review),
    .external(GradingCommands.grade, run: GradingCommands.runGrade),
    .external(GradingCommands.assignment, run: GradingCommands.runAssignment),
    .tutor(.completion),
    .tutor(.help),
  ])
}
