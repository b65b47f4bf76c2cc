#!/usr/bin/env python3
"""Work, span and parallelism of a run, from its `cardrender --trace` file.

A run is serial except inside its pools (the `pool` events: frames, stills and photo decodes run
`--jobs` at a time while the thread that started them waits). So:

- work: the time outside pools (serial by construction) plus the time of every task inside a
  pool (the outermost ones on each thread: a frame, say, not also its compose, encode, write);
- span: the time outside pools plus, for each pool, its longest chain of tasks: a task that
  waited for others (a contact sheet for its frames: its event's `args.after`) counts with the
  longest chain before it. What the run would take with a core for every task, each task still
  serial in itself;
- parallelism = work / span: the most any number of cores could speed this run up, short of
  splitting a task (a contact sheet, an export, a frame) itself.

Self time by kind (a task's time less that of the tasks within it on its thread) says where the
work goes. usage: bench/trace_stats.py TRACE.json
"""
import collections
import json
import sys


def load(path):
    with open(path) as f:
        events = [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]
    for e in events:
        e["end"] = e["ts"] + e["dur"]
    return events


def outermost(events):
    """The events not inside another of them on the same thread."""
    kept, by_thread = [], collections.defaultdict(list)
    for e in events:
        by_thread[e["tid"]].append(e)
    for thread_events in by_thread.values():
        end = -1.0
        for e in sorted(thread_events, key=lambda e: (e["ts"], -e["dur"])):
            if e["ts"] >= end:
                kept.append(e)
                end = e["end"]
    return kept


def self_times(events):
    """Seconds by kind, each task counted without the tasks nested in it on its thread."""
    totals = collections.Counter()
    by_thread = collections.defaultdict(list)
    for e in events:
        by_thread[e["tid"]].append(e)
    for thread_events in by_thread.values():
        stack = []
        for e in sorted(thread_events, key=lambda e: (e["ts"], -e["dur"])):
            while stack and stack[-1]["end"] <= e["ts"]:
                stack.pop()
            if stack:
                totals[stack[-1]["cat"]] -= e["dur"]
            totals[e["cat"]] += e["dur"]
            stack.append(e)
    return {kind: seconds / 1e6 for kind, seconds in totals.items()}


def longest_chain(tasks):
    """The longest chain of one pool's tasks: each task's time plus the longest chain among the
    tasks it waited for (`args.after`, by their `args.task` numbers); other tasks wait for none."""
    chains, longest = {}, 0
    for t in sorted(tasks, key=lambda t: t.get("args", {}).get("task", -1)):
        before = [chains.get(n, 0) for n in t.get("args", {}).get("after", [])]
        chain = t["dur"] + max(before, default=0)
        if "task" in t.get("args", {}):
            chains[t["args"]["task"]] = chain
        longest = max(longest, chain)
    return longest


def stats(path):
    events = load(path)
    run = next(e for e in events if e["cat"] == "run")
    pools = [e for e in events if e["cat"] == "pool"]
    tasks = [e for e in events if e["cat"] not in ("run", "pool")]
    serial = run["dur"] - sum(p["dur"] for p in pools)
    work = span = serial
    for pool in pools:
        inside = outermost([t for t in tasks if t["ts"] >= pool["ts"] and t["end"] <= pool["end"]])
        work += sum(t["dur"] for t in inside)
        span += longest_chain(inside)
    return {
        "wallSeconds": run["dur"] / 1e6,
        "workSeconds": work / 1e6,
        "spanSeconds": span / 1e6,
        "serialSeconds": serial / 1e6,
        "parallelism": work / span if span else 0,
        # A pool's own time is its thread waiting; the run's own is the untraced serial work (planning).
        "selfSecondsByKind": {("untraced" if k == "run" else k): round(v, 3)
                              for k, v in sorted(self_times(events).items(), key=lambda kv: -kv[1]) if k != "pool"},
    }


def main():
    result = stats(sys.argv[1])
    print("wall %.2f s, work %.2f s, span %.2f s (serial outside pools %.2f s), parallelism %.1fx"
          % (result["wallSeconds"], result["workSeconds"], result["spanSeconds"], result["serialSeconds"], result["parallelism"]))
    print("self time by kind: " + ", ".join("%s %.2f s" % kv for kv in result["selfSecondsByKind"].items()))


if __name__ == "__main__":
    main()
