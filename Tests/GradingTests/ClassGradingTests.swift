import Support
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import Grading

/// Una clase entera por `leccion corregir`, de principio a fin, con compilaciones de
/// verdad: la clase se monta una vez y todas las pruebas comparten una caché (los
/// resultados nunca dependen de ella).
@Suite(.serialized) struct ClassGradingTests {
  static let shared: Result<ClassFixture, any Error> = Result { try ClassFixture.make() }

  func fixture() throws -> ClassFixture { try Self.shared.get() }

  /// `leccion corregir clase --formato json --trabajos 2`, corregido una vez para todas las
  /// pruebas.
  static let whole = Task { () -> CommandOutcome? in
    guard let fixture = try? shared.get() else { return nil }
    return await GradingCommand.execute(
      arguments: [
        "clase", "--formato", "json", "--trabajos", "2", "--curso", GradingFixture.courseDirectory,
        "--tiempo", "1",
      ],
      context: GradingFixture.context(in: fixture.root, cache: fixture.root + "/cache"))
  }

  func wholeJSON() async throws -> CommandOutcome { try #require(await Self.whole.value) }

  func run(
    _ arguments: [String], in root: String, cache: String? = nil, processors: Int = 2
  ) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: arguments + ["--curso", GradingFixture.courseDirectory, "--tiempo", "1"],
      context: GradingFixture.context(
        in: root, cache: cache ?? root + "/cache", processors: processors))
  }

  @Test func sameBytesWhateverTheOrderTheJobsOrTheCache() async throws {
    let fixture = try fixture()
    let before = GradingFixture.snapshot(fixture.classFolder)
    let first = try await wholeJSON()
    #expect(first.code == 1)
    #expect(first.errors == [])
    let shuffled = [
      "eva", "rota.json", "fede.json", "dani.json", "carla.json", "beto.json", "ana.json",
    ]
    let cold = fixture.root + "/cache-" + UUID().uuidString
    let second = await run(
      shuffled.map { "clase/" + $0 } + ["--formato", "json", "--trabajos", "1"], in: fixture.root,
      cache: cold, processors: 1)
    #expect(second.output == first.output)
    #expect(second.code == 1)
    #expect(GradingFixture.snapshot(fixture.classFolder) == before)
  }

  @Test func aLongPathKeepsItsEndInTheTable() {
    #expect(
      TextReport.fitKeepingEnd("/tmp/leccion-clase/alumno-007.json", 30)
        == "…/alumno-007.json")
    #expect(TextReport.fitKeepingEnd("clase/rota.json", 30) == "clase/rota.json")
  }

  @Test func textTable() async throws {
    let fixture = try fixture()
    let report = await run(["clase"], in: fixture.root)
    #expect(report.code == 1)
    let hash = GradingFixture.stamp.contentHash.prefix(12)
    #expect(
      report.output == [
        """
        Corrección de «Curso para corregir» (curso-corregir)
        Contenido \(hash) · leccion 0.2.0 · 9 puntos posibles

        alumno                             puntos    % bien parc  mal  sin error
        ana                                 9 / 9  100    9    0    0    0     0
        beto                             2.67 / 9   30    2    1    2    4     0
        carla                               8 / 9   89    8    0    0    0     1
        clase/rota.json                         —  no corregida
        dani                                7 / 9   78    7    0    0    0     2
        eva                                 9 / 9  100    9    0    0    0     0
        fede                                7 / 9   78    7    0    0    0     2

        Entregas que no se pudieron corregir (1):
          clase/rota.json: no es JSON válido (¿está cortada o editada a mano?). Pide al
            alumno que la exporte de nuevo con «leccion exportar».

        Ejercicios (bien / parcial / mal / sin / error en 6 entregas corregidas):
          caja.copia     5 / 0 / 1 / 0 / 0
          caja.metodo    5 / 0 / 1 / 0 / 0
          caja.imprime   6 / 0 / 0 / 0 / 0
          caja.contador  3 / 0 / 0 / 1 / 2
          caja.sumar     3 / 0 / 0 / 1 / 2
          caja.traspaso  4 / 0 / 0 / 1 / 1
          caja.dibujo    5 / 0 / 0 / 1 / 0
          decidir.saldo  6 / 0 / 0 / 0 / 0
          decidir.tipos  5 / 1 / 0 / 0 / 0

        Estadísticas de los ejercicios (6 alumnos corregidos)

        ejercicio      respondieron  facilidad %  discriminación
        caja.copia              6/6         83.3            0.89
        caja.metodo             6/6         83.3            0.89
        caja.imprime            6/6          100               —
        caja.contador           5/6           50            0.58
        caja.sumar              5/6           50            0.38
        caja.traspaso           5/6         66.7            0.63
        caja.dibujo             5/6         83.3            0.89
        decidir.saldo           6/6          100               —
        decidir.tipos           6/6         94.5            0.92

        ejercicio      desv. %  azar %  peso %  efect. %  efic. %
        caja.copia        40.8      50    11.1      15.3      100
        caja.metodo       40.8       0    11.1      15.3      100
        caja.imprime         0       0    11.1         0        —
        caja.contador     54.8       —    11.1      15.7      100
        caja.sumar        54.8       —    11.1      13.9       52
        caja.traspaso     51.6       —    11.1      15.5     76.3
        caja.dibujo       40.8       —    11.1      15.3      100
        decidir.saldo        0       —    11.1         0        —
        decidir.tipos     13.6    33.3    11.1       8.9      100

        Primer intento de cada alumno (✓ la opción correcta, ✗ una incorrecta; en
        recorrido y predicción, las incorrectas más repetidas):
          caja.copia:
            ✗ 1  Cada una su propia cuenta.
            ✓ 5  La misma cuenta.

        Clase: media 7.11 de 9 puntos; mediana 7.5; desviación típica 2.35.
        Alfa de Cronbach (consistencia de la prueba): 0.84.

        Facilidad: media de lo conseguido en el ejercicio, sin responder cuenta 0.
        Discriminación: correlación de los puntos del ejercicio con los del resto de la
        prueba, de -1 a 1 (— con menos de 3 alumnos o si todos sacaron lo mismo). Las
        demás, como en el informe de estadísticas de Moodle y en %: desv., la desviación
        típica de los puntos del ejercicio; azar, lo que sacaría quien responde al azar;
        peso, lo que vale en la prueba; efect., lo que pesa de verdad en las notas;
        efic., la eficiencia discriminativa (por debajo de 15, revisar el ejercicio). La
        desviación típica es la muestral (n − 1).

        7 entregas: 6 corregidas, 1 con error.
        """
      ])
  }

  @Test func jsonCarriesEveryVerdictWithItsReason() async throws {
    let outcome = try await wholeJSON()
    let report = try JSONReport.decode(Data(outcome.output.joined().utf8))
    #expect(report.course.contentHash == GradingFixture.stamp.contentHash)
    #expect(report.leccionVersion == LeccionVersion.current)
    #expect(
      report.summary.submissions == 7 && report.summary.graded == 6 && report.summary.errors == 1)
    let messages = Dictionary(
      uniqueKeysWithValues: report.students.flatMap { row in
        row.exercises.map {
          ("\(row.student ?? "")/\($0.id)", "\($0.status.rawValue): \($0.message)")
        }
      })
    #expect(
      messages["carla/caja.sumar"]
        == "error: No compila (1 error):\nejercicio.swift:6:42: error: expected expression after operator"
    )
    let timeout =
      "tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los 1 s y se detuvo: o espera un"
      + " cerrojo que nunca se suelta o da vueltas sin fin."
    #expect(
      messages["dani/caja.contador"]
        == "error: Pasan 0 de 2 pruebas.\n✗ pruebaCuentaUno: \(timeout)\n✗ pruebaCuentaTres: no llegó a ejecutarse."
    )
    #expect(
      messages["dani/caja.traspaso"] == "error: La prueba no pasa.\n✗ pruebaTraspasa: \(timeout)")
    #expect(
      messages["fede/caja.contador"]
        == "error: Pasan 0 de 2 pruebas.\n✗ pruebaCuentaUno: terminó con la señal 4 (SIGILL)\n  · me rindo"
        + " (ejercicio.swift:6)\n✗ pruebaCuentaTres: terminó con la señal 4 (SIGILL)\n  · me rindo (ejercicio.swift:6)"
    )
    #expect(
      messages["fede/caja.sumar"]
        == "error: La prueba no pasa.\n✗ pruebaSumaCinco: memoria agotada (el límite es 512 MiB).")
    // Beto entregó el archivo de inicio tal cual: no se compila y vale 0, como «sin hacer».
    #expect(messages["beto/caja.sumar"] == "not_attempted: Es el archivo de inicio sin tocar.")
    #expect(messages["eva/caja.traspaso"] == "pass: La prueba pasa.")
  }

  /// Las cifras de cada ejercicio van en `exercises[]` del informe; las que no se pueden
  /// calcular (todos aciertan) se escriben como `null`.
  @Test func jsonCarriesFacilityAndDiscrimination() async throws {
    let outcome = try await wholeJSON()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.joined().utf8)) as? [String: Any])
    let exercises = try #require(object["exercises"] as? [[String: Any]])
    let byID = Dictionary(uniqueKeysWithValues: exercises.map { ($0["id"] as? String ?? "", $0) })
    #expect(byID["caja.copia"]?["facility"] as? Double == 0.8333)
    #expect(byID["caja.copia"]?["discrimination"] as? Double == 0.8924)
    #expect(byID["caja.imprime"]?["facility"] as? Double == 1)
    #expect(byID["caja.imprime"]?["discrimination"] is NSNull)
    let first = try #require(byID["caja.copia"]?["firstAnswers"] as? [[String: Any]])
    #expect(first.map { $0["answer"] as? String } == ["b", "a"])
    let statistics = try #require(object["statistics"] as? [String: Any])
    #expect(statistics["students"] as? Int == 6)
  }

  @Test func csvForGradebooks() async throws {
    let fixture = try fixture()
    let report = await run(["clase", "--formato", "csv"], in: fixture.root)
    #expect(
      report.output == [
        """
        alumno,entrega,estado,caja.copia,caja.metodo,caja.imprime,caja.contador,caja.sumar,caja.traspaso,caja.dibujo,decidir.saldo,decidir.tipos,total,maximo,mensaje
        ana,clase/ana.json,corregida,1,1,1,1,1,1,1,1,1,9,9,
        beto,clase/beto.json,corregida,0,0,1,0,0,0,0,1,0.67,2.67,9,
        carla,clase/carla.json,corregida,1,1,1,1,0,1,1,1,1,8,9,
        ,clase/rota.json,error,,,,,,,,,,,9,no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de nuevo con «leccion exportar».
        dani,clase/dani.json,corregida,1,1,1,0,1,0,1,1,1,7,9,
        eva,clase/eva,corregida,1,1,1,1,1,1,1,1,1,9,9,
        fede,clase/fede.json,corregida,1,1,1,0,0,1,1,1,1,7,9,
        """
      ])
  }

  @Test func junitIsWellFormedWithASuitePerStudent() async throws {
    let fixture = try fixture()
    let report = await run(["clase", "--formato", "junit"], in: fixture.root)
    let xml = report.output.joined()
    let counter = SuiteCounter()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = counter
    #expect(parser.parse())
    #expect(counter.suites == ["ana", "beto", "carla", "clase/rota.json", "dani", "eva", "fede"])
    #expect(
      xml.contains(
        "<testsuites name=\"leccion corregir: curso-corregir\" tests=\"55\" failures=\"7\" errors=\"6\">"
      ))
    #expect(
      xml.contains(
        "<error message=\"No compila (1 error):&#10;ejercicio.swift:6:42: error: expected expression"
          + " after operator\" type=\"error\">No compila (1 error):&#10;ejercicio.swift:6:42:"
          + " error: expected expression after operator</error>"))
  }

  @Test func partsMergeIntoTheWholeReport() async throws {
    let fixture = try fixture()
    let whole = try await wholeJSON()
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for part in ["1/3", "2/3", "3/3"] {
      let name = "informe-\(part.prefix(1)).json"
      let outcome = await run(
        ["clase", "--formato", "json", "--parte", part, "--salida", directory + "/" + name],
        in: fixture.root)
      #expect(outcome.errors == [])
    }
    let parts = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(parts == ["informe-1.json", "informe-2.json", "informe-3.json"])
    let share = try JSONReport.decode(
      Data(contentsOf: URL(fileURLWithPath: directory + "/informe-2.json")))
    #expect(share.part == ReportPart(index: 2, count: 3))
    #expect(share.students.map { $0.student ?? $0.source } == ["beto", "dani"])
    let merged = await GradingCommand.execute(
      arguments: [
        "--unir", "informe-3.json", "informe-1.json", "informe-2.json", "--formato", "json",
      ],
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
    #expect(merged.output == whole.output)
    #expect(merged.code == 1)
    let missing = await GradingCommand.execute(
      arguments: ["--unir", "informe-3.json", "informe-1.json"],
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
    #expect(missing.errors == ["error: faltan partes: 2/3. Une todas las partes de la corrección."])
    #expect(missing.code == 2)
  }

  @Test func theTeachersFilesAreNeverOverwritten() async throws {
    let fixture = try fixture()
    let earlier = fixture.root + "/informe-anterior.txt"
    _ = FileManager.default.createFile(atPath: earlier, contents: Data("mis notas".utf8))
    let refused = await run(["clase", "--salida", "informe-anterior.txt"], in: fixture.root)
    #expect(
      refused.errors == [
        "error: «informe-anterior.txt» ya existe y no se sobrescribe (podría ser un informe anterior)."
          + " Elige otro nombre o añade «--sobrescribir»."
      ])
    #expect(refused.code == 2)
    #expect(FileManager.default.contents(atPath: earlier) == Data("mis notas".utf8))
    let inside = await run(["clase", "--salida", "clase/informe.json"], in: fixture.root)
    #expect(
      inside.errors == [
        "error: la salida «clase/informe.json» es una de las entradas o está dentro de una carpeta de"
          + " entregas: no se toca nada de lo que se corrige. Elige otro sitio con «--salida»."
      ])
    let written = await run(
      ["clase", "--salida", "nuevo.csv", "--formato", "csv"], in: fixture.root)
    #expect(
      written.output == ["Informe escrito en nuevo.csv: 7 entregas, 6 corregidas, 1 con error."])
    #expect(written.code == 1)
  }
}

extension ClassGradingTests {
  /// La regla de los tiempos agotados (`TimeLimit`, `TimeoutEvidence`), en la ayuda, a 80
  /// columnas.
  @Test func theHelpStatesTheTimeoutRule() {
    let help = GradingHelp.grade.text(width: 80)
    let section = help.components(separatedBy: "\n\n").first { $0.hasPrefix("TIEMPOS AGOTADOS") }
    #expect(
      section == """
        TIEMPOS AGOTADOS
        Un programa se para al agotar su tiempo, L (--tiempo): por el reloj, por la CPU
        (el núcleo lo para al gastar L de CPU) o, si leccion llegó tarde a pararlo, por
        la alarma de su arnés; o antes, si está parado para siempre (fila 4). Cuál salta
        antes depende de la carga de la máquina, así que no cambia el veredicto: la
        prueba en marcha dice «tiempo agotado» y las de después «no llegó a ejecutarse».
        Lo medido decide solo si el resultado se guarda. Mientras corre, leccion lee del
        núcleo, para todos los hilos del programa, la CPU usada, la espera por una CPU
        libre y si el núcleo lo retiene (el disco, un cerrojo del núcleo). El tiempo
        propio es el de reloj desde que arrancó (antes se prepara la caja de arena)
        menos esa espera y lo retenido. Está quieto si ningún hilo usa la CPU, la espera
        ni está retenido: todos duermen por su cuenta (un programa al que la carga le
        quita la CPU la espera: no está quieto). Decide la primera de estas filas que se
        cumple:
          1.  gastó L de CPU: estaba en la CPU, y ese tiempo fue suyo; se guarda.
          2.  sin medida (sin /proc, o lo paró la alarma del arnés): dudoso; no se
              guarda.
          3.  de él solo queda la caja de arena (aún no arrancó o ya terminó): se espera
              a que acabe, hasta el triple de L; si no, es dudoso y no se guarda.
          4.  lleva quieto L/4 seguido: está parado (un abrazo mortal, un sleep, una
              tubería que nadie escribe). Se para ya, sin esperar a L; se guarda.
          5.  su tiempo propio no llega a 4/5 de L: esperó CPU. Se le devuelve lo
              esperado, hasta el triple de L; si aun así no llega, es dudoso: no se
              guarda y se repite en la próxima corrección.
          6.  usó la CPU al menos la mitad de su tiempo propio: da vueltas; se guarda.
          7.  el resto: estuvo parado (duerme a ratos); se guarda.
        """)
  }

  @Test func hiddenTestsAndWeightsCount() async throws {
    let fixture = try fixture()
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/ocultas/caja.sumar", withIntermediateDirectories: true)
    try """
    func pruebaOcultaSumaDos() {
      let caja = Shared(value: Cuenta(saldo: 1))
      sumar(2, a: caja)
      expect(caja.wrappedValue.saldo == 4, "Prueba del profesor: esperaba 4 y hay \\(caja.wrappedValue.saldo).")
    }
    """.write(
      toFile: directory + "/ocultas/caja.sumar/bordes.swift", atomically: true, encoding: .utf8)
    try "01-caja: 2\ncaja.sumar: 1,5\n".write(
      toFile: directory + "/pesos.txt", atomically: true, encoding: .utf8)
    let outcome = await run(
      [
        fixture.classFolder + "/ana.json", "--pruebas-ocultas", "ocultas", "--pesos", "pesos.txt",
        "--formato", "json",
      ],
      in: directory, cache: fixture.root + "/cache")
    #expect(outcome.code == 0)
    let report = try JSONReport.decode(Data(outcome.output.joined().utf8))
    #expect(report.hiddenTests?.count == 64)
    #expect(report.weights?.count == 64)
    #expect(report.maxPoints == 17)
    let sumar = try #require(report.students.first?.exercises.first { $0.id == "caja.sumar" })
    #expect(sumar.status == .partial)
    #expect(sumar.maxPoints == 3)
    #expect(sumar.points == 1.5)
    #expect(
      sumar.message
        == "Pasan 1 de 2 pruebas.\nNo pasa la prueba del profesor (no se nombra ni se cita)."
        + " Pista: Usa withLock.")
    #expect(report.students.first?.points == 15.5)
  }
}

/// Recoge los nombres de los elementos `testsuite`.
final class SuiteCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
  var suites: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "testsuite", let name = attributes["name"] { suites.append(name) }
  }
}
