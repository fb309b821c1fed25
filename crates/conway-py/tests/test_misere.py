"""Misère play from Python: outcomes through the quotient against a brute-force misère
search written here from the rules, the quotient against `conway misere --quotient`, the
published quotient orders, and the errors."""

import functools
import itertools
import random

import pytest

import conway
from games import Nim, Ring


def _octal_moves(code, n):
    """The options of a heap of size n in the octal game `0.d1d2...` (each a tuple of
    heaps): digit d_k allows removing k tokens leaving no heap (bit 1), one heap (bit 2)
    or two non-empty heaps (bit 4)."""
    digits = code.split(".")[1]
    options = set()
    for k, d in enumerate(map(int, digits), start=1):
        rest = n - k
        if rest < 0:
            continue
        if d & 1 and rest == 0:
            options.add(())
        if d & 2 and rest > 0:
            options.add((rest,))
        if d & 4:
            for a in range(1, rest // 2 + 1):
                options.add((a, rest - a))
    return options


def _brute_force(code):
    """The misère outcome of a sum of heaps by plain recursion: the player who cannot move
    wins, so a sum is P iff it has a move and every move leads to an N-position."""

    @functools.lru_cache(maxsize=None)
    def is_p(heaps):
        moves = []
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for option in _octal_moves(code, h):
                moves.append(tuple(sorted(x for x in rest + option if x > 0)))
        return bool(moves) and not any(is_p(m) for m in moves)

    return lambda heaps: "P" if is_p(tuple(sorted(h for h in heaps if h > 0))) else "N"


@pytest.mark.parametrize("game, code", [
    ("dawson", "0.07"),
    ("kayles", "0.77"),
    ("octal:0.75", "0.75"),
    ("octal:0.144", "0.144"),
])
def test_outcomes_agree_with_brute_force(game, code):
    truth = _brute_force(code)
    q = conway.misere_quotient(game, 9)
    for size in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(1, 10), size):
            want = truth(list(heaps))
            assert q.outcome(list(heaps)) == want, (game, heaps)
    for heaps in ([3, 5, 7], [1, 1, 1], [2, 2], [9, 4]):
        want = truth(heaps)
        assert conway.misere_outcome(game, heaps) == want, (game, heaps)
        assert conway.misere_outcome(game, heaps, by="search") == want, (game, heaps)


def test_the_quotient_matches_the_cli(cli):
    q = conway.misere_quotient("kayles", 12)
    c = cli("misere", "kayles", "--quotient", "--to", "12")
    assert q.order == c["order"]
    assert q.generators == [(g["name"], g["heap"]) for g in c["generators"]]
    assert [f"{w} = {v}" for w, v in q.relations] == c["relations"]
    assert q.p_portion == c["p_portion"]
    assert q.elements == c["elements"]
    assert q.heaps == c["heaps"]
    assert q.game == "kayles" and q.to == 12
    assert q.element([1, 1]) == q.elements[0]  # * + * is the identity
    assert "order=" in repr(q)


def test_published_quotient_orders():
    # Dawson's Kayles to heap 30: order 360 (Siegel's MisereSolver, "Some MisereSolver
    # questions answered", miseregames.wordpress.com, 2007).
    assert conway.misere_quotient("dawson", 30).order == 360
    # 0.75: R8, of order 8 with a P-portion of 2 (Plambeck, INTEGERS 5 (2005) G5).
    r8 = conway.misere_quotient("octal:0.75", 40)
    assert (r8.order, len(r8.p_portion)) == (8, 2)
    assert r8.period is not None
    # Misère Nim (heaps up to 3 of 0.333): the tame quotient of order 6, a^2 = 1, b^3 = b.
    nim = conway.misere_quotient("octal:0.333", 3)
    assert nim.order == 6
    assert ("a^2", "1") in nim.relations and ("b^3", "b") in nim.relations


def test_errors():
    with pytest.raises(conway.InvalidInput):
        conway.misere_quotient("nonsense", 5)
    with pytest.raises(conway.InvalidInput):
        conway.misere_outcome("dawson", [3], by="magic")
    with pytest.raises(conway.InvalidInput):
        conway.misere_quotient("dawson", 5, max_order=5000)
    with pytest.raises(conway.InvalidInput):
        conway.misere_quotient("dawson", 5).outcome([6])
    with pytest.raises(conway.Refused):
        conway.misere_quotient("dawson", 2001)
    with pytest.raises(conway.Refused):
        conway.misere_quotient("octal:0.6", 40, max_order=4)


# Impartial games defined in Python: misère outcomes and canonical forms.

class OctalHeap:
    """A heap of the octal game `code` as a Python position: a move leaving two heaps is
    a tuple of them (their sum)."""

    def __init__(self, code, n):
        self.code, self.n = code, n

    def __hash__(self):
        return hash((self.code, self.n))

    def __eq__(self, other):
        return (self.code, self.n) == (other.code, other.n)

    def __repr__(self):
        return f"OctalHeap({self.n})"

    def options(self):
        return [tuple(OctalHeap(self.code, h) for h in option)
                for option in _octal_moves(self.code, self.n)]


@pytest.mark.parametrize("code", ["0.07", "0.77", "0.75", "0.144", "0.6"])
def test_user_heap_games_agree_with_brute_force(code):
    truth = _brute_force(code)
    for size in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(0, 8), size):
            want = truth(list(heaps))
            position = tuple(OctalHeap(code, h) for h in heaps)
            assert conway.misere_outcome(position) == want, (code, heaps)
            if size == 1:
                assert conway.misere_outcome(position[0]) == want
                assert conway.misere_form(position[0]).outcome == want


class Node:
    """A position of a random acyclic game: its options are nodes of smaller index, some
    moves leaving a sum of two nodes; `components()` splits a few nodes into parts."""

    def __init__(self, graph, i):
        self.graph, self.i = graph, i

    def __hash__(self):
        return self.i

    def __eq__(self, other):
        return (self.graph["seed"], self.i) == (other.graph["seed"], other.i)

    def options(self):
        return [tuple(Node(self.graph, j) for j in move) for move in self.graph["moves"][self.i]]


def _random_graph(seed, size=12):
    rng = random.Random(seed)
    moves = []
    for i in range(size):
        options = set()
        for _ in range(rng.randint(0, 3) if i else 0):
            parts = rng.randint(1, 2)
            options.add(tuple(sorted(rng.randrange(i) for _ in range(parts))))
        moves.append(sorted(options))
    return {"seed": seed, "moves": moves}


def _graph_truth(graph):
    """Misère outcomes of sums of nodes by plain recursion (the player who cannot move
    wins)."""

    @functools.lru_cache(maxsize=None)
    def is_p(nodes):
        options = []
        for k, i in enumerate(nodes):
            rest = nodes[:k] + nodes[k + 1:]
            for move in graph["moves"][i]:
                options.append(tuple(sorted(rest + move)))
        return bool(options) and not any(is_p(o) for o in options)

    return lambda nodes: "P" if is_p(tuple(sorted(nodes))) else "N"


def _misere_grundy(graph):
    """G⁻ of a sum (a sorted tuple) of nodes (`("node", i)`) and nim heaps (`("nim", n)`):
    1 with no move, else the mex of the options' values."""

    @functools.lru_cache(maxsize=None)
    def value(parts):
        options = set()
        for k, part in enumerate(parts):
            rest = parts[:k] + parts[k + 1:]
            moves = ([(("nim", m),) if m else () for m in range(part[1])] if part[0] == "nim"
                     else [tuple(("node", j) for j in move) for move in graph["moves"][part[1]]])
            for move in moves:
                options.add(value(tuple(sorted(rest + move))))
        if not options:
            return 1
        return next(v for v in itertools.count() if v not in options)

    return value


@pytest.mark.parametrize("seed", range(6))
def test_random_user_games_agree_with_brute_force(seed):
    graph = _random_graph(seed)
    truth = _graph_truth(graph)
    n = len(graph["moves"])
    for nodes in itertools.combinations_with_replacement(range(n), 2):
        position = [Node(graph, i) for i in nodes]
        assert conway.misere_outcome(position) == truth(nodes), (seed, nodes)
    misere_grundy = _misere_grundy(graph)
    for i in range(n):
        form = conway.misere_form(Node(graph, i))
        assert form.outcome == truth((i,))
        if form.birthday > 7:
            continue  # the brute-force genus below is exponential
        # the genus: normal-play Grundy value, then G⁻ of the node plus k copies of *2
        node_and_twos = [(("node", i),) + (("nim", 2),) * k for k in range(8)]
        gammas = [misere_grundy(tuple(sorted(parts))) for parts in node_and_twos]
        shown = len(gammas)
        while shown > 2 and gammas[shown - 1] == gammas[shown - 3]:
            shown -= 1
        sep = "" if all(g < 10 for g in gammas[:shown]) else ","
        want = f"{conway.grundy_of(Node(graph, i))}^" + sep.join(map(str, gammas[:shown]))
        assert form.genus == want, (seed, i)


def test_misere_forms_of_nim_sums():
    assert (conway.misere_form(Nim(0)).form, conway.misere_form(Nim(0)).outcome) == ("0", "N")
    assert (conway.misere_form(Nim(1)).form, conway.misere_form(Nim(1)).outcome) == ("*", "P")
    assert conway.misere_form((Nim(1), Nim(1))).form == "0"  # * + * = 0 in misère play
    twice = conway.misere_form((Nim(2), Nim(2)))
    assert (twice.form, twice.birthday, twice.outcome) == ("{*2,*3}", 4, "P")
    assert conway.misere_form(Nim(3)).birthday == 3


def test_user_misere_errors():
    with pytest.raises(conway.InvalidInput) as normal:
        conway.grundy_of(Ring(0, 3))
    for ask in (conway.misere_form, conway.misere_outcome):
        with pytest.raises(conway.InvalidInput) as misere:
            ask(Ring(0, 3))
        # the cycle named as grundy_of names it, then what the misère tools take
        named = str(normal.value).split("; ")[0]
        assert str(misere.value) == f"{named}; the misère tools value short games only"
        assert "Ring(0) -> Ring(1) -> Ring(2) -> Ring(0)" in named

    class Chain(Nim):
        def options(self):
            return [Chain(self.n - 1)] if self.n else []

    with pytest.raises(conway.Refused, match="deeper than 5000"):
        conway.misere_form(Chain(6000))
    with pytest.raises(conway.InvalidInput, match="normal-play value"):
        conway.misere_form(conway.Game("*"))

    star2 = conway.Game("*2")

    class GameOption(Nim):
        def options(self):
            return [star2]

    with pytest.raises(conway.InvalidInput, match="normal-play value"):
        conway.misere_outcome(GameOption(1))
    with pytest.raises(conway.InvalidInput, match="options"):
        conway.misere_form(5)
    with pytest.raises(conway.InvalidInput, match="heaps="):
        conway.misere_outcome(Nim(5), [3])
    with pytest.raises(conway.InvalidInput, match="canonical"):
        conway.misere_outcome(Nim(5), by="search")
    with pytest.raises(conway.InvalidInput, match="heaps"):
        conway.misere_outcome("dawson")
    assert conway.misere_outcome(Chain(10)) == "N"  # usable after the refusals
