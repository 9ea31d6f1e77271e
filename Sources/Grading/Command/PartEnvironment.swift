import Foundation

/// `--parte auto`: the share a batch system gives this process, from its environment.
///
/// Looked for in this order (the first system whose index variable is set decides):
/// - Slurm job arrays: `SLURM_ARRAY_TASK_ID`, with `SLURM_ARRAY_TASK_MIN`/`_MAX` (and
///   `_STEP`, for `--array=0-30:10`) or `SLURM_ARRAY_TASK_COUNT`: part = (id − min) / step + 1;
/// - GitLab CI `parallel:`: `CI_NODE_INDEX` (from 1) and `CI_NODE_TOTAL`;
/// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (from 0), with the total in
///   `--parte auto/N` or `LECCION_PARTES`;
/// - anything else (a GitHub Actions matrix): `LECCION_PARTE=K/N`.
///
/// ```swift
/// try PartEnvironment.part(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], total: nil)
/// // ReportPart(index: 2, count: 4)
/// ```
enum PartEnvironment {
  /// The variables that can say the part, for the message when none does.
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
