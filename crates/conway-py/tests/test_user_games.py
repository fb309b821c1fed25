"""Games defined in Python, valued by the engine: agreement with the built-in rulesets,
sums and components, memoisation, deep games, errors and Ctrl-C."""

import functools
import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import conway
from conway import Game
from games import Countdown, Domineering, Nim, Ring, Subtraction

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
            conway.Game("domineering:7x7", work_limit=None)
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


def _heap_class(moves, hash_of=lambda n: n, name="Heap", eq=None):
    """A subtraction game in the README's style: a heap of n, a move takes k in `moves`;
    its hash and == see only n (so positions of two such classes collide)."""

    def options(self):
        return [cls(self.n - k) for k in moves if k <= self.n]

    cls = type(name, (), {
        "__init__": lambda self, n: setattr(self, "n", n),
        "__hash__": lambda self: hash_of(self.n),
        "__eq__": eq or (lambda self, other: self.n == other.n),
        "__repr__": lambda self: f"{name}({self.n})",
        "options": options,
    })
    cls.moves = moves
    return cls


def test_positions_of_different_classes_are_never_identified():
    # valued one after the other: each with its own values, though hash and == agree
    first, second = _heap_class((1, 3, 4)), _heap_class((1, 2))
    assert [conway.grundy_of(first(n)) for n in range(8)] == [0, 1, 0, 1, 2, 3, 2, 0]
    assert [conway.grundy_of(second(n)) for n in range(8)] == [0, 1, 2, 0, 1, 2, 0, 1]
    # a class defined anew (a notebook cell run again) is a new class
    again = _heap_class((2,))
    assert [conway.grundy_of(again(n)) for n in range(6)] == [0, 0, 1, 1, 0, 0]
    # an __eq__ that reads what only its own class has is never given another class's
    picky = _heap_class((1,), eq=lambda self, other: self.n == other.only_mine)
    picky.only_mine = property(lambda self: self.n)
    assert conway.grundy_of(picky(3)) == 1
    assert conway.grundy_of((picky(2), second(2), first(2))) == 0 ^ 2 ^ 0
    assert conway.value_of([second(4), picky(1)]) == Game("*1 + *1")


def test_sums_of_games_made_beforehand_are_options():
    one, star = Game(1), Game("*")

    class Split(Countdown):
        def left_options(self):
            return [(one, star), [star, star, one]] if self.n else []

    # {1*, 1 | } = 2
    assert conway.value_of(Split(1)) == 2
    assert conway.value_of((Split(1), one, star)) == Game("3*")


def test_a_cycle_is_found_within_a_second():
    """grundy_of refuses a cycle, naming it; value_of gives the loopy game (see
    test_user_loopy.py)."""
    for size, shown in [(1, "Ring(0) -> Ring(0)"), (2, "Ring(0) -> Ring(1) -> Ring(0)"),
                        (10_000, "Ring(0) -> Ring(1)")]:
        start = time.monotonic()
        with pytest.raises(conway.InvalidInput, match="cycle") as caught:
            conway.grundy_of(Ring(0, size))
        message = str(caught.value)
        assert shown in message and f"cycle of {size} position" in message
        assert len(message) < 1000  # a long cycle is shortened
        loopy = conway.value_of(Ring(0, size))
        assert time.monotonic() - start < 1.0
        assert isinstance(loopy, conway.LoopyGame) and loopy.vertices == size
        assert loopy.outcome == "D" and loopy.nim_value == "inf"
    assert "(9992 more)" in message and "Ring(9999) -> Ring(0)" in message

    class Loop(Nim):
        """A move n -> n-1 and, at 0, into the sum of *1 and Loop(3): a cycle through a
        sum's part."""

        def options(self):
            return [Loop(self.n - 1)] if self.n else [(Nim(1), Loop(3))]

    with pytest.raises(conway.InvalidInput, match=r"Loop\(3\) -> Loop\(2\) -> Loop\(1\) -> Loop\(0\) -> Loop\(3\)"):
        conway.grundy_of(Loop(5))
    assert conway.value_of(Countdown(7)) == 7  # the engine is usable after the refusal


def test_the_work_limit_refuses_and_the_progress_reports():
    conway.forget_positions()  # values kept from other tests would cost no work
    big = Subtraction(30_000, (1,))
    with pytest.raises(conway.WorkLimitExceeded, match="more than 1000 work steps.*work_limit=None") as caught:
        conway.grundy_of(big, work_limit=1000)
    assert isinstance(caught.value, conway.Refused)
    reports = []
    assert conway.grundy_of(big, work_limit=None, progress=lambda *r: reports.append(r)) == 0
    assert reports and all(total is None for _, total in reports)
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)

    class Stop(Exception):
        pass

    def stop(done, total):
        assert total == 10**9
        raise Stop(done)

    with pytest.raises(Stop):
        conway.value_of(Subtraction(30_000, (1, 2)), work_limit=10**9, progress=stop)
    # the process-wide setting applies to calls without their own limit
    previous = conway.set_work_limit(500)
    try:
        assert conway.get_work_limit() == 500
        with pytest.raises(conway.WorkLimitExceeded):
            conway.value_of(Countdown(2_000))
        assert conway.value_of(Countdown(2_000), work_limit=0) == 2_000
    finally:
        conway.set_work_limit(previous)
    assert conway.get_work_limit() == conway.DEFAULT_WORK_LIMIT
    with pytest.raises(conway.InvalidInput, match="work_limit"):
        conway.value_of(Countdown(1), work_limit=-1)


# The fuzz: random position classes (many of the same name, colliding hashes, __eq__ that
# ignores the class) valued in a random order, against a brute-force oracle.

def _partizan_class(name, left, right, hash_of):
    cls = type(name, (), {
        "__init__": lambda self, n: setattr(self, "n", n),
        "__hash__": lambda self: hash_of(self.n),
        "__eq__": lambda self, other: self.n == other.n,
        "__repr__": lambda self: f"{name}({self.n})",
        "left_options": lambda self: [cls(self.n - k) for k in left if k <= self.n],
        "right_options": lambda self: [cls(self.n - k) for k in right if k <= self.n],
    })
    cls.moves = (left, right)
    return cls


def _first_player_wins(parts, left):
    """Brute force: whether the player to move (Left if `left`) wins the sum of `parts`,
    each a (Left's moves, Right's moves, n) heap."""

    @functools.lru_cache(maxsize=None)
    def wins(state, left):
        for i, (lm, rm, n) in enumerate(state):
            for k in (lm if left else rm):
                if k <= n:
                    after = state[:i] + ((lm, rm, n - k),) + state[i + 1:]
                    if not wins(after, not left):
                        return True
        return False

    return wins(tuple(parts), left)


def _outcome(parts):
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (_first_player_wins(parts, True), _first_player_wins(parts, False))]


def _mex_value(moves, n):
    values = []
    for m in range(n + 1):
        seen = {values[m - k] for k in moves if k <= m}
        values.append(next(g for g in range(len(seen) + 1) if g not in seen))
    return values[n]


def _value_by_options(cls, n, memo):
    """The value built from the rules with Game.from_options, apart from the position
    tables of value_of."""
    key = (cls, n)
    if key not in memo:
        left, right = cls.moves
        memo[key] = Game.from_options(
            [_value_by_options(cls, n - k, memo) for k in left if k <= n],
            [_value_by_options(cls, n - k, memo) for k in right if k <= n])
    return memo[key]


@pytest.mark.parametrize("seed", range(6))
def test_fuzz_user_classes_with_colliding_hashes_agree_with_brute_force(seed):
    rng = random.Random(seed)
    hashes = [lambda n: 0, lambda n: n % 3, lambda n: n]
    impartial, partizan = [], []
    for i in range(5):
        moves = tuple(sorted(rng.sample(range(1, 6), rng.randint(1, 3))))
        impartial.append(_heap_class(moves, rng.choice(hashes), name="Heap"))
        left = tuple(sorted(rng.sample(range(1, 5), rng.randint(1, 2))))
        right = tuple(sorted(rng.sample(range(1, 5), rng.randint(1, 2))))
        partizan.append(_partizan_class("Game", left, right, rng.choice(hashes)))
    memo = {}
    for _ in range(40):
        kind = rng.random()
        if kind < 0.3:
            cls, n = rng.choice(impartial), rng.randint(0, 12)
            want = _mex_value(cls.moves, n)
            assert conway.grundy_of(cls(n)) == want
        elif kind < 0.5:
            parts = [(rng.choice(impartial), rng.randint(0, 9)) for _ in range(rng.randint(2, 3))]
            want = 0
            for cls, n in parts:
                want ^= _mex_value(cls.moves, n)
            assert conway.grundy_of(tuple(cls(n) for cls, n in parts)) == want
        elif kind < 0.8:
            cls, n = rng.choice(partizan), rng.randint(0, 9)
            g = conway.value_of(cls(n))
            assert g.outcome == _outcome([(*cls.moves, n)])
            assert g == _value_by_options(cls, n, memo)
        else:
            parts = [(rng.choice(partizan), rng.randint(0, 7)) for _ in range(rng.randint(2, 3))]
            g = conway.value_of([cls(n) for cls, n in parts])
            assert g.outcome == _outcome([(*cls.moves, n) for cls, n in parts])
