// Mediciones del motor. Ejecútalas en release:
//   swift run -c release SharedCoreBenchmarks [shared] [archivo] [arquitectura] [envio]
// Sin argumentos se ejecutan todas; con alguno, solo esas.
let pedidas = Set(CommandLine.arguments.dropFirst())
func pedida(_ nombre: String) -> Bool { pedidas.isEmpty || pedidas.contains(nombre) }

if pedida("shared") { runSharedBenchmark() }
if pedida("archivo") { runFileStorageBenchmark() }
if pedida("arquitectura") { await runArchitectureBenchmark() }
if pedidas.contains("envio") { runStoreSendBenchmark() }
