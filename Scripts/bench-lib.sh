# Shared by the benchmark scripts: `measure LABEL COMMAND...` runs COMMAND $RUNS times under GNU time and sets
# W (wall s), C (CPU s) and M (peak MB) to the medians, then prints them.

# median of the numbers on standard input
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

measure() {
  local label=$1; shift
  local walls="" cpus="" mems="" tmp
  tmp=$(mktemp)
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %U %S %M" -o "$tmp" "$@" > /dev/null 2>&1 || true
    read -r w u s m < <(tail -1 "$tmp")   # GNU time writes "Command exited with non-zero status" first
    walls+="$w"$'\n'; cpus+="$(echo "$u + $s" | bc)"$'\n'; mems+="$m"$'\n'
  done
  rm -f "$tmp"
  W=$(printf '%s' "$walls" | median); C=$(printf '%s' "$cpus" | median); M=$(( $(printf '%s' "$mems" | median) / 1024 ))
  printf '  %-26s wall %6.2f s   cpu %6.2f s   peak %5d MB\n' "$label" "$W" "$C" "$M"
}

# one run under GNU time: sets w (wall s), c (CPU s), m (peak KB)
time_once() {
  local tmp; tmp=$(mktemp)
  /usr/bin/time -f "%e %U %S %M" -o "$tmp" "$@" > /dev/null 2>&1 || true
  local u s
  read -r w u s m < <(tail -1 "$tmp")
  c=$(echo "$u + $s" | bc)
  rm -f "$tmp"
}

# `compare LABEL_A LABEL_B A... -- B...`: runs A then B, $RUNS times in turn, prints each one's medians and sets
# AW AC BW BC (medians) and RW RC, the medians of the ratios B/A within each turn. This machine's speed drifts by
# tens of percent from minute to minute; two runs side by side drift together, so their ratio is the steady number.
compare() {
  local la=$1 lb=$2; shift 2
  local a=() b=()
  while [ "$1" != "--" ]; do a+=("$1"); shift; done
  shift; b=("$@")
  local aw="" ac="" am="" bw="" bc="" bm="" rw="" rc=""
  for _ in $(seq "$RUNS"); do
    time_once "${a[@]}"; local w1=$w c1=$c; aw+="$w"$'\n'; ac+="$c"$'\n'; am+="$m"$'\n'
    time_once "${b[@]}"; bw+="$w"$'\n'; bc+="$c"$'\n'; bm+="$m"$'\n'
    rw+="$(echo "scale=3; $w / $w1" | bc)"$'\n'; rc+="$(echo "scale=3; $c / $c1" | bc)"$'\n'
  done
  AW=$(printf '%s' "$aw" | median); AC=$(printf '%s' "$ac" | median)
  BW=$(printf '%s' "$bw" | median); BC=$(printf '%s' "$bc" | median)
  RW=$(printf '%s' "$rw" | median); RC=$(printf '%s' "$rc" | median)
  printf '  %-26s wall %6.2f s   cpu %6.2f s   peak %5d MB\n' "$la" "$AW" "$AC" "$(( $(printf '%s' "$am" | median) / 1024 ))"
  printf '  %-26s wall %6.2f s   cpu %6.2f s   peak %5d MB\n' "$lb" "$BW" "$BC" "$(( $(printf '%s' "$bm" | median) / 1024 ))"
}
