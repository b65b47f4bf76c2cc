#!/usr/bin/env bash
# Speed of `cardrender diff` against ImageMagick's `compare -metric AE` on the same pairs:
# FRAMES (100) pairs of 1170×2532 frames (the deck rendered at --size 390x844 --scale 3).
#
# EXPECTED is one render. Two ACTUAL folders are timed:
#   copy       a copy of EXPECTED in which PERTURBED (10) frames get a red rectangle drawn by
#              ImageMagick: the other pairs are byte-identical, as when CI re-renders unchanged
#              frames, and cardrender's fast path skips them;
#   reencoded  a second render at another PNG compression level with the same perturbations: no
#              pair is byte-identical, so every frame is decoded (cardrender's worst case).
# cardrender uses every core; ImageMagick runs one pair after another and, for fairness, NPROC
# pairs at a time. Wall times are the median of RUNS (3) runs; peak RSS comes from
# /usr/bin/time -v. The numbers go to stdout and bench/results/diff.json. A measurement, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."

FRAMES=${FRAMES:-100}
PERTURBED=${PERTURBED:-10}
RUNS=${RUNS:-3}
NPROC=$(nproc)
WORK=${BENCH_WORK:-.build/bench-diff}
RESULTS=bench/results

need() {  # need COMMAND PACKAGE: install the Debian package when the command is missing
    command -v "$1" >/dev/null 2>&1 && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "bench: installing $2 with apt-get…" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$2" >/dev/null
}
scripts/install-deps.sh
need compare imagemagick
[ -x /usr/bin/time ] || need /usr/bin/time time
# This machine may have a stand-in `convert` on the PATH; use ImageMagick's own binaries.
IM_CONVERT=$(command -v convert-im6.q16 || command -v magick || echo /usr/bin/convert)
IM_COMPARE=$(command -v compare)

echo "bench: building cardrender (release)…" >&2
swift build -c release >/dev/null 2>&1 || swift build -c release
BIN="$(swift build -c release --show-bin-path)/cardrender"

# --- frames ------------------------------------------------------------------
rm -rf "$WORK"
mkdir -p "$WORK" "$RESULTS"
echo "bench: rendering the frames twice at 1170×2532…" >&2
"$BIN" -i fixtures/photos -o "$WORK/render-a" --size 390x844 --scale 3 --scene deck >/dev/null
"$BIN" -i fixtures/photos -o "$WORK/render-b" --size 390x844 --scale 3 --scene deck --png-compression 1 >/dev/null
(cd "$WORK/render-a" && find . -name 'frame-*.png' | sort | head -n "$FRAMES") | sed 's|^\./||' > "$WORK/pairs.txt"
count=$(wc -l < "$WORK/pairs.txt")
[ "$count" -eq "$FRAMES" ] || { echo "bench: only $count frames rendered, wanted $FRAMES" >&2; exit 1; }
while read -r f; do
    mkdir -p "$WORK/expected/$(dirname "$f")" "$WORK/copy/$(dirname "$f")" "$WORK/reencoded/$(dirname "$f")"
    cp "$WORK/render-a/$f" "$WORK/expected/$f"
    cp "$WORK/render-a/$f" "$WORK/copy/$f"
    cp "$WORK/render-b/$f" "$WORK/reencoded/$f"
done < "$WORK/pairs.txt"
# Perturb every (FRAMES / PERTURBED)-th frame in both ACTUAL folders.
step=$(( FRAMES / PERTURBED ))
awk -v s="$step" 'NR % s == 1' "$WORK/pairs.txt" | head -n "$PERTURBED" | while read -r f; do
    for actual in copy reencoded; do
        "$IM_CONVERT" "$WORK/$actual/$f" -fill '#FF3B30' -draw 'rectangle 300,600 700,760' "$WORK/$actual/$f"
    done
done

# --- timing ------------------------------------------------------------------
# measure NAME COMMAND...: runs under /usr/bin/time -v; prints "wall_seconds peak_rss_kb"
measure() {
    local log="$WORK/time-$1.txt"; shift
    /usr/bin/time -v -o "$log" "$@" >/dev/null 2>>"$WORK/stderr.txt" || true
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$log")
    rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$log")
    echo "$wall $rss"
}
# median NAME COMMAND...: RUNS runs; the median wall time and the largest peak RSS
median() {
    local name=$1; shift
    local walls=() rss=0 w r
    for run in $(seq "$RUNS"); do
        read -r w r < <(measure "$name-$run" "$@")
        walls+=("$w"); [ "$r" -gt "$rss" ] && rss=$r
    done
    printf '%s\n' "${walls[@]}" | sort -g | awk -v rss="$rss" '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)], rss }'
}

im_sequential() { while read -r f; do "$IM_COMPARE" -metric AE "$WORK/expected/$f" "$WORK/$ACTUAL/$f" null: 2>/dev/null || true; done < "$WORK/pairs.txt"; }
im_parallel() { xargs -P "$NPROC" -I{} sh -c "\"$IM_COMPARE\" -metric AE \"$WORK/expected/{}\" \"$WORK/$ACTUAL/{}\" null: 2>/dev/null; true" < "$WORK/pairs.txt"; }
export -f im_sequential im_parallel
export WORK IM_COMPARE NPROC

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
mib() { echo $(( $1 / 1024 )); }
json_parts=()
echo "cardrender diff vs ImageMagick compare -metric AE: $FRAMES pairs of 1170×2532, $PERTURBED perturbed, $NPROC cores, median of $RUNS runs"
for ACTUAL in copy reencoded; do
    export ACTUAL
    echo "bench: $ACTUAL: timing cardrender diff…" >&2
    "$BIN" diff "$WORK/expected" "$WORK/$ACTUAL" --json "$WORK/report-$ACTUAL.json" >/dev/null || true   # warm-up, and the report
    read -r cr_wall cr_rss < <(median "cardrender-$ACTUAL" "$BIN" diff "$WORK/expected" "$WORK/$ACTUAL")
    echo "bench: $ACTUAL: timing ImageMagick, sequential and $NPROC at a time…" >&2
    read -r im_wall im_rss < <(median "imagemagick-$ACTUAL" bash -c im_sequential)
    read -r imp_wall imp_rss < <(median "imagemagick-parallel-$ACTUAL" bash -c im_parallel)

    # Agreement: both tools must find the perturbed frames.
    cr_differing=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["totals"]["differences"])' "$WORK/report-$ACTUAL.json")
    im_differing=0
    while read -r f; do
        ae=$("$IM_COMPARE" -metric AE "$WORK/expected/$f" "$WORK/$ACTUAL/$f" null: 2>&1 || true)
        [ "${ae%% *}" != "0" ] && im_differing=$((im_differing + 1))
    done < "$WORK/pairs.txt"

    r_seq=$(ratio "$im_wall" "$cr_wall"); r_par=$(ratio "$imp_wall" "$cr_wall")
    cat <<REPORT
  $ACTUAL:
    cardrender diff                   ${cr_wall} s   peak RSS $(mib "$cr_rss") MiB   differing pairs: $cr_differing
    ImageMagick, one pair at a time   ${im_wall} s   peak RSS $(mib "$im_rss") MiB   differing pairs: $im_differing
    ImageMagick, $NPROC pairs at a time   ${imp_wall} s   peak RSS $(mib "$imp_rss") MiB
    cardrender is ${r_seq}× faster than ImageMagick one pair at a time, ${r_par}× faster than $NPROC at a time
REPORT
    json_parts+=("$(cat <<JSON
    "$ACTUAL": {
      "cardrender": { "wall_seconds": $cr_wall, "peak_rss_kb": $cr_rss, "differing_pairs": $cr_differing },
      "imagemagick_sequential": { "wall_seconds": $im_wall, "peak_rss_kb": $im_rss, "differing_pairs": $im_differing },
      "imagemagick_parallel": { "wall_seconds": $imp_wall, "peak_rss_kb": $imp_rss },
      "speedup_vs_sequential": $r_seq,
      "speedup_vs_parallel": $r_par
    }
JSON
)")
done

{
    printf '{\n  "frames": %s,\n  "size": "1170x2532",\n  "perturbed": %s,\n  "cores": %s,\n  "runs": %s,\n  "scenarios": {\n' "$FRAMES" "$PERTURBED" "$NPROC" "$RUNS"
    printf '%s,\n' "${json_parts[0]}"
    printf '%s\n' "${json_parts[1]}"
    printf '  }\n}\n'
} > "$RESULTS/diff.json"
python3 -m json.tool "$RESULTS/diff.json" >/dev/null
echo "bench: wrote $RESULTS/diff.json" >&2
