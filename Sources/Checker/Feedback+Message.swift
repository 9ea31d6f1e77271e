// El único sitio donde lo que dice el corrector se convierte en castellano.

import Lessons

extension Feedback {
  /// El texto para la persona.
  public var message: String {
    switch self {
    case .correct:
      return "Correcto."
    case .noAnswer:
      return "No has respondido nada."
    case .explanation(let text), .reported(let text):
      return text
    case .finding(let finding):
      return finding.message
    case .answerKindMismatch(let expected):
      return "Esta respuesta no es para un ejercicio de tipo «\(expected)»."
    case .unknownDiagram(let id):
      return "El curso no tiene el diagrama «\(id)»; ejecuta «leccion validar» para ver por qué."

    case .unknownOption(let letter, let last):
      return "La opción «\(letter)» no existe: elige entre a y \(last)."
    case .unknownOptionID(let id):
      return "La respuesta guardada nombra la opción «\(id)», que este ejercicio no tiene."
    case .onlyOneOption(let marked):
      return "Este ejercicio tiene una sola respuesta correcta y has marcado \(marked)."
    case .wrongOption(let letter, let text, let explanation):
      let sentence = "La opción \(letter) («\(text)») no es correcta."
      return explanation.isEmpty ? sentence : "\(sentence) \(explanation)"
    case .missingOptions(let count):
      return count == 1
        ? "Te falta una opción correcta por marcar."
        : "Te faltan \(count) opciones correctas por marcar."
    case .optionExplained(let letter, let explanation):
      return "\(letter)) \(explanation)"

    case .wrongText(let answer):
      return "«\(answer)» no es la respuesta."
    case .almostText(let answer):
      return "Casi: «\(answer)» se parece mucho a la respuesta; revisa cómo lo has escrito."

    case .outputLineDiffers(let line, _, let actual):
      return "La línea \(line) («\(actual)») no es lo que imprime el fragmento: vuelve a "
        + "seguirlo paso a paso hasta ese «print»."
    case .outputLineAlmost(let line, _, _):
      return "Casi: la línea \(line) solo se aparta de lo que imprime el fragmento en "
        + "mayúsculas, tildes o espacios."
    case .outputMissingLine(let line, _):
      return "Falta la línea \(line): el fragmento imprime más líneas de las que has escrito."
    case .outputExtraLine(let line, let actual, let expectedCount):
      let lines = expectedCount == 1 ? "una línea" : "\(expectedCount) líneas"
      return "Sobra la línea \(line) («\(actual)»): el fragmento imprime \(lines)."

    case .walkInvalidAnswer(let question, let answer, let options):
      return "«\(answer)» no es una salida de «\(question)»: responde "
        + Self.list(options.map { "«\($0)»" }, conjunction: "o") + "."
    case .walkWrongBranch(let step, let question, let answer):
      return "Pregunta \(step), «\(question)»: «\(answer)» no es la salida que toma este "
        + "escenario; vuelve a leerlo y piensa qué decide esa pregunta."
    case .walkIncomplete(let question):
      return "Faltan respuestas: el recorrido sigue en «\(question)»; contesta esa pregunta."
    case .walkTooManyAnswers(let leaf):
      return "Sobran respuestas: el recorrido ya terminó en «\(leaf)»."
    case .walkArrived(let leaf):
      return "Llegas a «\(leaf)»."

    case .flowchartSyntax(let line, let column, let problem):
      let place = column.map { "Línea \(line), columna \($0)" } ?? "Línea \(line)"
      return "\(place): \(problem)"
    case .flowchartNearMatch:
      return "Casi: el grafo es el del curso, pero algún nodo se parece poco al suyo."
    case .flowchart(let finding):
      return finding.message
    case .flowchartScore(let tally):
      let counted = "Aristas correctas: \(tally.correct) de \(tally.expected)"
      switch tally.surplus {
      case 0: return counted + "."
      case 1:
        return counted + "; has dibujado una de más, que resta una: cuentan "
          + "\(tally.score.earned) de \(tally.expected)."
      case let surplus:
        return counted + "; has dibujado \(surplus) de más y cada una resta una: cuentan "
          + "\(tally.score.earned) de \(tally.expected)."
      }

    case .admissionWrong(let item, let declaration, let answer, let expected, let explanation):
      return "Declaración \(item), `\(declaration)`: dijiste «\(answer.rawValue)», pero es "
        + "«\(expected.rawValue)». \(explanation)"
    case .admissionUnanswered(let item, let declaration):
      return "Declaración \(item), `\(declaration)`: sin responder."
    case .admissionUnknownWord(let item, let word):
      return "Declaración \(item): «\(word)» no es un veredicto; responde admitida, "
        + "rechazada o higiene."
    case .admissionTooManyAnswers(let expected, let given):
      return "Hay \(expected) declaraciones y has dado \(given) respuestas."
    case .admissionScore(let score):
      return "Declaraciones bien clasificadas: \(score.earned) de \(score.possible)."
    case .admissionMisclassified(let item, let declaration, let answer):
      return "Declaración \(item), `\(declaration)`: «\(answer.rawValue)» no es su veredicto."

    case .keyNotInCopy:
      return "Esta copia del curso no lleva las respuestas: tu respuesta queda guardada y se "
        + "corrige con el curso completo del profesor; lo verás en la devolución («leccion "
        + "revisar»)."
    }
  }

  /// El mensaje de `validar` cuando la clave de un ejercicio no pasa su propio corrector.
  /// Cita la respuesta si es una línea de texto.
  static func keyFails(_ answer: RawAnswer, _ verdict: Verdict) -> String {
    let given = answer.base.asText.map { " «\($0)»" } ?? ""
    let reason = verdict.findings.first ?? ""
    return "la respuesta de la clave\(given) no pasa su propio corrector: \(reason)"
  }

  /// «a», «a o b», «a, b o c».
  static func list(_ items: [String], conjunction: String) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}

extension FlowchartDiff.Finding {
  /// El texto para la persona.
  public var message: String {
    switch self {
    case .unknownNode(let label, let line):
      return "El nodo «\(label)» (línea \(line)) es desconocido: no se parece a ningún nodo "
        + "del diagrama del curso."
    case .repeatedNode(let label, let line, let first, let firstLine):
      return "El nodo «\(label)» (línea \(line)) dice lo mismo que «\(first)» (línea "
        + "\(firstLine)): en el diagrama es un solo nodo; usa el mismo id."
    case .extraNode(let label, let line, let reference, let holder, let holderLine):
      return "El nodo «\(label)» (línea \(line)) sobra: se parece algo a «\(reference)», pero "
        + "ese ya es «\(holder)» (línea \(holderLine))."
    case .nearNode(let label, let line, let reference):
      return "El nodo «\(label)» (línea \(line)) se ha entendido como «\(reference)», pero "
        + "se parece poco: si es ese, dilo más claro."
    case .noEdges(let expected):
      return "Tu diagrama no tiene ninguna arista y el del curso tiene \(expected): une los "
        + "nodos con «-->»."
    case .missingEdge(let edge):
      return "Falta la arista \(edge.arrow)\(edge.labelNote)."
    case .extraEdge(let edge):
      return "Sobra la arista \(edge.arrow)\(edge.labelNote): no está en el diagrama del curso."
    case .wrongEdgeLabel(let edge, let found):
      switch (found, edge.label) {
      case (let found?, let expected?):
        return "La arista \(edge.arrow) lleva la etiqueta «\(found)», pero debería llevar "
          + "«\(expected)»."
      case (nil, let expected?):
        return "La arista \(edge.arrow) no lleva etiqueta, pero debería llevar «\(expected)»."
      case (let found?, nil):
        return "La arista \(edge.arrow) lleva la etiqueta «\(found)», pero no debería llevar "
          + "ninguna."
      case (nil, nil):
        return "La arista \(edge.arrow) no coincide."
      }
    case .swappedLabels(let first, let second):
      return "Las salidas de «\(first.from)» tienen las etiquetas cambiadas: "
        + "«\(first.label ?? "")» va a «\(first.to)» y «\(second.label ?? "")» a «\(second.to)»."
    case .swappedTargets(let first, let second):
      return "Las aristas \(first.arrow) y \(second.arrow) tienen los destinos cambiados: "
        + "has dibujado «\(first.from)» → «\(second.to)» y «\(second.from)» → «\(first.to)»."
    case .reversedEdge(let edge):
      return "La arista entre «\(edge.from)» y «\(edge.to)» está al revés: va de "
        + "«\(edge.from)» a «\(edge.to)»."
    }
  }
}

extension Feedback {
  /// Si el texto ya viene compuesto línea a línea (un mensaje de otro corrector) y se muestra tal cual; si no, es CommonMark, como las explicaciones del curso.
  public var isPreformatted: Bool {
    switch self {
    case .reported: return true
    default: return false
    }
  }
}

extension FlowchartDiff.EdgeDescription {
  /// `«A» → «B»`.
  var arrow: String { "«\(from)» → «\(to)»" }
  /// ` (con la etiqueta «si»)`, o nada.
  var labelNote: String { label.map { " (con la etiqueta «\($0)»)" } ?? "" }
}
