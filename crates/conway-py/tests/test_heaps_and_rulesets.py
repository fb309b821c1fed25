"""Heap games, counting and the registry's rulesets, against the CLI; a subtraction game
written in Python against HeapGame; big integers; error paths."""

import pytest

import conway
from conway import Game, HeapGame
from games import Subtraction


@pytest.mark.parametrize(
    "name", ["kayles", "dawson", "octal:0.156", "sub:1,3,4", "grundy", "split:3", "octal:0.f8", "split:4"])
def test_grundy_sequences_agree_with_the_cli(cli, name):
    want = cli("grundy", name, "--to", "300", "--certify")
    got = HeapGame(name).grundy(to=300, certify=True)
    assert got.values == want["values"] and list(got) == want["values"]
    assert got.computed == want["computed"]
    if want["period"] is None:
        assert got.period is None
    else:
        p = want["period"]
        assert (got.period.preperiod, got.period.period, got.period.saltus, got.period.certified) == (
            p["preperiod"], p["period"], p["saltus"], p["certified"])
        assert got.period.refuted_by == p["refuted_by"]
        assert got.period.by == (p["by"] if p["certified"] else None)
        needed = p["values_needed_to_certify"]
        assert got.period.values_needed == (int(needed) if needed else None)


@pytest.mark.parametrize("moves", [(1, 3, 4), (2, 5, 7), (1, 2, 3)])
def test_python_subtraction_game_agrees_with_heap_game(moves):
    name = "sub:" + ",".join(map(str, moves))
    want = HeapGame(name).grundy(to=300).values
    assert [conway.grundy_of(Subtraction(n, moves)) for n in range(301)] == want


@pytest.mark.parametrize("args", [
    ("sub:squares", "--heaps", "3", "--max", "29"),
    ("kayles", "--heaps", "2", "--max", "9", "--ordered", "--outcome", "winning"),
    ("split:3", "--partitions", "200", "--modulus", "1000000007"),
    ("dawson", "--heaps", "400", "--max", "60"),  # an exact count far beyond 2^64
    ("kayles", "--partitions", "300"),
    ("grundy", "--heaps", "5", "--max", "40", "--outcome", "all", "--modulus", "340282366920938463463374607431768211507"),
])
def test_counts_agree_with_the_cli(cli, args):
    want = cli("count", *args)
    game, rest = args[0], list(args[1:])
    kwargs = {}
    while rest:
        flag = rest.pop(0)[2:]
        if flag == "ordered":
            kwargs["ordered"] = True
        elif flag == "outcome":
            kwargs["outcome"] = rest.pop(0)
        else:
            kwargs[flag] = int(rest.pop(0))
    got = conway.count(game, **kwargs)
    assert isinstance(got, int) and got == int(want["answer"])


def test_big_counts_are_python_ints():
    n = conway.count("dawson", heaps=400, max=60, outcome="all")
    # all multisets of 400 heaps of sizes 0..=60: C(400 + 60, 60)
    from math import comb
    assert n == comb(460, 60) and n > 2**200


def test_every_ruleset_and_example(cli):
    assert conway.rulesets() == cli("rulesets")["rulesets"]
    for r in conway.rulesets():
        factory = getattr(conway, r["name"][:1].upper() + r["name"][1:])
        for example in r["examples"]:
            name, position = example.split(":", 1)
            p = factory(position)
            assert p.value() == Game(example) == conway.ruleset(name, position).value()
            assert str(p) == example
            if r["impartial"]:
                assert p.grundy() == cli("grundy", example)["nim_value"]
                assert p.grundy(threads=2) == p.grundy()


def test_heap_and_ruleset_errors(cli_error):
    for bad in ["octal:0.g", "sub:", "nosuch"]:
        with pytest.raises(conway.InvalidInput) as info:
            HeapGame(bad)
        assert str(info.value) == cli_error("grundy", bad)
    with pytest.raises(conway.InvalidInput, match="heaps must be between 1 and 1000"):
        conway.count("kayles", heaps=0, max=3)
    with pytest.raises(conway.InvalidInput, match="partitions must be at most"):
        conway.count("kayles", partitions=10**6)
    with pytest.raises(conway.InvalidInput, match="modulus must be at least 2"):
        conway.count("kayles", heaps=2, max=3, modulus=1)
    with pytest.raises(conway.InvalidInput, match="heaps= and max="):
        conway.count("kayles", heaps=2)
    with pytest.raises(conway.InvalidInput, match="unknown ruleset"):
        conway.ruleset("chess", "e4")
    with pytest.raises(conway.InvalidInput, match="domineering:3y4"):
        conway.Domineering("3y4").value()
    with pytest.raises(conway.InvalidInput, match="not impartial"):
        conway.Domineering("2x2").grundy()
    with pytest.raises(conway.InvalidInput, match="threads must be at least 1"):
        conway.Cram("3x4").grundy(threads=0)
    with pytest.raises(conway.InvalidInput, match="cram:3y4"):
        conway.Cram("3y4").grundy(threads=2)
    with pytest.raises(conway.WorkLimitExceeded):
        conway.Cram("4x5").grundy(threads=2, work_limit=100)
    with pytest.raises(conway.InvalidInput):
        HeapGame("kayles").grundy(to=10**12)


def test_every_ruleset_example_draws_itself():
    for r in conway.rulesets():
        for example in r["examples"]:
            name, position = example.split(":", 1)
            p = conway.ruleset(name, position)
            svg = p.svg()
            assert svg.startswith("<svg") and svg == p._repr_svg_(), example
    # pieces in the players' colours: Left blue, Right red
    assert "#1f5fbf" in conway.Clobber("xo").svg() and "#c0392b" in conway.Clobber("xo").svg()
    assert conway.Domineering("3y4")._repr_svg_() is None
    with pytest.raises(conway.InvalidInput, match="domineering:3y4"):
        conway.Domineering("3y4").svg()
    with pytest.raises(conway.InvalidInput, match="too large to draw"):
        conway.Young("1000000").svg()


def test_options_that_are_sums_given_as_tuples():
    from games import Kayles

    want = HeapGame("kayles").grundy(to=80).values
    assert [conway.grundy_of(Kayles(n)) for n in range(81)] == want
    # Cram on one row is Dawson's Kayles, on narrow (64 cells) and wide boards, on two threads
    dawson = HeapGame("dawson").grundy(to=120).values
    assert [conway.Cram("." * n).grundy(threads=2) for n in (5, 64, 65, 120)] == [
        dawson[n] for n in (5, 64, 65, 120)
    ]
    assert conway.value_of(Kayles(5)) == Game(f"*{want[5]}")
    assert conway.grundy_of([Kayles(3), (Kayles(4), [Kayles(5)])]) == want[3] ^ want[4] ^ want[5]


@pytest.mark.parametrize("name, position", [
    ("domineering", "...|..#|..."), ("clobber", "xo.|ox."), ("konane", "xo.o.|.ox.x"),
    ("amazons", "x..|..o"), ("cram", "3x3"), ("toads", "TT..FF"),
    ("hackenbush", "BRB"), ("hackenbush", "B"), ("toppling", "BRG"), ("snort", "path:3"),
    ("col", "path:3"), ("young", "2,1"), ("cutcake", "2x3,3x1"), ("eatcake", "3x3"),
    ("maundy", "4x6"), ("turneatcake", "3x4"), ("pheap", "sub:1,2/sub:2,3:7,4"),
    ("impartial", "clobber:xo.ox"), ("dicotic", "toads:TT.F.F"), ("arckayles", "grid:2x3"),
    ("euclid", "8,7"),
    # strips and rows of more than 64 cells (held in 128-bit masks)
    ("toads", "T.F" + "." * 70), ("toppling", "BR" * 33 + "G"),
    ("elephants", "T.T" + "." * 62 + "F.F"),
])
def test_ruleset_positions_list_their_options(name, position):
    p = conway.ruleset(name, position)
    left, right = p.left_options, p.right_options
    assert all(o.ruleset == name for o in left + right)
    # G = {G^L | G^R}: the options, valued, rebuild the position's value
    assert Game.from_options([o.value() for o in left], [o.value() for o in right]) == p.value()


@pytest.mark.parametrize("name, position", [
    ("domineering", "3x3"), ("domineering", "...|..#|..."), ("clobber", "xo.|ox."),
    ("konane", "xo.o.|.ox.x"), ("toads", "T.T.F.F"), ("hackenbush", "BRB"), ("cram", "3x3"),
])
def test_sensible_options_are_those_conway_moves_marks(cli, name, position):
    p = conway.ruleset(name, position)
    moves = cli("moves", f"{name}:{position}")
    for side, options, sensible in (
        ("left", p.left_options, p.sensible_left_options),
        ("right", p.right_options, p.sensible_right_options),
    ):
        marked = [m["sensible"] for m in moves[side]]
        assert [o.position for o, s in zip(options, marked) if s] == [o.position for o in sensible]
        # each is at least as good as one of the canonical form's options, and they
        # include one at least as good as each of them
        kept = p.value().left_options if side == "left" else p.value().right_options
        better = (lambda a, b: a >= b) if side == "left" else (lambda a, b: a <= b)
        assert all(any(better(o.value(), k) for k in kept) for o in sensible)
        assert all(any(better(o.value(), k) for o in sensible) for k in kept)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_bounded_table_of_nim_values_gives_the_same_nim_values(cli, threads):
    for board in ("5x5", "....#|.....|.#...|.....|....."):
        want = cli("grundy", f"cram:{board}", "--table-memory", "0")["nim_value"]
        assert conway.Cram(board).grundy(table_memory=1, threads=threads) == want
    with pytest.raises(conway.InvalidInput, match="more than 2\\^64 bytes"):
        conway.Cram("3x3").grundy(table_memory=2**64 - 1)


def test_domineering_3x3_has_two_sensible_moves_each():
    p = conway.Domineering("...|...|...")
    assert [o.position for o in p.sensible_left_options] == [".#.|.#.|...", "...|.#.|.#."]
    assert len(p.sensible_right_options) == 2
    with pytest.raises(conway.InvalidInput, match="cannot be written"):
        conway.Staircase("2,1,3").sensible_left_options


def test_an_option_that_leaves_nothing_is_the_empty_position():
    (nothing,) = conway.ruleset("hackenbush", "B").left_options
    assert nothing.position == "" and nothing.value() == Game("0")
    assert nothing.left_options == [] and nothing.right_options == []


def test_options_that_cannot_be_written():
    with pytest.raises(conway.InvalidInput, match="cannot be written"):
        conway.Staircase("2,1,3").left_options  # its options are Young diagrams
    with pytest.raises(conway.InvalidInput, match="domineering:3y4"):
        conway.Domineering("3y4").left_options


def test_cakes_have_cgsuites_values():
    # CGSuite's tables of 8-row cakes: Cutcake 8x1 = -7, Maundy Cake 8x5 = -3,
    # Eatcake 8x1 = ^ and 8x8 = *, Turn-and-Eatcake 8x1 = v
    assert conway.Cutcake("8x1").value() == Game("-7")
    assert conway.Maundy("8x5").value() == Game("-3")
    assert conway.Eatcake("8x1").value() == Game("^") and conway.Eatcake("8x8").value() == Game("*")
    assert conway.Turneatcake("8x1").value() == Game("v")
    assert Game("cutcake:2x3 + cutcake:3x2") == Game("0")
    with pytest.raises(conway.InvalidInput, match="rectangle 2"):
        conway.Cutcake("2x3,3").value()


def test_variants_of_any_ruleset_by_a_prefix():
    # the impartial variant of Domineering is Cram; twisted Hackenbush BR is {0|-1}
    assert conway.Impartial("domineering:3x4").value() == conway.Cram("3x4").value()
    assert conway.Impartial("domineering:3x4").grundy() == conway.Cram("3x4").grundy()
    assert Game("twisted:hackenbush:BR") == Game("{0|-1}")
    assert Game("dicotic:clobber:xo.ox") == Game("clobber:xo.ox")  # Clobber is dicotic
    p = conway.Impartial("clobber:xo")
    assert [o.position for o in p.left_options] == [o.position for o in p.right_options]
    assert all(o.position.startswith("clobber:") for o in p.left_options)
    with pytest.raises(conway.InvalidInput, match="unknown ruleset 'nope'"):
        conway.Twisted("nope:1").value()


def test_partizan_heap_games():
    # Left removes 1, Right 2: a heap of 2 is {1|0}; the same rule for both is impartial
    assert conway.Pheap("sub:1/sub:2:2").value() == Game("{1|0}")
    assert conway.Pheap("kayles/kayles:5").value() == Game("*4")
    with pytest.raises(conway.InvalidInput, match="Right's rule"):
        conway.Pheap("kayles/nim:5").value()


def test_arc_kayles_paths_are_dawsons_kayles():
    dawson = conway.HeapGame("dawson").grundy(12).values
    assert [conway.Arckayles(f"path:{n}").grundy() for n in range(1, 13)] == dawson[1:13]
