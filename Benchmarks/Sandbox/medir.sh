#!/usr/bin/env bash
# Coste por ejecución de la caja de arena: la de antes (`bwrap --ro-bind / /`) frente a la
# de ahora (raíz vacía con solo lo necesario, `SandboxView`), y sin bwrap como referencia.
# Compila un programa de ejercicio pequeño (Foundation y libSharedCore.so, como los de
# verdad) y lo lanza N veces con cada forma, intercaladas; da medianas y proporciones.
#
# Uso: Benchmarks/Sandbox/medir.sh [N]   (por omisión 21; como root, con cambio de usuario)
set -euo pipefail
n="${1:-21}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
motor="$raiz/.build/debug"
[ -f "$motor/libSharedCore.so" ] || { echo "error: falta $motor/libSharedCore.so (swift build --product SharedCore)" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/main.swift" <<'SWIFT'
import Foundation
import SharedCore
let caja = Shared(value: 1)
caja.withLock { $0 += 1 }
print(caja.wrappedValue, Date(timeIntervalSince1970: 0))
SWIFT
swiftc -Onone -I "$motor/Modules" -L "$motor" -lSharedCore -Xlinker -rpath -Xlinker '$ORIGIN' \
  -Xlinker -rpath -Xlinker "$motor" "$tmp/main.swift" -o "$tmp/programa" 2>/dev/null
runtime="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/linux"
uid=()
if [ "$(id -u)" = 0 ]; then uid=(--reuid=212345 --regid=212345 --clear-groups); fi
limites=(prlimit --as=2147483648 --cpu=10:11 --nproc=128 --fsize=67108864 --nofile=256 --core=0 --)
usuario=(setpriv --no-new-privs "${uid[@]}" --)
espacios=(--dev /dev --proc /proc --unshare-ipc --unshare-pid --unshare-net --unshare-uts
  --unshare-cgroup-try --die-with-parent)
[ "$(id -u)" = 0 ] || espacios+=(--unshare-user)

mkdir -p "$tmp/antes"
cp "$tmp/programa" "$tmp/antes/"
antes=(bwrap --ro-bind / / "${espacios[@]}" --bind "$tmp/antes" "$tmp/antes" --chdir "$tmp/antes"
  -- "${limites[@]}" "${usuario[@]}" ./programa)

ahora=(bwrap)
dirs=()
ro() { ahora+=(--ro-bind "$1" "$1"); dirs+=("$(dirname "$1")"); }
for p in /lib /lib64 /lib32 /libx32 /usr/lib64 /usr/lib32; do
  if [ -L "$p" ]; then ahora+=(--symlink "$(readlink "$p")" "$p"); elif [ -d "$p" ]; then ro "$p"; fi
done
for p in /usr/lib/*-linux-*; do [ -d "$p" ] && ro "$p"; done
[ -f /etc/ld.so.cache ] && ro /etc/ld.so.cache
[ -d /usr/share/zoneinfo ] && ro /usr/share/zoneinfo
[ -L /etc/localtime ] && ahora+=(--symlink "$(readlink /etc/localtime)" /etc/localtime)
ro "$runtime"; ro "$(command -v prlimit)"; ro "$(command -v setpriv)"
padres=()
for d in "${dirs[@]}" /etc; do
  while [ "$d" != / ]; do padres+=("$d"); d="$(dirname "$d")"; done
done
previas=()
for d in $(printf '%s\n' "${padres[@]}" | sort -u); do previas+=(--perms 0755 --dir "$d"); done
ahora=(bwrap "${previas[@]}" "${ahora[@]:1}" "${espacios[@]}" --hostname leccion
  --perms 1777 --size 67108864 --tmpfs /tmp --perms 1777 --size 67108864 --tmpfs /ejercicio
  --ro-bind "$tmp/programa" /ejercicio/programa --ro-bind "$motor/libSharedCore.so" /ejercicio/libSharedCore.so
  --chdir /ejercicio -- "${limites[@]}" "${usuario[@]}" /ejercicio/programa)

mkdir -p "$tmp/sin"
cp "$tmp/programa" "$tmp/sin/"
sin=(env -C "$tmp/sin" "${limites[@]}" "${usuario[@]}" ./programa)
[ "$(id -u)" = 0 ] && chown -R 212345 "$tmp/antes" "$tmp/sin"

for forma in antes ahora sin; do
  declare -n orden="$forma"
  salida="$("${orden[@]}" 2>&1)" || { echo "error: la forma «$forma» falla: $salida" >&2; exit 1; }
done

mediana() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
declare -A tiempos
for ((i = 0; i < n; i++)); do
  for forma in antes ahora sin; do
    declare -n orden="$forma"
    t0=$(date +%s%N)
    "${orden[@]}" >/dev/null 2>&1
    t1=$(date +%s%N)
    tiempos[$forma]+="$(( (t1 - t0) / 1000 ))"$'\n'
  done
done
for forma in antes ahora sin; do
  printf '%s\n' "${tiempos[$forma]}" | grep . | mediana > "$tmp/$forma.mediana"
done
a=$(cat "$tmp/antes.mediana"); b=$(cat "$tmp/ahora.mediana"); s=$(cat "$tmp/sin.mediana")
echo "ejecuciones: $n de cada forma, intercaladas ($(id -un))"
echo "mediana sin bwrap (prlimit + setpriv):      $s µs"
echo "mediana antes (bwrap --ro-bind / /):        $a µs"
echo "mediana ahora (raíz mínima, SandboxView):   $b µs"
awk -v a="$a" -v b="$b" -v s="$s" 'BEGIN {
  printf "ahora / antes: %.2f×   antes / sin: %.2f×   ahora / sin: %.2f×\n", b / a, a / s, b / s }'
