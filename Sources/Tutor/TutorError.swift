import Foundation
import Workspace

/// Todo lo que puede salir mal en `leccion` fuera del curso y de la corrección, como dato.
///
/// Es el único tipo de error del módulo `Tutor`; su texto en castellano sale de un solo
/// sitio (`TutorError+Message.swift`) y su código de salida de `exitCode`.
///
/// ```swift
/// let error = TutorError.unknownCommand("lsita", suggestion: "lista")
/// error.message  // "orden desconocida «lsita». ¿Quisiste decir «lista»?"
/// ```
public enum TutorError: Error, Equatable, Sendable {
  // MARK: Forma de llamar a leccion
  /// Una orden que no existe.
  case unknownCommand(String, suggestion: String?)
  /// Una opción que no existe (en la orden `command`, si la hay).
  case unknownOption(String, command: String?, suggestion: String?)
  /// Una opción que necesita un valor y no lo tiene.
  case missingOptionValue(String)
  /// La misma opción dos veces.
  case repeatedOption(String)
  /// Un valor de `--formato` que no existe.
  case unknownFormat(String)
  /// Una opción que la orden no admite.
  case optionNotAllowed(String, command: String)
  /// Falta un argumento obligatorio (`what` lo describe: «el id del ejercicio»).
  case missingArgument(command: String, what: String)
  /// Sobra un argumento.
  case unexpectedArgument(String, command: String)
  /// `comprobar` con un id y `--todo` a la vez.
  case conflictingCheckTargets
  /// Una orden que cambia algo y necesita `--si` cuando no hay terminal para preguntar.
  case confirmationRequired(command: String, id: String)

  // MARK: Curso y ejercicios
  /// El curso no se encontró o no se pudo leer; `diagnostic` dice dónde y qué.
  case courseUnavailable(String)
  /// El curso se cargó con problemas de formato (`count`, el primero de ellos).
  case courseHasProblems(count: Int, first: String)
  /// Un id de ejercicio que no existe en el curso.
  case unknownExercise(String, suggestion: String?)
  /// Un id de un ejercicio retirado del curso (con el sustituto, si lo hay).
  case retiredExercise(String)
  /// Una orden que solo vale para ejercicios de código.
  case notACodeExercise(String)
  /// El curso no tiene ningún ejercicio de código.
  case noCodeExercises
  /// `comprobar` sin id cuando la persona no está en un ejercicio.
  case noCurrentExercise

  // MARK: Espacio de trabajo, progreso y tarea
  /// Algo de los datos de la persona en disco (su texto lo da `WorkspaceError`).
  case workspace(WorkspaceError)

  // MARK: Editor y código
  /// No hay editor que abrir.
  case noEditor
  /// El editor terminó mal.
  case editorFailed(command: String, status: Int32)
  /// El editor murió por una señal.
  case editorKilled(command: String, signal: Int32)
  /// El corrector de código no está disponible (no hay motor compilado, por ejemplo).
  case codeRunnerUnavailable(String)
  /// `vigilar` no pudo vigilar los archivos.
  case watchFailed(String)
  /// Una orden delegada (`corregir`…) que este ejecutable no trae.
  case unavailableCommand(String)

  // MARK: Tutor interactivo
  /// Una orden del tutor que no existe.
  case unknownReplCommand(String, suggestion: String?)
  /// Una orden de la terminal (`lista`) escrita en el tutor, donde se dice `instead`.
  case shellOnlyCommand(String, instead: String)
  /// Un id de ejercicio que no existe, escrito en el tutor (donde los ids se ven con
  /// «índice»).
  case unknownReplExercise(String, suggestion: String?)
  /// A una orden del tutor le falta su argumento (`usage`: cómo se escribe).
  case replMissingArgument(command: String, usage: String)
  /// Una orden que solo sirve en un ejercicio, usada al leer.
  case notAtExercise(command: String)
  /// Una orden que solo sirve en un ejercicio de código.
  case codeOnly(command: String)
  /// `ir` a un sitio que no existe.
  case unknownPlace(String, suggestion: String?)
  /// Una letra que no es de ninguna opción.
  case invalidChoice(String, count: Int)
  /// Varias letras en un ejercicio de una sola respuesta.
  case singleChoiceOnly
  /// Una respuesta de una palabra que se parece a una orden.
  case answerLooksLikeCommand(String, command: String)
  /// La primera línea de una respuesta Mermaid que no es su cabecera (ni una orden).
  case notMermaidStart(String)
  /// Una línea escrita en un ejercicio de código.
  case codeAnswersInFile(String)
  /// Una salida que no es de la pregunta del diagrama.
  case invalidBranch(String, options: [String])
  /// Un veredicto de admisión que no existe.
  case invalidAdmission(String)
  /// Una línea con tantos veredictos como no hay declaraciones.
  case admissionCount(expected: Int, given: Int)
  /// Una respuesta que el tipo hecho unidad no acepta, con su mensaje (`AnswerableKind`).
  case kindAnswerRejected(String)
  /// Una respuesta vacía.
  case emptyAnswer
  /// Una predicción sin ninguna línea.
  case emptyPrediction
  /// La misma letra dos veces en una respuesta de elección.
  case repeatedChoice(String)
  /// Una línea más larga de lo que se atiende.
  case lineTooLong(length: Int, limit: Int)
  /// `ejecutar` donde no hay fragmento ejecutable.
  case noSnippet
  /// `ejecutar` en una predicción sin haberla resuelto.
  case predictionFirst
  /// `atrás` en el primer paso.
  case startOfCourse

  /// El código con que sale `leccion` por este error.
  public var exitCode: ExitCode {
    switch self {
    case .unknownCommand, .unknownOption, .missingOptionValue, .repeatedOption, .unknownFormat,
      .optionNotAllowed, .missingArgument, .unexpectedArgument, .conflictingCheckTargets,
      .confirmationRequired, .unknownExercise, .retiredExercise, .notACodeExercise,
      .noCurrentExercise, .unknownReplCommand, .shellOnlyCommand, .unknownReplExercise,
      .replMissingArgument, .notAtExercise, .codeOnly,
      .unknownPlace, .invalidChoice, .singleChoiceOnly, .answerLooksLikeCommand,
      .notMermaidStart,
      .codeAnswersInFile, .invalidBranch, .invalidAdmission, .admissionCount, .emptyAnswer,
      .kindAnswerRejected,
      .emptyPrediction, .repeatedChoice, .lineTooLong, .noSnippet,
      .predictionFirst, .startOfCourse:
      return .usage
    case .workspace(let error):
      return error.isUsageError ? .usage : .unusable
    case .courseUnavailable, .courseHasProblems, .noCodeExercises, .noEditor,
      .editorFailed, .editorKilled, .codeRunnerUnavailable, .watchFailed, .unavailableCommand:
      return .unusable
    }
  }
}

extension TutorError {
  /// Ejecuta `body`, que trabaja con el espacio de trabajo, y convierte su error.
  static func onWorkspace<T>(_ body: () throws(WorkspaceError) -> T) throws(TutorError) -> T {
    do {
      return try body()
    } catch {
      throw .workspace(error)
    }
  }
}
