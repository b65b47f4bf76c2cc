"""A headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), so
no port is opened. Standard library only. The review page test, its image check, the video check
and the APNG check drive their pages with it; `evaluate_page` is the whole run for a page that
gives one result.
"""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path


class Browser:
    """A headless Chromium on a DevTools pipe; `attach` picks its page, and calls then go to it."""

    def __init__(self, binary, flags=()):
        self.profile = tempfile.mkdtemp(prefix="devtools-browser-")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def child_fds():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
             "--window-size=1280,900", *flags, "about:blank"],
            pass_fds=(3, 4), preexec_fn=child_fds, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read(deadline)
            if reply is None:
                break
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)
        raise RuntimeError(f"{method}: no reply from Chromium within {timeout} s")

    def read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.time()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.from_chrome], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def pump(self, seconds):
        """Collects events for a while."""
        deadline = time.time() + seconds
        while True:
            message = self.read(deadline)
            if message is None:
                return
            if "method" in message:
                self.events.append(message)

    def attach(self):
        targets = self.send("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False)["sessionId"]
        for domain in ("Page", "Network", "Runtime", "Log"):
            self.send(f"{domain}.enable")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}…: {result['exceptionDetails'].get('exception', {}).get('description', result['exceptionDetails'])}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return True
            time.sleep(0.05)
        return False

    KEYS = {"ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39), " ": ("Space", 32), "Escape": ("Escape", 27)}

    def key(self, key, shift=False):
        if key in self.KEYS:
            code, vk = self.KEYS[key]
        else:
            code = f"Key{key.upper()}" if key.isalpha() else f"Digit{key}" if key.isdigit() else {"[": "BracketLeft", "]": "BracketRight"}[key]
            vk = ord(key.upper()) if key.isalnum() else {"[": 219, "]": 221}[key]
        base = {"key": key, "code": code, "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk, "modifiers": 8 if shift else 0}
        text = {"text": key} if len(key) == 1 else {}
        self.send("Input.dispatchKeyEvent", dict(base, type="keyDown", **text))
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))
        time.sleep(0.05)

    def mouse(self, kind, x, y, buttons=1):
        self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                               "buttons": buttons if kind != "mouseReleased" else 0, "clickCount": 1})

    def click(self, x, y):
        self.mouse("mouseMoved", x, y, 0)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y)
        time.sleep(0.05)

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def evaluate_page(binary, html, ready, expression, flags=()):
    """Loads `html` from a file in a fresh headless Chromium, waits until the JavaScript `ready`
    is true (at most 30 s), and returns what `expression` gives (a promise is awaited); a
    RuntimeError when the page does not load or the expression throws. The page and the browser's
    profile are removed afterwards."""
    folder = tempfile.mkdtemp(prefix="devtools-page-")
    page = Path(folder, "page.html")
    page.write_text(html, encoding="utf-8")
    browser = Browser(binary, flags=flags)
    try:
        browser.attach()
        browser.send("Page.navigate", {"url": page.as_uri()})
        deadline = time.time() + 30
        while True:
            try:
                # While the page replaces about:blank, evaluating may fail.
                if browser.evaluate(ready):
                    break
            except RuntimeError:
                pass
            if time.time() > deadline:
                raise RuntimeError("the page did not load")
            time.sleep(0.05)
        return browser.evaluate(expression)
    finally:
        browser.close()
        shutil.rmtree(folder, ignore_errors=True)
