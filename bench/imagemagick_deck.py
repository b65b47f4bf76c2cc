#!/usr/bin/env python3
"""The deck frames of a `cardrender plan`, drawn by ImageMagick: the comparison a team would
otherwise write by hand. Python only reads the plan and runs `convert`; every pixel is
ImageMagick's. Cards (cover-cropped photo, gradient, label, rounded corners, shadow) are made once
per photo and size and reused, as a careful script would.

usage: imagemagick_deck.py PLAN.json PHOTOS_DIR OUT_DIR SCALE JOBS
"""
import json
import math
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def imagemagick_convert():
    """The first `convert` that is ImageMagick's (a stand-in of the same name may come first on PATH)."""
    for candidate in [shutil.which("convert"), "/usr/bin/convert"]:
        if candidate and "ImageMagick" in subprocess.run([candidate, "-version"], capture_output=True, text=True).stdout:
            return candidate
    sys.exit("ImageMagick's convert was not found (bench/setup.sh installs it)")


CONVERT = imagemagick_convert()


def natural_photos(folder):
    names = [n for n in os.listdir(folder) if not n.startswith(".") and n.lower().endswith((".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff", ".gif"))]
    return [os.path.join(folder, n) for n in sorted(names, key=str.lower)]


def make_card(photo, label, w, h, radius, sigma, opacity, path):
    pad = int(3 * sigma) + 2
    scrim = int(h * 0.38)
    subprocess.run([
        CONVERT, photo, "-resize", f"{w}x{h}^", "-gravity", "center", "-extent", f"{w}x{h}",
        "(", "-size", f"{w}x{scrim}", "gradient:none-rgba(0,0,0,0.55)", ")", "-gravity", "South", "-compose", "Over", "-composite",
        "-gravity", "SouthWest", "-fill", "white", "-pointsize", str(int(24 * h / 400)), "-annotate", f"+{int(16 * h / 400)}+{int(16 * h / 400)}", label,
        "(", "-size", f"{w}x{h}", "xc:none", "-fill", "white", "-draw", f"roundrectangle 0,0,{w - 1},{h - 1},{radius},{radius}", ")",
        "-compose", "DstIn", "-composite",
        "(", "+clone", "-background", "black", "-shadow", f"{int(opacity * 100)}x{sigma}+0+0", ")", "+swap",
        "-background", "none", "-compose", "Over", "-layers", "merge", "+repage", path,
    ], check=True)


def main():
    plan_path, photos_dir, out_dir, scale, jobs = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
    plan = json.load(open(plan_path))["scenes"][0]
    frames = plan["animations"][0]["frames"]
    photos = natural_photos(photos_dir)
    cards_dir = os.path.join(out_dir, "cards")
    os.makedirs(cards_dir, exist_ok=True)

    cards = {}
    for frame in frames:
        for layer in frame["layers"]:
            photo = layer["content"]["photo"]
            w, h = round(layer["size"]["width"] * scale), round(layer["size"]["height"] * scale)
            cards[(photo, w, h)] = (layer["cornerRadius"] * scale, layer["shadow"]["radius"] * scale, layer["shadow"]["opacity"])

    def card_path(key):
        return os.path.join(cards_dir, "card-%d-%dx%d.png" % key)

    def prepare(item):
        (photo, w, h), (radius, sigma, opacity) = item
        label = os.path.splitext(os.path.basename(photos[photo]))[0].replace("_", " ")
        make_card(photos[photo], label, w, h, radius, sigma, opacity, card_path((photo, w, h)))

    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(prepare, cards.items()))

    canvas_w, canvas_h = round(frames[0]["canvas"]["width"] * scale), round(frames[0]["canvas"]["height"] * scale)
    # Each card file's size (photo plus the room its shadow takes).
    sizes = {}
    for key in cards:
        out = subprocess.run(["identify", "-format", "%w %h", card_path(key)], check=True, capture_output=True, text=True).stdout
        sizes[key] = tuple(int(v) for v in out.split())

    def draw(index):
        frame = frames[index]
        args = [CONVERT, "-size", f"{canvas_w}x{canvas_h}", "xc:#F2F2F7"]
        for layer in frame["layers"]:
            if layer["alpha"] <= 0:
                continue
            photo = layer["content"]["photo"]
            w, h = round(layer["size"]["width"] * scale), round(layer["size"]["height"] * scale)
            cw, ch = sizes[(photo, w, h)]
            angle = layer["rotation"]
            degrees = angle * 180 / math.pi
            # -rotate grows the image to the turned rectangle's bounding box, centred on the same point.
            bw = cw * abs(math.cos(angle)) + ch * abs(math.sin(angle))
            bh = cw * abs(math.sin(angle)) + ch * abs(math.cos(angle))
            cx, cy = layer["position"]["x"] * scale, layer["position"]["y"] * scale
            args += ["(", card_path((photo, w, h)), "-background", "none", "-rotate", "%.4f" % degrees]
            if layer["alpha"] < 1:
                args += ["-channel", "A", "-evaluate", "multiply", "%.4f" % layer["alpha"], "+channel"]
            args += [")", "-gravity", "NorthWest", "-set", "page", "+0+0", "-geometry",
                     "+%d+%d" % (round(cx - bw / 2), round(cy - bh / 2)), "-compose", "Over", "-composite"]
        args += ["-alpha", "off", "-depth", "8", "-define", "png:compression-level=6", os.path.join(out_dir, "frame-%04d.png" % index)]
        subprocess.run(args, check=True)

    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(draw, range(len(frames))))


if __name__ == "__main__":
    main()
