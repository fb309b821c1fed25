"""conway: combinatorial game theory, computed by a Rust engine.

Partizan games
    ``Game("{2|{1|0}} + ^*")`` is a short game in canonical form: add, subtract, negate
    and compare games (``<``, ``<=``, ``==``, ``!=``, ``>=``, ``>`` are the partial order,
    with games, numbers or expressions: ``Game(1) > "^"``; all but ``!=`` are false for
    confused games: ``g.confused_with(h)``). Numbers are ``int``, ``fractions.Fraction``
    with a power-of-2 denominator, or a ``float`` that is exactly the number it shows
    (``0.375``, not ``0.3``); ``int(g)`` and ``float(g)`` give a number back exactly.
    The rule of the API: a *property* is what a game has (``outcome``, ``left_stop``,
    ``right_stop``, ``mean``, ``temperature``, ``number``, ``left_options``,
    ``left_incentives``, ``atomic_weight``, ``birthday``, ``confusion_interval``,
    ``is_number`` ... ``is_switch``); a *method* does something with it: transforms it
    (``reduced()``, ``cool(t)``, ``heat(t)``, ``overheat(s, t)``, ``norton(u)``,
    ``ordinal_sum(h)``), compares it with another (``confused_with(h)``,
    ``leq_mod_infinitesimals(h)``) or draws it (``notation(style)``, ``thermograph()``,
    drawn in notebooks). Numbers come back as ``fractions.Fraction``; counts are ``int``.

Rulesets
    ``rulesets()`` lists the built-in rulesets; ``Domineering("..#|...")``,
    ``Clobber("xo.|ox.")``, ... or ``ruleset("clobber", "xo.|ox.")`` are positions, with
    ``value()`` (and ``grundy()`` for impartial rulesets). Positions also appear in
    expressions: ``Game("domineering:3x4 - 1/2")``.

Who wins
    ``outcome("clobber:3x6")`` decides who wins a position or a sum, with a winning first
    move for each player who has one, by a search over the sum that values only its
    small components: positions far too large for their canonical form are decided.

Games of your own
    Any hashable object with ``left_options()`` and ``right_options()`` (or ``options()``
    for an impartial game), and optionally ``components()``, is a position (so is a
    ``Game``, and a plain tuple of positions is their sum):
    ``value_of(position)`` gives its canonical form and ``grundy_of(position)`` its
    nim-value, computed and memoised by the engine (``forget_positions()`` frees the
    memory). Positions are the same when they are of the same class and ``==``; positions
    of different classes never are. Options that lead back to a position (a cycle) make a
    loopy game: ``value_of`` then gives a ``LoopyGame`` instead of a ``Game`` (its
    ``nim_value`` for an impartial one), and ``grundy_of`` raises ``InvalidInput`` naming
    the cycle. Ctrl-C interrupts a long computation.

Work limit and progress
    A computation on games takes at most ``get_work_limit()`` work steps (a step is well
    under a microsecond and a few dozen bytes; by default ``DEFAULT_WORK_LIMIT``, that of
    the command-line tool's ``--work-limit``), else raises ``WorkLimitExceeded``.
    ``value_of``, ``grundy_of``, ``Game(expression)`` and ``Position.value()`` /
    ``grundy()`` take ``work_limit=`` (``None``: no limit) and ``progress=``, a callable
    told ``(done, total)`` (steps taken, and the limit or ``None``) every few thousand
    steps, which may raise to stop the computation; ``set_work_limit(steps)`` sets the
    limit of every later call (``None``: none).

Heap games and counting
    ``HeapGame("octal:0.6").grundy(to=10**6)`` gives Grundy values and the period with its
    certificate. ``HeapGame.from_options(f)`` is the heap game whose heap of ``n`` tokens
    has the options ``f(n)`` (each a heap size, or a tuple of the heaps left): its Grundy
    values, misère outcomes, misère quotients and counts are computed as for a named game;
    declare ``max_take=`` for a take-and-break game and its rule (read off ``f``, e.g.
    ``octal:0.77``) gets a certified period. ``count("kayles", heaps=2, max=9, ordered=True, outcome="winning")``
    counts positions by outcome, exactly or modulo a number;
    ``count_sums("domineering:3x3", 3, outcome="P")`` counts tuples (or multisets) of
    members of a family of partizan games by the outcome of their sum.

Ordinals, nim arithmetic and coin-turning games
    ``Ordinal("omega^2 + 3")`` (or ``omega``, ``Ordinal(5)``) is an ordinal below
    epsilon_0 with ordinal ``+``, ``*``, ``**`` (``1 + omega == omega``), the natural sum
    and product, and nim arithmetic (``omega.nim_power(3) == 2``). ``Surreal("omega - 1")``
    (or ``Surreal(Fraction(1, 3))``) is a surreal number, a finite sum of powers of omega
    with rational coefficients, exact under ``+ - * /`` and ordered; ``compare_with(game)``
    and ``stops_with(game)`` mix in a short game.
    ``nim("2*3 + sqrt(2)")`` evaluates integers, ``omega`` and ``[ordinals]`` as nimbers
    (``+`` nim-sum, ``*`` nim-product, ``/``, ``^``, ``sqrt``): an int, or an ``Ordinal``
    when infinite; ``turning("turning:ruler x turning:runs:odd",
    (100, 100), winning_moves=True)`` gives the value of a board of a product of
    coin-turning games and counts its winning moves by the Tartan theorem.

Two-heap games
    ``two_heap_table("wythoff", 10)`` is the Grundy table of Wythoff's game (or of
    ``"wythoff:ONE/BOTH"``: take an amount in ONE from one heap or in BOTH from each);
    ``two_heap_p_positions("wythoff", 10**18, count_only=True)`` counts its P-positions in
    a box by the closed form.

Misère play
    ``misere_outcome("dawson", [20, 30])`` is the misère outcome (``"P"`` or ``"N"``) of a
    sum of heaps, through the misère quotient (or ``by="search"``: plain search, for small
    sums); ``misere_quotient("dawson", 30)`` is the quotient of the heaps up to 30 (order
    360), with its generators, relations, P-portion, each heap's element and
    ``outcome(heaps)``. For an impartial game defined in Python (see ``grundy_of``),
    ``misere_outcome(position)`` (a tuple of positions is their sum) is its misère outcome
    and ``misere_form(position)`` its misère canonical form, genus, birthday and outcome.
    ``MisereGame("2#0")`` is a misère canonical form read from Conway's digit notation:
    sums with ``+``, misère equality, ``mate()``, ``link(H)``, ``distinguisher(H)``,
    ``genus``, ``is_even`` and ``class_`` (``"tame"``, ``"restive"``, ``"restless"``,
    ``"wild"``).

The seed problems
    ``solve_nim_square``, ``solve_scatterstone``, ``solve_paper_cutting`` (and
    ``solve_paper_cutting_cell``), ``solve_young_staircases`` and ``solve_tower`` answer the
    problems of ``conway solve`` (docs/problems.md), exactly or modulo ``modulus=``.

Errors
    Bad input raises ``InvalidInput`` (a ``ValueError``); a computation beyond the engine's
    limits raises ``Refused`` (``WorkLimitExceeded`` past the work limit); all are
    ``ConwayError``, with the messages of the ``conway`` command-line tool.

Long calls release the GIL where no Python callback is needed. Ctrl-C interrupts the
valuation of games (expressions, rulesets, games of your own); heap sequences, counts and
the seed problems are not interruptible, but their sizes are bounded by the same limits as
the command-line tool's (seconds of work at most).

Memory: one engine serves the whole process and keeps every canonical form and every
position it has valued, so values are shared and repeated questions are free; it only
grows (``engine_stats()`` reports its size).
"""

from ._errors import ConwayError, InvalidInput, Refused, WorkLimitExceeded
from ._native import (
    DEFAULT_WORK_LIMIT,
    ConfusionInterval,
    Game,
    GrundySequence,
    HeapGame,
    LoopyGame,
    MisereForm,
    MisereGame,
    MisereQuotient,
    Ordinal,
    Period,
    Position,
    Surreal,
    Thermograph,
    count,
    count_sums,
    engine_stats,
    forget_positions,
    get_work_limit,
    grundy_of,
    misere_form,
    misere_outcome,
    misere_quotient,
    nim,
    outcome,
    ruleset,
    rulesets,
    set_work_limit,
    solve_nim_square,
    solve_paper_cutting,
    solve_paper_cutting_cell,
    solve_scatterstone,
    solve_tower,
    solve_young_staircases,
    turning,
    two_heap_p_positions,
    two_heap_table,
    value_of,
)


omega = Ordinal.omega()
"""The least infinite ordinal."""


def _factory(name, about, syntax):
    """A function making positions of the ruleset ``name``."""

    def make(position):
        return ruleset(name, position)

    make.__name__ = make.__qualname__ = _class_name(name)
    make.__doc__ = f"A position of {name}: {about}\n\nSyntax: {syntax}"
    return make


def _class_name(name):
    """``toads`` -> ``Toads``: the factory's name."""
    return name[:1].upper() + name[1:]


_RULESETS = {
    _class_name(r["name"]): _factory(r["name"], r["about"], r["syntax"]) for r in rulesets()
}
globals().update(_RULESETS)

__all__ = [
    "DEFAULT_WORK_LIMIT",
    "ConfusionInterval",
    "ConwayError",
    "Game",
    "GrundySequence",
    "HeapGame",
    "InvalidInput",
    "LoopyGame",
    "MisereForm",
    "MisereGame",
    "MisereQuotient",
    "Ordinal",
    "Period",
    "Position",
    "Refused",
    "Surreal",
    "Thermograph",
    "count",
    "count_sums",
    "engine_stats",
    "forget_positions",
    "get_work_limit",
    "grundy_of",
    "misere_form",
    "misere_outcome",
    "misere_quotient",
    "nim",
    "omega",
    "outcome",
    "ruleset",
    "rulesets",
    "set_work_limit",
    "solve_nim_square",
    "solve_paper_cutting",
    "solve_paper_cutting_cell",
    "solve_scatterstone",
    "solve_tower",
    "solve_young_staircases",
    "turning",
    "two_heap_p_positions",
    "two_heap_table",
    "value_of",
    "WorkLimitExceeded",
    *sorted(_RULESETS),
]
