"""Games defined in Python whose options form a cycle: value_of gives them as loopy games
(conway.LoopyGame), compared with the loopy notation, the built-in Backsliding Toads and
Frogs and graphs given edge by edge; short games still give conway.Game."""

import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import conway
from conway import Game, LoopyGame
from games import Countdown, Domineering, Nim, Ring

ZERO, MINUS_ONE, STAR = Game(0), Game(-1), Game("*")


def _class(name, left=None, right=None, options=None, hash_of=lambda self: 0):
    """A class of one position (every instance equal): Left's and Right's options (or the
    impartial options()) are computed from the instance by the functions given."""
    methods = {
        "__hash__": hash_of,
        "__eq__": lambda self, other: isinstance(other, cls),
        "__repr__": lambda self: f"{name}()",
    }
    if options is None:
        methods["left_options"] = left
        methods["right_options"] = right
    else:
        methods["options"] = options
    cls = type(name, (), methods)
    return cls


On = _class("On", left=lambda self: [self], right=lambda self: [])
Off = _class("Off", left=lambda self: [], right=lambda self: [self])
End = _class("End", left=lambda self: [], right=lambda self: [])
# over = {0 | over}: Left's option a conway.Game, or a position with no moves
Over = _class("Over", left=lambda self: [ZERO], right=lambda self: [self])
OverToEnd = _class("OverToEnd", left=lambda self: [End()], right=lambda self: [self])


class Cycle:
    """Position n of a cycle of `size` positions, each moving to the next (impartial);
    unlike games.Ring, positions of cycles of different sizes differ."""

    def __init__(self, n, size):
        self.n, self.size = n, size

    def __hash__(self):
        return hash((self.n, self.size))

    def __eq__(self, other):
        return (self.n, self.size) == (other.n, other.size)

    def options(self):
        return [Cycle((self.n + 1) % self.size, self.size)]


class Backsliding:
    """Backsliding Toads and Frogs (Winning Ways, ch. 11) on a strip: a toad (T, Left's)
    slides one cell right into an empty cell, jumps right over one frog into the empty
    cell beyond, or slides back one cell left; a frog (F, Right's) likewise leftwards."""

    def __init__(self, cells):
        self.cells = cells

    def __hash__(self):
        return hash(self.cells)

    def __eq__(self, other):
        return self.cells == other.cells

    def _moves(self, me, other, ahead):
        cells, after = self.cells, []
        for i, here in enumerate(cells):
            if here != me:
                continue
            for j, over in ((i + ahead, None), (i + 2 * ahead, i + ahead), (i - ahead, None)):
                if 0 <= j < len(cells) and cells[j] == "." and (over is None or cells[over] == other):
                    moved = list(cells)
                    moved[i], moved[j] = ".", me
                    after.append(Backsliding("".join(moved)))
        return after

    def left_options(self):
        return self._moves("T", "F", 1)

    def right_options(self):
        return self._moves("F", "T", -1)


def test_a_position_left_can_pass_from_is_on():
    on = conway.value_of(On())
    assert isinstance(on, LoopyGame)
    assert on == LoopyGame("on") and str(on) == "on" and on.vertices == 1
    assert on.outcome == "L" and on.is_stopper
    assert conway.value_of(Off()) == LoopyGame("off") == -on
    assert conway.value_of((On(), Off())) == LoopyGame("dud")


def test_over_with_a_game_or_a_terminal_position_as_option():
    for position in (Over(), OverToEnd()):
        over = conway.value_of(position)
        assert over == LoopyGame("over") and str(over) == "over" and over.vertices == 2
        assert over.stops() == LoopyGame("over").stops()
        assert over > 0 and over < "1/64"
    assert conway.value_of((Over(), Game(-1))) == LoopyGame("over - 1") < 0
    assert str(conway.value_of([Over(), Over(), STAR])) == str(LoopyGame("over + over + *"))


def test_draws_and_outcomes():
    dud = conway.value_of(Ring(0, 2))
    assert (dud.outcome, dud.left_first, dud.right_first) == ("D", "draw", "draw")
    assert dud == LoopyGame("dud") and dud.vertices == 2
    # Left moves to over or on, Right passes or moves to off: {on | off}
    Choice = _class("Choice", left=lambda self: [Over(), On()], right=lambda self: [self, Off()])
    g = conway.value_of(Choice())
    assert g == LoopyGame("a{over, on | a, off}") and str(g) == "{on|off}" and g.outcome == "N"
    # a{{a|a}|}: a draw if Left starts, and Right, to move, loses
    Up = _class("Up", left=lambda self: [Down()], right=lambda self: [])
    Down = _class("Down", left=lambda self: [Up()], right=lambda self: [Up()])
    g = conway.value_of(Up())
    assert (g.outcome, g.left_first, g.right_first) == ("DL", "draw", "Left")
    assert g == LoopyGame("a{{a|a}|}")


def test_impartial_cycles_get_generalised_grundy_values():
    assert conway.value_of(Ring(0, 5)).nim_value == "inf"
    # pass or stop: infinite, with 0 among its options' values
    PassOrStop = _class("PassOrStop", options=lambda self: [self, Nim(0)])
    g = conway.value_of(PassOrStop())
    assert g.nim_value == "inf_{0}" and g.outcome == "N"
    assert g == LoopyGame("a{a,0|a,0}")
    # a conway.Game in the sum is its short graph: inf_{0} + * = inf_{1}
    assert conway.value_of((PassOrStop(), STAR)).nim_value == "inf_{1}"
    # in a sum with a partizan game, options() serves both players
    assert conway.value_of((PassOrStop(), On())) == LoopyGame("a{a,0|a,0} + on")
    # a cycle need not make the value infinite: x -> {y, end}, y -> {x}: y is P, x is *
    X = _class("X", options=lambda self: [Y(), Nim(0)])
    Y = _class("Y", options=lambda self: [X()])
    assert conway.value_of(X()).nim_value == "1" and conway.value_of(Y()).nim_value == "0"
    # the notation's game a{0,{a,*|a,*}|0,{a,*|a,*}}: a -> {0, b}, b -> {a, *}
    A = _class("A", options=lambda self: [Nim(0), B()])
    B = _class("B", options=lambda self: [A(), STAR])
    a = conway.value_of(A())
    assert a == LoopyGame("a{0,{a,*|a,*}|0,{a,*|a,*}}") and a.nim_value == "1"
    # grundy_of refuses a cycle, pointing to value_of
    with pytest.raises(conway.InvalidInput, match=r"cycle of 2 positions.*value_of\(position\).*nim_value"):
        conway.grundy_of(X())


@pytest.mark.parametrize("board", ["T.F", "TT.F", ".T.", "T..F", "T.F.", ".TF.", "TT..FF", "T.TF.F"])
def test_python_backsliding_toads_and_frogs_agrees_with_the_built_in_one(board):
    mine, built_in = conway.value_of(Backsliding(board)), LoopyGame(f"backsliding:{board}")
    assert isinstance(mine, LoopyGame)
    assert mine == built_in and str(mine) == str(built_in)
    assert mine.outcome == built_in.outcome and mine.vertices == built_in.vertices


def test_short_games_are_still_games():
    for position, value in [(Countdown(3), Game(3)), (Nim(4), Game("*4")),
                            (Domineering.parse("..|.."), Game("domineering:2x2"))]:
        g = conway.value_of(position)
        assert type(g) is Game and g == value
    assert conway.grundy_of(Nim(6)) == 6


def test_sums_and_components_are_followed_through_cycles():
    class Hop:
        """Hop(0) = {* + Hop(1) | -1}, Hop(1) = {Hop(2) | }, Hop(2) = {Hop(1) | Hop(1)}:
        a cycle inside a part of a sum."""

        def __init__(self, n):
            self.n = n

        def __hash__(self):
            return self.n

        def __eq__(self, other):
            return self.n == other.n

        def left_options(self):
            return [[(STAR, Hop(1))], [Hop(2)], [Hop(1)]][self.n]

        def right_options(self):
            return [[MINUS_ONE], [], [Hop(1)]][self.n]

    hop = conway.value_of(Hop(0))
    assert isinstance(hop, LoopyGame) and hop == LoopyGame("{* + a{{a|a}|} | -1}")
    assert conway.value_of((Hop(0), Countdown(2))) == LoopyGame("{* + a{{a|a}|} | -1} + 2")

    class Pair:
        """The sum of over and a Countdown, told by components()."""

        def __init__(self, n):
            self.n = n

        def __hash__(self):
            return self.n

        def __eq__(self, other):
            return self.n == other.n

        def left_options(self):
            return [(ZERO, Countdown(self.n))] + ([Pair(self.n - 1)] if self.n else [])

        def right_options(self):
            return [Pair(self.n)]  # over's pass, in the whole position

        def components(self):
            return [Over(), Countdown(self.n)]

    assert conway.value_of(Pair(2)) == LoopyGame("over + 2")
    assert conway.value_of((Pair(1), Pair(1))) == LoopyGame("over + over + 2")


def test_positions_of_different_classes_with_equal_hashes_are_never_confused():
    # On, Off, End, Over all hash to 0, and all instances of one class are equal
    assert conway.value_of((On(), Off(), Over(), End())) == LoopyGame("on + off + over")
    assert conway.value_of((On(), Off())).outcome == "D"  # on + on would be L

    class Picky:
        """An __eq__ that reads what only its own class has."""

        def __hash__(self):
            return 0

        def __eq__(self, other):
            return other.picky

        picky = True

        def left_options(self):
            return [On(), self]

        def right_options(self):
            return [Off()]

    assert conway.value_of((Picky(), On())) == LoopyGame("a{on, a | off} + on")


def test_a_raising_callback_raises_and_leaves_the_engine_usable():
    class Broken:
        """Left passes (the search meets the cycle at once); Right's option, asked only
        when the loopy game is explored, raises."""

        def __hash__(self):
            return 1

        def __eq__(self, other):
            return isinstance(other, Broken)

        def left_options(self):
            return [self]

        def right_options(self):
            return [Failing()]

    class Failing:
        def __hash__(self):
            return 2

        def __eq__(self, other):
            return isinstance(other, Failing)

        def left_options(self):
            raise KeyError("no options here")

        def right_options(self):
            return []

    with pytest.raises(KeyError, match="no options here"):
        conway.value_of(Broken())
    assert conway.value_of(On()) == LoopyGame("on")
    assert conway.value_of(Countdown(7)) == 7


def test_limits_refuse_with_how_to_go_on():
    # sums that keep growing: infinitely many positions, refused by the work limit
    class Loop(Countdown):
        """Left moves n -> n-1 and, at 0, into the sum of 1 and Loop(3)."""

        def __hash__(self):
            return hash(("loop", self.n))

        def __eq__(self, other):
            return type(other) is Loop and self.n == other.n

        def left_options(self):
            return [Loop(self.n - 1)] if self.n else [(Countdown(1), Loop(3))]

    with pytest.raises(conway.WorkLimitExceeded, match="more than 100000 work steps.*work_limit=None"):
        conway.value_of(Loop(5), work_limit=100_000)
    # 1100 * 1000 sums of positions: more than the loopy engine's 2^20 vertices
    with pytest.raises(conway.Refused, match=r"more than 1048576 vertices.*smaller position"):
        conway.value_of((Cycle(0, 1100), Cycle(0, 1000)), work_limit=None)
    reports = []
    g = conway.value_of((Cycle(0, 300), Cycle(0, 301)), work_limit=10**8, progress=lambda *r: reports.append(r))
    assert g.vertices == 300 * 301 and g.outcome == "D"
    assert reports and all(total == 10**8 for _, total in reports)
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)

    class Stop(Exception):
        pass

    def stop(done, total):
        raise Stop(done)

    with pytest.raises(Stop):
        conway.value_of((Cycle(0, 300), Cycle(0, 301)), progress=stop)


def test_ctrl_c_interrupts_the_exploration(tmp_path):
    """A cycle met at once, then a long chain of slow positions to explore."""
    script = tmp_path / "long.py"
    script.write_text(textwrap.dedent(f"""
        import signal, sys, time
        signal.signal(signal.SIGINT, signal.default_int_handler)
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        import conway
        from games import Countdown

        class Slow:
            def __init__(self, n):
                self.n = n
            def __hash__(self):
                return self.n
            def __eq__(self, other):
                return self.n == other.n
            def left_options(self):
                return [self]
            def right_options(self):
                time.sleep(0.001)
                return [Slow(self.n + 1)]

        print("start", flush=True)
        try:
            conway.value_of(Slow(0), work_limit=None)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        print(conway.value_of(Countdown(3)), flush=True)
    """))
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "start"
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert out.split() == ["interrupted", "3"]


# The fuzz: random graphs written as Python classes (two classes with the same vertex
# numbers and colliding hashes), against LoopyGame.from_graph.

def _graph_class(name, left, right, hash_of):
    cls = type(name, (), {
        "__init__": lambda self, v: setattr(self, "v", v),
        "__hash__": lambda self: hash_of(self.v),
        "__eq__": lambda self, other: self.v == other.v,
        "__repr__": lambda self: f"{name}({self.v})",
        "left_options": lambda self: [cls(w) for w in left[self.v]],
        "right_options": lambda self: [cls(w) for w in right[self.v]],
    })
    return cls


def _has_cycle(left, right, start=0):
    """Whether a cycle is reachable from `start`."""
    colour = {}

    def visit(v):
        colour[v] = "open"
        for w in left[v] + right[v]:
            if colour.get(w) == "open" or (w not in colour and visit(w)):
                return True
        colour[v] = "done"
        return False

    return visit(start)


def _random_graph(rng, n):
    edges = lambda: [sorted(rng.sample(range(n), rng.randint(0, min(2, n)))) for _ in range(n)]
    return edges(), edges()


@pytest.mark.parametrize("seed", range(8))
def test_fuzz_random_graphs_agree_with_from_graph(seed):
    rng = random.Random(seed)
    hashes = [lambda v: 0, lambda v: v % 2, lambda v: v]
    for _ in range(6):
        graphs = [_random_graph(rng, rng.randint(1, 6)) for _ in range(2)]
        first, second = (_graph_class("Vertex", *g, rng.choice(hashes)) for g in graphs)
        expected = [LoopyGame.from_graph(*g) for g in graphs]
        g = conway.value_of(first(0))
        if _has_cycle(*graphs[0]):
            # explored breadth first in the order of the options: the very same graph
            assert isinstance(g, LoopyGame) and g.notation() == expected[0].notation()
        else:
            assert type(g) is Game and LoopyGame(str(g)) == expected[0]
        total = conway.value_of((first(0), second(0)))
        want = expected[0] + expected[1]
        if isinstance(total, Game):
            assert LoopyGame(str(total)) == want
        else:
            assert total.outcome == want.outcome and total.vertices == want.vertices
