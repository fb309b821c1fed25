"""Games defined in Python, valued by the engine: agreement with the built-in rulesets,
sums and components, memoisation, deep games, errors and Ctrl-C."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import conway
from conway import Game
from games import Countdown, Domineering, Subtraction

BOARDS = ["..|..", "...|...", "...|...|...", "....|....|....", "..#.|....|.#..", "#...|....|...#|....",
          ".....|.....|.....", "....|....|....|...."]


@pytest.mark.parametrize("board", BOARDS)
def test_python_domineering_agrees_with_the_built_in_one(board):
    assert conway.value_of(Domineering.parse(board)) == Game(f"domineering:{board}")


def test_components_are_optional_and_sums_are_lists():
    class Plain(Domineering):
        components = None  # no hook: searched as one position

    del Plain.components
    board = "..#..|..#..|....."
    assert conway.value_of(Plain(Domineering.parse(board).cells)) == Game(f"domineering:{board}")
    parts = [Domineering.parse("..|.."), Domineering.parse("...")]
    assert conway.value_of(parts) == Game("domineering:..|.. + domineering:...")
    assert conway.grundy_of([Subtraction(5, (1, 2)), Subtraction(7, (1, 2))]) == 2 ^ 1


def test_impartial_games_are_nimbers():
    assert conway.value_of(Subtraction(6, (1, 3, 4))) == Game("*2")
    # Winning Ways: the subtraction game {1, 3, 4} has period 7: 0 1 0 1 2 3 2
    assert [conway.grundy_of(Subtraction(n, (1, 3, 4))) for n in range(14)] == [0, 1, 0, 1, 2, 3, 2] * 2


def test_values_are_memoised_across_calls():
    conway.forget_positions()
    board = Domineering.parse("....|....|....")
    conway.value_of(board)
    known = conway.engine_stats()["python_positions"]
    assert known > 100
    conway.value_of(board)
    assert conway.engine_stats()["python_positions"] == known
    conway.forget_positions()
    assert conway.engine_stats()["python_positions"] == 0


def test_deep_games_do_not_overflow_the_stack():
    assert conway.grundy_of(Subtraction(200_000, (1,))) == 0
    assert conway.value_of(Countdown(100_000)) == 100_000


def test_callback_errors_propagate_and_leave_the_engine_usable():
    class Broken(Countdown):
        def __hash__(self):
            return hash(("broken", self.n))

        def __eq__(self, other):
            return type(other) is Broken and self.n == other.n

        def left_options(self):
            if self.n == 3:
                raise KeyError("no options at 3")
            return [Broken(self.n - 1)] if self.n else []

    with pytest.raises(KeyError, match="no options at 3"):
        conway.value_of(Broken(10))
    assert conway.value_of(Countdown(10)) == 10

    class Unhashable(Countdown):
        __hash__ = None

    with pytest.raises(TypeError):
        conway.value_of(Unhashable(3))

    class Reentrant(Countdown):
        __hash__ = Broken.__hash__

        def __eq__(self, other):
            return type(other) is Reentrant and self.n == other.n

        def left_options(self):
            conway.Game("1")
            return []

    with pytest.raises(RuntimeError, match="inside a game's options"):
        conway.value_of(Reentrant(1))
    with pytest.raises(conway.InvalidInput, match="left_options"):
        conway.value_of(object())
    with pytest.raises(conway.InvalidInput, match="options"):
        conway.grundy_of(Countdown(2))


def test_ctrl_c_interrupts_a_long_search(tmp_path):
    """A Python Domineering board far too big to finish; SIGINT after a second."""
    script = tmp_path / "long.py"
    script.write_text(textwrap.dedent(f"""
        import signal, sys
        signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started ignoring it
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        import conway
        from games import Domineering
        print("start", flush=True)
        try:
            conway.value_of(Domineering.parse("........|........|........|........|........|........"))
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        print(conway.value_of(Domineering.parse("..|..")), flush=True)
    """))
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "start"
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert out.split() == ["interrupted", "±1"]


def test_ctrl_c_interrupts_a_built_in_search(tmp_path):
    script = tmp_path / "long.py"
    script.write_text(textwrap.dedent("""
        import signal
        signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started ignoring it
        import conway
        print("start", flush=True)
        try:
            conway.Game("domineering:7x7")
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        print(conway.Game("domineering:2x2"), flush=True)
    """))
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "start"
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert out.split() == ["interrupted", "±1"]


def test_games_are_positions_too():
    # made beforehand: the options callbacks must not call conway themselves
    half, star5 = Game("1/2"), Game("*5")

    class Bonus(Countdown):
        """Left may also stop and collect 1/2: Bonus(n) = {1/2, Bonus(n-1) | }."""

        def __hash__(self):
            return hash(("bonus", self.n))

        def __eq__(self, other):
            return type(other) is Bonus and self.n == other.n

        def left_options(self):
            return [half] + ([Bonus(self.n - 1)] if self.n else [])

    # {1/2 | } = 1 (the simplest number above 1/2), then {1/2, n | } = n + 1
    assert [conway.value_of(Bonus(n)) for n in range(4)] == [1, 2, 3, 4]
    assert conway.value_of(Game("^")) == Game("^")
    assert conway.value_of([Game("*"), Countdown(2)]) == Game("2*")

    class Heap(Subtraction):
        """Take one token, or move to *5."""

        def options(self):
            return super().options() + [star5]

    # G(0) = mex{5} = 0, G(n) = mex{G(n-1), 5}: 0 1 0 1 ...
    assert [conway.grundy_of(Heap(n, (1,))) for n in range(6)] == [0, 1, 0, 1, 0, 1]
    assert conway.grundy_of(Game("*3")) == 3
    with pytest.raises(conway.InvalidInput, match="impartial"):
        conway.grundy_of(Game("1"))
