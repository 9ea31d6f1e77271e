// Mediciones del motor. Ejecútalas en release:
//   Benchmarks/correr SharedCoreBenchmarks
runSharedBenchmark()
runFileStorageBenchmark()
await runArchitectureBenchmark()
