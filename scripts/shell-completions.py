#!/usr/bin/env python3
"""Prints, as JSON, what a shell offers when TAB is pressed at the end of each command line, with
cardrender's completion script loaded: the real shell does the completing.

Usage: shell-completions.py SHELL SCRIPT LINE... (SHELL: bash, zsh or fish; SCRIPT: the output of
`cardrender --generate-completion-script SHELL`). Prints one list of candidates per LINE. The
shell runs in the current folder, so file and folder candidates are those found there; programs
the script calls (cardrender, for completions it computes itself) are looked up on PATH.

bash: the script is sourced and its completion function called with COMP_WORDS, COMP_CWORD,
COMP_LINE and COMP_POINT set as bash sets them; COMPREPLY is read back.
zsh: an interactive `zsh -f` in a pseudo-terminal, with compinit and the script autoloaded from
fpath as an installed completion is; each line is typed, then TAB. compadd is wrapped to print
every candidate it is given.
fish: an interactive `fish --no-config` in a pseudo-terminal, running `complete -C LINE`
(interactive, as completions that ask fish for the cursor need a command line).
"""
import json
import os
import pty
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import termios
import struct
import fcntl
import time

HIT = "<hit>"
DONE = "<done>"
TIMEOUT = 60


def split_quoted(marker):
    """The marker as shell text that does not contain it (the terminal echoes what is typed)."""
    return "'" + marker[:2] + "''" + marker[2:] + "'"


def bash(script, lines):
    program = ["source " + shlex.quote(script)]
    program.append("""complete_line() {
    local line="$1"
    read -ra COMP_WORDS <<< "$line"
    [[ "$line" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
    COMP_LINE="$line"
    COMP_POINT=${#line}
    COMPREPLY=()
    local prev=""
    (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
    local function
    function="$(complete -p "${COMP_WORDS[0]}" | sed -E 's/.* -F ([^ ]+) .*/\\1/')"
    "$function" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "$prev"
    printf '%s\\n' "${COMPREPLY[@]/#/<hit>}"
    echo '<done>'
}""")
    for line in lines:
        program.append("complete_line " + shlex.quote(line))
    result = subprocess.run(["bash", "--norc", "--noprofile", "-c", "\n".join(program)], capture_output=True, text=True, timeout=TIMEOUT)
    if result.returncode != 0:
        sys.exit("bash failed: " + result.stderr)
    return split_output(result.stdout, len(lines))


def split_output(text, count):
    """The candidates of each line: the HIT lines before each DONE."""
    found, current = [], []
    for line in text.replace("\r", "").split("\n"):
        if HIT in line:
            current.append(line.split(HIT, 1)[1].split("\t")[0])
        if DONE in line:
            found.append(current)
            current = []
    if len(found) != count:
        sys.exit("expected %d answers, got %d:\n%s" % (count, len(found), text[-3000:]))
    return found


class Terminal:
    """A program in a pseudo-terminal of 200 columns by 50 lines."""

    def __init__(self, argv, environment=None):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ["TERM"] = "xterm"
            os.environ.update(environment or {})
            os.execvp(argv[0], argv)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
        self.output = ""

    def send(self, text):
        os.write(self.fd, text.encode())

    def read_until(self, marker, count):
        """Reads until `marker` has been printed `count` times (the echo of typed text never holds it)."""
        deadline = time.time() + TIMEOUT
        while self.output.count(marker) < count:
            if time.time() > deadline:
                sys.exit("timed out waiting for %s; the terminal showed:\n%s" % (marker, self.output[-3000:]))
            ready, _, _ = select.select([self.fd], [], [], 0.2)
            if ready:
                try:
                    self.output += os.read(self.fd, 65536).decode(errors="replace")
                except OSError:
                    sys.exit("the shell ended; the terminal showed:\n" + self.output[-3000:])

    def close(self):
        os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)


def zsh(script, lines):
    # Installed the way a user installs it: a file named _cardrender in a folder of fpath.
    folder = tempfile.mkdtemp()
    with open(script, encoding="utf-8") as source, open(os.path.join(folder, "_cardrender"), "w", encoding="utf-8") as installed:
        installed.write(source.read())
    shell = Terminal(["zsh", "-f", "-i"])
    try:
        setup = [
            "PS1='' PS2='' RPS1='' LISTMAX=100000",
            "fpath=(%s $fpath); autoload -U compinit; compinit -u -D" % shlex.quote(folder),
            "zstyle ':completion:*' list-grouped false; unsetopt menu_complete auto_menu; setopt no_beep",
            # Every candidate given to compadd is printed, one a line, after HIT.
            "compadd() { local -a hits; builtin compadd -A hits \"$@\"; (( $#hits )) && print -rl -- %s${^hits} >/dev/tty; builtin compadd \"$@\" }"
            % split_quoted(HIT),
            "print-done() { print -r -- %s >/dev/tty }; zle -N print-done; bindkey '^T' print-done; bindkey '^I' complete-word" % split_quoted(DONE),
        ]
        for command in setup:
            shell.send(command + "\n")
        shell.send("print -r -- %s\n" % split_quoted(DONE))
        shell.read_until(DONE, 1)
        start = len(shell.output)
        for index, line in enumerate(lines):
            # The line, TAB, then ^T to say the completion is over; then ^U empties the line.
            shell.send(line + "\t\x14")
            shell.read_until(DONE, index + 2)
            shell.send("\x15")
        return split_output(shell.output[start:], len(lines))
    finally:
        shell.close()
        shutil.rmtree(folder, ignore_errors=True)


def fish(script, lines):
    # fish makes its runtime, config and data folders even with --no-config: in a folder of
    # this run's, removed with it, not in $TMPDIR and the user's home.
    home = tempfile.mkdtemp()
    shell = Terminal(["fish", "--no-config", "-i"], {
        "XDG_RUNTIME_DIR": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data")})
    try:
        # An empty prompt: fish's default one asks git about the folder before every command.
        shell.send("function fish_prompt; end; function fish_right_prompt; end; function fish_title; end\r")
        shell.send("source %s; echo %s\r" % (shlex.quote(script), split_quoted(DONE)))
        shell.read_until(DONE, 1)
        start = len(shell.output)
        for index, line in enumerate(lines):
            shell.send("complete -C %s | string replace -r '^' %s; echo %s\r" % (shlex.quote(line), split_quoted(HIT), split_quoted(DONE)))
            shell.read_until(DONE, index + 2)
        return split_output(shell.output[start:], len(lines))
    finally:
        shell.close()
        shutil.rmtree(home, ignore_errors=True)


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("bash", "zsh", "fish"):
        sys.exit(__doc__)
    shell, script, lines = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3:]
    found = {"bash": bash, "zsh": zsh, "fish": fish}[shell](script, lines)
    json.dump(found, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
