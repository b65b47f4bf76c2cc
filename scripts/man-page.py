#!/usr/bin/env python3
"""Writes man/cardrender.1 (mdoc) from `cardrender --experimental-dump-help`, the CLI's own
description of its commands and options, so the page cannot drift from --help.

Why not swift-argument-parser's generate-manual plugin: it leaves blank lines and raw non-ASCII
characters in the page (groff strips them: 1320×2868 became 13202868), lets words such as `Nx`
be read as mdoc macros, drops default values and argument descriptions, and keeps the exit
status table as loose text. This script escapes every line, lists defaults, and turns the
"EXIT STATUS" and "EXAMPLES" blocks of the help text into real sections.

Usage: man-page.py DUMP.json DATE AUTHORS VERSION > cardrender.1 (VERSION: `cardrender --version`, in the page's footer)
"""
import json
import re
import sys

# mdoc macros that are parsed (and called) when they appear as words on a macro line.
CALLABLE = set("""Ac Ad An Ao Ap Aq Ar At Bc Bo Bq Brc Bro Brq Bsx Bx Cd Cm Dc Do Dq Dv Dx Ec Em En Eo Er Es Ev Fa Fc
Fl Fn Fo Fr Ft Fx Ic In Lb Li Lk Ms Mt Nm No Ns Nx Oc Oo Op Ot Ox Pa Pc Pf Po Pq Qc Ql Qo Qq Sc Sh So Sq Ss St Sx
Sy Ta Tn Ux Va Vt Xc Xo Xr""".split())


def escape_text(text):
    """One line of running text, safe for groff: backslashes, leading dots and quotes, non-ASCII."""
    text = text.replace("\\", "\\e")
    out = []
    for ch in text:
        code = ord(ch)
        if code < 32:
            out.append(" ")
        elif code < 128:
            out.append(ch)
        else:
            out.append("\\[u%04X]" % code)
    line = "".join(out)
    if line.startswith(".") or line.startswith("'"):
        line = "\\&" + line
    return line


def running_text(text):
    """Running text as mdoc wants it: each sentence on a line of its own (mandoc's "new
    sentence, new line"; the formatter then sets the space between sentences), each line escaped."""
    sentences = re.split(r"(?<=[A-Za-z0-9)\"'][.!?]) +(?=[A-Z])", text)
    return "\n".join(escape_text(sentence) for sentence in sentences)


def escape_argument(word):
    """A word on a macro line: never read as a macro, quoted when it holds spaces."""
    word = escape_text(word)
    if word.startswith("\\&"):
        word = word[2:]
    if word in CALLABLE or word.startswith(".") or word in ("|", ",", ";", ":", "(", ")", "[", "]"):
        word = "\\&" + word
    if " " in word or word == "" or '"' in word:
        word = '"' + word.replace('"', '\\(dq') + '"'
    return word


def split_blocks(discussion):
    """The discussion's paragraphs, with the EXIT STATUS and EXAMPLES blocks taken out."""
    paragraphs, exit_status, examples = [], [], []
    for block in re.split(r"\n\s*\n", discussion or ""):
        lines = block.rstrip().split("\n")
        head = lines[0].strip()
        if head == "EXIT STATUS":
            for line in lines[1:]:
                m = re.match(r"  (\S+(?:, \S+)*)\s{2,}(.*)", line)
                if m:
                    exit_status.append([m.group(1), m.group(2)])
                elif exit_status:
                    exit_status[-1][1] += " " + line.strip()
        elif head == "EXAMPLES":
            for line in lines[1:]:
                stripped = line.strip()
                if not stripped:
                    continue
                if line.startswith("  ") and not line.startswith("      "):
                    examples.append([stripped, ""])
                elif examples:
                    examples[-1][1] = (examples[-1][1] + " " + stripped).strip()
        elif block.strip():
            paragraphs.append(" ".join(l.strip() for l in lines))
    return paragraphs, exit_status, examples


def option_head(argument):
    """`.It Fl i , Fl -input Ar dir` for an option, `.It Ar expected` for a positional."""
    names = argument.get("names") or []
    value = argument.get("valueName")
    parts = []
    for name in sorted(names, key=lambda n: n["kind"] != "short"):
        dash = "" if name["kind"] == "short" else "-"
        parts.append("Fl " + escape_argument(dash + name["name"]))
    if argument["kind"] == "positional":
        return ".It Ar " + escape_argument(value or "argument")
    head = ".It " + " , ".join(parts)
    if argument["kind"] == "option" and value:
        head += " Ar " + escape_argument(value)
    return head


def options_list(arguments):
    lines = [".Bl -tag -width Ds"]
    for argument in arguments:
        if not argument.get("shouldDisplay", True):
            continue
        names = [n["name"] for n in argument.get("names") or []]
        if "version" in names or "help" in names:
            continue
        lines.append(option_head(argument))
        text = argument.get("abstract") or ""
        default = argument.get("defaultValue")
        if default not in (None, "", "[]", "false") and argument["kind"] != "flag":
            text = (text + " " if text else "") + "Default: %s." % default
        if text:
            lines.append(running_text(text))
    lines.append(".El")
    return lines


def displayed_arguments(command):
    """The arguments the help shows, without --version and --help."""
    return [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)
            and not {"version", "help"} & {n["name"] for n in a.get("names") or []}]


def is_required(argument):
    """Required by the parser, or by the command when it runs (its help ends with "Required.")."""
    return not argument.get("isOptional") or (argument.get("abstract") or "").endswith("Required.")


def flag_name(argument):
    """The option's long name (`--input`), or its short one."""
    longs = [n["name"] for n in argument.get("names") or [] if n["kind"] == "long"]
    return "--" + longs[0] if longs else "-" + argument["preferredName"]["name"]


def synopsis(name, command):
    """Required options first, then the rest in one [options], then the positionals."""
    arguments = displayed_arguments(command)
    line = [".Nm", "cardrender", "Cm", name] if name else [".Nm"]
    required = [a for a in arguments if is_required(a) and a["kind"] != "positional"]
    for argument in required:
        # The short name where there is one (`-i`), as the usage line writes it.
        shorts = [n["name"] for n in argument.get("names") or [] if n["kind"] == "short"]
        flag = shorts[0] if shorts else "-" + argument["preferredName"]["name"]
        line += ["Fl", escape_argument(flag), "Ar", escape_argument(argument.get("valueName", "value"))]
    if any(a["kind"] != "positional" for a in arguments):
        line += ["Oo", "Ar", "options", "Oc"]
    for argument in arguments:
        if argument["kind"] == "positional":
            value = escape_argument(argument.get("valueName", "argument"))
            line += (["Oo", "Ar", value, "Oc"] if argument.get("isOptional") else ["Ar", value])
    return " ".join(line)


def option_key(argument):
    """What makes two commands' options the same: their names and their help."""
    return (tuple(sorted(n["name"] for n in argument.get("names") or [])), argument.get("abstract"), argument.get("defaultValue"))


def main():
    dump, date, authors, version = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    root = json.load(open(dump, encoding="utf-8"))["command"]
    months = "January February March April May June July August September October November December".split()
    year, month, day = date.split("-")
    out = ['.\\" Generated by scripts/man-page.py from `cardrender --experimental-dump-help`; do not edit.',
           ".Dd %s %d, %s" % (months[int(month) - 1], int(day), year), ".Dt CARDRENDER 1", ".Os cardrender " + version, ".Sh NAME", ".Nm cardrender",
           ".Nd " + escape_text(root.get("abstract", "").rstrip(".")), ".Sh SYNOPSIS"]
    # A command group (`golden`) stands for its commands (`golden convert`), each named in full.
    def leaves(command, name):
        inner = [s for s in command.get("subcommands", []) if s["commandName"] != "help"]
        if not inner:
            return [dict(command, commandName=name)]
        return [leaf for sub in inner for leaf in leaves(sub, name + " " + sub["commandName"])]

    subcommands = [leaf for s in root.get("subcommands", []) if s["commandName"] != "help"
                   for leaf in leaves(s, s["commandName"])]
    # The default subcommand (render) is the page's main command: its text and options lead the
    # page, under DESCRIPTION and OPTIONS; the other subcommands follow under COMMANDS.
    default = next((s for s in subcommands if s["commandName"] == root.get("defaultSubcommand")), None)
    main_command = default or root
    out.append(synopsis(None, main_command))
    others = [s for s in subcommands if s is not default]
    for sub in subcommands:
        out.append(synopsis(sub["commandName"], sub))
    paragraphs, exit_status, examples = split_blocks(root.get("discussion", ""))
    if default:
        more, exit_status, examples = split_blocks(default.get("discussion", ""))
        paragraphs += more
    out.append(".Sh DESCRIPTION")
    for index, paragraph in enumerate(paragraphs):
        if index:
            out.append(".Pp")
        out.append(running_text(paragraph))
    main_options = displayed_arguments(main_command)
    out += [".Sh OPTIONS"] + options_list(main_options)
    described = {option_key(a) for a in main_options}
    out.append(".Sh COMMANDS")
    sub_examples = []
    for sub in others:
        out.append(".Ss " + escape_argument("cardrender " + sub["commandName"]))
        out.append(running_text(sub.get("abstract", "")))
        sub_paragraphs, sub_status, more = split_blocks(sub.get("discussion", ""))
        sub_examples += more
        for paragraph in sub_paragraphs:
            out += [".Pp", running_text(paragraph)]
        if sub_status:
            out += [".Pp", "Exit status:"] + [".Bl -tag -width Ds"]
            for code, text in sub_status:
                out += [".It " + escape_argument(code), running_text(text)]
            out.append(".El")
        arguments = displayed_arguments(sub)
        # Options that are rendering's, with the same help, are named here and described once, under OPTIONS.
        shared = [a for a in arguments if a["kind"] != "positional" and option_key(a) in described]
        own = [a for a in arguments if a not in shared]
        if own:
            out += options_list(own)
        if shared:
            flags = ", ".join(flag_name(a) for a in shared)
            out += [".Pp", running_text("It also takes these options of rendering, described under OPTIONS: " + flags + ".")]
    if exit_status:
        out += [".Sh EXIT STATUS", ".Bl -tag -width Ds"]
        for code, text in exit_status:
            out += [".It " + escape_argument(code), running_text(text)]
        out.append(".El")
    if examples or sub_examples:
        out.append(".Sh EXAMPLES")
        for index, (command, text) in enumerate(examples + sub_examples):
            if index:
                out.append(".Pp")
            out.append(running_text(text) if text else "")
            out += [".Bd -literal -offset indent", escape_text(command), ".Ed"]
        out = [line for line in out if line != ""]
    # mdoc names each author with .An.
    out += [".Sh AUTHORS", ".An " + " ".join(escape_argument(word) for word in authors.split())]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
