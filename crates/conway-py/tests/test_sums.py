"""count_sums: tuples and multisets of members of a family of partizan games, by the
outcome of their sum, against the CLI and against the outcome of every sum."""

import itertools

import pytest

import conway
from conway import Game


def test_ruleset_families_match_the_cli(cli):
    for family, games, extra in [
        ("domineering:2x2", 3, {}),
        ("hackenbush:4", 5, {"multiset": True, "outcome": "P"}),
        ("young-staircases:9", 3, {"outcome": "right-first", "modulus": 1000000007}),
    ]:
        args = ["count-sums", "--family-of", family, "--games", str(games)]
        if extra.get("multiset"):
            args.append("--multiset")
        if "outcome" in extra:
            args += ["--outcome", extra["outcome"]]
        if "modulus" in extra:
            args += ["--modulus", str(extra["modulus"])]
        want = int(cli(*args)["answer"])
        assert conway.count_sums(family, games, **extra) == want


def test_pairs_agree_with_the_outcome_of_every_sum():
    members = [(Game("{2|^}"), 2), ("*2", 1), (Game("{1|-1}"), 1), (1, 3), ("-1/2", 1)]

    def as_game(v):
        return v if isinstance(v, Game) else Game(v)

    for outcome in ["L", "R", "N", "P"]:
        want = 0
        for (g, c), (h, d) in itertools.product(members, repeat=2):
            if (as_game(g) + as_game(h)).outcome == outcome:
                want += c * d
        assert conway.count_sums(members, 2, outcome=outcome) == want
    as_dict = {Game("^"): 2, "v": 1}
    # ordered pairs: ^+^ L (4), ^+v P (2 + 2), v+v R (1)
    assert conway.count_sums(as_dict, 2, outcome="P") == 4
    assert conway.count_sums(as_dict, 2, outcome="all") == 9


def test_bad_arguments_raise():
    with pytest.raises(conway.InvalidInput):
        conway.count_sums("chess:8x8", 2)
    with pytest.raises(conway.InvalidInput):
        conway.count_sums([("1", 1)], 0)
    with pytest.raises(conway.InvalidInput):
        conway.count_sums([("1", 1)], 2, outcome="W")
    with pytest.raises(conway.InvalidInput):
        conway.count_sums([("1", 1)], 2, modulus=1)
    with pytest.raises(TypeError):
        conway.count_sums([(object(), 1)], 2)
    with pytest.raises(TypeError):
        conway.count_sums([1, 2], 2)


def test_counts_past_2_to_the_64_come_through_exactly():
    # ordered pairs of 1 (a copies) and -1 (b copies): 1 + 1 is L, 1 - 1 is P, -1 - 1 is R
    a, b = 2**40 + 1, 3 * 2**35
    family = {"1": a, "-1": b}
    assert conway.count_sums(family, 2, outcome="L") == a * a > 2**64
    assert conway.count_sums(family, 2, outcome="P") == 2 * a * b
    assert conway.count_sums(family, 2, outcome="R") == b * b
    assert conway.count_sums(family, 2, outcome="all") == (a + b) ** 2
