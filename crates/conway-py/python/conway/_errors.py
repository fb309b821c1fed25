"""The exceptions of conway.

Every error raised by conway is a :class:`ConwayError`. Bad input (an expression that does
not parse, a position that is not one of its ruleset, an unknown heap game, an argument out
of range) raises :class:`InvalidInput`, which is also a :class:`ValueError`; a computation
the engine refuses (one of its limits: depth, expansion, exact range) raises
:class:`Refused`, and one that needs more work than its work limit allows raises
:class:`WorkLimitExceeded`, a :class:`Refused` whose message says how to go on. The
messages are those of the ``conway`` command-line tool.
"""


class ConwayError(Exception):
    """Base class of every error raised by conway."""


class InvalidInput(ConwayError, ValueError):
    """The input is not valid: the message says what is wrong (as the CLI's would)."""


class Refused(ConwayError):
    """The engine refused the computation: it would exceed one of its limits."""


class WorkLimitExceeded(Refused):
    """The computation needs more work steps than its work limit allows (by default that
    of the command-line tool's ``--work-limit``). Pass ``work_limit=None`` (no limit) or a
    larger ``work_limit=`` to the call, or call ``conway.set_work_limit(None)``, to go on;
    it may then take long and use much memory."""
