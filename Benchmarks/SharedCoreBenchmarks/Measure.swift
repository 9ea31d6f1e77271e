import Foundation

/// Una medida frente a su base: la mediana de los nanosegundos por repetición de cada una
/// y la mediana de los cocientes ronda a ronda.
struct Comparison {
  var baseline: Double
  var candidate: Double
  var ratio: Double
}

/// El reloj con que se mide: en la máquina compartida, el tiempo de CPU del hilo no cuenta
/// lo que el sistema lo tiene parado; con varios hilos hace falta el de pared.
enum BenchmarkClock {
  case threadCPU
  case wall

  func now() -> UInt64 {
    switch self {
    case .threadCPU:
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    case .wall:
      return DispatchTime.now().uptimeNanoseconds
    }
  }
}

/// Mide `candidate` frente a `baseline`, que hacen `iterations` repeticiones cada uno,
/// alternando base y candidato en cada una de `rounds` rondas (tras una de calentamiento):
/// así los dos ven la misma carga de la máquina, y el cociente de cada ronda compara
/// mediciones hechas una junto a otra.
func compare(
  iterations: Int, rounds: Int = 11, clock: BenchmarkClock = .threadCPU,
  baseline: () -> Void, _ candidate: () -> Void
) -> Comparison {
  compare(
    iterations: iterations, rounds: rounds,
    timedBaseline: {
      let start = clock.now()
      baseline()
      return clock.now() - start
    },
    {
      let start = clock.now()
      candidate()
      return clock.now() - start
    })
}

/// Como `compare(iterations:rounds:clock:baseline:_:)`, pero cada lado mide su propio tiempo
/// y lo devuelve en nanosegundos (para lo que tiene que preparar algo antes de empezar a
/// contar, como los hilos de una medida con contención).
func compare(
  iterations: Int, rounds: Int = 11,
  timedBaseline baseline: () -> UInt64, _ candidate: () -> UInt64
) -> Comparison {
  func time(_ body: () -> UInt64) -> Double {
    Double(body()) / Double(iterations)
  }
  _ = baseline()
  _ = candidate()
  var baselines: [Double] = []
  var candidates: [Double] = []
  var ratios: [Double] = []
  for round in 0..<rounds {
    // Se alterna también quién va primero, por si el orden favorece a alguno.
    let (base, other) =
      round.isMultiple(of: 2)
      ? {
        let b = time(baseline); return (b, time(candidate))
      }()
      : {
        let c = time(candidate); return (time(baseline), c)
      }()
    baselines.append(base)
    candidates.append(other)
    ratios.append(other / base)
  }
  return Comparison(
    baseline: median(baselines), candidate: median(candidates), ratio: median(ratios))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[sorted.count / 2]
}

/// Imprime una fila de la tabla: nombre, ns por operación de la base y del candidato, y
/// la mediana de los cocientes.
func report(_ name: String, _ comparison: Comparison) {
  let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
  print(
    padded
      + String(
        format: "%8.2f ns  (base %6.2f ns)  %6.2f×", comparison.candidate, comparison.baseline,
        comparison.ratio))
}
