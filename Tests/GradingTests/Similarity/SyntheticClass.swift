import Foundation
import Support

@testable import Lessons

@testable import Grading

/// Una clase sintética para la búsqueda de parecidos: alumnos honrados con soluciones propias
/// (`SyntheticSolutions`, cada uno con una combinación de decisiones que difiere de la de
/// cualquier otro en al menos `minimumDistance` decisiones por ejercicio) y tres copiones:
/// una copia literal, una renombrada y reformateada y una con las funciones y los casos en otro
/// orden. `harder` hace la clase más difícil: soluciones honradas más cercanas entre sí
/// (distancia 2) y copias que además cambian una decisión de cada ejercicio.
struct SyntheticClass {
  var students: [SimilarityInput.Student]
  /// Los pares copiados (en orden de id) de cada ejercicio.
  var copied: [String: Set<[String]>]

  /// Todos los pares copiados, en algún ejercicio.
  var copiedPairs: Set<[String]> { copied.values.reduce(into: []) { $0.formUnion($1) } }

  var input: SimilarityInput {
    SimilarityInput(
      exercises: SyntheticSolutions.exercises.map {
        SimilarityInput.Exercise(id: $0, starter: SyntheticSolutions.starter($0))
      }, students: students)
  }

  static func make(honest: Int = 30, seed: UInt64 = 7, harder: Bool = false) -> SyntheticClass {
    var random = SplitMix64(seed: seed)
    let minimumDistance = harder ? 3 : 5
    var choices: [String: [[Int]]] = [:]
    for exercise in SyntheticSolutions.exercises {
      let radices = SyntheticSolutions.radices[exercise] ?? []
      var accepted: [[Int]] = []
      let order = Set(SyntheticSolutions.orderDecisions[exercise] ?? [])
      let content = radices.indices.filter { !order.contains($0) }
      // El primero usa funciones auxiliares en todo: de él copia el de las funciones reordenadas.
      var first = radices.map { random.next(below: $0) }
      switch exercise {
      case "withlock.orden-fijo": first[0] = 3
      case "withlock.plan-mejorado": (first[0], first[3]) = (2, 3)
      default: first[0] = 3
      }
      accepted.append(first)
      var attempts = 0
      while accepted.count < honest, attempts < 20_000 {
        attempts += 1
        let candidate = radices.map { random.next(below: $0) }
        // Distintas en lo que escriben, no solo en el orden de los bloques.
        var far = true
        for other in accepted {
          var differences = 0
          for index in content where candidate[index] != other[index] { differences += 1 }
          if differences < minimumDistance {
            far = false
            break
          }
        }
        if far { accepted.append(candidate) }
      }
      choices[exercise] = accepted
    }
    var students: [SimilarityInput.Student] = []
    for index in 0..<honest {
      var code: [String: String] = [:]
      for exercise in SyntheticSolutions.exercises {
        if let all = choices[exercise], index < all.count {
          let vector = all[index]
          code[exercise] = SyntheticSolutions.file(exercise, vector)
        }
      }
      students.append(SimilarityInput.Student(id: name(index), code: code))
    }
    // Los copiones: de quién copia cada uno y cómo.
    let literal = (source: 3, copy: name(honest))
    let renamed = (source: 11, copy: name(honest + 1))
    let reordered = (source: 0, copy: name(honest + 2))
    var copied: [String: Set<[String]>] = [:]
    func pair(_ a: String, _ b: String) -> [String] { [a, b].sorted() }

    var literalCode = students[literal.source].code
    var renamedCode: [String: String] = [:]
    var reorderedCode: [String: String] = [:]
    for exercise in SyntheticSolutions.exercises {
      guard var vector = choices[exercise]?[renamed.source],
        var order = choices[exercise]?[reordered.source]
      else { continue }
      if harder {
        // La copia cambia además una decisión que no es de orden (otra forma de un trozo).
        let radices = SyntheticSolutions.radices[exercise] ?? []
        vector[1] = (vector[1] + 1) % radices[1]
        order[1] = (order[1] + 1) % radices[1]
        if var literalVector = choices[exercise]?[literal.source] {
          literalVector[1] = (literalVector[1] + 1) % radices[1]
          literalCode[exercise] = SyntheticSolutions.file(exercise, literalVector)
        }
      }
      renamedCode[exercise] = Transformations.renameAndReformat(
        SyntheticSolutions.file(exercise, vector))
      for decision in SyntheticSolutions.orderDecisions[exercise] ?? [] {
        order[decision] = 1 - order[decision]
      }
      reorderedCode[exercise] = SyntheticSolutions.file(exercise, order)
      copied[exercise, default: []].insert(pair(name(literal.source), literal.copy))
      copied[exercise, default: []].insert(pair(name(renamed.source), renamed.copy))
      copied[exercise, default: []].insert(pair(name(reordered.source), reordered.copy))
    }
    students.append(SimilarityInput.Student(id: literal.copy, code: literalCode))
    students.append(SimilarityInput.Student(id: renamed.copy, code: renamedCode))
    students.append(SimilarityInput.Student(id: reordered.copy, code: reorderedCode))
    return SyntheticClass(students: students, copied: copied)
  }

  static func name(_ index: Int) -> String {
    "alumno-" + (index < 9 ? "0" : "") + "\(index + 1)"
  }

  /// Precisión y exhaustividad de los pares señalados frente a los copiados.
  static func precisionRecall(found: Set<[String]>, truth: Set<[String]>) -> (Double, Double) {
    let hits = found.intersection(truth).count
    let precision = found.isEmpty ? 1 : Double(hits) / Double(found.count)
    let recall = truth.isEmpty ? 1 : Double(hits) / Double(truth.count)
    return (precision, recall)
  }
}

extension SplitMix64 {
  /// El generador del curso (el que baraja las opciones), con una semilla numérica: la misma
  /// clase en cada ejecución.
  init(seed: UInt64) { self.init(hex: String(seed, radix: 16)) }

  /// Un número en `0..<bound`.
  mutating func next(below bound: Int) -> Int { Int(next(below: UInt64(max(1, bound)))) }
}

/// Lo que hace quien copia para que no se note.
enum Transformations {
  /// Los nombres propios de las soluciones, con otro nombre.
  static let renames: [String: String] = [
    "movidos": "cuantos", "primera": "cajaUno", "segunda": "cajaDos", "origenPrimero": "enOrden",
    "idOrigen": "desdeID", "idDestino": "hastaID", "mover": "pasarCreditos", "o": "emisor",
    "d": "receptor", "x": "izquierda", "y": "derecha", "p": "menor", "s": "mayor",
    "enLasDos": "bloquearAmbas", "cuerpo": "accion", "pagado": "cobrado", "alcanza": "llega",
    "insuficiente": "faltan", "u": "cliente", "gastar": "cobrar", "mejorarPlan": "subirDePlan",
    "remoto": "recibido", "resultado": "respuesta", "traerPerfil": "pedirPerfil",
    "caja": "almacen", "efecto": "trabajo", "saldo": "disponible", "pedido": "solicitado",
    "regalo": "extra", "mensaje": "texto",
  ]

  /// `source` con los nombres de `renames` cambiados, sangría de 4 espacios en lugar de 2, cada
  /// `{ … }` de una línea partido en varias y otros comentarios.
  static func renameAndReformat(_ source: String) -> String {
    var output = "// Mi solución (la hice yo solo).\n\n"
    let tokens = SwiftTokenizer.tokens(of: source)
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .identifier:
        output += renames[token.text] ?? token.text
      case .comment:
        output += token.text.hasPrefix("///") ? "// (nota)" : ""
      case .whitespace:
        let previous = index > 0 ? tokens[index - 1].text : ""
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        if token.text.contains("\n") {
          // El doble de sangría en cada línea.
          output += token.text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map {
              $0.offset == 0 ? String($0.element) : String($0.element + $0.element)
            }
            .joined(separator: "\n")
        } else if previous == "{" || next == "}" {
          output += "\n"
        } else {
          output += token.text
        }
      default:
        output += token.text
      }
    }
    return output
  }
}
