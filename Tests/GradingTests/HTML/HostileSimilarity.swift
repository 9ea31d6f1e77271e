import Foundation

@testable import Grading

/// Un informe de parecidos con texto hostil donde una entrega pone texto: en los ids de los dos
/// alumnos del par copiado y en el código que comparten (cadenas y comentarios que cerrarían un
/// `<pre>`, abrirían un `<script>` o añadirían una imagen con `onerror`).
enum HostileSimilarity {
  static let code = """

    // </pre></div><img src=x onerror="document.body.dataset.inyectado='img'">
    let aviso = "</pre><script>document.body.dataset.inyectado='pre'</script>"
    func marcar(_ caja: Shared<Usuario>) {
      caja.withLock { $0.nombre = "</style><h1 id=\\"inyectado\\">fuera</h1>" }
      let otra = "<svg onload=\\"document.body.dataset.inyectado='svg'\\">"
      print(otra, aviso)
    }

    """

  static func report() async -> SimilarityReport {
    var synthetic = SyntheticClass.make()
    for index in synthetic.students.indices
    where ["alumno-04", "alumno-31"].contains(synthetic.students[index].id) {
      let renamed =
        synthetic.students[index].id == "alumno-04" ? HostileClass.script : HostileClass.image
      synthetic.students[index].id = renamed
      for (exercise, text) in synthetic.students[index].code {
        synthetic.students[index].code[exercise] = text + code
      }
    }
    return await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(synthetic.input)
  }

  /// La clase hostil del informe HTML con esta sección.
  static func gradeReport() async -> GradeReport {
    var report = HostileClass.report()
    report.similarity = await Self.report()
    return report
  }
}
