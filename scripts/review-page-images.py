#!/usr/bin/env python3
"""Opens a review page (report.html) from file:// in headless Chromium, as a reviewer opens the one
in a downloaded CI artifact, and checks that every image loads:

  - every image path the page holds (each frame's expected, actual and diff image), resolved
    against the page as the browser resolves it;
  - every <img> the page shows: on the index, and on each frame of each animation and still.

    review-page-images.py DIR/report.html [--chromium PATH] [--first-failure]

Prints one line per check, the first broken images, and a closing "N passed, N failed"; exits 1
when an image does not load. With --first-failure it stops at the first check that fails (for a
page expected to fail: walking its every frame would only say more of the same). Uses the
DevTools driver in devtools_browser.py beside it.
"""
import argparse
import json
import shutil
import sys
import time
import urllib.parse
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from devtools_browser import Browser  # noqa: E402

# The image links in the page's data: each frame's expected, actual and diff image, relative to the page.
REFERENCED = """(() => {
    const found = new Set();
    const walk = (value, key) => {
        if (Array.isArray(value)) value.forEach(v => walk(v, key));
        else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
        else if (typeof value === 'string' && ['expected', 'actual', 'diff'].includes(key) && /\\.(png|gif|webp|jpe?g)$/i.test(value)) found.add(value);
    };
    walk(window.cardrenderReview.data.items);
    return [...found];
})()"""

# Every <img> in the document, loaded eagerly, once all have settled: [src, loaded].
SHOWN = """(async () => {
    const images = [...document.querySelectorAll('img')];
    images.forEach(i => { i.loading = 'eager'; });
    await Promise.all(images.map(i => i.complete ? null : new Promise(done => {
        i.addEventListener('load', done, {once: true});
        i.addEventListener('error', done, {once: true});
        setTimeout(done, 5000);
    })));
    return images.filter(i => i.getAttribute('src')).map(i => [i.src, i.complete && i.naturalWidth > 0]);
})()"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    parser.add_argument("--first-failure", action="store_true", help="stop at the first check that fails")
    args = parser.parse_args()
    page = Path(args.page).resolve()
    results = []

    class Stop(Exception):
        """A check failed under --first-failure."""

    def check(name, ok, detail=""):
        results.append(bool(ok))
        print(f"{'ok' if ok else 'FAILED'}: {name}{'' if ok else ' — ' + str(detail)}")
        if not ok and args.first_failure:
            raise Stop()
        return ok

    def broken_list(pairs):
        return sorted({src for src, loaded in pairs if not loaded})

    browser = Browser(args.chromium)
    try:
        browser.attach()
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        browser.send("Page.navigate", {"url": page.as_uri()})
        if not check("the page loads and its script runs", browser.wait_for("document.body && document.body.dataset.ready === 'true'")):
            return 1

        # Every image the page links, loaded as an <img> of the page would load it.
        referenced = browser.evaluate(REFERENCED)
        loaded = browser.evaluate("""(async paths => Promise.all(paths.map(p => new Promise(done => {
            const image = new Image();
            const url = new URL(p, location.href).href;
            image.onload = () => done([url, image.naturalWidth > 0]);
            image.onerror = () => done([url, false]);
            image.src = url;
        }))))(%s)""" % json.dumps(referenced))
        broken = broken_list(loaded)
        check(f"all {len(referenced)} images the page refers to load", referenced and not broken,
              f"{len(broken)} broken, e.g. {broken[:5]}" if broken else "the page refers to no image")

        # What the page shows: the index, then every frame of every animation and still.
        shown = browser.evaluate(SHOWN)
        items = browser.evaluate("window.cardrenderReview.data.items.map(i => [i.id, (i.frames || []).length])")
        for item, frames in items:
            for frame in range(max(frames, 1)):
                fragment = "item=" + urllib.parse.quote(item, safe="") + f"&frame={frame}"
                browser.evaluate(f"location.hash = {json.dumps(fragment)}")
                browser.wait_for(f"window.cardrenderReview.state.item && window.cardrenderReview.state.item.id === {json.dumps(item)}", timeout=5)
                time.sleep(0.02)
                shown += browser.evaluate(SHOWN)
        broken = broken_list(shown)
        distinct = {src for src, _ in shown}
        check(f"all {len(distinct)} images shown on the index and on {sum(max(f, 1) for _, f in items)} frames of {len(items)} items load",
              distinct and not broken, f"{len(broken)} broken, e.g. {broken[:5]}" if broken else "nothing was shown")
        failed = [e["params"] for e in browser.events if e.get("method") == "Network.loadingFailed"]
        check("no request failed", not failed, [f.get("errorText") for f in failed[:5]])
    except Stop:
        pass
    finally:
        browser.close()
    print(f"{results.count(True)} passed, {results.count(False)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
