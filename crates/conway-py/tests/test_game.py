"""conway.Game: values against the CLI and the Rust tests' peer data, the arithmetic and
the order, hashing, pickling, numbers, errors."""

import fractions
import math
import pickle
import re
import subprocess

import pytest

import conway
from conway import Game
from conftest import ROOT, _cli_path

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


def test_floats_are_taken_only_when_exactly_what_they_show():
    for x, exact in [(0.5, Fraction(1, 2)), (0.375, Fraction(3, 8)), (-2.25, Fraction(-9, 4)),
                     (3.0, 3), (0.0009765625, Fraction(1, 1024))]:
        assert Game(x) == exact and Game(x).number == exact
        assert Game(1) + x == 1 + exact
    for x in [0.3, 0.1, 1 / 3, 0.1 + 0.2, 1e-20, 2.0**-30]:
        with pytest.raises(conway.InvalidInput, match="not exactly the number it shows"):
            Game(x)
        with pytest.raises(ValueError):
            Game(1) - x
    for x in [math.nan, math.inf, -math.inf]:
        with pytest.raises(conway.InvalidInput, match="finite"):
            Game(x)
    assert Game(1) != 0.3 and not (Game(1) == 0.3)


def test_comparisons_take_what_equality_takes():
    one, up, star = Game(1), Game("^"), Game("*")
    # a game against strings in notation, ints, dyadic floats and games, either side
    for g, larger in [(up, "1"), (up, 1), (up, 0.5), (up, one), (Game("v"), "^"), (star, "1"),
                      (Game(0), "^"), (Game(-1), "*")]:
        assert g < larger and g <= larger and g != larger
        assert not (g > larger) and not (g >= larger) and not (g == larger)
        assert larger > g and larger >= g and larger != g and not (larger < g)
    assert one > "^" and one >= "1" and one <= "1" and one == "1" and not one != "1"
    assert up == "{0|*}" and up != "*" and Game("*2 + *3") == "*"
    assert one < 2 and one <= 1.0 and one > 0.5
    # confused games: every order relation is false, != is true
    for g, h in [(star, 0), (star, "0"), (Game("{1|-1}"), "1/2"), (Game("{1|-1}"), 0.5)]:
        assert not (g < h) and not (g <= h) and not (g == h) and not (g >= h) and not (g > h)
        assert g != h and g.confused_with(h)
    # a string that is no game is no game's equal; the order refuses it
    assert one != "no game" and not (one == "{1|")
    with pytest.raises(conway.InvalidInput):
        one < "{1|"
    with pytest.raises(TypeError):
        one < [1]


def test_int_and_float_of_numbers():
    assert int(Game(3)) == 3 and int(Game("-7")) == -7 and int(Game("{2|}")) == 3
    assert float(Game("3/8")) == 0.375 and float(Game(-5)) == -5.0
    assert float(Game(Fraction(1, 2**62))) == 2.0**-62
    for g in [Game("1/2"), Game("*"), Game("^"), Game("{1|-1}")]:
        with pytest.raises(conway.InvalidInput, match="int"):
            int(g)
    for g in [Game("*"), Game("{1|-1}"), Game(2**62 - 1)]:
        with pytest.raises(conway.InvalidInput, match="float"):
            float(g)
    with pytest.raises(TypeError):
        [0, 1, 2, 3][Game(3)]  # no __index__: a game is not an index


def test_the_work_limit_of_expressions_and_positions():
    # boards valued nowhere else (the engine keeps every value, which is then free): a
    # search of a board with more moves than the limit is refused at its first position
    with pytest.raises(conway.WorkLimitExceeded, match="more than 10 work steps.*work_limit=None"):
        Game("domineering:#.....|......|......", work_limit=10)
    with pytest.raises(conway.WorkLimitExceeded):
        conway.Domineering("......|.#....|......").value(work_limit=10)
    with pytest.raises(conway.WorkLimitExceeded):
        conway.Clobber("xoxo.|oxox.|xoxox").value(work_limit=10)
    reports = []
    board = "....#|.....|.....|#...."
    g = Game(f"domineering:{board}", work_limit=10**8, progress=lambda *r: reports.append(r))
    assert g == conway.Domineering(board).value()
    assert reports and all(total == 10**8 and done <= total for done, total in reports)
    # not a syntax error: a bad expression is still InvalidInput, not WorkLimitExceeded
    with pytest.raises(conway.InvalidInput) as info:
        Game("{1|", work_limit=1)
    assert not isinstance(info.value, conway.WorkLimitExceeded)


def test_the_default_work_limit_is_the_command_line_tools():
    path = _cli_path()
    if path is None:
        pytest.fail("the conway CLI is needed: build it (cargo build -p conway-cli) or set CONWAY_BIN")
    help_text = subprocess.run([path, "value", "--help"], capture_output=True, text=True, check=True).stdout
    default = re.search(r"--work-limit <STEPS>.*?\[default: (\d+)\]", help_text, re.S)
    assert default and int(default.group(1)) == conway.DEFAULT_WORK_LIMIT
    assert conway.get_work_limit() == conway.DEFAULT_WORK_LIMIT


def test_compounds_are_in_the_notation():
    """Winning Ways ch. 9 and 14: the conjunctive, selective and shortened selective
    compounds, as conway value computes them."""
    assert conway.Game("conjunctive(*2, *)") == conway.Game("*")
    assert conway.Game("selective(*, *)") == conway.Game("*2")
    assert conway.Game("shortened({1|-1}, 1/2)") == conway.Game("+-1")
