import Foundation
import Testing

@testable import Checker

/// El curso `Tests/Fixtures/CursoMotorConErrores`: su formato está bien y tiene un error de
/// cada clase que solo el motor descubre. Cada mensaje se comprueba palabra por palabra, con
/// su `archivo:línea`.
@Suite(.serialized) struct CourseProofFixtureTests {
  @Test func cadaErrorDelMotorSaleConSuLugarYSuMensaje() async throws {
    let problems = try await CourseProofFixture.validate(CourseProofFixture.brokenCourse)
    let expected = [
      // Un `compila` que asigna al valor envuelto (error de tipos)…
      "01-motor/leccion.md:20: el bloque «swift compila» no compila contra SharedCore: "
        + "cannot assign to property: 'wrappedValue' is a get-only property",
      // …y otro que solo falla en los análisis de después (`-emit-sil`).
      "01-motor/leccion.md:29: el bloque «swift compila» no compila contra SharedCore: "
        + "return from initializer without initializing all stored properties",
      "01-motor/leccion.md:47: el bloque «swift ejecutable» no compila contra SharedCore: "
        + "value of type 'Int' has no member 'append'",
      "01-motor/leccion.md:52: el bloque «swift ejecutable» terminó con la señal 4 (SIGILL): "
        + "Fatal error: Index out of range.",
      "01-motor/ejercicios.md:19: la salida de «motor.copia» no es la que imprime el fragmento "
        + "en SharedCore: en su línea 2 el curso dice «1» y el fragmento imprime «2».",
      "01-motor/ejercicios.md:41: la declaración «@Shared(.appStorage(\"lista\")) var lista: "
        + "[Any] = []» está marcada «admitida», pero no compila contra SharedCore: initializer "
        + "'init(wrappedValue:_:)' requires the types '[Any]' and 'Bool' be equivalent. Su "
        + "veredicto es «rechazada», o corrige la declaración.",
      "01-motor/ejercicios.md:43: la declaración «@Shared(.appStorage(\"texto\")) var texto = "
        + "\"hola\"» está marcada «rechazada», pero compila contra SharedCore: su veredicto es "
        + "«admitida» o «higiene».",
      // (`swiftc` no siempre dice lo mismo de un enum con `rawValue` `Double`: aquí, `Any`, que
      // no es `Codable` y por eso no encaja en ninguna forma de `appStorage`.)
      "01-motor/ejercicios.md:45: la declaración «@Shared(.appStorage(\"factor\")) var factor: "
        + "Any = 1» está marcada «higiene», pero no compila contra SharedCore: initializer "
        + "'init(wrappedValue:_:)' requires the types 'Any' and 'Bool' be equivalent. Su "
        + "veredicto es «rechazada», o corrige la declaración.",
      "01-motor/ejercicios.md:54: el inicio de «motor.ya-pasa» (codigo/ya-pasa/inicio.swift) ya "
        + "pasa todas las pruebas ocultas: debe fallar hasta que se resuelva su TODO.",
      "01-motor/ejercicios.md:64: la solución de «motor.falla» no pasa la prueba oculta "
        + "«pruebaRestaUno»: restarUno debería dejar 4 en la caja; deja 6.",
      // Un inicio que falla una prueba y ya pasa otra: esa otra no mide nada.
      "01-motor/codigo/a-medias/pruebas.swift:7: la prueba «pruebaDoblaCero» ya pasa con el "
        + "inicio sin tocar de «motor.a-medias»: no mide lo que pide el ejercicio y cobraría un "
        + "inicio a medio hacer; haz que falle hasta que se resuelva el TODO.",
      "01-motor/codigo/no-compila/solucion.swift:3: la solución de «motor.no-compila» no compila "
        + "contra SharedCore: cannot assign to property: 'wrappedValue' is a get-only property",
      // Unas pruebas que no compilan con el inicio: quien empieza no podría ni leerlas.
      "01-motor/codigo/pruebas-rotas/pruebas.swift:3: las pruebas ocultas de "
        + "«motor.pruebas-rotas» no compilan con el inicio sin tocar: cannot find 'vaciar' in "
        + "scope. Quien empieza vería un error en un archivo que no puede abrir; haz que "
        + "compilen con el inicio y que sea una prueba que falla la que diga qué falta.",
    ]
    #expect(problems == expected)
  }

  /// Tras la primera, todo sale de la caché (incluido el «no pasa» de un inicio que se
  /// cuelga, que el corrector no guarda): el resultado debe ser el mismo.
  @Test func unaSegundaValidacionContestaLoMismo() async throws {
    let first = try await CourseProofFixture.validate(CourseProofFixture.brokenCourse)
    let second = try await CourseProofFixture.validate(CourseProofFixture.brokenCourse)
    #expect(first == second)
  }
}
