"""conway.outcome: who wins a sum, by the sum search, against the outcome of the
canonical form of the whole (Game(expression)), with every winning move checked."""

import pytest

import conway

SUMS = [
    "clobber:xoxo/oxox",
    "clobber:xox/oxo + 1/2",
    "clobber:xoxo/oxox + domineering:3x3 + 1/2",
    "domineering:2x3 + -1 + ^",
    "toppling:BRGB + toppling:RRB + -1/2",
    "cram:3x4 + cram:2x3 + *",
    "*2 + *3",
    # boards of more than 64 cells (the rulesets' wide forms)
    "clobber:" + "xoxo.oxx" + "." * 30 + "xo|" + "." * 38 + "ox + clobber:xoo",
    "cram:" + "." * 5 + "#" * 60 + "." * 4 + " + cram:3x4 + *",
]


@pytest.mark.parametrize("expression", SUMS)
def test_outcome_agrees_with_the_canonical_form_and_its_moves_win(expression):
    found = conway.outcome(expression)
    assert found["outcome"] == conway.Game(expression).outcome
    for key, opponent_wins in (("left_move", ("R", "N")), ("right_move", ("L", "N"))):
        player = key.split("_")[0]
        assert (found[key] is not None) == found[f"{player}_wins_moving_first"]
        if found[key] is not None:
            after = conway.Game(found[key]["sum"]).outcome
            assert after not in opponent_wins, (expression, found[key])


def test_a_plain_search_agrees():
    for expression in SUMS:
        plain = conway.outcome(expression, valuing_credit=0)
        assert plain["outcome"] == conway.outcome(expression)["outcome"]


def test_a_search_in_the_least_table_agrees(tmp_path):
    # a plain search in the least table (1 MiB) agrees with the default search
    for expression in SUMS:
        small = conway.outcome(expression, valuing_credit=0, table_memory=1)
        assert small["outcome"] == conway.outcome(expression)["outcome"]
    # alone (with a new database, the search has solvers of its own, with no values
    # found before), the plain search of this board fills 1.6 MB of states: 1 MiB must
    # forget
    board = "clobber:xoxo/oxox/xoxo/oxox"
    small = conway.outcome(board, valuing_credit=0, table_memory=1, db=tmp_path / "a.db")
    assert small["table"]["forgotten"] > 0
    assert small["table"]["bytes"] <= 1 << 20
    whole = conway.outcome(board, valuing_credit=0, table_memory=0, db=tmp_path / "b.db")
    assert whole["table"]["forgotten"] == 0
    assert whole["table"]["bytes"] > 1 << 20
    assert small["outcome"] == whole["outcome"] == "N"
    with pytest.raises(conway.InvalidInput, match="more than 2\\^64 bytes"):
        conway.outcome("clobber:xo", table_memory=2**63)


def test_large_positions_are_decided_and_limits_refuse():
    # alternating Clobber 3x6: a second-player win (MCGS's results table)
    assert conway.outcome("clobber:3x6", work_limit=None)["outcome"] == "P"
    with pytest.raises(conway.WorkLimitExceeded):
        conway.outcome("clobber:4x5", work_limit=1000)


def test_bad_expressions_raise_invalid_input():
    for bad, message in (
        ("clobber:xo + ", "term 2 of the sum is empty"),
        ("chess:e4", "unknown ruleset"),
        ("clobber:xq", "row 1 column 2"),
        ("cram:1x129", "at most 128 cells"),
    ):
        with pytest.raises(conway.InvalidInput, match=message):
            conway.outcome(bad)


def answer(found):
    """The answer of conway.outcome without what its tables held."""
    return {key: value for key, value in found.items() if key != "table"}


def test_a_database_keeps_results_for_later_calls_and_damage_is_refused(tmp_path):
    db = tmp_path / "solved.db"
    plain = answer(conway.outcome("clobber:3x6"))
    assert answer(conway.outcome("clobber:3x6", db=db)) == plain
    assert db.exists() and db.stat().st_size > 0
    assert answer(conway.outcome("clobber:3x6", db=str(db))) == plain
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    with pytest.raises(conway.InvalidInput, match="is an empty file"):
        conway.outcome("clobber:3x6", db=empty)
    foreign = tmp_path / "foreign.db"
    foreign.write_bytes(bytes(range(256)) * 64)
    with pytest.raises(conway.InvalidInput, match="is not a conway database"):
        conway.outcome("clobber:3x6", db=foreign)
