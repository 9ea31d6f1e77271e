import Foundation
import Testing
@testable import Lessons

@Suite struct CourseValidatorTests {
  /// Cada error deliberado de `Tests/Fixtures/curso-con-errores`, con su archivo y su línea.
  static let expected = [
    "indice.txt:4: clave desconocida «autor» en el índice. Las claves son «id» y «titulo».",
    "indice.txt:6: falta el archivo «02-faltan/ejercicios.md»: cada lección tiene leccion.md y ejercicios.md.",
    "indice.txt:7: no existe la carpeta de lección «03-no-existe» junto a indice.txt.",
    "indice.txt:8: la lección «01-errores» ya está en la línea 5 del índice.",
    "01-errores/leccion.md:5: etiqueta de bloque desconocida «compilar». ¿Quisiste decir «compila»? Las etiquetas de «swift» son «compila», «ejecutable» y «tca».",
    "01-errores/leccion.md:9: la sección «primera-parte» ya existe en la línea 3: cambia uno de los dos títulos.",
    "01-errores/leccion.md:13:13: falta «]» para cerrar el texto del nodo.",
    "01-errores/leccion.md:16: a este bloque mermaid le falta su id: escribe «```mermaid id=nombre».",
    "01-errores/ejercicios.md:1: texto fuera de un ejercicio: cada ejercicio empieza con «## id — título».",
    "01-errores/ejercicios.md:3: falta el campo «tipo: …» tras el encabezado del ejercicio.",
    "01-errores/ejercicios.md:8: el id de ejercicio «Errores.Mal» no vale: usa la forma «tema.nombre», en minúsculas sin tildes, con cifras y guiones (por ejemplo «withlock.carrera»).",
    "01-errores/ejercicios.md:22: el id de ejercicio «errores.repetido» ya se usa en 01-errores/ejercicios.md:15: los ids son únicos en el curso.",
    "01-errores/ejercicios.md:30: tipo de ejercicio desconocido «eleccon». ¿Quisiste decir «eleccion»? Los tipos son: eleccion, texto, prediccion, codigo, recorrido, mermaid, admision, linea.",
    "01-errores/ejercicios.md:32: falta el campo «respuesta: …» tras el encabezado del ejercicio.",
    "01-errores/ejercicios.md:32: a este ejercicio de tipo «texto» le falta la subsección «### explicacion».",
    "01-errores/ejercicios.md:34: campo desconocido «pregunta» en un ejercicio de tipo «texto».",
    "01-errores/ejercicios.md:35: la sección «segunda-parte» no existe en leccion.md.",
    "01-errores/ejercicios.md:39: a este ejercicio de tipo «prediccion» le falta la subsección «### explicacion».",
    "01-errores/ejercicios.md:55: ninguna opción está marcada como correcta con «- [x]».",
    "01-errores/ejercicios.md:56: la opción «Una» no tiene explicación: añade debajo una línea «  > por qué».",
    "01-errores/ejercicios.md:60: subsección desconocida «### pista». ¿Quisiste decir «pistas»?",
    "01-errores/ejercicios.md:66: hay 2 opciones correctas: añade el campo «varias: si» o deja solo una.",
    "01-errores/ejercicios.md:74: falta «01-errores/codigo/fantasma/»: un ejercicio de código tiene inicio.swift, solucion.swift y pruebas.swift.",
    "01-errores/ejercicios.md:76: un ejercicio de código necesita al menos dos pistas en «### pistas» y este tiene una.",
    "01-errores/ejercicios.md:81: falta «01-errores/codigo/incompleto/pruebas.swift»: un ejercicio de código tiene inicio.swift, solucion.swift y pruebas.swift.",
    "01-errores/ejercicios.md:98: el paso 2 parte de «Q2», pero el recorrido va por «S1»: los pasos deben seguir las aristas del diagrama.",
    "01-errores/ejercicios.md:104: el destino es «S3», pero los pasos llevan a «S2».",
    "01-errores/ejercicios.md:124: «quizá» no es una salida de «Q1»; sus salidas son: «si», «no».",
    "01-errores/ejercicios.md:126: un paso tiene la forma «- NODO → etiqueta» (el id del nodo y la salida elegida).",
    "01-errores/ejercicios.md:130: no hay ningún diagrama «decisoin» en el curso. ¿Quisiste decir «decision»?",
    "01-errores/ejercicios.md:142: no hay ningún diagrama «roto» en el curso.",
    "01-errores/ejercicios.md:151: veredicto desconocido «admitido». ¿Quisiste decir «admitida»? Los veredictos son «admitida», «rechazada» e «higiene».",
    "01-errores/ejercicios.md:153: la declaración «@Shared(.appStorage(\"s\")) var s = \"\"» no tiene explicación: añade debajo una línea «  > por qué».",
    "02-faltan/leccion.md:3: el diagrama «decision» ya existe en 01-errores/leccion.md:22: cada id de diagrama es único en el curso.",
  ]

  @Test func everyDeliberateMistakeIsReportedWithFileAndLine() {
    let found = CourseValidator.validate(FixturePaths.brokenCourse).map(\.description)
    #expect(found == Self.expected)
    for (index, line) in found.enumerated() where index < Self.expected.count {
      #expect(line == Self.expected[index])
    }
  }

  @Test func pathPrefixMakesPathsRelativeToTheCaller() {
    let first = CourseValidator.validate(FixturePaths.brokenCourse).first
    #expect(
      first?.rendered(pathPrefix: "Tests/Fixtures/curso-con-errores/")
        == "Tests/Fixtures/curso-con-errores/indice.txt:4: clave desconocida «autor» en el "
        + "índice. Las claves son «id» y «titulo».")
  }

  @Test func brokenCourseStillLoadsWhatItCan() throws {
    let course = try #require(CourseLoader.load(from: FixturePaths.brokenCourse).course)
    #expect(course.lessons.map(\.id) == ["01-errores", "02-faltan"])
    #expect(course.exercise("errores.archivos") != nil)
    #expect(course.exercise("errores.sin-tipo") == nil)
  }

  struct FakeEngineCheck: CourseCheck {
    func diagnostics(for course: Course) async -> [Diagnostic] {
      course.exercises.prefix(1).map {
        Diagnostic($0.location, .reported("la salida no coincide: el fragmento imprime «2»."))
      }
    }
  }

  @Test func engineChecksRunAfterFormatChecks() async {
    let found = await CourseValidator.validate(
      FixturePaths.validCourse, checks: [FakeEngineCheck()])
    #expect(
      found.map(\.description) == [
        "01-caja/ejercicios.md:3: la salida no coincide: el fragmento imprime «2»."
      ])
  }
}
