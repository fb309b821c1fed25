"""Nim arithmetic and coin-turning boards from Python: the same answers as `conway nim`
and `conway turning`, a nim-multiplication table from its definition, and the errors."""

import pytest

import conway


def _mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def test_nim_products_follow_the_definition():
    """a*b = mex{a'b + ab' + a'b' : a' < a, b' < b} (ONAG ch. 6), on 0..15."""
    table = {}
    for a in range(16):
        for b in range(16):
            table[a, b] = _mex(
                {table[x, b] ^ table[a, y] ^ table[x, y] for x in range(a) for y in range(b)}
            )
            assert conway.nim(f"{a}*{b}") == table[a, b]


def test_nim_agrees_with_the_cli(cli):
    for expression in ["2*3 + 5", "sqrt(2)", "1/2", "3^3", "3^-1", "0x10 * 0x10", "(2^64 + 1) * 7"]:
        assert conway.nim(expression) == int(cli("nim", expression)["value"]), expression


@pytest.mark.parametrize(
    "game,board,heads",
    [
        ("turning:ruler x turning:ruler", (3, 3), None),
        ("turning:runs:1,2,3 x turning:runs:odd", (101, 101), None),
        ("turning:mock x turning:twins", (20, 30), None),
        ("turning:ruler", 50, [1, 3, 7]),
        ("turning:runs:squares x turning:ruler", (12, 9), [(1, 2), (5, 9), (12, 1)]),
    ],
)
def test_turning_agrees_with_the_cli(cli, game, board, heads):
    args = ["turning", game, "--board", "x".join(map(str, board)) if isinstance(board, tuple) else str(board), "--winning-moves"]
    if heads is not None:
        args += ["--heads", " ".join(",".join(map(str, h)) if isinstance(h, tuple) else str(h) for h in heads)]
    want = cli(*args)
    got = conway.turning(game, board, heads=heads, winning_moves=True)
    assert got["value"] == int(want["value"])
    assert got["first_player_wins"] == want["first_player_wins"]
    assert got["winning_moves"] == int(want["winning_moves"])


def test_bad_input_is_invalid_input(cli_error):
    with pytest.raises(conway.InvalidInput) as e:
        conway.nim("2 +")
    assert str(e.value) == cli_error("nim", "2 +")
    with pytest.raises(conway.InvalidInput) as e:
        conway.nim("1/0")
    assert str(e.value) == cli_error("nim", "1/0")
    with pytest.raises(conway.InvalidInput):
        conway.turning("turning:nonsense", 5)
    with pytest.raises(conway.InvalidInput):
        conway.turning("turning:ruler x turning:ruler", 5)  # a product needs (rows, columns)
    with pytest.raises(conway.InvalidInput):
        conway.turning("turning:ruler", 5, heads=[9])  # off the board
    with pytest.raises(conway.InvalidInput):
        conway.turning("turning:ruler", 0)
