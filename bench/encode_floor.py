#!/usr/bin/env python3
"""The PNG-encode floor: the time libvips takes to encode the very frames cardrender wrote, from
memory (decoded beforehand, not timed), at the same compression level and with the same number of
frames in flight: what a renderer that saves through libvips (libpng + zlib) cannot beat.
cardrender encodes with libdeflate, so it can come in under it.

usage: encode_floor.py FRAMES_DIR COMPRESSION JOBS   (prints the seconds)
"""
import glob
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pyvips


def main():
    folder, compression, jobs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    pyvips.cache_set_max(0)
    frames = [pyvips.Image.new_from_file(path).copy_memory() for path in sorted(glob.glob(os.path.join(folder, "frame-*.png")))]
    started = time.perf_counter()
    with ThreadPoolExecutor(jobs) as pool:
        sizes = list(pool.map(lambda image: len(image.pngsave_buffer(compression=compression, strip=True)), frames))
    elapsed = time.perf_counter() - started
    print("%.4f %d %d" % (elapsed, len(frames), sum(sizes)))


if __name__ == "__main__":
    main()
