#!/usr/bin/env python3
"""Fails when a link or image in the README, the changelog or a page under docs/ does not reach a
file of the repository, or a `#fragment` does not name a heading of the page it points at (as
GitHub makes heading anchors). Links to other sites are not followed. Also fails when README.md
is longer than 300 lines.

usage: scripts/check-doc-links.py [FILE.md ...]   (default: README.md, CHANGELOG.md, docs/**/*.md)
"""
import glob
import os
import re
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README_MAX_LINES = 300

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"`+[^`]*`+")
MARKDOWN_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_LINK = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)=\"([^\"]+)\"", re.IGNORECASE)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def prose_lines(text):
    """The lines outside fenced code blocks, with inline code blanked out."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, INLINE_CODE.sub("", line)


def heading_anchors(path):
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered."""
    seen = {}
    found = set()
    fenced = False
    with open(path, encoding="utf-8") as file:
        for line in file.read().split("\n"):
            if FENCE.match(line):
                fenced = not fenced
                continue
            match = None if fenced else HEADING.match(line)
            if not match:
                continue
            title = re.sub(r"<[^>]+>", "", match.group(2))
            title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title)
            slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else "%s-%d" % (slug, count))
    return found


def problems(page):
    found = []
    with open(page, encoding="utf-8") as file:
        text = file.read()
    folder = os.path.dirname(page)
    for number, line in prose_lines(text):
        for target in MARKDOWN_LINK.findall(line) + HTML_LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                continue  # another site, or mailto:
            path, _, fragment = target.partition("#")
            path = urllib.parse.unquote(path)
            destination = os.path.normpath(os.path.join(folder, path)) if path else page
            where = "%s:%d: %s" % (os.path.relpath(page, ROOT), number, target)
            if not destination.startswith(ROOT + os.sep) and destination != ROOT:
                found.append(where + ": leaves the repository")
            elif not os.path.exists(destination):
                found.append(where + ": no such file")
            elif fragment:
                if not destination.endswith(".md"):
                    found.append(where + ": a fragment on a file that is not Markdown")
                elif urllib.parse.unquote(fragment) not in heading_anchors(destination):
                    found.append(where + ": no heading with that anchor")
    return found


def main():
    pages = sys.argv[1:] or (
        [os.path.join(ROOT, "README.md"), os.path.join(ROOT, "CHANGELOG.md")]
        + sorted(glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True)))
    pages = [os.path.abspath(page) for page in pages]
    found = []
    for page in pages:
        found += problems(page)
    readme = os.path.join(ROOT, "README.md")
    if readme in pages:
        with open(readme, encoding="utf-8") as file:
            lines = file.read().count("\n")
        if lines > README_MAX_LINES:
            found.append("README.md: %d lines, more than %d" % (lines, README_MAX_LINES))
    for problem in found:
        print("check-doc-links: " + problem, file=sys.stderr)
    if found:
        sys.exit(1)
    print("check-doc-links: every link in %d pages reaches its file and heading" % len(pages))


if __name__ == "__main__":
    main()
