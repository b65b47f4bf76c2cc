#!/usr/bin/env python3
"""`make bench-goldens`: what keeping animation goldens as APNG costs and saves. Renders the
default render (every scene, as `make render`), encodes each animation as the one APNG its golden
would be (bench-goldens, cardrender's encoder, at the render's PNG compression), and reports per
scene and in total the bytes as frame files and as APNGs and golden bytes per second of animation;
then, for the deck's swipe-right, the same frames through apngasm (default settings) and ffmpeg's
APNG muxer, and cardrender's APNG through apngopt, with each tool's time. Then it records the
render as a golden folder in each form (`merge RENDER --check GOLDEN --record`), checks it
unchanged, and checks a render that differs (the photos without the first, so every card moves
up one), timing each and measuring the check's peak memory. Prints a table and writes
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


def measured(command):
    """Seconds and peak resident memory (MB) of `command`, run under GNU time; its exit status is returned too."""
    start = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", *command], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - start
    return seconds, int(result.stderr.strip().splitlines()[-1]) / 1024, result.returncode


def golden_forms(cardrender, render, work):
    """Record, check unchanged and check changed, for frame files and for APNGs."""
    photos = os.path.join(work, "other-photos")
    os.makedirs(photos)
    for name in sorted(os.listdir(PHOTOS))[1:]:
        shutil.copy(os.path.join(PHOTOS, name), photos)
    changed = os.path.join(work, "changed")
    subprocess.run([cardrender, "--input", photos, "--out", changed], check=True, stdout=subprocess.DEVNULL)
    forms = {}
    for form in ("frames", "apng"):
        golden = os.path.join(work, "golden-" + form)
        record = measured([cardrender, "merge", render, "--check", golden, "--record", "--golden-format", form])
        unchanged = measured([cardrender, "merge", render, "--check", golden])
        different = measured([cardrender, "merge", changed, "--check", golden])
        size = sum(os.path.getsize(os.path.join(folder, name))
                   for folder, _, names in os.walk(golden) for name in names)
        forms[form] = {"recordSeconds": record[0], "unchangedSeconds": unchanged[0], "unchangedMB": unchanged[1],
                       "unchangedStatus": unchanged[2], "changedSeconds": different[0], "changedMB": different[1],
                       "changedStatus": different[2], "bytes": size}
    return forms


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

        forms = golden_forms(cardrender, render, work)
        frames_compared = total["frames"]
        print(f"\ngolden folders of the default render ({frames_compared} animation frames), from `merge RENDER --check`")
        print(f"{'form':8} {'MB':>7} {'record s':>9} {'unchanged s':>12} {'ms/frame':>9} {'changed s':>10} "
              f"{'peak MB unchanged':>18} {'peak MB changed':>16}")
        for form, row in forms.items():
            print(f"{form:8} {row['bytes'] / 1e6:7.1f} {row['recordSeconds']:9.1f} {row['unchangedSeconds']:12.1f} "
                  f"{1000 * row['unchangedSeconds'] / frames_compared:9.2f} {row['changedSeconds']:10.1f} "
                  f"{row['unchangedMB']:18.0f} {row['changedMB']:16.0f}")
        frames_form, apng_form = forms["frames"], forms["apng"]

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
        checks += [
            ("checks pass unchanged and fail changed, both forms",
             all(f["unchangedStatus"] == 0 and f["changedStatus"] == 1 for f in forms.values())),
            ("recording APNGs no slower than recording frames",
             apng_form["recordSeconds"] <= frames_form["recordSeconds"]),
            ("unchanged APNG check no slower than a frame check (10 % allowed for noise)",
             apng_form["unchangedSeconds"] <= 1.1 * frames_form["unchangedSeconds"]),
            ("changed APNG check within 1.5x of a frame check",
             apng_form["changedSeconds"] <= 1.5 * frames_form["changedSeconds"]),
            ("changed APNG check's peak memory within 1.25x of a frame check's",
             apng_form["changedMB"] <= 1.25 * frames_form["changedMB"]),
        ]
        for label, ok in checks:
            print(f"  {'ok  ' if ok else 'MISS'} {label}")

        os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
        with open(os.path.join(ROOT, "bench", "results", "goldens.json"), "w") as handle:
            json.dump({"animations": rows, "scenes": scenes, "total": total, "tools": tools, "forms": forms,
                       "checks": dict(checks)}, handle, indent=2, sort_keys=True)
        print("wrote bench/results/goldens.json")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
