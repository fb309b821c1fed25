"""Surreal numbers from Python: exact arithmetic that mixes with ints and Fractions,
ONAG's identities, the same answers as `conway surreal`, a short game plus a surreal
number, and the refusals."""

import pickle
from fractions import Fraction

import pytest

import conway
from conway import Game, Surreal


def test_onag_identities():
    third = Surreal(Fraction(1, 3))
    assert third + third + third == 1
    w = Surreal.omega()
    assert w * (1 / w) == 1
    assert w - 1 < w and w - 1 > 10**30
    assert str(w / 2) == "omega/2"
    assert Surreal("sqrt(omega)") ** 2 == w
    assert str((w + 1) * (w - 1)) == "omega^2 - 1"


def test_surreals_behave_like_numbers():
    assert Surreal("1/3") == Fraction(1, 3) and hash(Surreal("1/3")) == hash(Fraction(1, 3))
    assert Surreal(5) == 5 and hash(Surreal(5)) == hash(5)
    assert sorted([Surreal("omega"), 2, Fraction(1, 2), Surreal("1/omega"), -1]) == [
        -1,
        Surreal("1/omega"),
        Fraction(1, 2),
        2,
        Surreal("omega"),
    ]
    assert Surreal("3/4").to_fraction() == Fraction(3, 4) and Surreal("omega").to_fraction() is None
    assert Surreal("omega - 1").kind() == "infinite" and Surreal("1/omega").kind() == "infinitesimal"
    assert str(Surreal("3/4").birthday()) == "3" and str(Surreal("1/3").birthday()) == "omega"
    assert Surreal("omega - 1").birthday() is None
    assert Surreal.simplest_between(Fraction(1, 3), Fraction(1, 2)) == Fraction(3, 8)
    assert pickle.loads(pickle.dumps(Surreal("omega/2 - 1/3"))) == Surreal("omega/2 - 1/3")
    assert repr(-Surreal("omega")) == "Surreal('-omega')"
    assert Surreal("omega^2*3 - 1").terms() == [(Surreal(2), Fraction(3)), (Surreal(0), Fraction(-1))]


def test_games_plus_surreal_numbers(cli):
    assert Surreal("1/3").compare_with("{1|-1}") == "||"
    assert Surreal("1/omega").compare_with(Game("^")) == "<"
    assert Surreal("omega - 1").compare_with("domineering:2x3") == "<"
    left, right = Surreal("1/3").stops_with("{1|-1}")
    assert (left, right) == (Fraction(4, 3), Fraction(-2, 3))
    for expression in ["1/3 + 1/3 + 1/3", "sqrt(omega) - omega/2", "omega^omega / omega^2"]:
        assert str(Surreal(expression)) == cli("surreal", expression)["value"], expression
    answer = cli("surreal", "omega - 1", "--game", "{1|-1}")["game"]
    left, right = Surreal("omega - 1").stops_with("{1|-1}")
    assert (str(left), str(right)) == (answer["left_stop"], answer["right_stop"])


def test_what_is_not_held_is_refused():
    with pytest.raises(conway.InvalidInput, match="infinite sum of powers of omega"):
        1 / Surreal("omega + 1")
    with pytest.raises(conway.InvalidInput, match="division by 0"):
        Surreal(1) / 0
    with pytest.raises(conway.InvalidInput, match="square roots are taken of single terms"):
        Surreal(2).sqrt()
    with pytest.raises(TypeError):
        Surreal(0.5)
    with pytest.raises(conway.InvalidInput, match="real ones"):
        Surreal.simplest_between(1, Surreal("omega"))
