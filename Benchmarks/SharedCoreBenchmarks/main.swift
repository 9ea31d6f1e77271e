// Mediciones del motor. Ejecútalas en release:
//   swift run -c release SharedCoreBenchmarks
runSharedBenchmark()
runFileStorageBenchmark()
