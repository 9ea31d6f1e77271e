import Glibc

/// Lo que hace el programa antes de la primera prueba, aparte del canal de informe.
enum Startup {
  /// El ejercicio y las pruebas pedidas (ninguna: todas).
  struct Selection: Sendable {
    var unit: Int
    var tests: Set<String>
  }

  /// Los argumentos (`given`, con el nombre del programa delante): el primero elige el
  /// ejercicio; los siguientes, qué pruebas.
  static func selection(_ given: [String]) -> Selection {
    let arguments = Array(given.dropFirst())
    return Selection(
      unit: arguments.first.flatMap { Int($0) } ?? 0, tests: Set(arguments.dropFirst()))
  }

  /// Deja la salida estándar con búfer por líneas, como en un terminal (si el programa se
  /// estrella, lo ya impreso no se pierde; `stdout` es una variable global de C que Swift 6
  /// no deja tocar, y se toma su dirección con `dlsym`), y programa una alarma con
  /// `LECCION_ALARMA` segundos: si `leccion` muere sin poder matarlo, el programa no queda
  /// vivo para siempre.
  static func configureOutput() {
    if let output = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") {
      setvbuf(output.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)
    }
    if let text = getenv("LECCION_ALARMA"), let seconds = UInt32(String(cString: text)) {
      alarm(seconds)
    }
  }
}
