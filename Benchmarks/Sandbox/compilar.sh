#!/usr/bin/env bash
# Coste de compilar en la caja (issue 23): una compilación honrada de un ejercicio pequeño
# (Foundation y SharedCore, como los de verdad) como antes (swiftc fuera de la caja, con la
# caché de módulos de siempre, escribible) frente a como ahora (bwrap, otro usuario si eres
# root, caché de módulos preparada y de solo lectura), N veces intercaladas; y la bomba de
# compilación (17 typealias de tuplas anidadas) con el límite de compilación, como
# proporción de la compilación honrada.
#
# Uso: Benchmarks/Sandbox/compilar.sh [N] [LÍMITE]   (por omisión 7 y 60 s)
set -euo pipefail
n="${1:-7}"
limite="${2:-60}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
motor="$raiz/.build/debug"
[ -f "$motor/libSharedCore.so" ] || { echo "error: falta $motor/libSharedCore.so (swift build)" >&2; exit 2; }
swiftc="$(readlink -f "$(command -v swiftc)")"
toolchain="$(dirname "$(dirname "$swiftc")")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
mkdir -p "$tmp/antes" "$tmp/ahora" "$tmp/modulos" "$tmp/cache-antes"
cat > "$tmp/honrado.swift" <<'SWIFT'
import Foundation
import SharedCore
let caja = Shared(value: 1)
caja.withLock { $0 += 1 }
print(caja.wrappedValue, Date(timeIntervalSince1970: 0))
SWIFT
{
  echo "typealias T0 = (Int, Int)"
  for i in $(seq 1 16); do echo "typealias T$i = (T$((i - 1)), T$((i - 1)))"; done
  echo "func usar(_ valor: T16) {}"
} > "$tmp/bomba.swift"
opciones=(-swift-version 6 -Onone -wmo -module-name Ejercicio -I "$motor/Modules" -L "$motor"
  -lSharedCore -Xlinker -rpath -Xlinker '$ORIGIN')
uid=()
if [ "$(id -u)" = 0 ]; then uid=(--reuid=212345 --regid=212345 --clear-groups); fi
caja=(bwrap --ro-bind /usr /usr --symlink usr/lib /lib --symlink usr/lib64 /lib64
  --symlink usr/bin /bin --ro-bind /etc/ld.so.cache /etc/ld.so.cache)
dirs=()
for ruta in "$toolchain" "$motor"; do
  p=""
  IFS=/ read -ra partes <<< "${ruta#/}"
  for c in "${partes[@]:0:${#partes[@]}-1}"; do p="$p/$c"; dirs+=(--perms 0755 --dir "$p"); done
done
caja+=(--perms 1777 --tmpfs /tmp "${dirs[@]}" --ro-bind "$toolchain" "$toolchain"
  --ro-bind "$motor" "$motor" --dev /dev --proc /proc --unshare-ipc --unshare-pid --unshare-net
  --unshare-uts --die-with-parent)
[ "$(id -u)" = 0 ] || caja+=(--unshare-user)

antes() { # $1: archivo
  cp "$tmp/$1" "$tmp/antes/"
  (cd "$tmp/antes" && TMPDIR="$tmp/antes" swiftc -module-cache-path "$tmp/cache-antes" \
    "${opciones[@]}" "$1" -o programa >/dev/null 2>&1) || true
}
ahora() { # $1: archivo; $2: caché (ro o rw)
  cp "$tmp/$1" "$tmp/ahora/"
  chmod 777 "$tmp/ahora"
  local montaje=--ro-bind usuario=("${uid[@]}")
  [ "${2:-ro}" = rw ] && { montaje=--bind; usuario=(); }
  "${caja[@]}" "$montaje" "$tmp/modulos" /modulos --bind "$tmp/ahora" /compilacion \
    --chdir /compilacion --clearenv --setenv PATH "$toolchain/bin:/usr/bin:/bin" \
    --setenv TMPDIR /tmp --setenv HOME /compilacion -- \
    setpriv --no-new-privs "${usuario[@]}" -- "$toolchain/bin/swiftc" -module-cache-path /modulos \
    "${opciones[@]}" "$1" -o programa >/dev/null 2>&1 || true
}
segundos() { local t0 t1; t0=$(date +%s.%N); "$@"; t1=$(date +%s.%N); echo "$t1 - $t0" | bc -l; }
mediana() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Calentar: la caché de antes y la preparada de ahora (como ModuleCache, una vez).
antes honrado.swift
ahora honrado.swift rw
chmod -R a+rX "$tmp/modulos"
: > "$tmp/t-antes"
: > "$tmp/t-ahora"
for _ in $(seq "$n"); do
  segundos antes honrado.swift >> "$tmp/t-antes"
  segundos ahora honrado.swift >> "$tmp/t-ahora"
done
m_antes=$(mediana < "$tmp/t-antes")
m_ahora=$(mediana < "$tmp/t-ahora")
printf 'compilación honrada, mediana de %s: antes %.2f s, ahora %.2f s (ahora/antes %.2f)\n' \
  "$n" "$m_antes" "$m_ahora" "$(echo "$m_ahora / $m_antes" | bc -l)"
t_bomba=$(segundos timeout -s KILL "$limite" bash -c "$(declare -f ahora); $(declare -p caja opciones uid tmp toolchain); ahora bomba.swift")
printf 'bomba con límite de %s s: %.1f s de reloj (%.1f veces la honrada de ahora)\n' \
  "$limite" "$t_bomba" "$(echo "$t_bomba / $m_ahora" | bc -l)"
