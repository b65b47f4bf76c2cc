"""BlazeDiff's side of `make bench-diff`: compares EXPECTED with ACTUAL (two PNG files, or every
PNG below EXPECTED with the file of the same relative path below ACTUAL), one pair after another
in this one process, as `blazediff.compare(a, b, threshold=0.1, antialiasing=True)`, pixelmatch's
settings and cardrender diff's defaults. With --json FILE it writes each pair's differing-pixel
count there ({"relative/path.png": count}), for the bench to check against cardrender's.

Run with the bench's virtual environment: .build/bench-venv/bin/python bench/blazediff_folder.py
EXPECTED ACTUAL [--json FILE].
"""

import json
import os
import sys

import blazediff


def pairs(expected, actual):
    if os.path.isfile(expected):
        return [(os.path.basename(expected), expected, actual)]
    found = []
    for folder, _, files in os.walk(expected):
        for name in files:
            if name.lower().endswith(".png"):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, expected)
                found.append((relative, path, os.path.join(actual, relative)))
    return sorted(found)


def main(argv):
    expected, actual = argv[1], argv[2]
    counts = {}
    for relative, a, b in pairs(expected, actual):
        result = blazediff.compare(a, b, threshold=0.1, antialiasing=True)
        counts[relative] = result.diff_count or 0
    if len(argv) == 5 and argv[3] == "--json":
        with open(argv[4], "w") as out:
            json.dump(counts, out, indent=1, sort_keys=True)
    print(f"{len(counts)} pairs, {sum(counts.values())} differing pixels")


if __name__ == "__main__":
    main(sys.argv)
