// Mediciones del motor. Ejecútalas en release:
//   Benchmarks/correr SharedCoreBenchmarks [shared] [archivo] [arquitectura] [envio]
// Sin argumentos se ejecutan las tres primeras; con alguno, solo esas.
let pedidas = Set(CommandLine.arguments.dropFirst())
func pedida(_ nombre: String) -> Bool { pedidas.isEmpty || pedidas.contains(nombre) }

if pedida("shared") { runSharedBenchmark() }
if pedida("archivo") { runFileStorageBenchmark() }
if pedida("arquitectura") { await runArchitectureBenchmark() }
if pedidas.contains("envio") { runStoreSendBenchmark() }
