"""Ordinals and transfinite nimbers from Python: ordinal arithmetic that behaves like
numbers (ints mix in, the order, hashing), the same answers as `conway ordinal` and
`conway nim`, ONAG's nim identities, and the errors."""

import pickle

import pytest

import conway
from conway import Ordinal, omega


def test_ordinal_arithmetic_is_not_commutative():
    assert 1 + omega == omega
    assert omega + 1 > omega
    assert 2 * omega == omega
    assert omega * 2 == omega + omega
    assert str((omega + 1) ** 2) == "omega^2 + omega + 1"
    assert 2**omega == omega
    assert str(omega**omega**omega) == "omega^(omega^omega)"
    assert omega.natural_sum(1) == Ordinal("omega + 1") == Ordinal(1).natural_sum(omega)
    assert str((omega + 1).natural_product(omega + 1)) == "omega^2 + omega*2 + 1"


def test_ordinals_behave_like_numbers():
    assert Ordinal(5) == 5 and hash(Ordinal(5)) == hash(5)
    assert int(Ordinal("3 + 4")) == 7
    assert sorted([omega, 3, Ordinal("omega^2"), 0]) == [0, 3, omega, Ordinal("omega^2")]
    assert len({omega, Ordinal("w"), Ordinal("1 + omega")}) == 1
    assert not Ordinal(0) and omega
    assert repr(omega + 1) == "Ordinal('omega + 1')"
    assert pickle.loads(pickle.dumps(omega * 3 + 2)) == omega * 3 + 2
    assert (omega**2 * 3 + 5).terms() == [(Ordinal(2), 3), (Ordinal(0), 5)]
    assert not omega.is_finite() and Ordinal(9).is_finite()
    with pytest.raises(TypeError):
        int(omega)


def test_ordinals_agree_with_the_cli(cli):
    for expression in ["(omega + 1)^2", "2^omega^2", "natural_product(omega + 1, omega*2)"]:
        assert str(Ordinal(expression)) == cli("ordinal", expression)["value"], expression


def test_transfinite_nimbers_follow_onag(cli):
    """ONAG ch. 6: omega^3 = 2, (omega^omega)^5 = 4, (omega^(omega^2))^7 = omega + 1."""
    assert omega.nim_power(3) == 2
    assert Ordinal("omega^omega").nim_power(5) == 4
    assert Ordinal("omega^omega^2").nim_power(7) == omega + 1
    assert omega.nim_product(omega) == Ordinal("omega^2")
    x = Ordinal("omega^omega*3 + omega + 1")
    assert x.nim_product(x.nim_inverse()) == 1
    assert x.nim_sqrt().nim_product(x.nim_sqrt()) == x
    assert x.nim_power(-1) == x.nim_inverse()
    assert Ordinal("omega*3 + 5").nim_sum(Ordinal("omega*6 + 1")) == Ordinal("omega*5 + 4")
    assert conway.nim("omega^3") == 2 and isinstance(conway.nim("omega^3"), int)
    assert conway.nim("omega * omega") == Ordinal("omega^2")
    for expression in ["1/(omega + 1)", "sqrt(omega)", "[omega^omega]^5 + omega"]:
        assert str(conway.nim(expression)) == cli("nim", expression)["value"], expression


def test_bad_ordinals_are_refused_with_the_bound():
    with pytest.raises(conway.InvalidInput, match="unknown name 'epsilon'"):
        Ordinal("epsilon")
    with pytest.raises(conway.InvalidInput, match="not negative"):
        Ordinal(-1)
    with pytest.raises(TypeError):
        Ordinal(1.5)
    with pytest.raises(conway.InvalidInput, match=r"2\^128 - 1"):
        Ordinal(3) ** 200
    with pytest.raises(conway.InvalidInput, match=r"below omega\^\(omega\^13\)"):
        Ordinal("omega^omega^13").nim_product(omega)
    with pytest.raises(conway.InvalidInput, match="division by 0"):
        Ordinal(0).nim_inverse()
    with pytest.raises(conway.InvalidInput, match=r"below omega\^\(omega\^13\)"):
        conway.nim("[omega^omega^omega] * 2")

