#!/usr/bin/env python3
"""Checks the layering inside each Swift module of Sources/: no folder uses a name declared in a
folder that uses a name declared in it (directly or round a longer loop). A module's root files
count as one more folder, ".", so a root file is held to the same rule.

SwiftPM already forbids cycles between targets; inside a target nothing does, so this script
reads the sources: each file's top-level declarations (types, functions, constants) belong to its
folder, and a file that mentions such a name depends on that folder. Extensions are attributed to
the folder that writes them, and names inside comments are ignored. Exit status 1 lists the loops.
"""
import collections
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)",
    re.M,
)


def folders_of(module):
    files = {}
    for folder, _, names in os.walk(module):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, module).split(os.sep)
                files[path] = (relative[0] if len(relative) > 1 else ".", open(path, encoding="utf-8").read())
    return files


def loops(module):
    files = folders_of(module)
    owner = {}
    for path, (folder, text) in files.items():
        for match in DECLARATION.finditer(text):
            owner.setdefault(match.group(1), folder)
    edges = collections.defaultdict(dict)
    for path, (folder, text) in files.items():
        code = re.sub(r"//.*", "", text)
        for name in set(re.findall(r"\b[A-Za-z_]\w*\b", code)):
            target = owner.get(name)
            if target and target != folder:
                edges[folder].setdefault(target, f"{os.path.basename(path)} uses {name}")
    # Strongly connected components (Tarjan): any with two or more folders is a loop.
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on.add(node)
        for nxt in edges.get(node, {}):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(set(edges) | {t for targets in edges.values() for t in targets}):
        if node not in index:
            visit(node)
    return [(component, {(a, b): edges[a][b] for a in component for b in component if b in edges.get(a, {})}) for component in found]


def main():
    # The Sources folder to check: the repository's, or one named on the command line (the tests'
    # scratch modules).
    root = sys.argv[1] if len(sys.argv) > 1 else ROOT
    failed = False
    for module in sorted(os.listdir(root)):
        path = os.path.join(root, module)
        if not os.path.isdir(path):
            continue
        for component, why in loops(path):
            failed = True
            print(f"{module}: folders {', '.join(component)} depend on each other:")
            for (a, b), reason in sorted(why.items()):
                print(f"  {a} -> {b}: {reason}")
    if failed:
        return 1
    print("check-structure: no folder of a module depends on itself through others")
    return 0


if __name__ == "__main__":
    sys.exit(main())
