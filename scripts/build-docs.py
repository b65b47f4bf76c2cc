#!/usr/bin/env python3
"""Builds the DocC documentation of the library products, one combined archive, from symbol graphs
a build already emitted.

Each library's catalog is converted with DocC against its own symbol graphs and the archives of the
libraries it depends on (so ``/CardGeometry/Scene`` resolves from CardRender's pages), warnings as
errors; the archives are then merged under one landing page. `make test` passes the symbol graphs
its own release build emitted, so the documentation costs no second build of the package;
`make docs` passes those of `swift package dump-symbol-graph`.

usage: scripts/build-docs.py SYMBOL_GRAPHS OUTPUT TARGET...
"""
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# One compile writes a module's graphs within this many seconds of each other.
STALE_AFTER_SECONDS = 60


def target_dependencies():
    """Each target of Package.swift and the targets of this package it depends on directly."""
    manifest = json.loads(
        subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True).stdout)
    dependencies = {}
    for target in manifest["targets"]:
        names = []
        for dependency in target["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        dependencies[target["name"]] = names
    return dependencies


def documented_dependencies(target, dependencies, documented):
    """Every documented target `target` depends on, directly or not, in dependency order."""
    found = []

    def visit(name):
        for dependency in dependencies.get(name, []):
            visit(dependency)
            if dependency in documented and dependency not in found:
                found.append(dependency)

    visit(target)
    return found


def symbol_graph_files(folder, target):
    """The symbol graphs of `target`'s last compile: its own and those of its extensions to other
    modules. The compiler writes them all at once and never removes one it no longer writes, so an
    extension graph older than the module's own graph is left from an earlier compile."""
    own = os.path.join(folder, target + ".symbols.json")
    if not os.path.isfile(own):
        sys.exit("build-docs: no symbol graph of %s in %s" % (target, folder))
    compiled = os.path.getmtime(own)
    extensions = [path for path in glob.glob(os.path.join(folder, target + "@*.symbols.json"))
                  if os.path.getmtime(path) >= compiled - STALE_AFTER_SECONDS]
    return [own] + sorted(extensions)


def convert(target, scratch, symbol_graphs, dependencies, targets, archives):
    """Converts one target's catalog and symbol graphs into its archive; whether DocC accepted them."""
    graphs = os.path.join(scratch, "symbols", target)
    os.makedirs(graphs)
    for file in symbol_graph_files(symbol_graphs, target):
        shutil.copy(file, graphs)
    command = [
        "docc", "convert", os.path.join(ROOT, "Sources", target, target + ".docc"),
        "--warnings-as-errors", "--emit-lmdb-index",
        "--fallback-display-name", target, "--fallback-bundle-identifier", target,
        "--additional-symbol-graph-dir", graphs,
        "--output-path", os.path.join(scratch, "archives", target + ".doccarchive"),
        "--enable-experimental-external-link-support",
    ]
    for dependency in documented_dependencies(target, dependencies, targets):
        command += ["--dependency", archives[dependency]]
    print("docc convert %s" % target, flush=True)
    return subprocess.run(command, stdout=subprocess.DEVNULL).returncode == 0


def main(symbol_graphs, output, targets):
    dependencies = target_dependencies()
    unknown = [target for target in targets if target not in dependencies]
    if unknown:
        sys.exit("build-docs: not targets of Package.swift: %s" % ", ".join(unknown))
    with tempfile.TemporaryDirectory(prefix="cardrender-docs.") as scratch:
        os.makedirs(os.path.join(scratch, "archives"))
        archives = {}
        # Targets whose documented dependencies have their archives convert at once, a core each:
        # most of DocC's time is writing the archive's thousands of files, one thread's work.
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            running = {}
            remaining = list(targets)
            while remaining or running:
                ready = [t for t in remaining
                         if all(d in archives for d in documented_dependencies(t, dependencies, targets))]
                for target in ready:
                    remaining.remove(target)
                    running[pool.submit(convert, target, scratch, symbol_graphs, dependencies, targets, archives)] = target
                done, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in done:
                    target = running.pop(future)
                    if not future.result():
                        for other in running:
                            other.cancel()
                        sys.exit("build-docs: DocC refused %s's documentation (warnings are errors), as it says above"
                                 % target)
                    archives[target] = os.path.join(scratch, "archives", target + ".doccarchive")
        if os.path.isdir(output):
            shutil.rmtree(output)
        subprocess.run(
            ["docc", "merge"] + [archives[t] for t in targets]
            + ["--output-path", output, "--synthesized-landing-page-name", "cardrender",
               "--synthesized-landing-page-kind", "Package"],
            check=True, stdout=subprocess.DEVNULL)
    print("Documentation: %s" % output)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip().splitlines()[-1])
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
