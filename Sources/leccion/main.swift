import Grading
import Tutor

// `leccion` es el tutor; las órdenes de corrección en lote las ejecuta el módulo Grading,
// que solo el ejecutable enlaza junto al tutor.
var services = TutorServices.standard
services.delegates = [
  .grade: { await GradingCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) },
  .export: { ExportCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) },
  .assignment: { AssignmentCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) },
]
CommandLineInterface.main(services: services)
