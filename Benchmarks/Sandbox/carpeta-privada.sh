#!/usr/bin/env bash
# Corre las pruebas ya compiladas (swift build --build-tests) como si el proyecto estuviera
# dentro de una carpeta en la que solo entra su dueño (modo 700, como `mktemp -d` o un HOME
# de Ubuntu), con el usuario que se pida: root, o 65534 (nobody) sin crear ninguna cuenta.
# Necesita root: monta, en un espacio de montajes propio que desaparece al terminar, un tmpfs
# de modo 700 sobre la carpeta que contiene el proyecto y el proyecto dentro.
#
# Uso: sudo Benchmarks/Sandbox/carpeta-privada.sh [UID] [FILTRO]   (por omisión 65534 Runner)
set -euo pipefail
uid="${1:-65534}"
filtro="${2:-Runner}"
raiz="$(cd "$(dirname "$0")/../.." && pwd)"
[ "$(id -u)" = 0 ] || { echo "error: hace falta root (unshare -m y mount)" >&2; exit 2; }
[ -x "$raiz/.build/debug/leccionPackageTests.xctest" ] || {
  echo "error: faltan las pruebas compiladas: swift build --build-tests" >&2; exit 2; }
home="$(mktemp -d)"
fuente="$(mktemp -d)"
chown "$uid:$uid" "$home"
trap 'rm -rf "$home"; rmdir "$fuente"' EXIT
unshare -m bash -euc '
  raiz="$1"; uid="$2"; filtro="$3"; home="$4"; fuente="$5"
  padre="$(dirname "$raiz")"
  mount --make-rprivate /
  mount --bind "$raiz" "$fuente"
  mount -t tmpfs -o mode=700,uid="$uid",gid="$uid" tmpfs "$padre"
  mkdir "$raiz"
  mount --bind "$fuente" "$raiz"
  echo "carpeta del proyecto: $(stat -c "%A %U" "$padre") $padre; usuario $uid" >&2
  cd "$raiz"
  exec setpriv --reuid="$uid" --regid="$uid" --clear-groups \
    env HOME="$home" PATH=/opt/swift/usr/bin:/usr/bin:/bin \
    .build/debug/leccionPackageTests.xctest --testing-library swift-testing --filter "$filtro"
' _ "$raiz" "$uid" "$filtro" "$home" "$fuente"
