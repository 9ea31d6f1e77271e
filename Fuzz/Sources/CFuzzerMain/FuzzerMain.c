// El `main` de cada objetivo de fuzzing. SwiftPM enlaza el `main` de un ejecutable con
// `<Objetivo>_main` (para poder probar ejecutables), así que el `main` que trae libFuzzer no
// se usa: cada `<Objetivo>_main` arranca libFuzzer con `LLVMFuzzerRunDriver` y la función
// `LLVMFuzzerTestOneInput` que define el objetivo en Swift (con `@_cdecl`).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#define FUZZ_MAIN(name)                                                  \
  int name##_main(int argc, char **argv) {                               \
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);   \
  }

FUZZ_MAIN(FuzzAnswers)
FUZZ_MAIN(FuzzAssignment)
FUZZ_MAIN(FuzzCompilerDiagnostics)
FUZZ_MAIN(FuzzCourseLoader)
FUZZ_MAIN(FuzzHandIn)
FUZZ_MAIN(FuzzMermaid)
FUZZ_MAIN(FuzzPresentation)
FUZZ_MAIN(FuzzProgress)
FUZZ_MAIN(FuzzWeights)
