#!/usr/bin/env bash
# The 1 KB → 100 MB scaling table of docs/hostile-input.md: one value of
# each size per keyboard type through `kbcheck` (batch, one line, the line
# limit raised to 256 MiB so that the library's own bound decides), and a
# form submission of each size through `kbcheck form`. Prints a Markdown
# table of wall time (s) and peak memory (MB), from GNU time.
#
#   Scripts/dev/scaling-table.sh [path/to/kbcheck]    (default .build/release/kbcheck)
set -euo pipefail
cd "$(dirname "$0")/../.."
kbcheck=${1:-.build/release/kbcheck}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=(1024 10240 102400 1048576 10485760 104857600)
label() { case $1 in 1024) echo 1 KB;; 10240) echo 10 KB;; 102400) echo 100 KB;;
  1048576) echo 1 MB;; 10485760) echo 10 MB;; 104857600) echo 100 MB;; esac; }

# value SIZE TYPE: a hostile value of about SIZE bytes for TYPE.
value() {
  local size=$1 type=$2
  case $type in
    email) { head -c "$size" /dev/zero | tr '\0' 'a'; echo -n '@example.com'; } ;;
    url) { echo -n 'https://example.com/'; head -c "$size" /dev/zero | tr '\0' 'a'; } ;;
    default) head -c "$size" /dev/zero | tr '\0' 'x' ;;
    decimal) head -c "$size" /dev/zero | tr '\0' '1' ;;
    phone) head -c "$size" /dev/zero | tr '\0' '5' ;;
  esac
}

printf '| input | '
for s in "${sizes[@]}"; do printf '%s | ' "$(label "$s")"; done
printf '\n|---|'
for _ in "${sizes[@]}"; do printf -- '---|'; done
printf '\n'
for type in email url default decimal phone; do
  printf '| `--type %s` (s / MB) | ' "$type"
  for s in "${sizes[@]}"; do
    value "$s" "$type" > "$work/in"; echo >> "$work/in"
    /usr/bin/time -f '%e %M' -o "$work/time" "$kbcheck" --type "$type" --max-length 268435456 \
      --format json --no-summary - < "$work/in" > /dev/null 2>&1 || true
    read -r secs kb < <(tail -1 "$work/time")
    printf '%s / %d | ' "$secs" $((kb / 1024))
  done
  printf '\n'
done
echo '{"fields":[{"name":"email","type":"email"}]}' > "$work/schema.json"
for kind in "unknown keys" "one long value"; do
  printf '| `form`, %s (s / MB) | ' "$kind"
  for s in "${sizes[@]}"; do
    if [ "$kind" = "unknown keys" ]; then
      python3 -c "import json,sys; n=max(1,$s//14); print(json.dumps({'email':'ada@example.com', **{'k%07d'%i:'v' for i in range(n)}}))" > "$work/body.json"
    else
      { echo -n '{"email":"'; head -c "$s" /dev/zero | tr '\0' 'a'; echo '@example.com"}'; } > "$work/body.json"
    fi
    /usr/bin/time -f '%e %M' -o "$work/time" "$kbcheck" form --schema "$work/schema.json" \
      "$work/body.json" > /dev/null 2>&1 || true
    read -r secs kb < <(tail -1 "$work/time")
    printf '%s / %d | ' "$secs" $((kb / 1024))
  done
  printf '\n'
done
