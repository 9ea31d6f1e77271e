import Foundation

/// Mide `body`, que hace `iterations` repeticiones, y devuelve nanosegundos por repetición
/// (mediana de `rounds` rondas, tras una ronda de calentamiento).
func nanosecondsPerIteration(
  iterations: Int, rounds: Int = 7, _ body: () -> Void
) -> Double {
  body()
  var samples: [Double] = []
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    samples.append(Double(elapsed) / Double(iterations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Imprime una fila de la tabla: nombre, ns por operación y cociente frente a la base.
func report(_ name: String, _ nanoseconds: Double, baseline: Double? = nil) {
  let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
  var line = padded + String(format: "%9.2f ns", nanoseconds)
  if let baseline, baseline > 0 {
    line += String(format: "   %6.2f×", nanoseconds / baseline)
  }
  print(line)
}
