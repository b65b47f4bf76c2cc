#!/usr/bin/env bash
# Fuzzes the readers of scene files (YAML, JSON) and caption files (CSV, JSON) with libFuzzer and
# AddressSanitizer for a bounded time; an accepted scene file's scenes are planned and must stay
# finite and within the animation caps. Not part of CI: run it by hand, e.g.
#   scripts/fuzz-scene.sh 300        # five minutes
# Crashes are written to fuzz/scene-findings/; the corpus grows in fuzz/scene-corpus/ (both
# git-ignored), seeded with a full scene file in YAML and JSON and the fixture captions. An
# input's first byte picks the reader (0: scene file, 1: JSON captions, 2: CSV captions).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
scripts/install-deps.sh

export CARDRENDER_FUZZ=1
swift build --scratch-path .build-fuzz --product fuzz-scene-files \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xlinker -lstdc++ >&2
binary="$(swift build --scratch-path .build-fuzz --product fuzz-scene-files --show-bin-path)/fuzz-scene-files"
# The seeds come from the normal build's tool (`cardrender init`).
swift build --product cardrender >&2
cardrender="$(swift build --show-bin-path)/cardrender"

corpus=fuzz/scene-corpus
mkdir -p "$corpus" fuzz/scene-findings
seed() { # seed NAME MODE-BYTE FILE
    [ -e "$corpus/$1" ] || { printf "\\x$2" > "$corpus/$1"; cat "$3" >> "$corpus/$1"; }
}
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$cardrender" init "$scratch/scene.yaml" >/dev/null
"$cardrender" init "$scratch/scene.json" >/dev/null
printf 'deck:\n  cornerRadius: 20\n  curve: [0.25, 0.1, 0.25, 1]\nsheet:\n  notches: [0.2, 0.5, 0.9]\n' > "$scratch/small.yaml"
printf '{"astronaut.png": {"name": "Eileen", "age": 42, "caption": "First"}, "b": {"caption": "x"}}' > "$scratch/captions.json"
printf '[{"file": "c.png", "name": "Min", "age": "25"}]' > "$scratch/array.json"
seed scene.yaml 00 "$scratch/scene.yaml"
seed scene.json 00 "$scratch/scene.json"
seed small.yaml 00 "$scratch/small.yaml"
seed captions.json 01 "$scratch/captions.json"
seed array.json 01 "$scratch/array.json"
seed captions.csv 02 fixtures/captions.csv

# Every key of the schema, and the spellings of numbers, as a dictionary for the mutator.
dictionary="$scratch/scene.dict"
grep -oE '^ *[A-Za-z-]+:' "$scratch/scene.yaml" | tr -d ' :' | sort -u | sed 's/.*/"&:"/' > "$dictionary"
printf '"%s"\n' .nan .inf -.inf 1e308 -1 0 1e9 4294967297 1.5 1e-320 null '[' ']' '{' '}' '&a' '*a' '"#FF0000"' >> "$dictionary"

# Leak detection is off: Swift's lazily made globals (the scene schema's kinds) are never freed by
# design, which LeakSanitizer reports at exit against whatever input ran last.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$binary" "$corpus" -dict="$dictionary" -max_total_time="$seconds" -max_len=16384 -rss_limit_mb=2048 -timeout=20 \
    -detect_leaks=0 -artifact_prefix=fuzz/scene-findings/ -print_final_stats=1
