#!/usr/bin/env python3
"""Checks JSON documents against a JSON Schema (the `jsonschema` package; Debian's
python3-jsonschema, which `scripts/install-deps.sh --test` installs). Exit 0 when every document
is valid; 1 when one is not, with each invalid document's first problem, one line each; 3 when
jsonschema is missing.

Usage: validate-json.py SCHEMA DOCUMENT...
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit(3)

if len(sys.argv) < 3:
    sys.exit(__doc__.strip().splitlines()[-1])
schema = json.load(open(sys.argv[1], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
invalid = 0
for path in sys.argv[2:]:
    document = json.load(open(path, encoding="utf-8"))
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        invalid += 1
        first = errors[0]
        where = "/".join(str(p) for p in first.absolute_path)
        print("%s: %s: %s" % (path, where, first.message), file=sys.stderr)
sys.exit(1 if invalid else 0)
