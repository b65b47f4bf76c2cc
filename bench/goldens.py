#!/usr/bin/env python3
"""`make bench-goldens`: what keeping animation goldens as APNG costs and saves. Renders the
default render (every scene, as `make render`), encodes each animation as the one APNG its golden
would be (bench-goldens, cardrender's encoder, at the render's PNG compression), and reports per
scene and in total the bytes as frame files and as APNGs and golden bytes per second of animation;
then, for the deck's swipe-right, the same frames through apngasm (default settings) and ffmpeg's
APNG muxer, and cardrender's APNG through apngopt, with each tool's time. Prints a table and writes
bench/results/goldens.json.

usage: bench/goldens.py [--skip-apngasm]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHOTOS = os.path.join(ROOT, "fixtures", "photos")  # what `make render` renders
COMPARED = "deck/swipe-right"


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "cardrender"], cwd=ROOT, check=True)
    env = dict(os.environ, CARDRENDER_BENCH="1")
    subprocess.run(["swift", "build", "-c", "release", "--product", "bench-goldens"], cwd=ROOT, env=env, check=True)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "cardrender"), os.path.join(out, "bench-goldens")


def timed(command, **kwargs):
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-apngasm", action="store_true", help="leave out apngasm (about two minutes)")
    args = parser.parse_args()
    cardrender, encoder = build()
    work = tempfile.mkdtemp(prefix="cardrender-bench-goldens-")
    try:
        render = os.path.join(work, "render")
        subprocess.run([cardrender, "--input", PHOTOS, "--out", render], check=True, stdout=subprocess.DEVNULL)
        apngs = os.path.join(work, "apng")
        lines = subprocess.run([encoder, render, apngs], check=True, capture_output=True, text=True).stdout
        rows = [json.loads(line) for line in lines.splitlines()]

        scenes = defaultdict(lambda: {"frames": 0, "frameBytes": 0, "apngBytes": 0, "seconds": 0.0,
                                      "encodeSeconds": 0.0})
        for row in rows:
            scene = scenes[row["animation"].split("/")[0]]
            scene["frames"] += row["frames"]
            scene["frameBytes"] += row["frameBytes"]
            scene["apngBytes"] += row["apngBytes"]
            scene["seconds"] += row["frames"] / row["fps"]
            scene["encodeSeconds"] += row["encodeSeconds"]
        total = {key: sum(scene[key] for scene in scenes.values())
                 for key in ("frames", "frameBytes", "apngBytes", "seconds", "encodeSeconds")}

        print(f"default render's animations, {total['frames']} frames, as frame files and as one APNG each")
        print(f"{'scene':14} {'frames':>6} {'frames MB':>10} {'APNG MB':>8} {'share':>6} {'APNG MB/s of animation':>23}")
        for name in sorted(scenes) + ["total"]:
            scene = total if name == "total" else scenes[name]
            print(f"{name:14} {scene['frames']:6} {scene['frameBytes'] / 1e6:10.1f} {scene['apngBytes'] / 1e6:8.1f} "
                  f"{scene['apngBytes'] / scene['frameBytes']:6.1%} {scene['apngBytes'] / 1e6 / scene['seconds']:23.1f}")
        print(f"cardrender encoding (one thread, frames already decoded): {total['encodeSeconds']:.1f} s")

        # One animation through the other tools: the same frames, and cardrender's APNG optimised.
        compared = next(row for row in rows if row["animation"] == COMPARED)
        frames = sorted(name for name in os.listdir(os.path.join(render, COMPARED)) if name.startswith("frame-"))
        # Its time with reading the frame files, as the other tools read them.
        tools = {"cardrender": {"bytes": compared["apngBytes"],
                                "seconds": compared["readSeconds"] + compared["encodeSeconds"]}}
        numbered = os.path.join(work, "numbered")
        os.makedirs(numbered)
        for index, name in enumerate(frames):
            shutil.copy(os.path.join(render, COMPARED, name), os.path.join(numbered, f"frame{index:03d}.png"))
        fps = compared["fps"]
        if not args.skip_apngasm:
            out = os.path.join(work, "apngasm.png")
            seconds = timed(["apngasm", out, os.path.join(numbered, "frame000.png"), "1", str(fps)])
            tools["apngasm"] = {"bytes": os.path.getsize(out), "seconds": seconds}
        out = os.path.join(work, "ffmpeg.png")
        seconds = timed(["ffmpeg", "-y", "-v", "error", "-framerate", str(fps), "-i",
                         os.path.join(numbered, "frame%03d.png"), "-plays", "0", "-f", "apng", out])
        tools["ffmpeg"] = {"bytes": os.path.getsize(out), "seconds": seconds}
        # apngopt takes a name that starts with "/" for an option: relative names, from the folder.
        out = os.path.join(work, "apngopt.png")
        seconds = timed(["apngopt", os.path.relpath(compared["apng"], work), "apngopt.png"], cwd=work)
        tools["apngopt (on cardrender's)"] = {"bytes": os.path.getsize(out), "seconds": seconds}
        print(f"\n{COMPARED}, {compared['frames']} frames, {compared['frameBytes'] / 1e6:.1f} MB as frame files")
        for name, tool in tools.items():
            print(f"  {name:26} {tool['bytes'] / 1e6:6.1f} MB {tool['seconds']:8.1f} s")

        checks = [
            ("total at most 75 % of the frame files", total["apngBytes"] <= 0.75 * total["frameBytes"]),
        ] + [
            (f"{name} at most 75 % of its frame files", scene["apngBytes"] <= 0.75 * scene["frameBytes"])
            for name, scene in sorted(scenes.items())
        ] + [
            (f"{COMPARED} smaller than {name}'s", tools["cardrender"]["bytes"] < tools[name]["bytes"])
            for name in ("apngasm", "ffmpeg") if name in tools
        ]
        if "apngasm" in tools:
            checks.append(("encoding 20x faster than apngasm",
                           tools["apngasm"]["seconds"] >= 20 * tools["cardrender"]["seconds"]))
        for label, ok in checks:
            print(f"  {'ok  ' if ok else 'MISS'} {label}")

        os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
        with open(os.path.join(ROOT, "bench", "results", "goldens.json"), "w") as handle:
            json.dump({"animations": rows, "scenes": scenes, "total": total, "tools": tools,
                       "checks": dict(checks)}, handle, indent=2, sort_keys=True)
        print("wrote bench/results/goldens.json")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
