#!/usr/bin/env python3
"""Drives a cardrender diff report (report.html) in headless Chromium, as a reviewer would, and
checks what it shows. Standard library only: Chromium is driven over the DevTools protocol on a
pipe (--remote-debugging-pipe), so no port is opened.

    review-page-test.py DIR/report.html [--expect-motion TEXT]... [--flat] [--screenshots PREFIX]
        [--expect-approve ID=COMMAND]... [--expect-property ID|LAYER|PROPERTY|EXPECTED|ACTUAL]...
        [--expect-enlarge] [--expect-missing-images FOLDER]...

What is expected comes from DIR/report.json (read here independently of the page): the changed
animations and images, their frames, and the files each frame must show. Every request the page
makes must be a file:// URL. The index must lead with the worst change, and a page whose images
are all beside it must not say they are missing; with --expect-missing-images (the page opened
where only its own folder was copied) the page must say so and name the folders to upload. Prints one line per check and a closing "N passed, N failed";
exits 1 when any check fails.
"""
import argparse
import json
import re
import shutil
import sys
import time
import urllib.parse
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from devtools_browser import Browser  # noqa: E402


FRAME = re.compile(r"^([^/]+)/([^/]+)/frame-(\d+)\.png$")


def expected_groups(report):
    """The report's changed animations and images, grouped as the page must group them."""
    animations, images = {}, []
    for pair in report["pairs"]:
        match = FRAME.match(pair["path"])
        if match:
            animations.setdefault(f"{match[1]}/{match[2]}", []).append(pair)
        elif not re.match(r"^[^/]+/[^/]+/[^/]+$", pair["path"]):
            images.append(pair)
    passes = {"identical", "same-pixels", "match", "within-budget"}
    changed = {name for name, pairs in animations.items() if any(p["kind"] not in passes for p in pairs)}
    changed |= {p["path"] for p in images if p["kind"] not in passes}
    for pairs in animations.values():
        pairs.sort(key=lambda p: int(FRAME.match(p["path"])[3]))
    return animations, images, changed


def worst_ratios(report, animations, images):
    """The largest share of differing pixels of each animation and image."""
    def ratio(pair):
        pixels = (pair.get("width") or 0) * (pair.get("height") or 0)
        return pair.get("differentPixels", 0) / pixels if pixels else 0
    worst = {name: max(ratio(p) for p in pairs) for name, pairs in animations.items()}
    worst.update({p["path"]: ratio(p) for p in images})
    return worst


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--expect-motion", action="append", default=[], help="text the motion sentences must hold")
    parser.add_argument("--flat", action="store_true", help="a diff of plain folders: no animations expected")
    parser.add_argument("--screenshots", help="write PREFIX-index.png and PREFIX-timeline.png")
    parser.add_argument("--expect-approve", action="append", default=[], help="ID=COMMAND: the approve command the item shows")
    parser.add_argument("--expect-property", action="append", default=[], help="ID|LAYER|PROPERTY|EXPECTED|ACTUAL: a property row")
    parser.add_argument("--expect-enlarge", action="store_true", help="a motion curve enlarges, with axis ticks and units")
    parser.add_argument("--expect-missing-images", action="append", default=[], help="a folder the page must ask to upload")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    args = parser.parse_args()

    page = Path(args.page).resolve()
    folder = page.parent
    report = json.loads((folder / "report.json").read_text())
    animations, images, changed = expected_groups(report)
    results = []

    def check(name, ok, detail=""):
        results.append(bool(ok))
        print(f"{'ok' if ok else 'FAILED'}: {name}{'' if ok else ' — ' + str(detail)}")
        return ok

    def file_url(root, path):
        # Two files compared: the sides are the files themselves.
        return (Path(root) if Path(root).is_file() else Path(root, path)).resolve().as_uri()

    browser = Browser(args.chromium)
    try:
        browser.attach()
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        browser.send("Page.navigate", {"url": page.as_uri()})
        check("the page loads and its script runs", browser.wait_for("document.body && document.body.dataset.ready === 'true'"))

        # The index: every changed animation and image listed, changed ones before passed ones.
        rows = browser.evaluate("[...document.querySelectorAll('#index tr.row')].map(r => [r.dataset.id, r.dataset.status])")
        listed = {row[0] for row in rows}
        shown_changed = {row[0] for row in rows if row[1] != "passed"}
        check("the index lists every changed animation and image", shown_changed == changed, f"listed {sorted(shown_changed)}, expected {sorted(changed)}")
        check("every animation and image is in the index", listed >= set(animations) | {p["path"] for p in images},
              f"missing {sorted(set(animations) - listed)}")
        statuses = [row[1] for row in rows]
        check("changed ones come first", statuses == sorted(statuses, key=lambda s: s == "passed"), statuses)
        # Within one status, the worst change first.
        worst = worst_ratios(report, animations, images)
        changed_rows = [row for row in rows if row[1] == "changed"]
        by_severity = sorted(changed_rows, key=lambda row: -worst.get(row[0], 0))
        check("the index leads with the worst change", [r[0] for r in changed_rows] == [r[0] for r in by_severity],
              [(r[0], worst.get(r[0])) for r in changed_rows])

        if args.expect_missing_images:
            check("the page says its images are not beside it", browser.wait_for(
                "(() => { const b = document.getElementById('missing-images'); return b && !b.hidden; })()"))
            text = browser.evaluate("(document.getElementById('missing-images') || {}).textContent || ''")
            for folder in args.expect_missing_images:
                check(f"it names {folder} to upload", folder in text, text)
            check("it names the expected frames and the actual frames as missing", "expected frames" in text and "actual frames" in text, text)
            if args.screenshots:
                browser.screenshot(f"{args.screenshots}-missing.png")
            target = next(row[0] for row in rows if row[1] != "passed")
            browser.evaluate(f"window.cardrenderReview.select({json.dumps(target)})")
            browser.wait_for("[...document.querySelectorAll('#stage img, #stage .missing-image')].length > 0 && [...document.querySelectorAll('#stage img')].every(i => i.complete)")
            browser.wait_for("document.querySelectorAll('#stage .missing-image').length > 0", timeout=5)
            placeholders = browser.evaluate("[...document.querySelectorAll('#stage .missing-image')].map(p => p.textContent)")
            check("a frame that is not there says so in place of a broken image", placeholders and all("not beside this page" in p for p in placeholders), placeholders)
            raise StopIteration
        check("a page whose images are beside it does not say they are missing", not browser.wait_for(
            "(() => { const b = document.getElementById('missing-images'); return b && !b.hidden; })()", timeout=1.5))
        if args.flat:
            check("a diff of plain folders is a flat list of images", not animations and not browser.evaluate(
                "window.cardrenderReview.data.items.some(i => i.kind === 'animation')"))
        if args.screenshots:
            browser.screenshot(f"{args.screenshots}-index.png")

        # Open the first changed item from the index, with a real click.
        target = next(row[0] for row in rows if row[1] != "passed")
        box = browser.evaluate(f"(() => {{ const r = document.querySelector('#index tr.row[data-id=\"{target}\"] a').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()")
        browser.click(*box)
        check(f"clicking {target} in the index opens it", browser.wait_for(f"document.body.dataset.view === 'detail' && window.cardrenderReview.state.item.id === {json.dumps(target)}"))

        def stage():
            return browser.evaluate("""(() => {
                const s = document.getElementById('stage');
                const imgs = [...s.querySelectorAll('img')].map(i => ({role: i.dataset.role, src: i.src, loaded: i.complete && i.naturalWidth > 0,
                    width: i.getBoundingClientRect().width, box: [i.getBoundingClientRect().x, i.getBoundingClientRect().y, i.getBoundingClientRect().width, i.getBoundingClientRect().height].map(Math.round), natural: i.naturalWidth, opacity: getComputedStyle(i).opacity, clip: i.style.clipPath}));
                return {frame: +s.dataset.frame, mode: s.dataset.mode, cls: s.className, imgs, text: s.textContent};
            })()""")

        def wait_images():
            browser.wait_for("[...document.querySelectorAll('#stage img')].every(i => i.complete)", timeout=5)

        if target in animations:
            frames = animations[target]
            count = len(frames)
            first = next(i for i, p in enumerate(frames) if p["kind"] not in {"identical", "same-pixels", "match", "within-budget"})
            wait_images()
            s = stage()
            check("the first diverging frame is shown first", s["frame"] == first, s["frame"])
            marker = browser.evaluate("!!document.getElementById('first-marker')")
            check("the graph marks the first diverging frame", marker)

            def shows_frame(index, roles=("expected", "actual", "diff")):
                wait_images()
                s = stage()
                pair = frames[index]
                want = {}
                if "expected" in roles and pair["kind"] != "extra":
                    want["expected"] = file_url(report["expected"], pair["path"])
                if "actual" in roles and pair["kind"] not in {"missing", "identical", "same-pixels"}:
                    want["actual"] = file_url(report["actual"], pair["path"])
                if "diff" in roles and pair.get("diffImage"):
                    want["diff"] = file_url(folder, pair["diffImage"])
                got = {i["role"]: urllib.parse.unquote(i["src"]) for i in s["imgs"]}
                loaded = all(i["loaded"] for i in s["imgs"])
                return s["frame"] == index and got == {k: urllib.parse.unquote(v) for k, v in want.items()} and loaded, (s["frame"], got, want, loaded)

            ok, detail = shows_frame(first)
            check("side by side shows expected | actual | diff of the frame, all loaded from their own files", ok, detail)

            start = first if first + 1 < count else max(0, first - 1)
            browser.evaluate(f"window.cardrenderReview.setFrame({start})")
            browser.key("ArrowRight")
            ok, detail = shows_frame(start + 1)
            check("→ shows the next frame", ok, detail)
            browser.key("ArrowLeft")
            ok, detail = shows_frame(start)
            check("← shows the previous frame", ok, detail)

            # The scrubber: a click near its right end, then a drag to its middle.
            rect = browser.evaluate("(() => { const s = document.getElementById('scrubber'); s.scrollIntoView({block: 'center'}); const r = s.getBoundingClientRect(); return [r.x, r.y + r.height / 2, r.width]; })()")
            x0, y, width = rect
            browser.click(x0 + width - 4, y)
            ok, detail = shows_frame(count - 1)
            check("clicking the scrubber's end shows the last frame", ok, detail)
            browser.mouse("mouseMoved", x0 + 4, y, 0)
            browser.mouse("mousePressed", x0 + 4, y)
            for step in range(1, 11):
                browser.mouse("mouseMoved", x0 + 4 + (width / 2 - 4) * step / 10, y)
            browser.mouse("mouseReleased", x0 + width / 2, y)
            middle = browser.evaluate("+document.getElementById('scrubber').value")
            ok, detail = shows_frame(middle)
            check("dragging the scrubber shows the frame under it", ok and abs(middle - (count - 1) / 2) <= 1.5, (middle, detail))

            # A frame that did not change is shown once, as the golden.
            same = next((i for i, p in enumerate(frames) if p["kind"] in {"identical", "same-pixels"}), None)
            if same is not None:
                browser.evaluate(f"window.cardrenderReview.setFrame({same})")
                ok, detail = shows_frame(same)
                check("an identical frame is shown once and says so", ok and len(stage()["imgs"]) == 1 and "identical" in stage()["text"], detail)

            # Play at the animation's fps: frames advance, then pause stops them.
            browser.evaluate("window.cardrenderReview.setFrame(0)")
            browser.key(" ")
            time.sleep(0.4)
            playing_frame = stage()["frame"]
            browser.key(" ")
            time.sleep(0.2)
            paused = stage()["frame"]
            time.sleep(0.3)
            check("Space plays and pauses", playing_frame > 0 and stage()["frame"] == paused, (playing_frame, paused))
            browser.evaluate(f"window.cardrenderReview.setFrame({first})")
        else:
            first, frames = 0, None

        # View modes, switched by key, on a changed frame.
        wait_images()
        pair = frames[first] if frames else next(p for p in report["pairs"] if p["path"] == target)
        e_url, a_url = file_url(report["expected"], pair["path"]), file_url(report["actual"], pair["path"])
        roles = lambda s: sorted(i["role"] for i in s["imgs"])
        src = lambda s, role: next((urllib.parse.unquote(i["src"]) for i in s["imgs"] if i["role"] == role), None)
        same_box = lambda s: len({tuple(i["box"]) for i in s["imgs"]}) == 1
        browser.key("2"); wait_images(); s = stage()
        check("2: wipe lays actual over expected, clipped, in the same box", s["mode"] == "wipe" and roles(s) == ["actual", "expected"] and same_box(s)
              and src(s, "actual") == urllib.parse.unquote(a_url) and "inset" in next(i["clip"] for i in s["imgs"] if i["role"] == "actual"), s)
        browser.key("3"); wait_images(); s = stage()
        check("3: blend shows actual at 50 % over expected, in the same box", s["mode"] == "blend" and roles(s) == ["actual", "expected"] and same_box(s)
              and next(i["opacity"] for i in s["imgs"] if i["role"] == "actual") == "0.5", s)
        browser.key("]"); s = stage()
        check("]: more opacity", abs(float(next(i["opacity"] for i in s["imgs"] if i["role"] == "actual")) - 0.6) < 1e-6, s)
        browser.key("4"); wait_images(); s = stage()
        check("4: flip shows the expected frame", s["mode"] == "flip" and roles(s) == ["expected"] and src(s, "expected") == urllib.parse.unquote(e_url), s)
        browser.key("t"); wait_images(); s = stage()
        check("T flips to the actual frame", roles(s) == ["actual"] and src(s, "actual") == urllib.parse.unquote(a_url), s)
        browser.key("5"); wait_images(); s = stage()
        check("5: diff only shows the diff image", s["mode"] == "diff" and roles(s) == ["diff"] and s["imgs"][0]["loaded"]
              and src(s, "diff") == urllib.parse.unquote(file_url(folder, pair["diffImage"])), s)
        browser.key("1"); wait_images(); s = stage()
        check("1: side by side again", s["mode"] == "side" and roles(s) == ["actual", "diff", "expected"], s)
        browser.key("z"); wait_images(); s = stage()
        check("Z: 1:1 shows image pixels at their size", "actual-size" in s["cls"] and all(abs(i["width"] - i["natural"]) < 1 for i in s["imgs"]), s)
        browser.key("z"); s = stage()
        check("Z again: fit", "fit" in s["cls"], s)

        if args.expect_enlarge:
            box = browser.evaluate("(() => { const p = document.querySelector('#curves .plot'); if (!p) return null; p.scrollIntoView({block: 'center'}); const r = p.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
            check("the motion curves are on the page", box is not None)
            if box:
                browser.click(*box)
                opened = browser.wait_for("(() => { const z = document.getElementById('curve-zoom'); return !!(z && !z.hidden && z.querySelector('svg')); })()")
                check("clicking a curve enlarges it", opened)
                zoom = browser.evaluate("""(() => { const z = document.getElementById('curve-zoom'); const r = z.querySelector('svg').getBoundingClientRect();
                    return {width: r.width, x: [...z.querySelectorAll('.tick-x')].map(t => t.textContent), y: [...z.querySelectorAll('.tick-y')].map(t => t.textContent),
                            axis: (z.querySelector('.axis-y') || {}).textContent || ''}; })()""")
                check("the enlarged curve is large", zoom["width"] >= 800, zoom)
                check("its time axis has ticks in seconds", len(zoom["x"]) >= 3 and all(t.endswith(" s") for t in zoom["x"]), zoom)
                check("its value axis has ticks and names its unit", len(zoom["y"]) >= 3 and "(" in zoom["axis"], zoom)
                small = browser.evaluate("[...document.querySelectorAll('#curves .plot .tick-x')].length")
                check("the small curves have axis ticks too", small > 0, small)
                if args.screenshots:
                    browser.screenshot(f"{args.screenshots}-zoom.png")
                browser.key("Escape")
                check("Esc closes the enlarged curve and stays on the item", browser.wait_for(
                    "document.getElementById('curve-zoom').hidden && document.body.dataset.view === 'detail'"))

        for expectation in args.expect_approve:
            item, command = expectation.split("=", 1)
            browser.evaluate(f"window.cardrenderReview.select({json.dumps(item)})")
            browser.wait_for("document.body.dataset.view === 'detail'")
            shown = browser.evaluate("(document.querySelector('#approve code') || {}).textContent || ''")
            check(f"{item} shows the command that approves it", shown == command, f"shows {shown!r}, expected {command!r}")

        for expectation in args.expect_property:
            item, layer, prop, before, after = expectation.split("|")
            browser.evaluate(f"window.cardrenderReview.select({json.dumps(item)})")
            browser.wait_for("document.body.dataset.view === 'detail'")
            cells = browser.evaluate(f"""(() => {{ const r = [...document.querySelectorAll('#properties tr[data-layer]')]
                .find(r => r.dataset.layer === {json.dumps(layer)} && r.dataset.property === {json.dumps(prop)});
                return r ? [...r.querySelectorAll('td')].map(c => c.textContent) : null; }})()""")
            check(f"{item}: a row says {layer} {prop} {before} → {after}", cells is not None and before in cells and after in cells, cells)
        if (args.expect_approve or args.expect_property) and frames is not None:
            browser.evaluate(f"window.cardrenderReview.select({json.dumps(target)})")
            browser.wait_for("document.body.dataset.view === 'detail'")

        if args.expect_motion:
            text = browser.evaluate("(document.getElementById('motion-sentences') || {}).textContent || ''")
            for wanted in args.expect_motion:
                check(f"the motion text says \"{wanted}\"", wanted in text, text)
            parted = browser.evaluate("document.querySelectorAll('#curves .layer-curves.differs svg rect').length")
            check("the motion curves mark where they part", parted > 0, parted)

        if args.screenshots:
            browser.evaluate(f"window.cardrenderReview.setFrame({first})")
            wait_images()
            browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 1400, "deviceScaleFactor": 1, "mobile": False})
            time.sleep(0.3)
            browser.screenshot(f"{args.screenshots}-timeline.png")

        browser.key("Escape")
        check("Esc goes back to the index", browser.wait_for("document.body.dataset.view === 'index'"))

        browser.pump(0.3)
        requests = [e["params"]["request"]["url"] for e in browser.events if e["method"] == "Network.requestWillBeSent"]
        outside = [u for u in requests if not u.startswith("file://")]
        check("no request leaves the file system", not outside and requests, outside or "no requests seen at all")
        failed = [e["params"] for e in browser.events if e["method"] == "Network.loadingFailed"]
        check("every file the page asks for loads", not failed, failed[:3])
        errors = [e["params"] for e in browser.events if e["method"] == "Runtime.exceptionThrown"]
        errors += [e["params"]["entry"] for e in browser.events if e["method"] == "Log.entryAdded" and e["params"]["entry"]["level"] == "error"]
        check("no script errors or console errors", not errors, errors[:3])
    except StopIteration:
        pass
    except Exception as error:  # a broken page must fail the test, not stop it silently
        check("the browser session runs to the end", False, repr(error))
    finally:
        browser.close()

    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if results and all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
