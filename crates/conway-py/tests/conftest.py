"""Shared helpers of the test suite: the repository's root, and the `conway` command-line
tool, whose answers the bindings must reproduce."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]


def _cli_path():
    """The CLI binary: $CONWAY_BIN, else a cargo build in the repository, else the PATH."""
    explicit = os.environ.get("CONWAY_BIN")
    if explicit:
        return explicit
    for profile in ("release", "debug"):
        candidate = ROOT / "target" / profile / "conway"
        if candidate.exists():
            return str(candidate)
    return shutil.which("conway")


@pytest.fixture(scope="session")
def cli():
    """Runs `conway ARGS... --json` and returns the parsed object (fails if absent)."""
    path = _cli_path()
    if path is None:
        pytest.fail("the conway CLI is needed: build it (cargo build -p conway-cli) or set CONWAY_BIN")

    def run(*args):
        out = subprocess.run([path, *args, "--json"], capture_output=True, text=True, check=True)
        return json.loads(out.stdout)

    return run


@pytest.fixture(scope="session")
def cli_error():
    """Runs `conway ARGS...`, expects exit status 2, returns the message after `conway: `."""
    path = _cli_path()

    def run(*args):
        out = subprocess.run([path, *args], capture_output=True, text=True)
        assert out.returncode == 2, out
        line = out.stderr.strip()
        assert line.startswith("conway: "), line
        return line[len("conway: "):]

    return run
