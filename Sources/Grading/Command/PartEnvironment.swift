import Foundation

/// `--parte auto`: la parte que un sistema de lotes asigna a este proceso, sacada de su entorno.
///
/// Se busca en este orden (decide el primer sistema que tenga definida su variable de índice):
/// - job arrays de Slurm: `SLURM_ARRAY_TASK_ID`, con `SLURM_ARRAY_TASK_MIN`/`_MAX` (y `_STEP`, para
///   `--array=0-30:10`) o `SLURM_ARRAY_TASK_COUNT`: parte = (id − min) / step + 1;
/// - `parallel:` de GitLab CI: `CI_NODE_INDEX` (desde 1) y `CI_NODE_TOTAL`;
/// - Indexed Jobs de Kubernetes: `JOB_COMPLETION_INDEX` (desde 0), con el total en `--parte auto/N`
///   o en `LECCION_PARTES`;
/// - cualquier otro (una matriz de GitHub Actions): `LECCION_PARTE=K/N`.
///
/// ```swift
/// try PartEnvironment.part(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], total: nil)
/// // ReportPart(index: 2, count: 4)
/// ```
enum PartEnvironment {
  /// Las variables que pueden indicar la parte, para el mensaje cuando ninguna la indica.
  static let indexVariables = [
    "SLURM_ARRAY_TASK_ID", "CI_NODE_INDEX", "JOB_COMPLETION_INDEX", "LECCION_PARTE",
  ]

  static func part(_ environment: [String: String], total: Int?) throws(GradingError)
    -> ReportPart
  {
    func number(_ name: String) throws(GradingError) -> Int? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      guard let number = Int(value.trimmingCharacters(in: .whitespaces)), number >= 0 else {
        throw .invalidPartVariable(name: name, value: value)
      }
      return number
    }
    func make(_ index: Int, _ count: Int?, from name: String, totalFrom: String)
      throws(GradingError) -> ReportPart
    {
      guard let count = total ?? count else { throw .missingPartTotal(variable: totalFrom) }
      guard count >= 1, index >= 1, index <= count else {
        throw .partOutOfRange(variable: name, index: index, count: count)
      }
      return ReportPart(index: index, count: count)
    }
    if let id = try number("SLURM_ARRAY_TASK_ID") {
      let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
      let step = max(1, try number("SLURM_ARRAY_TASK_STEP") ?? 1)
      var count = try number("SLURM_ARRAY_TASK_COUNT")
      if let maximum = try number("SLURM_ARRAY_TASK_MAX") {
        count = (maximum - minimum) / step + 1
      }
      guard (id - minimum) % step == 0 else {
        throw .invalidPartVariable(name: "SLURM_ARRAY_TASK_ID", value: String(id))
      }
      return try make(
        (id - minimum) / step + 1, count, from: "SLURM_ARRAY_TASK_ID",
        totalFrom: "SLURM_ARRAY_TASK_MAX o SLURM_ARRAY_TASK_COUNT")
    }
    if let index = try number("CI_NODE_INDEX") {
      return try make(
        index, try number("CI_NODE_TOTAL"), from: "CI_NODE_INDEX", totalFrom: "CI_NODE_TOTAL")
    }
    if let index = try number("JOB_COMPLETION_INDEX") {
      return try make(
        index + 1, try number("LECCION_PARTES"), from: "JOB_COMPLETION_INDEX",
        totalFrom: "LECCION_PARTES (o --parte auto/N)")
    }
    if let value = environment["LECCION_PARTE"], !value.isEmpty {
      guard let part = GradingOptions.parsePart(value) else {
        throw .invalidPartVariable(name: "LECCION_PARTE", value: value)
      }
      return part
    }
    throw .noPartInEnvironment(variables: indexVariables)
  }
}
