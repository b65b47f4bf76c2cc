#!/usr/bin/env python3
"""Plays a video in headless Chromium, as a web page would show it, and reports its first frame.
Standard library only: Chromium is driven over the DevTools protocol on a pipe
(--remote-debugging-pipe), so no port is opened.

    video-frame-in-chromium.py VIDEO [--chromium PATH] [--at X,Y]...

Prints one JSON object: the video's width, height and duration as Chromium reads them, and the
RGB of the first frame at each --at point (drawn into a canvas); or {"error": ...} with exit 1
when Chromium cannot play it.
"""
import argparse
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


class Chromium:
    """A headless Chromium on a DevTools pipe, with one page attached."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="video-frame-")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def child_fds():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--autoplay-policy=no-user-gesture-required", "--allow-file-access-from-files",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=child_fds, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            while b"\0" not in self.buffer:
                left = deadline - time.time()
                if left <= 0 or not select.select([self.from_chrome], [], [], left)[0]:
                    raise RuntimeError(f"{method}: no reply from Chromium within {timeout} s")
                chunk = os.read(self.from_chrome, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed the pipe")
                self.buffer += chunk
            reply, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(reply)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def open(self, url):
        targets = self.send("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("exception", {}).get("description", result["exceptionDetails"]))
        return result["result"].get("value")

    def close(self):
        self.session = None
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def loaded(browser):
    """Whether the page is there (while it replaces about:blank, evaluating may fail)."""
    try:
        return browser.evaluate("typeof window.firstFrame === 'function'")
    except RuntimeError:
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("video")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    parser.add_argument("--at", action="append", default=[], help="X,Y: a pixel of the first frame to report")
    args = parser.parse_args()
    points = [[int(n) for n in point.split(",")] for point in args.at]
    video = Path(args.video).resolve().as_uri()
    folder = tempfile.mkdtemp(prefix="video-frame-page-")
    page = Path(folder, "video.html")
    page.write_text(PAGE.replace("VIDEO", json.dumps(video)), encoding="utf-8")
    browser = Chromium(args.chromium)
    try:
        browser.open(page.as_uri())
        deadline = time.time() + 30
        while not loaded(browser):
            if time.time() > deadline:
                raise RuntimeError("the page did not load")
            time.sleep(0.05)
        result = browser.evaluate(f"window.firstFrame({json.dumps(points)})")
    except RuntimeError as error:
        result = {"error": str(error)}
    finally:
        browser.close()
        shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(result))
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(main())
