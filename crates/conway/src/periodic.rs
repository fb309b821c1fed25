//! Periodicity (in progress).
