extension Exercise.KindName {
  /// El nombre del tipo para leer, con sus tildes (`elección`, `código`); la palabra de `tipo:`
  /// (`rawValue`) es la de los archivos y los formatos de máquina.
  public var spanish: String { unit?.reportName ?? rawValue }
}
