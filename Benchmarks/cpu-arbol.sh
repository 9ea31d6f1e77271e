#!/usr/bin/env bash
# La CPU de un árbol de procesos entero, con los compiladores y programas que van en la caja
# (`bwrap`, otro espacio de procesos, su propio cgroup de memoria): getrusage de quien lanza
# `leccion` no los ve todos. Se lee de un cgroup propio alrededor de la orden: `cpuacct`
# (cgroup v1, `cpuacct.usage`) si está montado, o uno de cgroup v2 (`cpu.stat`, `usage_usec`)
# bajo el del proceso. Sin ninguno de los dos, la de getrusage (`time`), y se dice.
#
# Uso, desde otro script:  source Benchmarks/cpu-arbol.sh
#   arbol_medir ARCHIVO NOMBRE ORDEN…   ejecuta ORDEN y añade «NOMBRE reloj cpu» a ARCHIVO
#   arbol_fuente                        de dónde sale la CPU («cgroup v1 cpuacct», …)

arbol_raiz() { # → «v1 CARPETA» o «v2 CARPETA», o nada
  local punto grupo
  punto=$(awk '/ - cgroup / && $NF ~ /(^|,)cpuacct(,|$)/ && $4 == "/" {print $5; exit}' /proc/self/mountinfo)
  grupo=$(awk -F: '$2 ~ /(^|,)cpuacct(,|$)/ {print $3; exit}' /proc/self/cgroup)
  if [ -n "$punto" ] && [ -n "$grupo" ] && [ -w "$punto${grupo%/}" ]; then
    echo "v1 $punto${grupo%/}"
    return
  fi
  punto=$(awk '/ - cgroup2 / && $4 == "/" {print $5; exit}' /proc/self/mountinfo)
  grupo=$(awk -F: '$1 == "0" {print $3; exit}' /proc/self/cgroup)
  if [ -n "$punto" ] && [ -w "$punto${grupo%/}" ]; then echo "v2 $punto${grupo%/}"; fi
}

arbol_fuente() {
  local tipo carpeta
  read -r tipo carpeta < <(arbol_raiz) || true
  case "${tipo:-}" in
    v1) echo "cgroup v1 cpuacct ($carpeta)" ;;
    v2) echo "cgroup v2 cpu.stat ($carpeta)" ;;
    *) echo "getrusage (sin cgroup con permiso de escritura: falta la CPU de lo que va en la caja)" ;;
  esac
}

arbol_medir() { # ARCHIVO NOMBRE ORDEN…
  local archivo="$1" nombre="$2" tipo carpeta grupo inicio fin cpu
  shift 2
  read -r tipo carpeta < <(arbol_raiz) || true
  grupo="${carpeta:-}/leccion-banco-$$-$RANDOM"
  if [ -n "${tipo:-}" ] && mkdir "$grupo" 2>/dev/null; then
    inicio=$(date +%s.%N)
    (echo "$BASHPID" >"$grupo/cgroup.procs" && "$@") >/dev/null 2>&1 || {
      rmdir "$grupo" 2>/dev/null
      return 1
    }
    fin=$(date +%s.%N)
    if [ "$tipo" = v1 ]; then
      cpu=$(awk '{printf "%.3f", $1 / 1e9}' "$grupo/cpuacct.usage")
    else
      cpu=$(awk '$1 == "usage_usec" {printf "%.3f", $2 / 1e6}' "$grupo/cpu.stat")
    fi
    for _ in $(seq 100); do rmdir "$grupo" 2>/dev/null && break; sleep 0.05; done
    echo "$nombre $(awk -v a="$inicio" -v b="$fin" 'BEGIN {printf "%.3f", b - a}') $cpu" >>"$archivo"
  else
    local TIMEFORMAT="$nombre %R %U %S"
    { time "$@" >/dev/null 2>&1; } 2>>"$archivo.crudo" || return 1
    tail -n 1 "$archivo.crudo" | awk '{printf "%s %s %.3f\n", $1, $2, $3 + $4}' >>"$archivo"
  fi
}
