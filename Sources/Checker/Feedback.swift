import Lessons

/// Cada cosa que el corrector puede decir de una respuesta, como dato. El texto en
/// castellano sale de un solo sitio: `Feedback+Message.swift`.
public enum Feedback: Sendable, Hashable, Codable {
  // MARK: Comunes
  /// La respuesta es correcta.
  case correct
  /// No hay respuesta.
  case noAnswer
  /// La explicación del ejercicio, tal cual.
  case explanation(String)
  /// Un mensaje ya redactado por otro corrector (el que no encuentra el motor, por ejemplo).
  case reported(String)
  /// La respuesta no es del tipo del ejercicio.
  case answerKindMismatch(expected: String)
  /// El ejercicio nombra un diagrama que el curso no tiene.
  case unknownDiagram(String)

  // MARK: eleccion
  /// Una letra que no es de ninguna opción.
  case unknownOption(String, last: String)
  /// Se marcó más de una en un ejercicio de una sola respuesta.
  case onlyOneOption(marked: Int)
  /// Un id de opción guardado que el ejercicio no tiene (una entrega editada a mano, o de
  /// otra versión del curso).
  case unknownOptionID(String)
  /// Una opción marcada que no es correcta, con su explicación.
  case wrongOption(letter: String, text: String, explanation: String)
  /// Faltan opciones correctas por marcar.
  case missingOptions(Int)
  /// La explicación de una opción bien elegida.
  case optionExplained(letter: String, explanation: String)

  // MARK: texto
  /// La respuesta no es la esperada.
  case wrongText(String)
  /// La respuesta se parece mucho a la esperada.
  case almostText(String)

  // MARK: prediccion
  /// Una línea distinta.
  case outputLineDiffers(line: Int, expected: String, actual: String)
  /// Una línea que solo cambia en mayúsculas, tildes o espacios.
  case outputLineAlmost(line: Int, expected: String, actual: String)
  /// Falta una línea.
  case outputMissingLine(line: Int, expected: String)
  /// Sobra una línea.
  case outputExtraLine(line: Int, actual: String, expectedCount: Int)

  // MARK: recorrido
  /// Una respuesta que no es ninguna salida de la pregunta.
  case walkInvalidAnswer(question: String, answer: String, options: [String])
  /// La primera rama equivocada. No dice cuál era la buena ni la explicación del paso (que
  /// la nombra): eso queda para la `solución`, como en `texto` y `prediccion`.
  case walkWrongBranch(step: Int, question: String, answer: String)
  /// El recorrido no llegó a una hoja.
  case walkIncomplete(question: String)
  /// Hay respuestas después de llegar a una hoja.
  case walkTooManyAnswers(leaf: String)
  /// La hoja a la que se llegó.
  case walkArrived(leaf: String)

  // MARK: mermaid
  /// El Mermaid de la persona no se puede leer.
  case flowchartSyntax(line: Int, column: Int?, problem: String)
  /// El grafo es el del curso, pero algún nodo se parece poco al suyo (le siguen los avisos).
  case flowchartNearMatch
  /// Una diferencia con el diagrama del curso.
  case flowchart(FlowchartDiff.Finding)
  /// Cuántas aristas del curso están bien puestas y cuántas sobran.
  case flowchartScore(FlowchartDiff.EdgeTally)

  // MARK: admision
  /// Una declaración mal clasificada, con su explicación.
  case admissionWrong(
    item: Int, declaration: String, answer: AdmissionVerdict, expected: AdmissionVerdict,
    explanation: String)
  /// Una declaración sin clasificar.
  case admissionUnanswered(item: Int, declaration: String)
  /// Una palabra que no es ningún veredicto.
  case admissionUnknownWord(item: Int, word: String)
  /// Más respuestas que declaraciones.
  case admissionTooManyAnswers(expected: Int, given: Int)
  /// Cuántas declaraciones están bien clasificadas.
  case admissionScore(Score)
  /// Una declaración mal clasificada, sin decir cuál es su veredicto (copia del alumno).
  case admissionMisclassified(item: Int, declaration: String, answer: AdmissionVerdict)

  // MARK: tipos hechos unidad
  /// Lo que dice el corrector de un tipo hecho unidad (`CheckableKind`), ya redactado.
  case finding(KindFinding)

  // MARK: copia del alumno
  /// La copia del alumno no lleva las claves (tarea en diferida): no se corrige aquí.
  case keyNotInCopy
}
