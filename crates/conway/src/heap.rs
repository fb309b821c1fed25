//! Heap games (in progress).
