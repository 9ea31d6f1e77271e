import Presentation
import Support
import Workspace

/// Lo que una devolución abre de un ejercicio (la respuesta correcta y la explicación), como
/// lo enseñan `leccion revisar` y, en el tutor, `solución`. Viene de un archivo que el
/// alumno puede tocar: pasa por el filtro de caracteres de control.
///
/// ```swift
/// HandbackEntryView(presenter: context.presenter).revealed(entry)
/// // ["Respuesta correcta:", "  - b) Una copia…", "Explicación:", "  …"]
/// ```
struct HandbackEntryView {
  let presenter: LessonPresenter

  /// La respuesta correcta y la explicación de `entry`, sangradas; vacío si no trae nada.
  func revealed(_ entry: ExerciseResult, indent: String = "  ") -> [String] {
    let style = presenter.console.style
    let narrow = LessonPresenter(console: presenter.console, widthReduction: indent.count + 2)
    var lines: [String] = []
    if let instance = entry.instance {
      lines.append(indent + style.bold("Tu versión:") + " " + UntrustedText.clean(instance))
    }
    if let answer = entry.rightAnswer {
      lines.append(indent + style.bold("Respuesta correcta:"))
      lines += narrow.markdown(UntrustedText.clean(answer)).map { indent + "  " + $0 }
    }
    if let explanation = entry.explanation {
      lines.append(indent + style.bold("Explicación:"))
      lines += narrow.markdown(UntrustedText.clean(explanation)).map { indent + "  " + $0 }
    }
    return lines
  }

  /// Si alguna entrada de `handback` trae la respuesta o la explicación.
  static func revealsAnything(_ handback: Handback) -> Bool {
    handback.exercises.contains { $0.rightAnswer != nil || $0.explanation != nil }
  }
}
