"""The referee of `make bench-diff` where cardrender and BlazeDiff count a pair's differing pixels
differently: finds the pixels their diff images colour differently (red: counted as different)
and judges each one as pixelmatch 6.0.0 does (`colorDelta` over the threshold, then its `antialiased`
test on both images, neighbours scanned column by column), reading the PNGs with Pillow.

BlazeDiff 6.0.2 departs from pixelmatch where two neighbours tie as the brightest or the darkest
in the anti-aliasing test: pixelmatch tests the first met scanning column by column.

Usage (the bench's virtual environment, with pillow and numpy):
  python bench/pixelmatch_referee.py EXPECTED.png ACTUAL.png CARDRENDER.diff.png BLAZEDIFF.diff.png
prints one JSON object: {"disputed": n, "cardrender_wrong": n, "blazediff_wrong": n}.
"""

import json
import sys

import numpy as np
from PIL import Image

Image.MAX_IMAGE_PIXELS = None
THRESHOLD = 0.1
MAX_DELTA = 35215 * THRESHOLD * THRESHOLD


def load(path, mode):
    return np.asarray(Image.open(path).convert(mode))


def blend(p):
    r, g, b, a = (float(v) for v in p)
    if a < 255:
        a /= 255
        r, g, b = 255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a
    return r, g, b


def luma(p):
    r, g, b = blend(p)
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223


def colour_delta(p, q):
    if tuple(p) == tuple(q):
        return 0.0
    r1, g1, b1 = blend(p)
    r2, g2, b2 = blend(q)
    y = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223 - (r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223)
    i = r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189 - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
    q_ = r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694 - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q_ * q_


def window(x, y, width, height):
    return max(x - 1, 0), max(y - 1, 0), min(x + 1, width - 1), min(y + 1, height - 1)


def many_siblings(img, x1, y1):
    height, width = img.shape[:2]
    x0, y0, x2, y2 = window(x1, y1, width, height)
    zeroes = 1 if x1 in (x0, x2) or y1 in (y0, y2) else 0
    centre = tuple(img[y1, x1])
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if (x, y) != (x1, y1) and tuple(img[y, x]) == centre:
                zeroes += 1
                if zeroes > 2:
                    return True
    return False


def antialiased(img, x1, y1, other):
    height, width = img.shape[:2]
    x0, y0, x2, y2 = window(x1, y1, width, height)
    zeroes = 1 if x1 in (x0, x2) or y1 in (y0, y2) else 0
    low = high = 0.0
    low_at = high_at = None
    centre = img[y1, x1]
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if (x, y) == (x1, y1):
                continue
            delta = 0.0 if tuple(centre) == tuple(img[y, x]) else luma(centre) - luma(img[y, x])
            if delta == 0:
                zeroes += 1
                if zeroes > 2:
                    return False
            elif delta < low:
                low, low_at = delta, (x, y)
            elif delta > high:
                high, high_at = delta, (x, y)
    if low == 0 or high == 0:
        return False
    return any(many_siblings(img, *at) and many_siblings(other, *at) for at in (low_at, high_at))


def counted(expected, actual, x, y):
    """Whether pixelmatch counts the pixel at (x, y) as different."""
    if not colour_delta(expected[y, x], actual[y, x]) > MAX_DELTA:
        return False
    return not (antialiased(expected, x, y, actual) or antialiased(actual, x, y, expected))


def red(diff):
    return (diff[:, :, 0] == 255) & (diff[:, :, 1] == 0) & (diff[:, :, 2] == 0)


def main(expected_path, actual_path, ours_path, theirs_path):
    ours, theirs = red(load(ours_path, "RGB")), red(load(theirs_path, "RGB"))
    expected, actual = load(expected_path, "RGBA"), load(actual_path, "RGBA")
    ys, xs = np.nonzero(ours != theirs)
    verdict = {"disputed": len(ys), "cardrender_wrong": 0, "blazediff_wrong": 0}
    for y, x in zip(ys.tolist(), xs.tolist()):
        truth = counted(expected, actual, x, y)
        verdict["cardrender_wrong"] += bool(ours[y, x]) != truth
        verdict["blazediff_wrong"] += bool(theirs[y, x]) != truth
    print(json.dumps(verdict))


if __name__ == "__main__":
    main(*sys.argv[1:5])
