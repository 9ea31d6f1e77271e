extension SourceRules {
  /// Los mensajes de cada regla, en un solo sitio (se prueban palabra por palabra).
  enum Messages {
    static func attribute(_ name: String) -> String {
      "el atributo «@\(name)» no se admite en los ejercicios: cambia cómo se enlaza o se "
        + "compila el programa junto al arnés de pruebas. Quítalo."
    }

    static func directive(_ name: String) -> String {
      "«#\(name)» no se admite en los ejercicios: cambia dónde dicen los diagnósticos que "
        + "está tu código. Quítalo."
    }

    static let unsafeKeyword =
      "«unsafe» no se admite en los ejercicios: el código de un ejercicio no puede usar "
      + "memoria sin comprobar (punteros «Unsafe…», «unsafeBitCast», «withUnsafe…»)."

    static func `operator`(_ text: String) -> String {
      "«\(text)» declara un operador, y en los ejercicios no se admite: las pruebas "
        + "compararían con el tuyo. Usa una función con nombre."
    }

    static func foreignExtension(_ target: String) -> String {
      "«extension \(target)» cambia un tipo que este archivo no declara, y en los ejercicios "
        + "no se admite: las pruebas usarían tus miembros. Añade lo que necesites a tus "
        + "propios tipos."
    }

    static func libraryName(_ name: String) -> String {
      "«\(name)» es un tipo de Swift o de SharedCore: ponle otro nombre al tuyo (las pruebas "
        + "usarían el tuyo en su lugar)."
    }

    static func forbiddenIdentifier(_ name: String) -> String {
      "«\(name)» no se admite en los ejercicios: los fallos que anota el motor son de las "
        + "pruebas, no del ejercicio."
    }

    static let harnessModule =
      "«\(SharedCoreToolchain.harnessModuleName)» es el módulo del arnés de pruebas: el "
      + "ejercicio no puede nombrarlo ni importarlo. Quita esa línea."

    static func foreignImport(_ module: String) -> String {
      "«import \(module)» no se admite en los ejercicios: solo se pueden importar "
        + SourceRuleNames.importableModules.sorted().map { "«\($0)»" }.joined(separator: ", ")
        + ". Quita esa línea."
    }

    /// Para los avisos de `-strict-memory-safety` en el archivo de la persona.
    static let unsafeMemory =
      "usa memoria sin comprobar (punteros «Unsafe…», «unsafeBitCast», «withUnsafe…», una "
      + "cadena pasada a C…), y en los ejercicios no se admite: escríbelo con tipos de Swift."
  }
}
