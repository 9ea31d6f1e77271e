// Mediciones del motor. Ejecútalas en release:
//   Benchmarks/correr SharedCoreBenchmarks [shared] [archivo] [arquitectura] [envio]
// Sin argumentos se ejecutan las tres primeras; con alguno, solo esas.
//
// `instrucciones [N]` no mide tiempos: ejecuta cada bucle una vez con N repeticiones (100 000
// si no se dice) para que `Benchmarks/contar-instrucciones` cuente sus instrucciones.
let argumentos = Array(CommandLine.arguments.dropFirst())
if argumentos.first == "instrucciones" {
  let repeticiones = argumentos.dropFirst().first.flatMap { Int($0) } ?? 100_000
  runSharedInstructionLoops(count: repeticiones)
  runStoreSendInstructionLoop(actions: max(repeticiones / 100, 1))
} else {
  let pedidas = Set(argumentos)
  let pedida = { (nombre: String) in pedidas.isEmpty || pedidas.contains(nombre) }
  if pedida("shared") { runSharedBenchmark() }
  if pedida("archivo") { runFileStorageBenchmark() }
  if pedida("arquitectura") { await runArchitectureBenchmark() }
  if pedidas.contains("envio") { runStoreSendBenchmark() }
}
