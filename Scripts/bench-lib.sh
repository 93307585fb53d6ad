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
