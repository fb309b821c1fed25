"""conway.Game: values against the CLI and the Rust tests' peer data, the arithmetic and
the order, hashing, pickling, numbers, errors."""

import fractions
import pickle

import pytest

import conway
from conway import Game
from conftest import ROOT

Fraction = fractions.Fraction

EXPRESSIONS = [
    "{2|{1|0}} + ^*",
    "{1|-1} + {1|-1}",
    "domineering:2x3",
    "domineering:3x3 + ^",
    "hackenbush:BRRB - 3/8",
    "konane:.ox.|o..x + snort:path:4",
    "{4||2|0}",
    "toads:TT..FF",
    "clobber:2x3",
    "*5 + *3",
    "3/4v2*",
    "young:5,3,3,1",
    "-17/64",
]


@pytest.mark.parametrize("expr", EXPRESSIONS)
def test_value_agrees_with_the_cli(cli, expr):
    want = cli("value", expr)
    g = Game(expr)
    assert repr(g) == want["canonical"]
    assert g.outcome == want["outcome"]
    assert g.left_stop == Fraction(want["left_stop"])
    assert g.right_stop == Fraction(want["right_stop"])
    assert g.mean == Fraction(want["mean"])
    assert g.temperature == Fraction(want["temperature"])
    assert Game(want["canonical"]) == g  # repr reads back


@pytest.mark.parametrize("expr", ["{4||2|0}", "±1", "domineering:3x3", "{3|1}+{1|-1}"])
def test_thermograph_agrees_with_the_cli(cli, expr):
    want = cli("thermograph", expr)
    th = Game(expr).thermograph()
    walls = [
        [(Fraction(p["from"]), Fraction(p["value"]), p["slope"]) for p in want[side]]
        for side in ("left_wall", "right_wall")
    ]
    assert [th.left_wall, th.right_wall] == walls
    assert th.mean == Fraction(want["mean"])
    assert th.temperature == Fraction(want["temperature"])
    svg = th._repr_svg_()
    assert svg.startswith("<svg") and "mast: mean" in svg


def _peer_rows():
    path = ROOT / "crates" / "conway" / "tests" / "data" / "value_theory.tsv"
    for line in path.read_text().splitlines():
        if line and not line.startswith("#"):
            yield line.split("\t")


def test_value_theory_against_the_peer_values_of_the_rust_tests():
    """Every row of the peer data of crates/conway/tests/value_theory.rs (ogdoad, cgt-py)."""
    checked = 0
    for op, *args in _peer_rows():
        g = Game(args[0])
        if op == "aw":
            assert g.atomic_weight == Game(args[1]), args
        elif op == "rcf":
            assert g.reduced() == Game(args[1]), args
        elif op == "heat":
            assert g.heat(Game(args[1])) == Game(args[2]), args
        elif op == "overheat":
            assert g.overheat(Game(args[1]), Game(args[2])) == Game(args[3]), args
        elif op == "norton":
            assert g.norton(Game(args[1])) == Game(args[2]), args
        elif op == "ordinal":
            assert g.ordinal_sum(Game(args[1])) == Game(args[2]), args
        elif op == "birthday":
            assert g.birthday == int(args[1]), args
        elif op == "cool":
            assert g.cool(Fraction(args[1])) == Game(args[2]), args
        elif op == "stops":
            left, right = args[1].split()
            assert (g.left_stop, g.right_stop) == (Fraction(left), Fraction(right)), args
        elif op == "temperature":
            assert g.temperature == Fraction(args[1]), args
        elif op == "mean":
            assert g.mean == Fraction(args[1]), args
        else:
            raise AssertionError(f"unknown operation {op}")
        checked += 1
    assert checked > 1000


def test_arithmetic_and_order():
    up, star, half = Game("^"), Game("*"), Game(Fraction(1, 2))
    assert up + up == Game("^2") and up - up == 0 and -up == Game("v")
    assert star + star == 0 and 1 + up == Game("1^") and 1 - up == Game("1v")
    assert half + half == 1 and Game(0.25) == Fraction(1, 4)
    assert up > 0 and not up < 0 and up >= 0 and up != 0
    assert star.confused_with(0) and not (star <= 0) and not (star >= 0)
    assert not up.confused_with(0)
    assert Game("{1|-1}").confused_with(Fraction(1, 2))
    assert +up == up
    # numbers equal games and hash alike; equal games hash alike
    assert Game(3) == 3 and hash(Game(3)) == hash(3) and hash(Game(0.5)) == hash(Fraction(1, 2))
    assert hash(Game("{0|*}")) == hash(up)
    assert len({Game("*2 + *3"), Game("*"), Game("{0|0}")}) == 1
    assert Game.from_options([0], [star]) == up
    assert Game.from_options([], []) == 0
    assert Game(up) is not up and Game(up) == up


def test_quantities_of_published_examples():
    # Siegel, Combinatorial Game Theory: ^ has atomic weight 1, * atomic weight 0
    assert Game("^").atomic_weight == 1 and Game("*").atomic_weight == 0
    assert Game("{1|-1}").atomic_weight is None  # not all-small
    assert Game("{2|1}").is_switch and Game("{1|2}").is_switch is False  # {1|2} = 3/2
    assert Game("*3").is_nimber and Game("^*").is_infinitesimal and Game("^").is_all_small
    assert Game("^").is_dicotic and Game("3/8").is_number and not Game("^").is_number
    assert Game("{1*|0}").confusion_interval.__repr__() == "[0, 1)"
    ci = Game("{1|-1}").confusion_interval
    assert (ci.low, ci.high, ci.low_included, ci.high_included) == (-1, 1, True, True)
    assert Game(2).confusion_interval is None
    assert Game("{3|1}").cool(1) == Game("2*")
    assert Game("{2|-1}").left_incentives == [Game("{2|-1}").left_options[0] - Game("{2|-1}")]
    assert Game("{1*|0}").reduced() == Game("{1|0}")
    assert Game("^").leq_mod_infinitesimals(0) and Game("^").leq_mod_infinitesimals(Game("v"))
    assert Game("{2|-1}").left_options == [2] and Game("{2|-1}").right_options == [-1]
    assert Game("7").number == 7 and Game("*").number is None
    assert Game("^").notation("unicode") == "↑"


def test_pickle_and_repr_round_trip():
    for expr in EXPRESSIONS:
        g = Game(expr)
        assert pickle.loads(pickle.dumps(g)) == g
        assert Game(repr(g)) == g and str(g) == repr(g)


def test_big_numbers_and_the_exact_range():
    big = 2**62
    assert Game(big).number == big and Game(-big + 1).number == -big + 1
    assert Game(Fraction(1, 2**62)).number == Fraction(1, 2**62)
    with pytest.raises(conway.InvalidInput, match="exact range"):
        Game(2**70)
    with pytest.raises(conway.InvalidInput, match="not a dyadic rational"):
        Game(Fraction(1, 3))
    with pytest.raises(conway.Refused):
        Game(2**62) + Game(2**62)
    assert Game("100000").birthday == 100000
    assert Game("*1000000").birthday == 1000000


def test_errors_carry_the_cli_messages(cli_error):
    for expr in ["{1|", "domineering:3y4", "nosuchgame:1", "1/3"]:
        want = cli_error("value", expr)
        with pytest.raises(conway.InvalidInput) as info:
            Game(expr)
        assert str(info.value) == want
        assert isinstance(info.value, ValueError) and isinstance(info.value, conway.ConwayError)
    with pytest.raises(TypeError):
        Game([1, 2])
    with pytest.raises(TypeError):
        Game("^") + "x"
    with pytest.raises(conway.InvalidInput, match="style"):
        Game("^").notation("fancy")
    with pytest.raises(conway.InvalidInput, match="t >= 0"):
        Game("{1|-1}").cool(-1)
    with pytest.raises(conway.InvalidInput, match="U > 0"):
        Game("1").norton(Game("-1"))
