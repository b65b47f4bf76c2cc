#!/usr/bin/env python3
"""Decodes an animated image in headless Chromium with the WebCodecs ImageDecoder, as a web page
would, and reports its frames. Standard library only: Chromium is driven over the DevTools
protocol on a pipe (devtools_browser.py beside it), so no port is opened.

    apng-frames-in-chromium.py IMAGE [--chromium PATH]

Prints one JSON object: the frame count, each frame's duration in microseconds and its pixels
(RGBA, drawn into a canvas, as base64); or {"error": ...} with exit 1 when Chromium cannot decode it.
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from devtools_browser import evaluate_page  # noqa: E402

PAGE = """<!doctype html><meta charset="utf-8">
<script>
window.apngFrames = () => new Promise(async (resolve) => {
  try {
    const response = await fetch(IMAGE);
    const decoder = new ImageDecoder({data: response.body, type: "image/png"});
    await decoder.tracks.ready;
    await decoder.completed;
    const track = decoder.tracks.selectedTrack;
    const frames = [];
    for (let index = 0; index < track.frameCount; index++) {
      const {image} = await decoder.decode({frameIndex: index});
      const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = "";
      for (const byte of pixels) binary += String.fromCharCode(byte);
      frames.push({duration: image.duration, width: image.displayWidth, height: image.displayHeight,
                   rgba: btoa(binary)});
      image.close();
    }
    resolve({animated: track.animated, frameCount: track.frameCount, repetitionCount: track.repetitionCount, frames});
  } catch (error) {
    resolve({error: String(error)});
  }
});
</script>
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("image")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    args = parser.parse_args()
    image = Path(args.image).resolve().as_uri()
    try:
        result = evaluate_page(
            args.chromium, PAGE.replace("IMAGE", json.dumps(image)), "typeof window.apngFrames === 'function'",
            "window.apngFrames()", flags=("--allow-file-access-from-files",))
    except RuntimeError as error:
        result = {"error": str(error)}
    print(json.dumps(result))
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(main())
