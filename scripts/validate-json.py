#!/usr/bin/env python3
"""Checks a JSON document against a JSON Schema (the `jsonschema` package; Debian's
python3-jsonschema, which `scripts/install-deps.sh --test` installs). Exit 0 when valid, 1 with
the first problem when not, 3 when jsonschema is missing.

Usage: validate-json.py SCHEMA DOCUMENT
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit(3)

schema = json.load(open(sys.argv[1], encoding="utf-8"))
document = json.load(open(sys.argv[2], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
if errors:
    first = errors[0]
    print("%s: %s" % ("/".join(str(p) for p in first.absolute_path), first.message), file=sys.stderr)
    sys.exit(1)
