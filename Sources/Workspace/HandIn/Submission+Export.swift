import Foundation

/// Lo que `leccion exportar` escribe del espacio: el archivo de la entrega, y solo encima de
/// otra entrega.
extension Submission {
  /// El archivo que escribe `exportar` sin `--salida`: `entrega-ALUMNO.json`.
  public static func fileName(student: String) -> String { "entrega-\(student).json" }

  /// Si `data` es una entrega (de cualquier versión): `exportar` solo reemplaza un archivo
  /// así, nunca otra cosa que se llame igual.
  public static func isSubmission(_ data: Data) -> Bool {
    WorkspaceJSON.peek("format", in: data) == .string(formatName)
  }

  /// El archivo que se envía al profesor: el JSON y un salto de línea.
  public func fileContents() throws -> Data { try encoded() + Data("\n".utf8) }
}
