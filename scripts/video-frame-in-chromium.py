#!/usr/bin/env python3
"""Plays a video in headless Chromium, as a web page would show it, and reports its first frame.
Standard library only: Chromium is driven over the DevTools protocol on a pipe
(devtools_browser.py beside it), so no port is opened.

    video-frame-in-chromium.py VIDEO [--chromium PATH] [--at X,Y]...

Prints one JSON object: the video's width, height and duration as Chromium reads them, and the
RGB of the first frame at each --at point (drawn into a canvas); or {"error": ...} with exit 1
when Chromium cannot play it.
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from devtools_browser import evaluate_page  # noqa: E402

PAGE = """<!doctype html><meta charset="utf-8"><video muted playsinline preload="auto"></video>
<script>
// The first frame once it is shown: play until a frame is presented, then go back to 0.
window.firstFrame = (points) => new Promise((resolve) => {
  const video = document.querySelector("video");
  video.onerror = () => resolve({error: `media error ${video.error.code}: ${video.error.message}`});
  video.onloadeddata = async () => {
    try {
      await video.play();
      await new Promise((shown) => video.requestVideoFrameCallback(shown));
      video.pause();
      const sought = new Promise((done) => video.addEventListener("seeked", done, {once: true}));
      video.currentTime = 0;
      await sought;
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext("2d");
      context.drawImage(video, 0, 0);
      const pixels = points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      resolve({width: video.videoWidth, height: video.videoHeight, duration: video.duration, pixels});
    } catch (error) {
      resolve({error: String(error)});
    }
  };
  video.src = VIDEO;
});
</script>
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("video")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    parser.add_argument("--at", action="append", default=[], help="X,Y: a pixel of the first frame to report")
    args = parser.parse_args()
    points = [[int(n) for n in point.split(",")] for point in args.at]
    video = Path(args.video).resolve().as_uri()
    try:
        result = evaluate_page(
            args.chromium, PAGE.replace("VIDEO", json.dumps(video)), "typeof window.firstFrame === 'function'",
            f"window.firstFrame({json.dumps(points)})",
            flags=("--autoplay-policy=no-user-gesture-required", "--allow-file-access-from-files"))
    except RuntimeError as error:
        result = {"error": str(error)}
    print(json.dumps(result))
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(main())
