"""Heap games given by a Python function (`HeapGame.from_options`): Grundy values, misère
outcomes and quotients against brute force written here from the function, the rule read
off a take-and-break function against the named game (and its certified period), and the
errors."""

import functools
import itertools

import pytest

import conway
from test_misere import _octal_moves


def _as_heaps(option):
    return (option,) if isinstance(option, int) else tuple(option)


def _brute_force(f):
    """Grundy values and misère outcomes of sums of heaps, by plain recursion over f."""

    @functools.lru_cache(maxsize=None)
    def grundy(n):
        values = set()
        for option in f(n):
            x = 0
            for h in _as_heaps(option):
                x ^= grundy(h)
            values.add(x)
        return next(v for v in itertools.count() if v not in values)

    @functools.lru_cache(maxsize=None)
    def misere_p(heaps):
        moves = []
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for option in f(h):
                moves.append(tuple(sorted(x for x in rest + _as_heaps(option) if x > 0)))
        return bool(moves) and not any(misere_p(m) for m in moves)

    def misere(heaps):
        return "P" if misere_p(tuple(sorted(h for h in heaps if h > 0))) else "N"

    return grundy, misere


def odd_even(n):
    """Take one token from an odd heap; split an even heap into two odd heaps (not a
    take-and-break game: the moves depend on the parity of the heap)."""
    if n % 2:
        return [n - 1]
    return [(a, n - a) for a in range(1, n, 2)]


def divisors(n):
    """Remove a proper divisor of the heap (one heap left): `n - d` for `d | n, d < n`."""
    return [n - d for d in range(1, n) if n % d == 0]


@pytest.mark.parametrize("f", [odd_even, divisors])
def test_function_games_agree_with_brute_force(f):
    grundy, misere = _brute_force(f)
    game = conway.HeapGame.from_options(f)
    assert game.name == f"from_options({f.__name__})"
    assert repr(game) == f"HeapGame.from_options({f.__name__})"
    seq = game.grundy(60)
    assert list(seq.values) == [grundy(n) for n in range(61)]
    assert seq.computed == 61
    q = conway.misere_quotient(game, 9)
    assert q.game == game.name
    for size in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(1, 10), size):
            assert q.outcome(list(heaps)) == misere(heaps), heaps
    for heaps in ([3, 5, 7], [2, 2], [9, 4, 1]):
        assert conway.misere_outcome(game, heaps) == misere(heaps), heaps
        assert conway.misere_outcome(game, heaps, by="search") == misere(heaps), heaps


def test_a_function_period_is_observed_not_certified():
    seq = conway.HeapGame.from_options(odd_even).grundy(200)
    assert seq.period is not None and not seq.period.certified
    assert seq.period.values_needed is None  # no theorem applies to a function
    with pytest.raises(conway.InvalidInput, match="max_take"):
        conway.HeapGame.from_options(odd_even).grundy(200, certify=True)


@pytest.mark.parametrize("code", ["0.07", "0.77", "0.137", "0.156", "0.4"])
def test_take_and_break_functions_become_their_rule(code):
    def moves(n):
        return _octal_moves(code, n)

    game = conway.HeapGame.from_options(moves, max_take=len(code) - 2, max_heaps=3)
    assert game.name == f"octal:{code}"
    named = conway.HeapGame(f"octal:{code}")
    seq, want = game.grundy(300, certify=True), named.grundy(300, certify=True)
    assert list(seq.values) == list(want.values)
    if want.period is not None:
        assert seq.period.certified == want.period.certified and seq.period.by == want.period.by
        assert (seq.period.preperiod, seq.period.period) == (want.period.preperiod, want.period.period)
    # Without the declaration the same function is called heap by heap: same values.
    plain = conway.HeapGame.from_options(moves).grundy(120)
    assert list(plain.values) == list(want.values)[:121]


def test_published_periods_are_certified_from_functions():
    # Kayles: preperiod 71, period 12 (Guy and Smith 1956); Dawson's Chess 0.137:
    # preperiod 52, period 34 (Winning Ways ch. 4); Dawson's Kayles 0.07 is Dawson's Chess
    # shifted by one heap.
    for code, preperiod, period in [("0.77", 71, 12), ("0.137", 52, 34), ("0.07", 53, 34)]:
        game = conway.HeapGame.from_options(lambda n: _octal_moves(code, n), max_take=3)
        found = game.grundy(100, certify=True).period
        assert found.certified and (found.preperiod, found.period) == (preperiod, period)


def test_counts_of_a_function_game_are_those_of_its_rule():
    game = conway.HeapGame.from_options(lambda n: _octal_moves("0.77", n))
    assert conway.count(game, heaps=3, max=20) == conway.count("kayles", heaps=3, max=20)


def test_declarations_that_do_not_hold_are_refused():
    with pytest.raises(conway.InvalidInput, match="heap 2 has no option"):
        conway.HeapGame.from_options(odd_even, max_take=1)
    with pytest.raises(conway.InvalidInput, match="more than max_take = 1"):
        conway.HeapGame.from_options(lambda n: _octal_moves("0.77", n), max_take=1)
    with pytest.raises(conway.InvalidInput, match="more than max_heaps = 1"):
        conway.HeapGame.from_options(lambda n: _octal_moves("0.77", n), max_take=2, max_heaps=1)
    with pytest.raises(conway.Refused, match="max_take"):
        conway.HeapGame.from_options(divisors, max_take=10**6)


def test_bad_functions_are_refused_clearly():
    with pytest.raises(conway.InvalidInput, match="smaller than the heap"):
        conway.HeapGame.from_options(lambda n: [n]).grundy(5)
    with pytest.raises(conway.InvalidInput, match="not a heap size"):
        conway.HeapGame.from_options(lambda n: [(-1,)]).grundy(5)
    with pytest.raises(TypeError, match="returned 7"):
        conway.HeapGame.from_options(lambda n: 7).grundy(5)
    with pytest.raises(TypeError):
        conway.HeapGame.from_options(42)
    with pytest.raises(ZeroDivisionError):
        conway.HeapGame.from_options(lambda n: [1 // 0]).grundy(5)
    with pytest.raises(conway.Refused, match="tabulated up to heap"):
        conway.HeapGame.from_options(divisors).grundy(10**7)


def test_progress_is_refused_where_it_would_be_ignored():
    with pytest.raises(conway.InvalidInput, match="reports none"):
        conway.misere_outcome("dawson", [3], progress=lambda done, total: None)
    with pytest.raises(conway.InvalidInput, match="reports none"):
        conway.misere_outcome(conway.HeapGame.from_options(divisors), [3], progress=print)
