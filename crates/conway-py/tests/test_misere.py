"""Misère play from Python: outcomes through the quotient against a brute-force misère
search written here from the rules, the quotient against `conway misere --quotient`, the
published quotient orders, and the errors."""

import functools
import itertools

import pytest

import conway


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
