#!/usr/bin/env bash
# Prueba Cluster/slurm.sbatch con un Slurm de verdad: un clúster de un nodo en esta máquina.
#
#   Cluster/probar-slurm.sh [ALUMNOS]        (como root; por omisión, 8 alumnos)
#
# Instala (si faltan) los paquetes de Debian slurm-wlm y munge sin arrancar sus servicios,
# escribe en una carpeta temporal una clave de munge y un slurm.conf (slurmctld y slurmd en
# esta máquina), arranca munged, slurmctld y slurmd, crea una clase pequeña del curso de
# prueba Tests/Fixtures/curso-corregir (respuestas y código: cada parte compila y ejecuta en
# su caja), la envía con «sbatch Cluster/slurm.sbatch» tal como está, espera al array y a la
# unión que encola su primera tarea, y compara el informe unido y las devoluciones (con una
# tarea «intentos»), byte a byte, con los de «leccion corregir» en una sola máquina. Al acabar, pase lo que pase, para lo que arrancó
# (por su PID), comprueba que no queda ningún proceso suyo y borra la carpeta temporal.
#
# Variables: LECCION (el ejecutable; por omisión, el de release que compila
# scripts/leccion), LECCION_SLURM_ESPERA (segundos como mucho para los trabajos; 900) y
# LECCION_SLURM_PUERTO (desde dónde se busca un puerto libre para slurmctld, 6817; slurmd
# usa el siguiente).
# Sale con 0 si el informe es el mismo, 1 si no lo es o un trabajo falló, 2 si no se pudo
# montar el clúster.
set -euo pipefail
raiz="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
alumnos="${1:-8}"
espera="${LECCION_SLURM_ESPERA:-900}"
puerto="${LECCION_SLURM_PUERTO:-6817}"
curso="$raiz/Tests/Fixtures/curso-corregir"
inicio=$SECONDS
fallo() {
  echo "error: $1" >&2
  exit "${2:-2}"
}
paso() { echo "== $1 (a los $((SECONDS - inicio)) s)" >&2; }
[[ $alumnos =~ ^[1-9][0-9]*$ ]] || fallo "ALUMNOS es un número de alumnos (p. ej. 8), no «$alumnos»."
[ "$(id -u)" = 0 ] || fallo "hace falta root: instala paquetes y arranca munged, slurmctld y slurmd."

# 1. Los paquetes, sin que sus scripts de instalación arranquen servicio alguno (policy-rc.d).
faltan=()
for paquete in slurm-wlm munge; do
  dpkg-query -W -f='${Status}' "$paquete" 2>/dev/null | grep -q "install ok installed" ||
    faltan+=("$paquete")
done
if [ ${#faltan[@]} -gt 0 ]; then
  paso "instalar ${faltan[*]}"
  politica=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    politica=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' >"$politica"
    chmod 755 "$politica"
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${faltan[@]}" >/dev/null || estado=$?
  [ -n "$politica" ] && rm -f "$politica"
  [ "${estado:-0}" = 0 ] || fallo "apt-get install ${faltan[*]} falló (código $estado)."
fi
for orden in munged slurmctld slurmd sbatch squeue scontrol; do
  command -v "$orden" >/dev/null || fallo "no está «$orden» tras instalar slurm-wlm y munge."
done
# Dos puertos seguidos libres desde LECCION_SLURM_PUERTO (otra prueba igual puede estar en marcha).
libre() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for ((p = puerto; p < puerto + 100; p += 2)); do
  if libre "$p" && libre $((p + 1)); then break; fi
done
[ "$p" -lt $((puerto + 100)) ] || fallo "no hay dos puertos libres entre $puerto y $((puerto + 99))."
puerto=$p

# 2. El ejecutable: el de release (lo compila scripts/leccion si hace falta).
if [ -z "${LECCION:-}" ]; then
  paso "compilar leccion en release (scripts/leccion --version)"
  "$raiz/scripts/leccion" --version >/dev/null
  LECCION="$raiz/.build/estatica/release/leccion"  # el de scripts/compilar.sh
fi
[ -x "$LECCION" ] || fallo "LECCION no es un ejecutable: «$LECCION»."

# 3. La carpeta temporal y la limpieza, pase lo que pase.
temporal="$(mktemp -d "${TMPDIR:-/tmp}/leccion-slurm-XXXXXX")"
chmod 755 "$temporal"
pids=()
terminar() {
  local estado=$?
  if [ -n "${SLURM_CONF:-}" ] && [ ${#pids[@]} -gt 1 ]; then
    scancel --quiet --name=leccion-corregir 2>/dev/null || true
    scancel --quiet --name=leccion-unir 2>/dev/null || true
  fi
  local pid restos
  # Al revés de como arrancaron: slurmd, slurmctld, munged.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    pid=${pids[i]}
    kill -TERM "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  # Nada que nombre la carpeta temporal en sus argumentos o su entorno (los demonios, un
  # slurmstepd, una tarea: todos heredan SLURM_CONF) puede seguir vivo.
  restos=""
  for proceso in /proc/[0-9]*; do
    pid=${proceso#/proc/}
    [ "$pid" = $$ ] || [ "$pid" = "$BASHPID" ] && continue
    if grep -qsF "$temporal" "$proceso/cmdline" "$proceso/environ"; then
      restos+="$pid $(tr '\0' ' ' <"$proceso/cmdline" 2>/dev/null || true)"$'\n'
    fi
  done
  if [ -n "$restos" ]; then
    echo "error: siguen en marcha procesos de la prueba:" >&2
    echo "$restos" >&2
    estado=1
  fi
  if [ "${LECCION_SLURM_CONSERVAR:-}" = 1 ]; then
    echo "(la carpeta se queda: $temporal)" >&2
  else
    rm -rf "$temporal"
  fi
  echo "== fin: código $estado, $((SECONDS - inicio)) s en total" >&2
  exit "$estado"
}
trap terminar EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# 4. munge: una clave propia y su socket en la carpeta temporal.
paso "arrancar munged, slurmctld y slurmd"
mkdir -m 700 "$temporal/munge"
dd if=/dev/urandom of="$temporal/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$temporal/munge/munge.key"
socket="$temporal/munge/munge.socket"
munged --foreground --force --key-file="$temporal/munge/munge.key" --socket="$socket" \
  --pid-file="$temporal/munge/munged.pid" --log-file="$temporal/munge/munged.log" \
  --seed-file="$temporal/munge/munged.seed" 2>>"$temporal/munge/munged.log" &
pids+=($!)
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || fallo "munged no arrancó: $(cat "$temporal/munge/munged.log" 2>/dev/null)"

# 5. slurm.conf: un nodo (esta máquina, con las CPU y la memoria que slurmd ve) y una partición.
mkdir -p "$temporal/estado" "$temporal/spool" "$temporal/trabajo"
nodo="$(hostname -s)"
recursos="$(slurmd -C | head -1 | sed -E 's/^NodeName=[^ ]+ //; s/ UpTime=.*//')"
export SLURM_CONF="$temporal/slurm.conf"
cat >"$SLURM_CONF" <<EOF
ClusterName=leccion
SlurmctldHost=$nodo(127.0.0.1)
SlurmctldPort=$puerto
SlurmdPort=$((puerto + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$temporal/estado
SlurmdSpoolDir=$temporal/spool
SlurmctldPidFile=$temporal/slurmctld.pid
SlurmdPidFile=$temporal/slurmd.pid
SlurmctldLogFile=$temporal/slurmctld.log
SlurmdLogFile=$temporal/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
MinJobAge=600
NodeName=$nodo NodeAddr=127.0.0.1 $recursos State=UNKNOWN
PartitionName=prueba Nodes=$nodo Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -c -f "$SLURM_CONF" 2>>"$temporal/slurmctld.err" &
pids+=($!)
slurmd -D -f "$SLURM_CONF" 2>>"$temporal/slurmd.err" &
pids+=($!)
listo=""
for _ in $(seq 100); do
  if sinfo -h -o '%T' 2>/dev/null | grep -Eq '^(idle|mixed|allocated)'; then
    listo=1
    break
  fi
  sleep 0.3
done
[ -n "$listo" ] || fallo "el nodo no está listo: $(sinfo 2>&1; tail -5 "$temporal/slurmctld.log")"

# 6. La clase: respuestas bien o mal, y código resuelto, a medias, sin tocar o que no compila.
paso "crear una clase de $alumnos alumnos"
trabajo="$temporal/trabajo"
ln -s "$raiz/Cluster" "$trabajo/Cluster"
for ((n = 1; n <= alumnos; n++)); do
  alumno="$(printf 'alumno-%02d' "$n")"
  carpeta="$trabajo/entregas/$alumno"
  mkdir -p "$carpeta/codigo"
  printf '{"courseID": "curso-corregir", "created": "2026-11-30T09:00:00.000Z", "format": 1, "learnerID": "%s"}\n' \
    "$alumno" >"$carpeta/espacio.json"
  texto="With Lock"
  [ $((n % 3)) = 0 ] && texto="wrappedValue"
  lineas='["1"]'
  [ $((n % 2)) = 0 ] && lineas='["2", "fin"]'
  cat >"$carpeta/progreso.json" <<EOF
{"courseID": "curso-corregir", "format": 1, "events": [
{"answer": {"kind": "texto", "text": "$texto"}, "date": "2026-11-30T10:00:01.000Z",
 "exerciseID": "caja.metodo", "id": "$(cat /proc/sys/kernel/random/uuid)", "kind": "respuesta", "passed": true},
{"answer": {"kind": "prediccion", "lines": $lineas}, "date": "2026-11-30T10:00:02.000Z",
 "exerciseID": "caja.imprime", "id": "$(cat /proc/sys/kernel/random/uuid)", "kind": "respuesta", "passed": true}]}
EOF
  for ejercicio in sumar contador traspaso; do
    origen="$curso/01-caja/codigo/$ejercicio"
    destino="$carpeta/codigo/caja.$ejercicio.swift"
    case $(((n + ${#ejercicio}) % 4)) in
      0) cp "$origen/solucion.swift" "$destino" ;;
      1) cp "$origen/inicio.swift" "$destino" ;;
      2) sed 's/withLock/withLok/' "$origen/solucion.swift" >"$destino" ;;
      3) { cat "$origen/solucion.swift"; echo "// $alumno"; } >"$destino" ;;
    esac
  done
done

# 7. Una tarea «intentos» (sus devoluciones abren la respuesta correcta y la explicación), una
# sola máquina, y después el array de Slurm con la receta tal como está.
export XDG_CACHE_HOME="$temporal/cache"
"$LECCION" tarea nueva --modo intentos --curso "$curso" --semilla slurm \
  --salida "$trabajo/tarea.json" >/dev/null || fallo "no se pudo escribir la tarea."
opciones=(--sin-cache)
paso "corregir en una sola máquina"
antes=$SECONDS
codigo=0
# La misma carpeta que verán las tareas (ENTREGAS=$PWD/entregas): cada fila lleva su ruta.
(cd "$trabajo" && "$LECCION" corregir "$trabajo/entregas" --curso "$curso" \
  --tarea "$trabajo/tarea.json" "${opciones[@]}" --formato json --salida una-maquina.json \
  --devoluciones una-maquina-devoluciones) 2>"$temporal/una-maquina.err" || codigo=$?
una=$((SECONDS - antes))
[ "$codigo" -le 1 ] || fallo "corregir en una sola máquina falló: $(cat "$temporal/una-maquina.err")"

paso "sbatch Cluster/slurm.sbatch"
antes=$SECONDS
export LECCION LECCION_OPCIONES="${opciones[*]}" CURSO="$curso" TAREA="$trabajo/tarea.json"
unset ENTREGAS INFORMES SALIDA FORMATO DEVOLUCIONES
array="$(cd "$trabajo" && sbatch --parsable Cluster/slurm.sbatch)"
array="${array%%;*}"
echo "   array $array" >&2
plazo=$((SECONDS + espera))
while squeue -h -o '%i' | grep -q .; do
  [ $SECONDS -lt $plazo ] || fallo "los trabajos no acabaron en $espera s: $(squeue)" 1
  sleep 1
done
enslurm=$((SECONDS - antes))

# 8. Cada trabajo acabó bien, y el informe unido es el de una sola máquina.
estados="$(scontrol -o show job |
  sed -E 's/^JobId=([0-9]+) .*JobName=([^ ]+) .*JobState=([A-Z_]+) .*/\1 \2 \3/')"
echo "$estados" | sed 's/^/   /' >&2
tareas="$(grep -c ' leccion-corregir COMPLETED$' <<<"$estados" || true)"
uniones="$(grep -c ' leccion-unir COMPLETED$' <<<"$estados" || true)"
if [ "$tareas" != 4 ] || [ "$uniones" != 1 ]; then
  for salida in "$trabajo"/slurm-*.out "$trabajo"/informes/slurm-unir-*.out "$temporal/slurmd.log"; do
    echo "--- $salida" >&2
    tail -20 "$salida" >&2 || true
  done
  fallo "acabaron bien $tareas de 4 tareas y $uniones de 1 unión." 1
fi
if ! cmp "$trabajo/una-maquina.json" "$trabajo/informe.json"; then
  fallo "el informe unido por Slurm no es el de una sola máquina." 1
fi
if ! diff -r "$trabajo/una-maquina-devoluciones" "$trabajo/devoluciones" >&2; then
  fallo "las devoluciones de la unión por Slurm no son las de una sola máquina." 1
fi
devueltas="$(find "$trabajo/devoluciones" -name '*.json' | wc -l)"
grep -q '"rightAnswer"' "$trabajo/devoluciones/alumno-01.json" ||
  fallo "la devolución de alumno-01 no lleva la respuesta correcta que abre la tarea." 1
bytes="$(wc -c <"$trabajo/informe.json")"
echo "bien: el informe unido por Slurm ($bytes bytes, $alumnos alumnos en 4 partes) y sus $devueltas devoluciones son los de una sola máquina, byte a byte." >&2
echo "   una sola máquina: $una s; Slurm (array de 4 y unión, de sbatch al final): $enslurm s" >&2
