import Checker
import Workspace

// El único sitio donde los errores de `Tutor` se convierten en castellano.

extension TutorError {
  /// El mensaje en castellano, sin el prefijo `error: ` (lo pone quien lo muestra).
  public var message: String {
    switch self {
    case .unknownCommand(let word, let suggestion):
      return "orden desconocida «\(InputLimits.quoted(word))»."
        + hint(suggestion, else: Self.seeHelp)
    case .unknownOption(let word, let command, let suggestion):
      let scope = command.map { " para «\($0)»" } ?? ""
      let help =
        command.map { " Escribe «leccion \($0) --help» para ver sus opciones." }
        ?? Self.seeHelp
      return "opción desconocida «\(InputLimits.quoted(word))»\(scope)."
        + hint(suggestion, else: help)
    case .missingOptionValue(let option):
      return "a «\(option)» le falta su valor: escribe «\(option) VALOR»."
    case .repeatedOption(let option):
      return "la opción «\(option)» aparece dos veces; deja solo una."
    case .unknownFormat(let value):
      return "formato desconocido «\(value)»: usa «texto» o «json»."
    case .optionNotAllowed(let option, let command):
      return "la orden «\(command)» no admite «\(option)». Escribe «leccion \(command) --help» "
        + "para ver sus opciones."
    case .missingArgument(let command, let what):
      return "a «leccion \(command)» le falta \(what). Escribe «leccion \(command) --help»."
    case .unexpectedArgument(let argument, let command):
      return "sobra «\(argument)» en «leccion \(command)». Escribe «leccion \(command) --help»."
    case .conflictingCheckTargets:
      return "«comprobar» acepta un id de ejercicio o «--todo», no las dos cosas."
    case .confirmationRequired(let command, let id):
      return "«\(command) \(id)» borra tu trabajo en ese ejercicio y no hay terminal para "
        + "preguntarte: añade «--si» para confirmarlo."

    case .courseUnavailable(let detail):
      return detail
    case .courseHasProblems(let count, let first):
      let more = count == 1 ? "" : " (y \(count - 1) más)"
      return "el curso tiene problemas de formato\(more); el primero es:\n  \(first)\n"
        + "Escribe «leccion validar» para verlos todos."
    case .unknownExercise(let id, let suggestion):
      return "no hay ningún ejercicio «\(id)» en el curso."
        + hint(suggestion, else: " Escribe «leccion lista» para ver los ids.")
    case .notACodeExercise(let id):
      return "«\(id)» no es un ejercicio de código: esta orden solo vale para los de tipo "
        + "«codigo» (mira «leccion lista»)."
    case .noCodeExercises:
      return "este curso no tiene ejercicios de código que vigilar."
    case .noCurrentExercise:
      return "no estás en ningún ejercicio: indica cuál («leccion comprobar ID») o corrige "
        + "todos con «--todo»."

    case .retiredExercise(let message):
      return message
    case .workspace(let error):
      return error.message

    case .noEditor:
      return "no encuentro ningún editor: define VISUAL o EDITOR (por ejemplo "
        + "«export EDITOR=nano») o instala nano."
    case .editorFailed(let command, let status):
      return "el editor «\(command)» terminó con el código \(status); tu archivo sigue donde "
        + "estaba."
    case .editorKilled(let command, let signal):
      let name = ProcessTermination.signalName(signal).map { " (\($0))" } ?? ""
      return "el editor «\(command)» terminó por la señal \(signal)\(name); tu archivo sigue "
        + "donde estaba."
    case .codeRunnerUnavailable(let detail):
      return detail
    case .watchFailed(let detail):
      return "no puedo vigilar los archivos: \(detail)."
    case .unavailableCommand(let name):
      return
        "la orden «\(name)» no viene en este ejecutable; usa el `leccion` completo "
        + "(./scripts/leccion \(name) …)."

    case .unknownReplCommand(let word, _) where ReplCommand.fold(word) == "q":
      // La tecla del paginador, pulsada cuando la página ya había terminado.
      return "«q» solo salta el resto de una página. Para salir, «salir» o Ctrl-D."
    case .unknownReplCommand(let word, let suggestion):
      return "«\(InputLimits.quoted(word))» no es una orden."
        + hint(suggestion, else: " Escribe «ayuda» para verlas.")
    case .shellOnlyCommand(let word, let instead):
      return "«\(word)» es una orden de la terminal («leccion \(word)»); aquí, en el tutor, "
        + "escribe «\(instead)»."
    case .unknownReplExercise(let id, let suggestion):
      return "no hay ningún ejercicio «\(InputLimits.quoted(id))» en el curso."
        + hint(suggestion, else: " Escribe «índice» para ver los ids.")
    case .replMissingArgument(let command, let usage):
      return "a «\(command)» le falta un argumento: \(usage)."
    case .notAtExercise(let command):
      return "«\(command)» sirve en un ejercicio, y ahora estás leyendo. Sigue con Intro o "
        + "salta a uno con «ir ID»."
    case .codeOnly(let command):
      return "«\(command)» solo sirve en los ejercicios de código."
    case .unknownPlace(let word, let suggestion):
      return "no encuentro «\(InputLimits.quoted(word))» en el curso."
        + hint(
          suggestion,
          else: " Usa el id de un ejercicio, el número de una lección o el id de "
            + "una sección (mira «índice»).")
    case .invalidChoice(let word, let count):
      return "«\(InputLimits.quoted(word))» no es una opción: responde con "
        + (count == 1 ? "la letra a." : "letras de la a a la \(Letters.letter(count - 1)).")
    case .singleChoiceOnly:
      return "marca solo una opción: este ejercicio tiene una única respuesta correcta."
    case .answerLooksLikeCommand(let word, let command):
      return "«\(word)» se parece a la orden «\(command)». Si de verdad es tu respuesta, "
        + "escribe «responder \(word)»."
    case .notMermaidStart(let line):
      return "«\(InputLimits.quoted(line))» no es una orden del tutor ni el principio de un "
        + "diagrama: tu respuesta empieza por «flowchart LR» o «flowchart TD» y acaba con una "
        + "línea con «.». Las órdenes, con «ayuda»."
    case .codeAnswersInFile(let file):
      return "en los ejercicios de código no se responde aquí: edita \(file) (con «editar» o "
        + "con tu editor) y escribe «comprobar»."
    case .invalidBranch(let word, let options):
      let choices = options.enumerated().map { "\(Letters.letter($0.offset))) \($0.element)" }
      return "«\(InputLimits.quoted(word))» no es una salida de esta pregunta: elige "
        + choices.joined(separator: ", ") + "."
    case .invalidAdmission(let word):
      return
        "«\(InputLimits.quoted(word))» no es un veredicto: responde «a» (admitida), «r» (rechazada por el "
        + "compilador) o «h» (admitida, pero contra la regla de higiene)."
    case .admissionCount(let expected, let given):
      return "hay \(expected) declaraciones y has dado \(given) veredictos: da uno por "
        + "declaración, todos en una línea o uno por línea."
    case .emptyAnswer:
      return "la respuesta está vacía."
    case .kindAnswerRejected(let message):
      return message
    case .emptyPrediction:
      return "tu predicción está vacía: escribe lo que imprime el fragmento, línea a línea, y "
        + "termina con una línea vacía (o con «.»)."
    case .repeatedChoice(let letter):
      return "has marcado la «\(letter)» más de una vez: escribe cada letra una sola vez (por "
        + "ejemplo «a c»)."
    case .lineTooLong(let length, let limit):
      return "la línea tiene \(length) caracteres, y una orden o una línea de respuesta caben "
        + "en \(limit): no la atiendo ni la guardo en el historial. Si la pegaste sin querer, "
        + "escribe la que querías; una respuesta de varias líneas va línea a línea."
    case .noSnippet:
      return "aquí no hay ningún fragmento ejecutable."
    case .predictionFirst:
      return "primero haz tu predicción: ejecutar el fragmento te daría la respuesta."
    case .startOfCourse:
      return "ya estás al principio del curso."
    }
  }

  private static let seeHelp = " Escribe «leccion --help» para ver las órdenes."

  private func hint(_ suggestion: String?, else fallback: String) -> String {
    if let suggestion { return " ¿Quisiste decir «\(suggestion)»?" }
    return fallback
  }
}
