import Foundation
import Lessons

extension Workspace {
  /// Las partes de una entrega que guarda un espacio, con su ruta relativa a la carpeta: lo
  /// que `corregir` y `exportar` leen de él (`HandInReader`) sin saber cómo se
  /// llaman sus archivos.
  ///
  /// ```swift
  /// Workspace.HandInParts.progress                 // "progreso.json"
  /// Workspace.HandInParts.codeFiles(of: course)    // [("withlock.carrera", "withlock.carrera.swift"), …]
  /// ```
  public enum HandInParts {
    /// El manifiesto (`espacio.json`): de quién y de qué curso es.
    public static let manifest = WorkspaceManifest.fileName
    /// El registro del progreso (`progreso.json`), que va entero a la entrega.
    public static let progress = LearnerProgress.fileName
    /// La carpeta de los archivos de código (`codigo`).
    public static let codeFolder = Workspace.codeFolderName

    /// El archivo de cada ejercicio de código de `course`, en el orden del curso: su nombre
    /// dentro de `codigo/` (el que guarda la entrega) y su ruta desde el espacio.
    public static func codeFiles(of course: Course)
      -> [(exerciseID: String, name: String, path: String)]
    {
      course.exercises.compactMap { exercise in
        guard exercise.kind.compiled != nil else { return nil }
        let name = Workspace.codeFileName(for: exercise.id)
        return (exercise.id, name, codeFolder + "/" + name)
      }
    }
  }
}
