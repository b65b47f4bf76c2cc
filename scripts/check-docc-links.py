#!/usr/bin/env python3
"""Fails when a plain link between the DocC catalogs does not reach a page of the combined archive.

DocC checks symbol links and `<doc:>` links itself, but a library can only resolve those into the
libraries it depends on; a link the other way is a plain Markdown link to the page's path
(`[CardRenderTesting](/documentation/cardrendertesting)`), which DocC keeps as it is. This reads
the archive `make docs` builds and checks that every such link names a page in it, and that every
library product of Package.swift has its landing page there (a catalog, or at least its symbols).

usage: scripts/check-docc-links.py ARCHIVE
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def library_products():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as file:
        return re.findall(r'\.library\(\s*name:\s*"([^"]+)"', file.read())


def main(archive):
    data = os.path.join(archive, "data")
    found = []
    modules = library_products()
    if not modules:
        found.append("Package.swift: no library products found")
    for module in modules:
        if not os.path.isfile(os.path.join(data, "documentation", module.lower() + ".json")):
            found.append("%s: no landing page in %s" % (module, archive))
    for page in sorted(glob.glob(os.path.join(data, "documentation", "**", "*.json"), recursive=True)):
        with open(page, encoding="utf-8") as file:
            references = json.load(file).get("references", {})
        for reference in references.values():
            url = reference.get("url", "")
            if reference.get("type") != "link" or not url.startswith("/documentation/"):
                continue
            target = url.split("#")[0].rstrip("/").lower()
            if not os.path.isfile(os.path.join(data, target.lstrip("/") + ".json")):
                found.append("%s: %s: no such page" % (os.path.relpath(page, data), url))
    for problem in found:
        print(problem, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(sys.argv[1]))
