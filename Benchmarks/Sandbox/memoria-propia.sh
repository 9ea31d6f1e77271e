#!/usr/bin/env bash
# Por qué el programa de un alumno se cierra su propia memoria con `prctl(PR_SET_DUMPABLE, 0)`
# y no con Landlock (issue 23; «Lo que aún puede un programa» en Sources/Grading/README.md).
#
# Compila un programa de Swift de pocas líneas (una `Task`, como las pruebas asíncronas del
# arnés, y un intento de abrir /proc/self/mem) y lo ejecuta N veces de dos formas:
#   1. con una regla de Landlock que permite todo salvo /proc, puesta por un lanzador en C
#      antes del `exec` (con un solo hilo, así que vale para todos los del programa);
#   2. sin Landlock, volviéndose no volcable él mismo y con un usuario sin privilegios (como
#      root, `setpriv --reuid`; sin root, el tuyo).
# Imprime cuántas ejecuciones de cada una acabaron bien, cuántas con SIGILL y si
# /proc/self/mem se abrió. Con Landlock, el monitor de hilos de Dispatch no puede abrir
# /proc/<hilo>/stat y se detiene a propósito (SIGILL) en una parte de las ejecuciones.
#
# Uso: Benchmarks/Sandbox/memoria-propia.sh [N]   (por omisión 30; hace falta cc y swiftc)
set -euo pipefail
veces="${1:-30}"
export PATH="/opt/swift/usr/bin:$PATH"
tmp="$(mktemp -d /tmp/leccion-memoria-XXXXXX)"
chmod 755 "$tmp"
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/lanzador.c" <<'C'
// Pone una regla de Landlock (todo bajo cada entrada de la raíz menos /proc) y ejecuta argv[1].
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
struct reglas { uint64_t manejados; };
struct bajo { uint64_t permitidos; int32_t carpeta; } __attribute__((packed));
int main(int argc, char **argv) {
  if (argc < 2) return 2;
  long version = syscall(444, NULL, 0, 1);
  if (version < 1) { fprintf(stderr, "sin Landlock\n"); return 125; }
  uint64_t todos = (1ULL << 13) - 1;
  if (version >= 2) todos |= 1ULL << 13;
  if (version >= 3) todos |= 1ULL << 14;
  if (version >= 5) todos |= 1ULL << 15;
  struct reglas reglas = {todos};
  int conjunto = (int)syscall(444, &reglas, sizeof reglas, 0);
  DIR *raiz = opendir("/");
  struct dirent *entrada;
  while (raiz && (entrada = readdir(raiz))) {
    if (!strcmp(entrada->d_name, ".") || !strcmp(entrada->d_name, "..") ||
        !strcmp(entrada->d_name, "proc")) continue;
    char ruta[512];
    snprintf(ruta, sizeof ruta, "/%s", entrada->d_name);
    int fd = open(ruta, O_PATH | O_NOFOLLOW | O_CLOEXEC);
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0 || !S_ISDIR(info.st_mode)) { if (fd >= 0) close(fd); continue; }
    struct bajo regla = {todos, fd};
    syscall(445, conjunto, 1, &regla, 0);
    close(fd);
  }
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  if (syscall(446, conjunto, 0) != 0) { perror("landlock_restrict_self"); return 125; }
  execv(argv[1], argv + 1);
  return 125;
}
C

cat >"$tmp/programa.swift" <<'SWIFT'
import Foundation
if CommandLine.arguments.dropFirst().first == "no-volcable" {
  typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
  if let simbolo = dlsym(dlopen(nil, RTLD_NOW), "prctl") {
    _ = unsafeBitCast(simbolo, to: Prctl.self)(4, 0, 0, 0, 0)
  }
}
let hecho = DispatchSemaphore(value: 0)
for _ in 0..<4 {
  Task {
    var suma = 0
    for numero in 0..<2_000_000 { suma &+= numero }
    print(suma > 0 ? "" : "?", terminator: "")
    hecho.signal()
  }
}
for _ in 0..<4 { hecho.wait() }
print(FileHandle(forReadingAtPath: "/proc/self/mem") == nil ? "cerrada" : "abierta")
SWIFT

cc -O2 -o "$tmp/lanzador" "$tmp/lanzador.c"
swiftc -O "$tmp/programa.swift" -o "$tmp/programa" 2>/dev/null
chmod 755 "$tmp/programa" "$tmp/lanzador"

sin_privilegios=()
if [ "$(id -u)" = 0 ]; then
  sin_privilegios=(setpriv --reuid=212345 --regid=212345 --clear-groups --)
fi

contar() {
  local nombre="$1" bien=0 sigill=0 otras=0 abierta=0 salida codigo
  shift
  for _ in $(seq "$veces"); do
    codigo=0
    salida="$(SWIFT_BACKTRACE=enable=no "$@" 2>/dev/null)" || codigo=$?
    case "$codigo" in
      0) bien=$((bien + 1)) ;;
      132) sigill=$((sigill + 1)) ;;
      *) otras=$((otras + 1)) ;;
    esac
    [[ $salida == *abierta* ]] && abierta=$((abierta + 1))
  done
  printf '%-34s bien %3d  SIGILL %3d  otras %3d  /proc/self/mem abierta %3d de %d\n' \
    "$nombre" "$bien" "$sigill" "$otras" "$abierta" "$veces"
}

contar "Landlock (lanzador antes de exec)" "$tmp/lanzador" "$tmp/programa"
contar "no volcable, sin privilegios" "${sin_privilegios[@]}" "$tmp/programa" no-volcable
contar "sin nada (control)" "${sin_privilegios[@]}" "$tmp/programa"
