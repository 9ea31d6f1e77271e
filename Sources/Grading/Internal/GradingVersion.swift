/// Versions recorded in hand-ins and reports.
public enum GradingVersion {
  /// The `leccion` version written into hand-ins and reports. It mirrors
  /// `LeccionVersion.current` in `Tutor` (which depends on this module, not the other way
  /// round); the wiring test in `Tutor` should check they agree.
  public static let leccion = "0.1.0"
}
