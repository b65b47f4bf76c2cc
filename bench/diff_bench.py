#!/usr/bin/env python3
"""Speed and peak memory of `cardrender diff` against BlazeDiff and ImageMagick's compare, on four
cases it builds itself from fixtures/photos (`make bench-diff`; a measurement, not a test):

  big        one 5000x8340 pair (41.7 Mpx): the photos resized and tiled 2 x 4 by ImageMagick,
             saved as 8-bit RGB at zlib level 1, and a copy with two red rectangles drawn in it;
  changed    the 127 PNGs (123 frames, 3 contact sheets, a still) of `--scene deck --size 390x844
             --scale 2` against the same ones rendered with the scene file `deck: {cornerRadius: 14}`: every frame differs;
  reencoded  the same frames against a render with `--png-compression fast`: the same pixels in
             other bytes, so every pair is decoded;
  identical  the same frames against byte-identical copies.

BlazeDiff is PyPI's blazediff 6.0.2 in a virtual environment of the bench's own
(.build/bench-venv): bench/blazediff_folder.py compares every pair of a case one after another in
one Python process (`blazediff.compare(a, b, threshold=0.1, antialiasing=True)`), timed whole, as
`cardrender diff EXPECTED ACTUAL` is (it spreads pairs over the cores). ImageMagick's
`compare -metric AE` runs NPROC pairs at a time on every case (it takes tens of seconds a case);
its AE counts every changed pixel, so only its time is compared. Each tool's wall time is the
median of RUNS (5) runs that alternate between the tools; peak RSS is the largest of
/usr/bin/time -v's, and the kernel's share is system CPU time over all CPU time, over all runs.
Before timing, cardrender's differing-pixel count of every pair must equal BlazeDiff's, or the
bench stops.

Options: --runs N; --im-runs N (1; 0 leaves ImageMagick out); --im-cases (all four);
--cases (all four); --baseline BIN also times another
cardrender binary (an older build) in the same alternation; --bin BIN times that binary instead of
building; --reuse keeps the cases of an earlier run in the work folder (.build/bench-diff).
Results: stdout and bench/results/diff.json.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import PurePath

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "bench-venv")
BLAZEDIFF = "blazediff==6.0.2"
# The referee's (bench/pixelmatch_referee.py).
REFEREE_PACKAGES = ["pillow==13.0.0", "numpy==2.4.6"]
CASES = ["big", "changed", "reencoded", "identical"]
DECK = ["--scene", "deck", "--size", "390x844", "--scale", "2"]


def log(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


def run(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def tools():
    """ImageMagick, GNU time and the BlazeDiff environment; returns (convert, compare, python)."""
    run([os.path.join(ROOT, "scripts", "install-deps.sh")])
    missing = []
    convert = shutil.which("convert-im6.q16") or shutil.which("magick") or "/usr/bin/convert"
    compare = shutil.which("compare")
    if not compare or not os.path.exists(convert):
        missing.append("imagemagick")
    if not os.access("/usr/bin/time", os.X_OK):
        missing.append("time")
    if missing:
        sudo = [] if os.getuid() == 0 else ["sudo"]
        log(f"installing {' '.join(missing)} with apt-get…")
        run(sudo + ["apt-get", "update", "-qq"])
        run(sudo + ["apt-get", "install", "-y", "-qq", *missing], env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
        convert = shutil.which("convert-im6.q16") or shutil.which("magick") or "/usr/bin/convert"
        compare = shutil.which("compare")
    python = os.path.join(VENV, "bin", "python")
    check = [python, "-c", "import importlib.metadata as m, numpy, PIL; assert m.version('blazediff') == '6.0.2'"]
    if not os.path.exists(python) or subprocess.run(check, capture_output=True).returncode != 0:
        log(f"installing {BLAZEDIFF} into {os.path.relpath(VENV, ROOT)}…")
        run([sys.executable, "-m", "venv", VENV])
        run([python, "-m", "pip", "install", "-q", BLAZEDIFF, *REFEREE_PACKAGES])
    return convert, compare, python


def build():
    log("building cardrender (release)…")
    run(["swift", "build", "-c", "release"], cwd=ROOT, stdout=subprocess.DEVNULL)
    path = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    return os.path.join(path.stdout.strip(), "cardrender")


def copy_frames(source, destination):
    """Copies the PNGs of a render (frames, stills, contact sheets); returns how many."""
    count = 0
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if name.endswith(".png"):
                relative = os.path.relpath(os.path.join(folder, name), source)
                os.makedirs(os.path.dirname(os.path.join(destination, relative)), exist_ok=True)
                shutil.copyfile(os.path.join(source, relative), os.path.join(destination, relative))
                count += 1
    return count


def make_cases(work, binary, convert):
    """The four cases under WORK/<case>/{expected,actual}."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    photos = os.path.join(ROOT, "fixtures", "photos")
    # The big pair: each photo resized to 2500x2085 (a quarter of the width, an eighth of the
    # height), two to a row, four rows.
    log("making the 5000x8340 pair…")
    names = sorted(os.listdir(photos))[:8]
    tiles = []
    for row in range(4):
        tiles += ["(", *[os.path.join(photos, n) for n in names[2 * row : 2 * row + 2]], "-resize", "2500x2085!", "+append", ")"]
    png = ["-depth", "8", "-strip", "-define", "png:compression-level=1"]
    for side in ("expected", "actual"):
        os.makedirs(os.path.join(work, "big", side))
    big_expected = os.path.join(work, "big", "expected", "big.png")
    big_actual = os.path.join(work, "big", "actual", "big.png")
    run([convert, *tiles, "-append", "-alpha", "off", *png, "PNG24:" + big_expected])
    run([convert, big_expected, "-fill", "#FF3B30", "-draw", "rectangle 600,900 1399,1499",
         "-draw", "rectangle 3000,6000 4199,6999", *png, "PNG24:" + big_actual])

    log("rendering the deck three times at 780x1688…")
    scene = os.path.join(work, "scene.yaml")
    with open(scene, "w") as out:
        out.write("deck:\n  cornerRadius: 14\n")
    renders = {
        "default": [],
        "corner": ["--scene-file", scene],
        "fast": ["--png-compression", "fast"],
    }
    for name, extra in renders.items():
        run([binary, "-i", photos, "-o", os.path.join(work, "render-" + name), *DECK, *extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for case, actual in (("changed", "corner"), ("reencoded", "fast"), ("identical", "default")):
        frames = copy_frames(os.path.join(work, "render-default"), os.path.join(work, case, "expected"))
        copied = copy_frames(os.path.join(work, "render-" + actual), os.path.join(work, case, "actual"))
        if frames != 127 or copied != 127:
            sys.exit(f"bench: {case}: {frames} and {copied} PNGs rendered, wanted 127")
    for name in renders:
        shutil.rmtree(os.path.join(work, "render-" + name))


def case_inputs(work, case):
    if case == "big":
        return os.path.join(work, "big", "expected", "big.png"), os.path.join(work, "big", "actual", "big.png")
    return os.path.join(work, case, "expected"), os.path.join(work, case, "actual")


def case_pairs(work, case):
    expected, _ = case_inputs(work, case)
    if os.path.isfile(expected):
        return [os.path.basename(expected)]
    return sorted(os.path.relpath(os.path.join(f, n), expected) for f, _, ns in os.walk(expected) for n in ns)


def measure(command, accepted=(0,)):
    """(wall seconds, peak RSS in KiB, user CPU seconds, system CPU seconds) of one run under
    /usr/bin/time -v."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-v", "-o", report.name, *command],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - start
        if done.returncode not in accepted:
            sys.exit(f"bench: {' '.join(command)} exited {done.returncode}:\n{done.stderr}")
        lines = report.read().splitlines()
        def field(name):
            return next(line.split(":")[1] for line in lines if name in line)
        rss = int(field("Maximum resident"))
        user, system = float(field("User time (seconds)")), float(field("System time (seconds)"))
    return wall, rss, user, system


def counts_of_cardrender(binary, expected, actual, report):
    subprocess.run([binary, "diff", expected, actual, "--json", report], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(report) as f:
        pairs = json.load(f)["pairs"]
    return {p["path"]: p.get("differentPixels", 0) for p in pairs}


def check_counts(work, case, binaries, python):
    """Every pair's differing pixels, equal for every cardrender binary and BlazeDiff, or exit.
    Where they differ, the referee judges the disputed pixels as pixelmatch does: BlazeDiff
    alone being wrong is reported and passes; cardrender being wrong on any pixel stops the bench."""
    expected, actual = case_inputs(work, case)
    blaze_json = os.path.join(work, f"{case}-blazediff.json")
    run([python, os.path.join(ROOT, "bench", "blazediff_folder.py"), expected, actual, "--json", blaze_json],
        stdout=subprocess.DEVNULL)
    with open(blaze_json) as f:
        blaze = json.load(f)
    notes, totals = [], {}
    for name, binary in binaries.items():
        ours = counts_of_cardrender(binary, expected, actual, os.path.join(work, f"{case}-{name}.json"))
        if ours.keys() != blaze.keys():
            sys.exit(f"bench: {case}: {name} and BlazeDiff compared different pairs")
        totals[name] = sum(ours.values())
        wrong = sorted(p for p in blaze if ours[p] != blaze[p])
        for path in wrong[:20]:
            verdict = referee(work, case, path, binary, python)
            line = f"{case}/{path}: {name} {ours[path]}, BlazeDiff {blaze[path]} differing pixels; pixelmatch's rule on the {verdict['disputed']} disputed pixels: {name} wrong on {verdict['cardrender_wrong']}, BlazeDiff on {verdict['blazediff_wrong']}"
            log(line)
            if verdict["cardrender_wrong"] > 0:
                sys.exit(f"bench: {case}: {name} does not count as pixelmatch does")
            notes.append(line)
        if len(wrong) > 20:
            sys.exit(f"bench: {case}: {name} and BlazeDiff disagree on {len(wrong)} pairs' differing pixels")
    return sum(blaze.values()), totals["cardrender"], notes


def referee(work, case, path, binary, python):
    expected, actual = case_inputs(work, case)
    if os.path.isdir(expected):
        expected, actual = os.path.join(expected, path), os.path.join(actual, path)
    out = os.path.join(work, "referee")
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run([binary, "diff", expected, actual, "--out", out], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    ours = os.path.join(out, PurePath(os.path.basename(path)).stem + ".diff.png")
    theirs = os.path.join(work, "referee-blazediff.png")
    run([python, "-c", "import blazediff, sys; blazediff.compare(sys.argv[1], sys.argv[2], sys.argv[3], "
         "threshold=0.1, antialiasing=True)", expected, actual, theirs])
    judged = run([python, os.path.join(ROOT, "bench", "pixelmatch_referee.py"), expected, actual, ours, theirs],
                 capture_output=True, text=True)
    return json.loads(judged.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--im-runs", type=int, default=1)
    parser.add_argument("--im-cases", default=",".join(CASES))
    parser.add_argument("--baseline")
    parser.add_argument("--bin")
    parser.add_argument("--reuse", action="store_true")
    parser.add_argument("--cases", default=",".join(CASES))
    args = parser.parse_args()
    cases = args.cases.split(",")
    work = os.path.join(ROOT, ".build", "bench-diff")
    convert, im_compare, python = tools()
    binary = os.path.abspath(args.bin) if args.bin else build()
    if not (args.reuse and os.path.isdir(os.path.join(work, "identical"))):
        make_cases(work, binary, convert)
    nproc = os.cpu_count()

    commands = {"cardrender": lambda e, a: [binary, "diff", e, a]}
    binaries = {"cardrender": binary}
    if args.baseline:
        baseline = os.path.abspath(args.baseline)
        commands["baseline"] = lambda e, a: [baseline, "diff", e, a]
        binaries["baseline"] = baseline
    blaze_script = os.path.join(ROOT, "bench", "blazediff_folder.py")
    commands["blazediff"] = lambda e, a: [python, blaze_script, e, a]

    results = {}
    for case in cases:
        expected, actual = case_inputs(work, case)
        log(f"{case}: checking differing-pixel counts against BlazeDiff…")
        differing, ours, notes = check_counts(work, case, binaries, python)
        walls = {tool: [] for tool in commands}
        cpu = {tool: [] for tool in commands}
        rss = dict.fromkeys(commands, 0)
        log(f"{case}: timing {', '.join(commands)}, {args.runs} runs…")
        order = list(commands)
        for r in range(args.runs):
            # Alternate, and start each run with the next tool, so no tool always goes first.
            for tool in order[r % len(order):] + order[: r % len(order)]:
                wall, peak, user, system = measure(commands[tool](expected, actual), accepted=(0, 1))
                walls[tool].append(wall)
                cpu[tool].append((user, system))
                rss[tool] = max(rss[tool], peak)
        entry = {"pairs": len(case_pairs(work, case)), "differing_pixels": ours,
                 "differing_pixels_blazediff": differing, "tools": {}}
        if notes:
            entry["blazediff_departs_from_pixelmatch"] = notes
        for tool in commands:
            user, system = (sum(c[i] for c in cpu[tool]) for i in (0, 1))
            entry["tools"][tool] = {"median_s": round(statistics.median(walls[tool]), 3),
                                    "runs_s": [round(w, 3) for w in walls[tool]], "peak_rss_kb": rss[tool],
                                    "kernel_share": round(system / (user + system), 3) if user + system else 0}
        if args.im_runs > 0 and case in args.im_cases.split(","):
            log(f"{case}: timing ImageMagick compare, {nproc} pairs at a time…")
            listing = os.path.join(work, f"{case}-pairs.txt")
            with open(listing, "w") as f:
                f.write("".join(p + "\n" for p in case_pairs(work, case)))
            base_e, base_a = (os.path.dirname(expected), os.path.dirname(actual)) if case == "big" else (expected, actual)
            script = (f'xargs -P {nproc} -I{{}} sh -c \'"$0" -metric AE "$1/{{}}" "$2/{{}}" null: 2>/dev/null; true\' '
                      f'"{im_compare}" "{base_e}" "{base_a}" < "{listing}"')
            im = [measure(["bash", "-c", script]) for _ in range(args.im_runs)]
            user, system = sum(m[2] for m in im), sum(m[3] for m in im)
            entry["tools"]["imagemagick"] = {"median_s": round(statistics.median(m[0] for m in im), 3),
                                             "runs_s": [round(m[0], 3) for m in im],
                                             "peak_rss_kb": max(m[1] for m in im),
                                             "kernel_share": round(system / (user + system), 3) if user + system else 0}
        t = entry["tools"]
        entry["ratio_cardrender_blazediff"] = round(t["cardrender"]["median_s"] / t["blazediff"]["median_s"], 2)
        if "baseline" in t:
            entry["ratio_cardrender_baseline"] = round(t["cardrender"]["median_s"] / t["baseline"]["median_s"], 2)
        results[case] = entry

    print(f"cardrender diff vs BlazeDiff {BLAZEDIFF.split('==')[1]} and ImageMagick compare: {nproc} cores, "
          f"median of {args.runs} alternating runs (ImageMagick: {args.im_runs}, {nproc} pairs at a time)")
    print(f"{'case':<10} {'pairs':>5} {'differing px':>12}  {'tool':<11} {'median s':>8} {'peak RSS MiB':>12} "
          f"{'kernel CPU':>10}")
    for case, entry in results.items():
        for i, (tool, t) in enumerate(entry["tools"].items()):
            lead = f"{case:<10} {entry['pairs']:>5} {entry['differing_pixels']:>12}" if i == 0 else " " * 30
            print(f"{lead}  {tool:<11} {t['median_s']:>8.3f} {t['peak_rss_kb'] // 1024:>12} "
                  f"{100 * t['kernel_share']:>9.1f}%")
        ratios = f"cardrender / BlazeDiff = {entry['ratio_cardrender_blazediff']:.2f}"
        if "ratio_cardrender_baseline" in entry:
            ratios += f", cardrender / baseline = {entry['ratio_cardrender_baseline']:.2f}"
        print(" " * 32 + ratios)
    os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results", "diff.json"), "w") as f:
        json.dump({"cores": nproc, "runs": args.runs, "imagemagick_runs": args.im_runs,
                   "blazediff": BLAZEDIFF.split("==")[1], "cases": results}, f, indent=2)
        f.write("\n")
    log("wrote bench/results/diff.json")


if __name__ == "__main__":
    main()
