#!/usr/bin/env python3
"""`make bench`: cardrender (at PNG level 6 and at `--png-compression fast`) against a hand-written
ImageMagick script, a pyvips script and the PNG-encode floor, on the deck's swipe-right animation
from fixtures/photos at 390x844 pt, @2x, 60 fps; then peak memory for a ~600-frame render and for a
folder of 1000 photos, the start-up time of `cardrender --version`, and the work, span and
parallelism of the full default render from its trace (bench/trace_stats.py). Then the full default
render (every scene, as `make render`) at level 6 against `--png-compression fast`, and at one job
against the encoder alone (bench/encode_alone.c: cardrender's encoder on the PNGs that render
wrote, read into memory first, one thread; the two in turns, medians of --repeat runs), and the encoder alone at `fast` against level 6 on the
deck's frames. Prints a table and writes bench/results/render.json.

usage: bench/run.py [--jobs N] [--repeat N] [--skip-imagemagick]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import trace_stats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
PHOTOS = os.path.join(ROOT, "fixtures", "photos")
SIZE, SCALE, FPS, COMPRESSION = "390x844", 2, 60, 6


def timed(command, env=None):
    """Runs a command under /usr/bin/time -v: (wall seconds, peak RSS in MB)."""
    started = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(command), result.stderr[-2000:]))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1)) / 1024
    return elapsed, rss


def run_once(make_command):
    """One run into a fresh folder: (wall seconds, peak RSS in MB)."""
    out = tempfile.mkdtemp(prefix="cardrender-bench-")
    try:
        return timed(make_command(out))
    finally:
        shutil.rmtree(out, ignore_errors=True)


def best_of(repeat, make_command):
    """Median wall time and the largest peak RSS over `repeat` runs, each into a fresh folder."""
    runs = [run_once(make_command) for _ in range(repeat)]
    return statistics.median(r[0] for r in runs), max(r[1] for r in runs)


def interleaved(repeat, commands):
    """Like best_of for several tools, their runs taken in turn (a, b, c, a, b, c, ...) so a
    slow spell of a shared machine falls on all of them alike rather than on one."""
    runs = {name: [] for name in commands}
    for _ in range(repeat):
        for name, make_command in commands.items():
            runs[name].append(run_once(make_command))
    return {name: (statistics.median(r[0] for r in results), max(r[1] for r in results)) for name, results in runs.items()}


def build_encode_alone(work):
    """bench/encode_alone.c against the encoder in Sources/CFrameKernels; returns its path."""
    src = os.path.join(ROOT, "Sources", "CFrameKernels")
    binary = os.path.join(work, "encode-alone")
    subprocess.run(["gcc", "-O2", "-std=gnu11", "-I" + os.path.join(src, "include"), "-I" + os.path.join(ROOT, "scripts"),
                    "-o", binary, os.path.join(BENCH, "encode_alone.c")]
                   + [os.path.join(src, name) for name in ("png_encode.c", "png_deflate_isal.c", "png_deflate_libdeflate.c", "pixel_pool.c",
                                                                "fill_convert.c", "to_rgb_scalar.c", "to_rgb_ssse3.c", "working_buffers.c")]
                   + ["-lisal", "-ldeflate", "-lpthread"], check=True)
    return binary


def encode_alone(binary, level, files, repeat=1):
    """(CPU seconds, bytes) of encoding `files` (cardrender's PNGs) at `level` on one thread: the
    median of `repeat` runs."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run([binary, str(level)] + files, check=True, capture_output=True, text=True).stdout.split()
        runs.append((float(out[0]), int(out[2])))
    return statistics.median(r[0] for r in runs), runs[0][1]


def pngs_under(folder):
    return sorted(os.path.join(root, name) for root, _, names in os.walk(folder) for name in names if name.endswith(".png"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-imagemagick", action="store_true")
    args = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True, capture_output=True)
    binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                         capture_output=True, text=True).stdout.strip(), "cardrender")
    results_dir = os.path.join(BENCH, "results")
    os.makedirs(results_dir, exist_ok=True)
    plan = os.path.join(results_dir, "plan.json")
    with open(plan, "w") as f:
        subprocess.run([binary, "plan", "--scene", "deck", "--animation", "swipe-right", "--size", SIZE, "--fps", str(FPS),
                        "--input", PHOTOS], stdout=f, check=True)
    frame_count = len(json.load(open(plan))["scenes"][0]["animations"][0]["frames"])
    render = [binary, "--input", PHOTOS, "--scene", "deck", "--animation", "swipe-right", "--size", SIZE,
              "--scale", str(SCALE), "--fps", str(FPS), "--png-compression", str(COMPRESSION), "--jobs", str(args.jobs)]

    commands = {
        "cardrender": lambda out: render + ["--out", out],
        "cardrender fast": lambda out: render + ["--out", out, "--png-compression", "fast"],
        "pyvips": lambda out: [sys.executable, os.path.join(BENCH, "pyvips_deck.py"), plan, PHOTOS, out, str(SCALE), str(args.jobs)],
    }
    if not args.skip_imagemagick:
        commands["imagemagick"] = lambda out: [sys.executable, os.path.join(BENCH, "imagemagick_deck.py"), plan, PHOTOS, out,
                                               str(SCALE), str(args.jobs)]
    rows = interleaved(args.repeat, commands)

    # The floor: encode cardrender's own frames from memory.
    frames_dir = tempfile.mkdtemp(prefix="cardrender-bench-frames-")
    subprocess.run(render + ["--out", frames_dir], check=True, capture_output=True)
    floors = []
    for _ in range(args.repeat):
        out = subprocess.run([sys.executable, os.path.join(BENCH, "encode_floor.py"), os.path.join(frames_dir, "deck", "swipe-right"),
                              str(COMPRESSION), str(args.jobs)], check=True, capture_output=True, text=True).stdout.split()
        floors.append(float(out[0]))
    shutil.rmtree(frames_dir, ignore_errors=True)
    floor = statistics.median(floors)

    # Memory: ~600 frames (every scene at 62 fps), and a folder of 1000 photos (hard links).
    _, rss_600 = best_of(1, lambda out: [binary, "--input", PHOTOS, "--out", out, "--scale", str(SCALE), "--fps", "62",
                                         "--jobs", str(args.jobs)])
    many = tempfile.mkdtemp(prefix="cardrender-bench-1000-")
    sources = sorted(os.listdir(PHOTOS))
    for i in range(1000):
        source = sources[i % len(sources)]
        os.link(os.path.join(PHOTOS, source), os.path.join(many, "photo-%04d%s" % (i, os.path.splitext(source)[1])))
    _, rss_1000 = best_of(1, lambda out: [binary, "--input", many, "--out", out, "--scale", str(SCALE), "--fps", str(FPS),
                                          "--jobs", str(args.jobs)])
    shutil.rmtree(many, ignore_errors=True)

    version_times = []
    for _ in range(20):
        started = time.perf_counter()
        subprocess.run([binary, "--version"], check=True, capture_output=True)
        version_times.append(time.perf_counter() - started)
    version = statistics.median(version_times)

    # Work, span and parallelism of the full default render (every scene), from its trace.
    trace = os.path.join(results_dir, "render-trace.json")
    run_once(lambda out: [binary, "--input", PHOTOS, "--out", out, "--jobs", str(args.jobs), "--trace", trace])
    parallelism = trace_stats.stats(trace)

    # The full default render: level 6 against fast (taking turns), and at one job against the
    # encoder alone on the very PNGs it wrote.
    full = lambda extra: (lambda out: [binary, "--input", PHOTOS, "--out", out, "--jobs", str(args.jobs), "--progress", "none"] + extra)
    full_rows = interleaved(args.repeat, {"level 6": full([]), "fast": full(["--png-compression", "fast"])})
    work = tempfile.mkdtemp(prefix="cardrender-bench-encode-")
    try:
        encoder = build_encode_alone(work)
        # One job against the encoder alone on the PNGs that run wrote, taking turns, so a slow
        # spell of a shared machine falls on both: the median of each over `repeat` runs.
        one_job_runs, encode_runs = [], []
        for run in range(args.repeat):
            one_job_out = os.path.join(work, "one-job-%d" % run)
            one_job_runs.append(timed([binary, "--input", PHOTOS, "--out", one_job_out, "--jobs", "1", "--progress", "none"])[0])
            encode_runs.append(encode_alone(encoder, 6, pngs_under(one_job_out)))
            if run + 1 < args.repeat:
                shutil.rmtree(one_job_out)
        one_job_seconds = statistics.median(one_job_runs)
        encode_6 = (statistics.median(r[0] for r in encode_runs), encode_runs[0][1])
        deck_frames = [f for f in pngs_under(os.path.join(one_job_out, "deck", "swipe-right")) if "frame-" in f]
        # Short runs (a few tenths of a second): the median of more of them, levels taking turns.
        deck_runs = [(encode_alone(encoder, 6, deck_frames), encode_alone(encoder, "fast", deck_frames)) for _ in range(max(5, args.repeat))]
        deck_6 = (statistics.median(r[0][0] for r in deck_runs), deck_runs[0][0][1])
        deck_fast = (statistics.median(r[1][0] for r in deck_runs), deck_runs[0][1][1])
    finally:
        shutil.rmtree(work, ignore_errors=True)

    ours = rows["cardrender"][0]
    report = {
        "workload": {"scene": "deck", "animation": "swipe-right", "frames": frame_count, "size": SIZE, "scale": SCALE,
                     "fps": FPS, "pngCompression": COMPRESSION, "jobs": args.jobs, "cpus": os.cpu_count()},
        "seconds": {name: round(value[0], 3) for name, value in rows.items()},
        "peakRSSMB": {name: round(value[1], 1) for name, value in rows.items()},
        "encodeFloorSeconds": round(floor, 3),
        "ratios": {
            "imagemagickOverCardrender": round(rows["imagemagick"][0] / ours, 2) if "imagemagick" in rows else None,
            "pyvipsOverCardrender": round(rows["pyvips"][0] / ours, 2),
            "cardrenderOverFloor": round(ours / floor, 3),
        "cardrenderOverCardrenderFast": round(ours / rows["cardrender fast"][0], 2),
        },
        "memory": {"frames600PeakRSSMB": round(rss_600, 1), "photos1000PeakRSSMB": round(rss_1000, 1)},
        "versionMilliseconds": round(version * 1000, 1),
        "fullRenderTrace": {k: (round(v, 3) if isinstance(v, float) else v) for k, v in parallelism.items()},
        "fullRender": {
            "seconds": {name: round(value[0], 3) for name, value in full_rows.items()},
            "peakRSSMB": {name: round(value[1], 1) for name, value in full_rows.items()},
            "fastOverLevel6": round(full_rows["fast"][0] / full_rows["level 6"][0], 3),
            "oneJobSeconds": round(one_job_seconds, 3),
            "encoderAloneLevel6Seconds": round(encode_6[0], 3),
            "oneJobOverEncoderAlone": round(one_job_seconds / encode_6[0], 3),
        },
        "encoderAloneDeck": {
            "frames": len(deck_frames),
            "level6": {"seconds": round(deck_6[0], 3), "bytes": deck_6[1]},
            "fast": {"seconds": round(deck_fast[0], 3), "bytes": deck_fast[1]},
            "speedup": round(deck_6[0] / deck_fast[0], 2),
            "sizeRatio": round(deck_fast[1] / deck_6[1], 3),
        },
    }
    targets = {
        "10x faster than ImageMagick": report["ratios"]["imagemagickOverCardrender"] is None or report["ratios"]["imagemagickOverCardrender"] >= 10,
        "2x faster than pyvips": report["ratios"]["pyvipsOverCardrender"] >= 2,
        "within 1.25x of the encode floor": report["ratios"]["cardrenderOverFloor"] <= 1.25,
        "under 200 MB for ~600 frames": rss_600 < 200,
        "under 200 MB for 1000 photos": rss_1000 < 200,
        "--version under 50 ms": version < 0.05,
        "parallelism of the full render >= 16": parallelism["parallelism"] >= 16,
        "one job within 1.15x of the encoder alone": report["fullRender"]["oneJobOverEncoderAlone"] <= 1.15,
        "fast encoder >= 5x level 6": report["encoderAloneDeck"]["speedup"] >= 5,
        "fast files <= 1.25x level 6": report["encoderAloneDeck"]["sizeRatio"] <= 1.25,
        "fast full render <= 0.35x level 6": report["fullRender"]["fastOverLevel6"] <= 0.35,
    }
    report["targets"] = targets
    with open(os.path.join(results_dir, "render.json"), "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)

    print("deck swipe-right, %d frames, %s pt @%dx, %d fps, %d jobs on %d cores" % (frame_count, SIZE, SCALE, FPS, args.jobs, os.cpu_count()))
    print("%-14s %9s %10s" % ("", "seconds", "peak MB"))
    for name, (seconds, rss) in rows.items():
        print("%-14s %9.2f %10.1f" % (name, seconds, rss))
    print("%-14s %9.2f" % ("encode floor", floor))
    print("ratios: %s" % json.dumps(report["ratios"]))
    print("memory: %s; --version %.1f ms" % (json.dumps(report["memory"]), version * 1000))
    print("full default render (traced, bench/results/render-trace.json): wall %.2f s, work %.2f s, span %.2f s, parallelism %.1fx"
          % (parallelism["wallSeconds"], parallelism["workSeconds"], parallelism["spanSeconds"], parallelism["parallelism"]))
    print("  self time by kind: " + ", ".join("%s %.2f s" % kv for kv in parallelism["selfSecondsByKind"].items()))
    fr, enc = report["fullRender"], report["encoderAloneDeck"]
    print("full default render, %d jobs: level 6 %.2f s, fast %.2f s (%.2fx); one job %.2f s, the encoder alone on its PNGs %.2f s (%.2fx, medians of %d)"
          % (args.jobs, fr["seconds"]["level 6"], fr["seconds"]["fast"], fr["fastOverLevel6"], fr["oneJobSeconds"],
             fr["encoderAloneLevel6Seconds"], fr["oneJobOverEncoderAlone"], args.repeat))
    print("encoder alone, deck swipe-right (%d frames, one thread, median of %d): level 6 %.2f s %.1f MB, fast %.2f s %.1f MB (%.1fx faster, %.2fx the size)"
          % (enc["frames"], max(5, args.repeat), enc["level6"]["seconds"], enc["level6"]["bytes"] / 1e6, enc["fast"]["seconds"], enc["fast"]["bytes"] / 1e6,
             enc["speedup"], enc["sizeRatio"]))
    for name, ok in targets.items():
        print("  %s %s" % ("ok  " if ok else "MISS", name))
    print("wrote bench/results/render.json")


if __name__ == "__main__":
    main()
