#!/usr/bin/env python3
"""Runs a GitHub Actions workflow's jobs on this machine, as far as a workflow can run without
GitHub: cardrender's test of its CI recipe (docs/ci/github-actions.yml) drives it.

    run-workflow-locally.py WORKFLOW --repository APP --work DIR [--event NAME] [--input NAME=VALUE]...
                            [--env NAME=VALUE]... [--cache DIR] [--report FILE]

Jobs run one at a time in the order their `needs` allow, each matrix combination as its own job.
Every `run:` step runs as written, with the shell GitHub would use, in the job's workspace (a clone
of APP), with the machine's environment, GitHub's variables (GITHUB_WORKSPACE, GITHUB_STEP_SUMMARY,
GITHUB_OUTPUT, GITHUB_ENV, RUNNER_TEMP…) and the workflow's, job's and step's `env`. `--env`
replaces a workflow-level variable (a local path in place of a URL, say). The actions become local
copies:

  actions/checkout            a clone of APP into the workspace
  actions/cache               restores the folder kept under --cache for its key; saves it after
                              a job that passed when the key was missed, as the action's post step does
  actions/cache/restore       restores only (fail-on-cache-miss honoured)
  actions/upload-artifact     DIR/artifacts/NAME, laid out as GitHub lays it out: one folder's
                              contents, or several paths below their least common ancestor; hidden
                              files left out unless include-hidden-files
  actions/download-artifact   copied back from there (name, or pattern with merge-multiple)

`runs-on` and `container` are not honoured: this machine stands in for both, and the report says
so. Any other action, or an expression this runner does not know, is an error, so a recipe that
outgrows it fails its test rather than passing untested.

The report (JSON) lists every job with its matrix values, result, steps and step summary, and
every artifact. Exit status: 0 when every job succeeded, 1 when one did not, 2 for a workflow this
runner cannot run.
"""
import argparse
import fnmatch
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml


class Unsupported(Exception):
    """The workflow asks for something this runner does not do."""


# ---------------------------------------------------------------- expressions

TOKEN = re.compile(r"""\s*(?:
    (?P<string>'(?:[^']|'')*') |
    (?P<number>-?\d+(?:\.\d+)?) |
    (?P<op>==|!=|<=|>=|&&|\|\||[!<>(),\[\]]) |
    (?P<name>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_*][A-Za-z0-9_-]*)*)
)""", re.X)


def tokens(text):
    position, found = 0, []
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = TOKEN.match(text, position)
        if not match:
            raise Unsupported(f"expression {text!r}: cannot read {text[position:]!r}")
        kind = match.lastgroup
        found.append((kind, match.group(kind)))
        position = match.end()
    return found


def truthy(value):
    return value not in (None, False, 0, "", 0.0)


def as_number(value):
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(value.strip()) if value.strip() else 0.0
    except ValueError:
        return float("nan")


def equal(a, b):
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower()
    if type(a) is type(b):
        return a == b
    return as_number(a) == as_number(b)


def as_text(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


class Expression:
    """GitHub's expression language, the part a workflow like the recipe uses."""

    STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")

    def __init__(self, text, contexts, status):
        self.text, self.contexts, self.status = text, contexts, status
        self.items, self.at = tokens(text), 0

    def evaluate(self):
        value = self.disjunction()
        if self.at != len(self.items):
            raise Unsupported(f"expression {self.text!r}: unexpected {self.items[self.at][1]!r}")
        return value

    def peek(self):
        return self.items[self.at][1] if self.at < len(self.items) else None

    def take(self, expected=None):
        if self.at >= len(self.items):
            raise Unsupported(f"expression {self.text!r} ends early")
        kind, text = self.items[self.at]
        if expected and text != expected:
            raise Unsupported(f"expression {self.text!r}: expected {expected!r}, found {text!r}")
        self.at += 1
        return kind, text

    def disjunction(self):
        value = self.conjunction()
        while self.peek() == "||":
            self.take()
            right = self.conjunction()
            value = value if truthy(value) else right
        return value

    def conjunction(self):
        value = self.comparison()
        while self.peek() == "&&":
            self.take()
            right = self.comparison()
            value = right if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while self.peek() in ("==", "!=", "<", ">", "<=", ">="):
            _, op = self.take()
            right = self.unary()
            if op in ("==", "!="):
                value = equal(value, right) == (op == "==")
            else:
                a, b = as_number(value), as_number(right)
                value = {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]
        return value

    def unary(self):
        if self.peek() == "!":
            self.take()
            return not truthy(self.unary())
        return self.primary()

    def primary(self):
        kind, text = self.take()
        if text == "(":
            value = self.disjunction()
            self.take(")")
            return value
        if kind == "string":
            return text[1:-1].replace("''", "'")
        if kind == "number":
            return float(text)
        if kind != "name":
            raise Unsupported(f"expression {self.text!r}: unexpected {text!r}")
        if text in ("true", "false"):
            return text == "true"
        if text == "null":
            return None
        if self.peek() == "(":
            self.take("(")
            arguments = []
            while self.peek() != ")":
                arguments.append(self.disjunction())
                if self.peek() == ",":
                    self.take()
            self.take(")")
            return self.call(text, arguments)
        parts = text.split(".")
        if parts[0] not in self.contexts:
            raise Unsupported(f"expression {self.text!r}: context {parts[0]!r} is not one this runner knows")
        value = self.contexts[parts[0]]
        for part in parts[1:]:
            value = value.get(part) if isinstance(value, dict) else None
        while self.peek() == "[":
            self.take("[")
            key = self.disjunction()
            self.take("]")
            value = value.get(as_text(key)) if isinstance(value, dict) else None
        return value

    def call(self, name, arguments):
        if name == "success":
            return self.status == "success"
        if name == "failure":
            return self.status == "failure"
        if name == "always":
            return True
        if name == "cancelled":
            return False
        if name == "format":
            return re.sub(r"\{(\d+)\}", lambda m: as_text(arguments[1 + int(m[1])]), arguments[0])
        if name == "contains":
            haystack, needle = arguments
            if isinstance(haystack, list):
                return any(equal(item, needle) for item in haystack)
            return as_text(needle).lower() in as_text(haystack).lower()
        if name in ("startsWith", "endsWith"):
            a, b = as_text(arguments[0]).lower(), as_text(arguments[1]).lower()
            return a.startswith(b) if name == "startsWith" else a.endswith(b)
        raise Unsupported(f"function {name}() is not one this runner knows")


EMBEDDED = re.compile(r"\$\{\{(.*?)\}\}", re.S)


def interpolate(value, contexts, status="success"):
    """A workflow value with its ${{ }} parts evaluated: the value itself when it is one whole expression."""
    if isinstance(value, dict):
        return {key: interpolate(item, contexts, status) for key, item in value.items()}
    if isinstance(value, list):
        return [interpolate(item, contexts, status) for item in value]
    if not isinstance(value, str):
        return value
    whole = EMBEDDED.fullmatch(value.strip())
    if whole and value.count("${{") == 1:
        return Expression(whole[1], contexts, status).evaluate()
    return EMBEDDED.sub(lambda m: as_text(Expression(m[1], contexts, status).evaluate()), value)


def condition(text, contexts, status):
    """A step's `if:`, with GitHub's implicit success() when it names no status function."""
    if text is None:
        return status == "success"
    if isinstance(text, bool):
        return text and status == "success"
    expression = str(text).strip()
    whole = EMBEDDED.fullmatch(expression)
    if whole and expression.count("${{") == 1:
        expression = whole[1]
    if not any(re.search(rf"\b{name}\s*\(", expression) for name in Expression.STATUS_FUNCTIONS):
        expression = f"success() && ({expression})"
    return truthy(Expression(expression, contexts, status).evaluate())


# ---------------------------------------------------------------- files

def copy_into(source, destination, link=False):
    """Copies a file or a folder's contents into destination, replacing files that are there;
    `link`: as hard links where the file system allows (a restored cache entry is never written)."""
    source, destination = Path(source), Path(destination)
    if source.is_dir() and not source.is_symlink():
        for child in source.iterdir():
            copy_into(child, destination / child.name, link)
        return
    destination.parent.mkdir(parents=True, exist_ok=True)
    if destination.exists() or destination.is_symlink():
        destination.unlink()
    if link and not source.is_symlink():
        try:
            os.link(source, destination)
            return
        except OSError:
            pass
    shutil.copy2(source, destination, follow_symlinks=False)


def search_root(pattern):
    """The part of a path pattern before its first glob character."""
    parts = Path(pattern).parts
    literal = list(itertools.takewhile(lambda part: not any(c in part for c in "*?["), parts))
    return Path(*literal) if literal else Path(".")


def expand(workspace, lines):
    """Files an upload's `path:` names (globs and folders), each with the search root it came from."""
    files, roots = [], []
    for line in lines:
        pattern = line.strip()
        if not pattern or pattern.startswith("!"):
            if pattern.startswith("!"):
                raise Unsupported("exclusion patterns in an upload's path")
            continue
        base = workspace / search_root(pattern)
        roots.append(base)
        matches = sorted(workspace.glob(pattern)) if any(c in pattern for c in "*?[") else [workspace / pattern]
        for match in matches:
            if match.is_dir():
                files += [path for path in sorted(match.rglob("*")) if path.is_file() or path.is_symlink()]
            elif match.exists():
                files.append(match)
    return files, roots


def artifact_root(roots, files):
    """GitHub's layout: one search path that is a folder is the root; several share their least
    common ancestor."""
    if len(roots) == 1:
        return roots[0] if roots[0].is_dir() else roots[0].parent
    return Path(os.path.commonpath([str(root) for root in roots]))


# ---------------------------------------------------------------- the run

class Run:
    def __init__(self, args):
        self.workflow_path = Path(args.workflow).resolve()
        self.workflow = yaml.safe_load(self.workflow_path.read_text())
        self.repository = Path(args.repository).resolve()
        self.work = Path(args.work).resolve()
        self.cache = Path(args.cache).resolve() if args.cache else self.work / "cache"
        self.artifacts = self.work / "artifacts"
        self.event = args.event
        self.inputs = self.typed_inputs(dict(pair.split("=", 1) for pair in args.input))
        self.overrides = dict(pair.split("=", 1) for pair in args.env)
        self.results = {}
        self.report = {"workflow": str(self.workflow_path), "event": self.event, "inputs": self.inputs, "jobs": [],
                       "stood_in": [], "artifacts": []}

    def typed_inputs(self, given):
        if self.event != "workflow_dispatch":
            return {}
        triggers = self.workflow.get("on", self.workflow.get(True)) or {}
        declared = ((triggers.get("workflow_dispatch") or {}).get("inputs") or {}) if isinstance(triggers, dict) else {}
        inputs = {}
        for name, spec in declared.items():
            text = given.pop(name, None)
            if (spec or {}).get("type") == "boolean":
                inputs[name] = (text == "true") if text is not None else bool((spec or {}).get("default", False))
            else:
                inputs[name] = text if text is not None else (spec or {}).get("default", "")
        if given:
            raise Unsupported(f"inputs the workflow does not declare: {', '.join(given)}")
        return inputs

    def log(self, line):
        print(line, flush=True)

    def order(self):
        jobs = self.workflow["jobs"]
        done, ordered = set(), []
        while len(ordered) < len(jobs):
            ready = [name for name, job in jobs.items() if name not in done and all(
                need in done for need in ([job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", [])))]
            if not ready:
                raise Unsupported("the jobs' needs form a cycle or name a job that does not exist")
            for name in ready:
                done.add(name)
                ordered.append(name)
        return ordered

    def run(self):
        for key in self.workflow:
            if key not in ("name", "on", True, "permissions", "env", "defaults", "jobs", "concurrency", "run-name"):
                raise Unsupported(f"workflow key {key!r}")
        for name in self.order():
            self.run_job(name, self.workflow["jobs"][name])
        passed = all(result == "success" for result in self.results.values())
        return 0 if passed else 1

    def combinations(self, job):
        matrix = ((job.get("strategy") or {}).get("matrix")) or {}
        if not matrix:
            return [None]
        if any(key in matrix for key in ("include", "exclude")) or any(not isinstance(v, list) for v in matrix.values()):
            raise Unsupported("a matrix with include, exclude or an expression")
        keys = list(matrix)
        return [dict(zip(keys, values)) for values in itertools.product(*(matrix[key] for key in keys))]

    def run_job(self, name, job):
        for key in job:
            if key not in ("name", "needs", "runs-on", "container", "strategy", "env", "steps", "timeout-minutes",
                           "permissions", "defaults", "if", "continue-on-error"):
                raise Unsupported(f"job {name}: key {key!r}")
        needs = [job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", [])
        if any(self.results.get(need) != "success" for need in needs) and "if" not in job:
            self.results[name] = "skipped"
            self.report["jobs"].append({"job": name, "matrix": None, "result": "skipped", "steps": [], "summary": ""})
            self.log(f"job {name}: skipped (needs {', '.join(needs)})")
            return
        if "if" in job:
            raise Unsupported(f"job {name}: a job-level if")
        for stood in ("runs-on", "container"):
            if stood in job:
                self.report["stood_in"].append(f"{name}: {stood} {job[stood]}: this machine")
        combinations = self.combinations(job)
        strategy = job.get("strategy") or {}
        fail_fast = strategy.get("fail-fast", True)
        results = []
        for index, matrix in enumerate(combinations):
            if fail_fast and "failure" in results:
                results.append("cancelled")
                self.report["jobs"].append({"job": name, "matrix": matrix, "result": "cancelled", "steps": [], "summary": ""})
                continue
            results.append(self.run_instance(name, job, matrix, {"job-index": index, "job-total": len(combinations),
                                                                 "fail-fast": fail_fast, "max-parallel": len(combinations)}, needs))
        self.results[name] = "success" if all(r == "success" for r in results) else "failure"

    def run_instance(self, name, job, matrix, strategy, needs):
        label = name + ("" if matrix is None else "-" + "-".join(as_text(v) for v in matrix.values()))
        workspace = self.work / "jobs" / label
        temp = self.work / "temp" / label
        for folder in (workspace, temp):
            if folder.exists():
                shutil.rmtree(folder)
            folder.mkdir(parents=True)
        files = {key: temp / f"{key}.txt" for key in ("summary", "output", "env", "path")}
        for path in files.values():
            path.touch()

        contexts = {
            "github": {"event_name": self.event, "workspace": str(workspace), "job": name, "repository": "app/app",
                       "ref": "refs/heads/main", "sha": self.head(), "run_id": "1", "run_number": "1", "run_attempt": "1"},
            "runner": {"os": "Linux", "arch": "X64", "temp": str(temp), "name": "local"},
            "inputs": self.inputs,
            "matrix": matrix or {},
            "strategy": strategy,
            "needs": {need: {"result": self.results.get(need), "outputs": {}} for need in needs},
            "steps": {},
            "vars": {},
            "secrets": {},
            "env": {},
        }
        env = {}
        for key, value in (self.workflow.get("env") or {}).items():
            env[key] = self.overrides[key] if key in self.overrides else as_text(interpolate(value, contexts))
            contexts["env"] = dict(env)
        unknown = set(self.overrides) - set(env)
        if unknown:
            raise Unsupported(f"--env names variables the workflow does not set: {', '.join(sorted(unknown))}")
        for key, value in (job.get("env") or {}).items():
            env[key] = as_text(interpolate(value, contexts))
            contexts["env"] = dict(env)

        defaults = ((self.workflow.get("defaults") or {}).get("run") or {}) | ((job.get("defaults") or {}).get("run") or {})
        base = dict(os.environ) | {
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": str(workspace), "GITHUB_EVENT_NAME": self.event,
            "GITHUB_JOB": name, "GITHUB_STEP_SUMMARY": str(files["summary"]), "GITHUB_OUTPUT": str(files["output"]),
            "GITHUB_ENV": str(files["env"]), "GITHUB_PATH": str(files["path"]), "RUNNER_TEMP": str(temp), "RUNNER_OS": "Linux",
            "GITHUB_REPOSITORY": "app/app", "GITHUB_SHA": contexts["github"]["sha"],
        }
        status = "success"
        steps, post = [], []
        for number, step in enumerate(job.get("steps", [])):
            title = step.get("name") or step.get("uses") or (step.get("run", "").strip().splitlines() or [""])[0]
            try:
                title = as_text(interpolate(title, contexts, status))
            except Unsupported:
                pass
            if not condition(step.get("if"), contexts, status):
                steps.append({"name": title, "outcome": "skipped"})
                self.record_step(step, contexts, "skipped", {})
                self.log(f"{label}: {title}: skipped")
                continue
            step_env = dict(env)
            contexts["env"] = dict(step_env)
            for key, value in (step.get("env") or {}).items():
                step_env[key] = as_text(interpolate(value, contexts, status))
                contexts["env"] = dict(step_env)
            outputs = {}
            try:
                if "uses" in step:
                    inputs = {key: as_text(interpolate(value, contexts, status)) for key, value in (step.get("with") or {}).items()}
                    ok, outputs, after = self.action(step["uses"], inputs, workspace, label)
                    if after:
                        post.append(after)
                else:
                    script = as_text(interpolate(step["run"], contexts, status))
                    shell = step.get("shell") or defaults.get("shell")
                    directory = workspace / interpolate(step.get("working-directory") or defaults.get("working-directory") or ".", contexts, status)
                    ok = self.shell(script, shell, directory, base | step_env, temp, number)
                    outputs = self.read_pairs(files["output"])
                    env |= self.read_pairs(files["env"])
                    files["output"].write_text("")
                    files["env"].write_text("")
            except Unsupported:
                raise
            outcome = "success" if ok else "failure"
            if not ok and not step.get("continue-on-error"):
                status = "failure"
            steps.append({"name": title, "outcome": outcome})
            self.record_step(step, contexts, outcome, outputs)
            self.log(f"{label}: {title}: {outcome}")
        for after in post:
            after(status)
        summary = files["summary"].read_text()
        self.report["jobs"].append({"job": name, "matrix": matrix, "result": status, "steps": steps, "summary": summary})
        self.log(f"{label}: {status}")
        return status

    def head(self):
        return subprocess.run(["git", "-C", str(self.repository), "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()

    @staticmethod
    def record_step(step, contexts, outcome, outputs):
        if "id" in step:
            contexts["steps"][step["id"]] = {"outcome": outcome, "conclusion": outcome, "outputs": outputs}

    @staticmethod
    def read_pairs(path):
        pairs, lines = {}, path.read_text().splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            heredoc = re.match(r"^([^=<]+)<<(.+)$", line)
            if heredoc:
                name, marker, value = heredoc[1], heredoc[2], []
                i += 1
                while i < len(lines) and lines[i] != marker:
                    value.append(lines[i])
                    i += 1
                pairs[name] = "\n".join(value)
            elif "=" in line:
                name, value = line.split("=", 1)
                pairs[name] = value
            i += 1
        return pairs

    def shell(self, script, shell, directory, env, temp, number):
        path = temp / f"step-{number}.sh"
        path.write_text(script)
        if shell in (None, "bash"):
            command = ["bash", "-e", str(path)] if shell is None else ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(path)]
        elif shell == "sh":
            command = ["sh", "-e", str(path)]
        else:
            raise Unsupported(f"shell {shell!r}")
        completed = subprocess.run(command, cwd=directory, env=env)
        return completed.returncode == 0

    # -------------------------------------------------------------- actions

    def action(self, uses, inputs, workspace, label):
        name, _, version = uses.partition("@")
        known = {"actions/checkout": self.checkout, "actions/cache": self.cache_action, "actions/cache/restore": self.cache_action,
                 "actions/upload-artifact": self.upload, "actions/download-artifact": self.download}
        if name not in known or version != "v4":
            raise Unsupported(f"action {uses}: this runner stands in for {', '.join(f'{k}@v4' for k in known)} only")
        return known[name](inputs, workspace, label, restore_only=name.endswith("/restore"))

    def checkout(self, inputs, workspace, label, **_):
        if set(inputs) - {"fetch-depth"}:
            raise Unsupported(f"actions/checkout with {', '.join(sorted(inputs))}")
        shutil.rmtree(workspace)
        completed = subprocess.run(["git", "clone", "--quiet", str(self.repository), str(workspace)])
        return completed.returncode == 0, {}, None

    def cache_action(self, inputs, workspace, label, restore_only):
        if set(inputs) - {"path", "key", "fail-on-cache-miss"}:
            raise Unsupported(f"actions/cache with {', '.join(sorted(set(inputs) - {'path', 'key', 'fail-on-cache-miss'}))}")
        paths = [line.strip() for line in inputs["path"].splitlines() if line.strip()]
        entry = self.cache / re.sub(r"[^A-Za-z0-9._-]", "_", inputs["key"])
        if entry.is_dir():
            for path in paths:
                if (entry / path).exists():
                    copy_into(entry / path, workspace / path, link=True)
            self.log(f"{label}: cache {inputs['key']}: restored")
            return True, {"cache-hit": "true"}, None
        self.log(f"{label}: cache {inputs['key']}: not found")
        if inputs.get("fail-on-cache-miss") == "true":
            return False, {"cache-hit": ""}, None
        if restore_only:
            return True, {"cache-hit": ""}, None

        def save(status):
            if status != "success":
                return
            saved = [path for path in paths if (workspace / path).exists()]
            if not saved:
                self.log(f"{label}: cache {inputs['key']}: nothing to save")
                return
            for path in saved:
                copy_into(workspace / path, entry / path)
            self.log(f"{label}: cache {inputs['key']}: saved")
        return True, {"cache-hit": ""}, save

    def upload(self, inputs, workspace, label, **_):
        allowed = {"name", "path", "if-no-files-found", "retention-days", "include-hidden-files", "compression-level", "overwrite"}
        if set(inputs) - allowed:
            raise Unsupported(f"actions/upload-artifact with {', '.join(sorted(set(inputs) - allowed))}")
        name = inputs.get("name") or "artifact"
        files, roots = expand(workspace, inputs["path"].splitlines())
        root = artifact_root(roots, files)
        if inputs.get("include-hidden-files") != "true":
            files = [f for f in files if not any(part.startswith(".") for part in f.relative_to(root).parts)]
        if not files:
            mode = inputs.get("if-no-files-found") or "warn"
            self.log(f"{label}: artifact {name}: no files found ({mode})")
            return mode != "error", {}, None
        destination = self.artifacts / name
        if destination.exists():
            if inputs.get("overwrite") != "true":
                self.log(f"{label}: artifact {name}: an artifact of that name was already uploaded in this run")
                return False, {}, None
            shutil.rmtree(destination)
        for path in files:
            copy_into(path, destination / path.relative_to(root))
        self.report["artifacts"].append({"name": name, "files": len(files)})
        self.log(f"{label}: artifact {name}: {len(files)} files")
        return True, {"artifact-id": name}, None

    def download(self, inputs, workspace, label, **_):
        allowed = {"name", "pattern", "merge-multiple", "path"}
        if set(inputs) - allowed:
            raise Unsupported(f"actions/download-artifact with {', '.join(sorted(set(inputs) - allowed))}")
        target = workspace / (inputs.get("path") or ".")
        available = sorted(p.name for p in self.artifacts.iterdir()) if self.artifacts.is_dir() else []
        if inputs.get("name"):
            if inputs["name"] not in available:
                self.log(f"{label}: artifact {inputs['name']}: not found")
                return False, {}, None
            copy_into(self.artifacts / inputs["name"], target)
            return True, {"download-path": str(target)}, None
        chosen = [name for name in available if fnmatch.fnmatchcase(name, inputs.get("pattern") or "*")]
        for name in chosen:
            copy_into(self.artifacts / name, target if inputs.get("merge-multiple") == "true" else target / name)
        self.log(f"{label}: downloaded {len(chosen)} artifacts")
        return True, {"download-path": str(target)}, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workflow")
    parser.add_argument("--repository", required=True, help="the git repository actions/checkout clones")
    parser.add_argument("--work", required=True, help="folder for workspaces, artifacts and the cache")
    parser.add_argument("--event", default="push")
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE", help="a workflow_dispatch input")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="replaces a workflow-level env value")
    parser.add_argument("--cache", help="folder of cache entries (default WORK/cache), kept between runs")
    parser.add_argument("--report", help="write the run's report (JSON) here")
    args = parser.parse_args()
    try:
        run = Run(args)
        status = run.run()
    except Unsupported as problem:
        print(f"run-workflow-locally: cannot run this workflow here: {problem}", file=sys.stderr)
        return 2
    if args.report:
        Path(args.report).write_text(json.dumps(run.report, indent=2))
    for line in run.report["stood_in"]:
        print(f"stood in: {line}")
    print(f"workflow: {', '.join(f'{job} {result}' for job, result in run.results.items())}")
    return status


if __name__ == "__main__":
    sys.exit(main())
