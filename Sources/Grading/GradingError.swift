import Workspace
/// Everything that can go wrong in `leccion corregir` and `leccion exportar`, as data.
///
/// It is the module's only error type. Its Spanish text comes from one place
/// (`GradingError+Message.swift`). Three families:
/// - usage and setup problems (`isUsage`): the command cannot run, exit code 2;
/// - problems of one hand-in (`isSubmissionProblem`): that hand-in becomes an error row
///   with `message` as its reason and every other one is still graded;
/// - problems of report shares given to `--unir`.
public enum GradingError: Error, Sendable, Hashable {
  // MARK: Command line
  /// An option that does not exist.
  case unknownOption(String, suggestion: String?)
  /// An option that needs a value and got none.
  case missingValue(option: String)
  /// `--formato` with a value that is not a format.
  case unknownFormat(String, suggestion: String?)
  /// `--trabajos` that is not a whole number from 1.
  case invalidJobs(String)
  /// `--parte` that is not `K/N` with 1 ≤ K ≤ N.
  case invalidPart(String)
  /// `--tiempo` that is not a positive number of seconds.
  case invalidTime(String)
  /// An option given twice.
  case repeatedOption(String)
  /// Una suborden que no existe (`leccion tarea vieja`).
  case unknownSubcommand(String, command: String, known: [String])
  /// Un valor de opción que no vale; `expected` dice qué se espera.
  case invalidOptionValue(option: String, value: String, expected: String)
  /// Una opción que solo tiene sentido con otro `--modo`.
  case optionNeedsMode(option: String, mode: String)
  /// No hand-ins (or no reports for `--unir`).
  case noInputs(merging: Bool)
  /// An option that makes no sense together with `--unir`.
  case optionNotForMerge(String)
  /// A positional argument a command does not take.
  case unexpectedArgument(String)
  /// `--salida` names one of the inputs.
  case outputIsInput(path: String)
  /// `--salida` names a file that already exists (nothing the teacher had is overwritten).
  case outputExists(path: String)
  /// The report could not be written.
  case cannotWrite(path: String, reason: String)
  /// `leccion exportar` found no workspace (`nil`: none here or above, nor the default).
  case workspaceNotFound(String?)
  /// `leccion exportar` could not read the workspace; `problem` says why.
  case exportFailed(path: String, problem: String)
  /// `leccion exportar --salida` names a file that is not an earlier hand-in.
  case exportWouldOverwrite(path: String)

  // MARK: Course, engine, weights and hidden tests
  /// The course did not load; `details` are its diagnostics, already rendered.
  case courseInvalid(path: String, details: [String])
  /// The course folder is not there.
  case courseNotFound(String)
  /// A course file needed for grading could not be read.
  case courseFileUnreadable(path: String)
  /// The code runner cannot work (no engine, no compiler); `message` is its Spanish text.
  case runnerUnavailable(message: String)
  /// The weights file could not be read.
  case weightsUnreadable(path: String)
  /// A weights line is not `id: peso`.
  case weightsMalformedLine(path: String, line: Int, text: String)
  /// A weights line names nothing in the course.
  case weightsUnknownID(path: String, line: Int, id: String, suggestion: String?)
  /// A weight that is not a number from 0.
  case weightsInvalidNumber(path: String, line: Int, value: String)
  /// The same id twice in the weights file.
  case weightsDuplicated(path: String, line: Int, id: String, firstLine: Int)
  /// `--pruebas-ocultas` is not a readable folder.
  case hiddenTestsNotAFolder(path: String)
  /// A hidden test file or folder named after no exercise of the course.
  case hiddenTestsUnknownExercise(path: String, id: String, suggestion: String?)
  /// Hidden tests for an exercise that is not a code exercise.
  case hiddenTestsNotCode(path: String, id: String)
  /// A hidden test file without any `func prueba…()`.
  case hiddenTestsWithoutTests(path: String)
  /// A hidden test file that cannot be read as UTF-8 text.
  case hiddenTestsUnreadable(path: String)

  // MARK: One hand-in (an error row)
  /// The path does not exist.
  case submissionNotFound
  /// The path exists but cannot be read.
  case submissionUnreadable(reason: String)
  /// A symbolic link (never followed).
  case submissionSymlink(path: String)
  /// A FIFO, device or socket.
  case submissionNotRegular(path: String)
  /// Bigger than allowed.
  case submissionOversized(bytes: Int, limit: Int)
  /// Not text: NUL bytes or invalid UTF-8.
  case submissionBinary
  /// Text in another encoding than UTF-8 (`UTF-16`, `Latin-1`).
  case submissionWrongEncoding(String)
  /// Text, but not JSON.
  case submissionNotJSON
  /// JSON nested deeper than `limit` levels (first passed on `line`).
  case submissionTooDeep(line: Int, limit: Int)
  /// The same key twice in one object (the second on `line`).
  case submissionDuplicateKey(String, line: Int)
  /// An exercise id (of an event or a code file) with a path separator or a control
  /// character.
  case submissionUnsafeExerciseID(String)
  /// JSON, but not a `leccion-entrega`.
  case submissionNotASubmission
  /// A newer format than this build reads.
  case submissionFutureVersion(Int)
  /// A field is missing or has the wrong type; `detail` names it.
  case submissionMalformed(detail: String)
  /// A hand-in for another course.
  case submissionOtherCourse(found: String, expected: String)
  /// A hand-in made with other course content.
  case submissionOtherContent(found: String, expected: String)
  /// A student id with forbidden characters.
  case submissionInvalidStudent(String)
  /// A code file name that tries to leave its folder (`../`, absolute, `/`).
  case submissionUnsafePath(exercise: String, path: String)
  /// A code file or an answer over its size limit.
  case submissionPartTooLarge(exercise: String, bytes: Int, limit: Int)
  /// Un registro con más sucesos de los que admite una entrega.
  case submissionTooManyEvents(Int, limit: Int)
  /// The same student in two hand-ins.
  case submissionDuplicateStudent(String, others: [String])
  /// A folder given as input that holds no hand-in and is no workspace.
  case submissionEmptyFolder
  /// A workspace whose `espacio.json` names no student.
  case workspaceWithoutStudent
  /// A workspace file that cannot be used; `detail` says why.
  case workspaceFileInvalid(file: String, detail: String)

  /// La tarea de `--tarea` no se puede usar.
  case assignment(AssignmentProblem)
  /// `--pesos` junto a `--tarea` (los pesos van dentro de la tarea).
  case weightsWithAssignment

  // MARK: --unir
  /// A share that cannot be read or is no `leccion-informe`.
  case mergeUnreadable(path: String, detail: String)
  /// A share that is a full report, not a `--parte`.
  case mergeNotAPart(path: String)
  /// Shares that do not come from the same grading run; `field` names the difference.
  case mergeMismatch(path: String, field: String)
  /// The same share twice.
  case mergeDuplicatePart(path: String, part: Int)
  /// Missing shares.
  case mergeMissingParts([Int], count: Int)
  /// The same student in two shares.
  case mergeDuplicateStudent(String)
}

extension GradingError {
  /// Whether the command cannot run at all (exit code 2).
  public var isUsage: Bool { exitCode == 2 }

  /// The exit code a command ends with when this stops it: 1 for a hand-in or workspace
  /// that cannot be read, 2 for the rest.
  public var exitCode: Int32 {
    if isSubmissionProblem { return 1 }
    if case .exportFailed = self { return 1 }
    return 2
  }

  /// Whether it is the reason of one hand-in's error row.
  public var isSubmissionProblem: Bool {
    switch self {
    case .submissionNotFound, .submissionUnreadable, .submissionSymlink,
      .submissionNotRegular, .submissionOversized, .submissionBinary, .submissionNotJSON,
      .submissionNotASubmission, .submissionFutureVersion, .submissionMalformed,
      .submissionOtherCourse, .submissionOtherContent, .submissionInvalidStudent,
      .submissionUnsafePath, .submissionPartTooLarge, .submissionDuplicateStudent,
      .submissionTooManyEvents, .submissionWrongEncoding, .submissionTooDeep,
      .submissionDuplicateKey, .submissionUnsafeExerciseID,
      .submissionEmptyFolder, .workspaceWithoutStudent, .workspaceFileInvalid:
      true
    default:
      false
    }
  }
}
