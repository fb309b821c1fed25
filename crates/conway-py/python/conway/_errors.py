"""The exceptions of conway.

Every error raised by conway is a :class:`ConwayError`. Bad input (an expression that does
not parse, a position that is not one of its ruleset, an unknown heap game, an argument out
of range) raises :class:`InvalidInput`, which is also a :class:`ValueError`; a computation
the engine refuses (one of its limits: depth, expansion, exact range) raises
:class:`Refused`. The messages are those of the ``conway`` command-line tool.
"""


class ConwayError(Exception):
    """Base class of every error raised by conway."""


class InvalidInput(ConwayError, ValueError):
    """The input is not valid: the message says what is wrong (as the CLI's would)."""


class Refused(ConwayError):
    """The engine refused the computation: it would exceed one of its limits."""
