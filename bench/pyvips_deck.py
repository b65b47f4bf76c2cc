#!/usr/bin/env python3
"""The deck frames of a `cardrender plan`, drawn with pyvips over the same system libvips: what a
careful Python script would do. Cards are prepared once per photo and size; each frame rotates and
composites them and saves a PNG at the same compression level.

usage: pyvips_deck.py PLAN.json PHOTOS_DIR OUT_DIR SCALE JOBS
"""
import json
import math
import os
import sys
from concurrent.futures import ThreadPoolExecutor

import pyvips


def natural_photos(folder):
    names = [n for n in os.listdir(folder) if not n.startswith(".") and n.lower().endswith((".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff", ".gif"))]
    return [os.path.join(folder, n) for n in sorted(names, key=str.lower)]


def make_card(photo, label, w, h, radius, sigma, opacity):
    image = pyvips.Image.thumbnail(photo, w, height=h, crop="centre")
    image = image.colourspace("srgb")
    if image.hasalpha():
        image = image.flatten(background=[255, 255, 255])
    scrim_h = int(h * 0.38)
    ramp = pyvips.Image.grey(scrim_h, w).rot90().flip("horizontal") * (0.55 * 255)
    scrim = pyvips.Image.black(w, scrim_h, bands=3).bandjoin(ramp).cast("uchar").copy(interpretation="srgb")
    card = image.bandjoin(255).composite2(scrim, "over", x=0, y=h - scrim_h)
    text = pyvips.Image.text(label, font="sans bold %d" % int(24 * h / 400), dpi=72)
    ink = text.new_from_image([255, 255, 255]).bandjoin(text).copy(interpretation="srgb")
    margin = int(16 * h / 400)
    card = card.composite2(ink, "over", x=margin, y=h - margin - text.height)
    mask = pyvips.Image.svgload_buffer(
        ('<svg width="%d" height="%d"><rect width="%d" height="%d" rx="%f" ry="%f" fill="#fff"/></svg>' % (w, h, w, h, radius, radius)).encode())[3]
    card = card[0:3].bandjoin(card[3] * mask / 255).cast("uchar")
    pad = int(3 * sigma) + 2
    silhouette = card[3].embed(pad, pad, w + 2 * pad, h + 2 * pad)
    shadow_alpha = silhouette.gaussblur(sigma) * opacity if sigma > 0 else silhouette * opacity
    shadow = pyvips.Image.black(w + 2 * pad, h + 2 * pad, bands=3).bandjoin(shadow_alpha).cast("uchar").copy(interpretation="srgb")
    return shadow.composite2(card, "over", x=pad, y=pad).cast("uchar").copy_memory(), pad


def main():
    plan_path, photos_dir, out_dir, scale, jobs = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
    pyvips.cache_set_max(0)
    plan = json.load(open(plan_path))["scenes"][0]
    frames = plan["animations"][0]["frames"]
    photos = natural_photos(photos_dir)

    cards = {}
    for frame in frames:
        for layer in frame["layers"]:
            photo = layer["content"]["photo"]
            w, h = round(layer["size"]["width"] * scale), round(layer["size"]["height"] * scale)
            key = (photo, w, h)
            if key not in cards:
                label = os.path.splitext(os.path.basename(photos[photo]))[0].replace("_", " ")
                cards[key] = make_card(photos[photo], label, w, h, layer["cornerRadius"] * scale,
                                       layer["shadow"]["radius"] * scale, layer["shadow"]["opacity"])

    canvas_w, canvas_h = round(frames[0]["canvas"]["width"] * scale), round(frames[0]["canvas"]["height"] * scale)
    background = (pyvips.Image.black(canvas_w, canvas_h, bands=3) + [242, 242, 247]).cast("uchar").bandjoin(255).copy(interpretation="srgb").copy_memory()

    def draw(index):
        frame = frames[index]
        images, xs, ys = [background], [], []
        for layer in frame["layers"]:
            if layer["alpha"] <= 0:
                continue
            photo = layer["content"]["photo"]
            w, h = round(layer["size"]["width"] * scale), round(layer["size"]["height"] * scale)
            card, pad = cards[(photo, w, h)]
            if layer["alpha"] < 1:
                card = card * [1, 1, 1, layer["alpha"]]
            turned = card.rotate(layer["rotation"] * 180 / math.pi, background=[0, 0, 0, 0])
            cx, cy = layer["position"]["x"] * scale, layer["position"]["y"] * scale
            images.append(turned)
            xs.append(int(round(cx - turned.width / 2)))
            ys.append(int(round(cy - turned.height / 2)))
        out = images[0].composite(images[1:], ["over"] * (len(images) - 1), x=xs, y=ys) if len(images) > 1 else images[0]
        out[0:3].cast("uchar").pngsave(os.path.join(out_dir, "frame-%04d.png" % index), compression=6, strip=True)

    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(draw, range(len(frames))))


if __name__ == "__main__":
    main()
