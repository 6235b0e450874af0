"""The docs against the code.

Every `dice` and `cardc` command a doc shows (in a shell block, or in running text as code)
names a command the tool has, with options that command takes, as its --help lists them; and
every Python block of the docs runs, in order, with the module built here.
"""
import io
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
DICE = Path(os.environ.get("DM_DICE", ROOT / "build" / "bin" / "dice"))
TOOLS = {"dice": DICE, "cardc": DICE.parent / "cardc"}
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
FENCE = re.compile(r"^```(\w*)\s*$")


def blocks(path):
    """(language, first line number, text) of each fenced block of a Markdown file."""
    out, lang, start, body = [], None, 0, []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        m = FENCE.match(line.strip())
        if lang is None and m:
            lang, start, body = m.group(1) or "text", n + 1, []
        elif lang is not None and line.strip() == "```":
            out.append((lang, start, "\n".join(body)))
            lang = None
        elif lang is not None:
            body.append(line)
    return out


def prose_spans(path):
    """(line number, text) of each code span of the running text that starts with a tool."""
    out, fenced = [], False
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            out += [(n, s) for s in re.findall(r"`([^`]+)`", line) if re.match(r"(dice|cardc) [a-z][a-z-]*( |$)", s)]
    return out


class Help:
    """What a tool's --help says of each command: its subcommands and its options."""

    def __init__(self):
        self.cache = {}

    def text(self, tool, words):
        key = (tool, tuple(words))
        if key not in self.cache:
            r = subprocess.run([str(TOOLS[tool]), *words, "--help"], capture_output=True, text=True, timeout=60)
            self.cache[key] = r.stdout + r.stderr if r.returncode == 0 else None
        return self.cache[key]

    def subcommands(self, tool, words):
        text = self.text(tool, words) or ""
        part = text.split("Subcommands:", 1)
        return set(re.findall(r"^  ([a-z][a-z0-9-]*)", part[1], re.M)) if len(part) == 2 else set()

    def options(self, tool, words):
        return set(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", self.text(tool, words) or ""))


def commands(text):
    """Each command line of a shell text (continuations joined), split at pipes and ;, && and ||."""
    text = re.sub(r"\\\n", " ", text)
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("$ "):
            line = line[2:]
        if not line or line.startswith("#"):
            continue
        for part in re.split(r"\|\||&&|[|;]", line):
            try:
                words = shlex.split(part, comments=True)
            except ValueError:
                continue
            # Leading VAR=value assignments, sudo and time go before the program.
            while words and (re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]) or words[0] in ("sudo", "time", "taskset")):
                words = words[1:]
            if words and Path(words[0]).name in TOOLS:
                yield Path(words[0]).name, words[1:]


def option_name(word):
    """The option a word gives: --name of --name=value, -j of -j2."""
    if word.startswith("--"):
        return word.split("=", 1)[0]
    return word[:2]


def problems_of(tool, args, help_):
    """What is wrong with one command as the tool reads it: an unknown command or option.

    The words are read as the tool reads them: a subcommand of the command so far goes down
    a level; an option is checked against the --help of the command it is given to (a tool's
    own options, such as --data DIR or --log-level LEVEL, come before the command); any other
    word is an option's value or an argument, except the first word of all, which must be a
    command when the tool has commands.
    """
    path, options, wrong = [], [], []
    for i, word in enumerate(args):
        if re.match(r"^--?[A-Za-z]", word):
            options.append((list(path), option_name(word)))
        elif word in help_.subcommands(tool, path):
            path.append(word)
        elif i == 0 and not path and help_.subcommands(tool, []):
            wrong.append(f"`{tool}` has no command {word}")
    shown = " ".join([tool, *path])
    if help_.text(tool, path) is None:
        return wrong + [f"`{shown} --help` fails"]
    for at, name in options:
        if name not in help_.options(tool, at):
            wrong.append(f"`{' '.join([tool, *at])}` has no option {name}")
    return wrong


class Commands(unittest.TestCase):
    def test_every_command_and_option_a_doc_shows_exists(self):
        help_ = Help()
        wrong, seen = [], 0
        for doc in DOCS:
            shown = []
            for lang, start, text in blocks(doc):
                if lang in ("sh", "bash", "shell", "console"):
                    shown += [(start, c) for c in commands(text)]
            for n, span in prose_spans(doc):
                shown += [(n, c) for c in commands(span)]
            for n, (tool, args) in shown:
                # A placeholder such as FILE or <format> stands for what the reader gives.
                seen += 1
                for w in problems_of(tool, list(args), help_):
                    wrong.append(f"{doc.relative_to(ROOT)}:{n}: {w}")
        self.assertGreater(seen, 100, "the docs show the tools' commands")
        self.assertEqual(wrong, [], "\n" + "\n".join(wrong))


class PythonBlocks(unittest.TestCase):
    def test_every_python_block_of_the_docs_runs(self):
        ran = 0
        for doc in DOCS:
            env = {"__name__": "__docs__"}
            for lang, start, text in blocks(doc):
                if lang != "python":
                    continue
                with tempfile.TemporaryDirectory() as tmp, redirect_stdout(io.StringIO()):
                    here = os.getcwd()
                    os.chdir(tmp)
                    try:
                        exec(compile(text, f"{doc.relative_to(ROOT)}:{start}", "exec"), env)
                    except Exception as e:  # noqa: BLE001: any failure is the doc's
                        self.fail(f"{doc.relative_to(ROOT)}, the block at line {start}: {type(e).__name__}: {e}")
                    finally:
                        os.chdir(here)
                ran += 1
        self.assertGreaterEqual(ran, 5)


if __name__ == "__main__":
    unittest.main()
