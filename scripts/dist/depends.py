#!/usr/bin/env python3
"""Prints the Debian dependencies of the cardrender executable, computed from the executable itself.

Usage: depends.py BINARY SHIM_HEADER [--packages]

Two sources, so that a library added later is never forgotten:
- the executable's ELF needs, as dpkg-shlibdeps reads them (DT_NEEDED, with the versions the
  libraries' symbols and shlibs files ask for);
- the libraries the libvips shim opens with dlopen, which are in no ELF need: every
  `#define CR_LAZY_<NAME>_LIBRARY "soname"` of SHIM_HEADER, resolved to the package that holds the
  soname (dpkg -S) and that package's shlibs entry for it, as dpkg-shlibdeps would.

Prints the Depends field's value (`libc6 (>= 2.34), …`); with --packages, the package names only,
one a line (the archive's README lists them; of alternatives, the first).
"""
import os
import re
import subprocess
import sys
import tempfile


def elf_depends(binary):
    """dpkg-shlibdeps's Depends for the executable, as a list of `package (relation)` items."""
    with tempfile.TemporaryDirectory() as folder:
        # dpkg-shlibdeps wants to run in a source package's folder: a control file naming it.
        os.mkdir(os.path.join(folder, "debian"))
        with open(os.path.join(folder, "debian", "control"), "w") as control:
            control.write("Source: cardrender\n\nPackage: cardrender\nArchitecture: any\n")
        output = subprocess.run(["dpkg-shlibdeps", "-O", "-e", os.path.abspath(binary)], cwd=folder,
                                check=True, capture_output=True, text=True).stdout
    match = re.search(r"^shlibs:Depends=(.*)$", output, re.M)
    if not match:
        sys.exit("depends.py: dpkg-shlibdeps printed no Depends for %s" % binary)
    return [item.strip() for item in match.group(1).split(",") if item.strip()]


def dlopen_sonames(header):
    with open(header, encoding="utf-8") as file:
        names = re.findall(r'^#define CR_LAZY_\w+_LIBRARY "([^"]+)"', file.read(), re.M)
    if not names:
        sys.exit("depends.py: %s names no library the shim opens (#define CR_LAZY_…_LIBRARY)" % header)
    return names


def soname_depends(soname):
    """The dependency a program linked against `soname` would get, from its package's shlibs file."""
    package = owning_package(library_path(soname))
    # libvips.so.42 → library "libvips", version "42", as shlibs files name them.
    match = re.fullmatch(r"(.+)\.so\.(.+)", soname)
    if not match:
        sys.exit("depends.py: %s is not a soname (name.so.version)" % soname)
    library, version = match.groups()
    for info in (package + ":amd64.shlibs", package + ".shlibs"):
        shlibs = os.path.join("/var/lib/dpkg/info", info)
        if os.path.exists(shlibs):
            with open(shlibs, encoding="utf-8") as file:
                for line in file:
                    fields = line.split(None, 2)
                    if len(fields) == 3 and fields[0] == library and fields[1] == version:
                        return fields[2].strip()
    sys.exit("depends.py: the package %s of %s has no shlibs entry for it" % (package, soname))


def owning_package(path):
    """The package dpkg says installed `path`. With merged /usr, ldconfig names /lib/… while dpkg
    may know the file as /usr/lib/…, and the reverse: ask for each spelling."""
    spellings = [path, "/usr" + path if path.startswith("/lib") else path.removeprefix("/usr")]
    for spelling in spellings:
        found = subprocess.run(["dpkg", "-S", spelling], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].strip()
    sys.exit("depends.py: no installed package holds %s" % path)


def library_path(soname):
    """Where the dynamic loader finds `soname` on this machine (ldconfig's cache)."""
    cache = subprocess.run(["ldconfig", "-p"], check=True, capture_output=True, text=True).stdout
    for line in cache.splitlines():
        fields = line.strip().split(" => ")
        if len(fields) == 2 and fields[0].split(" ")[0] == soname and "x86-64" in fields[0]:
            return fields[1]
    sys.exit("depends.py: %s is not installed here (apt-get install its package first)" % soname)


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(arguments) != 2:
        sys.exit(__doc__)
    binary, header = arguments
    items = elf_depends(binary)
    for soname in dlopen_sonames(header):
        item = soname_depends(soname)
        if item not in items:
            items.append(item)
    if "--packages" in sys.argv:
        names = []
        for item in items:
            # Of alternatives (`a | b`), the first: the one apt-get would pick.
            name = item.split("|")[0].strip().split(" ")[0]
            if name not in names:
                names.append(name)
        print("\n".join(names))
    else:
        print(", ".join(items))


if __name__ == "__main__":
    main()
