"""conway.LoopyGame: loopy games from Python, as conway value and compare see them
(Winning Ways ch. 11; Siegel, Combinatorial Game Theory, ch. VI)."""

import pytest

import conway
from conway import LoopyGame


def test_keywords_and_named_cycles_read_and_print():
    assert str(LoopyGame("a{0|a}")) == "over"
    assert str(LoopyGame("{pass|*}")) == "upon"
    assert str(LoopyGame("on + off")) == "on & off"
    assert str(LoopyGame("tis")) == "1 & 0"
    g = LoopyGame("a{0||||0|||a|*||*}")
    assert g.is_stopper
    assert LoopyGame(str(g)) == g


def test_outcomes_with_draws():
    d = LoopyGame("dud")
    assert (d.outcome, d.left_first, d.right_first) == ("D", "draw", "draw")
    assert LoopyGame("over").outcome == "L"
    assert LoopyGame("on").vertices == 1


def test_sums_and_order_by_sides():
    on, off = LoopyGame("on"), LoopyGame("off")
    assert on + off == LoopyGame("dud")
    assert LoopyGame("upon") + "upon" == LoopyGame("{0|upon + *}")
    assert LoopyGame("over") < "1/64" and LoopyGame("over") > "^5"
    assert LoopyGame("tis") < 1 and LoopyGame("tis") > 0
    assert LoopyGame("dud").confused_with(0)
    assert -LoopyGame("over") == LoopyGame("under")
    assert (LoopyGame("over") - "over").onside() == LoopyGame("over")


def test_sides_are_stoppers_or_none():
    assert str(LoopyGame("tisn").onside()) == "0" and str(LoopyGame("tisn").offside()) == "-1"
    carousel = LoopyGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    assert carousel.onside() is None and carousel.offside() is None
    with pytest.raises(conway.InvalidInput, match="not a stopper"):
        carousel.canonical()


def test_graphs_and_options():
    # vertex 0: Left moves to 1, Right passes; vertex 1: no moves (0): over
    g = LoopyGame.from_graph([[1], []], [[0], []])
    assert str(g) == "over"
    assert [str(o) for o in g.left_options()] == ["0"]
    assert [str(o) for o in g.right_options()] == ["over"]
    with pytest.raises(conway.InvalidInput, match="vertex 5"):
        LoopyGame.from_graph([[5]], [[]])


def test_bad_input_is_refused():
    with pytest.raises(conway.InvalidInput, match="column"):
        LoopyGame("{0|pass")
    with pytest.raises(conway.Refused, match="loopy components"):
        LoopyGame("a{0|a+a}")


def test_impartial_loopy_games_have_generalised_grundy_values():
    assert LoopyGame("inf_{0,1,3} + *").nim_value == "inf_{0,1,2}"
    assert LoopyGame("dud").nim_value == "inf"
    assert LoopyGame("a{0,{a,*|a,*}|0,{a,*|a,*}}").nim_value == "1"
    assert LoopyGame("over").nim_value is None
    assert LoopyGame("inf_{1}").outcome == "D" and LoopyGame("inf_{0}").outcome == "N"


def test_stops_degrees_upsums_and_ordinal_sums():
    assert LoopyGame("2+over + {1|-1}").stops() == ("3+over", "1+over")
    assert LoopyGame("Tiny(on)").stops() == ("0", "0")
    with pytest.raises(conway.InvalidInput, match="not a stopper"):
        LoopyGame("tis").stops()
    assert str(LoopyGame("on").degree()) == "on"
    assert str(LoopyGame("{3|1}").degree()) == "0"
    assert str(LoopyGame("on").upsum("off")) == "on"
    assert str(LoopyGame("on").downsum(LoopyGame("off"))) == "off"
    # the ordinal sum of short games is the short one: 1:1 = 2
    assert str(LoopyGame("1").ordinal_sum(1)) == "2"
    assert LoopyGame("0").ordinal_sum("over") == LoopyGame("over")


def test_fox_and_geese_and_subtraction_on_a_cycle():
    # CGSuite's test suite: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2}
    assert str(LoopyGame("foxgeese:.x.x.x.x/......../......../o.......")) == "{4*|7/2}"
    assert str(LoopyGame("foxgeese:x.x.x.x./.o....../........")) == "2+over"
    g = LoopyGame("cyclesub:2:8:3")
    assert g.nim_value == "inf" and g.outcome == "D"


def test_sided_values_add_compare_and_have_no_options():
    # s & t: the value with onside s and offside t (CGSuite's a{1||a|0} is 2 & +-1)
    v = LoopyGame("2 & +-1")
    assert v == LoopyGame("a{1||a|0}") and str(v) == "2 & ±1"
    assert LoopyGame(str(v)) == v and LoopyGame(v.notation()) == v
    assert not v.is_stopper and v.vertices is None and v.nim_value is None
    assert (v.outcome, v.left_first, v.right_first) == ("LD", "Left", "draw")
    assert str(v.onside()) == "2" and str(v.offside()) == "±1"
    tis = LoopyGame("1 & 0")
    assert tis == LoopyGame("tis") and -tis == LoopyGame("tisn")
    assert tis + tis == LoopyGame("2 & 0") and tis + 1 == LoopyGame("2 & 1")
    assert tis < 1 and tis > 0 and tis.upsum(tis) == LoopyGame("2")
    assert LoopyGame("1 & 1") == 1 and LoopyGame("1 & 1").is_stopper
    for method in (v.left_options, v.canonical, v.stops, v.degree):
        with pytest.raises(conway.InvalidInput, match="not a game form"):
            method()
    with pytest.raises(conway.InvalidInput, match="must be >= the offside"):
        LoopyGame("0 & 1")
    with pytest.raises(conway.InvalidInput, match="column 3"):
        LoopyGame("{1&0|0}")


def test_varieties_of_stable_stoppers_and_their_refusals():
    # CGSuite's test suite: over has variety over, 3/2+under has under, +-{5|pass} has
    # +-{10over|over}; {0|Tiny(on)} has a degree that is not an idempotent; Grenville's
    # game is unstable
    assert LoopyGame("over").variety() == LoopyGame("over")
    assert LoopyGame("{pass|3/2}").variety() == LoopyGame("under")
    assert LoopyGame("+-{5|pass}").variety() == LoopyGame("+-{10+over|over}")
    with pytest.raises(conway.InvalidInput, match="not an idempotent"):
        LoopyGame("{0|||0||0|off}").variety()
    with pytest.raises(conway.InvalidInput, match="unstable"):
        LoopyGame("a{0|{0||||0,*2|||a|0||0}||0}").variety()
