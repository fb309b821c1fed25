//! The merge of two sequences sorted the same way, with equal keys combined: the sum of
//! two normal forms (terms by decreasing exponent), as ordinals, nimbers and surreal
//! numbers add them.

use std::cmp::Ordering;

/// The items of `a` and `b` (each sorted by `order`, no key twice) in that order; two items
/// of equal key are replaced by what `combine` makes of them (nothing, to drop both).
pub(crate) fn merge<T, E>(
    a: impl IntoIterator<Item = T>,
    b: impl IntoIterator<Item = T>,
    order: impl Fn(&T, &T) -> Ordering,
    mut combine: impl FnMut(T, T) -> Result<Option<T>, E>,
) -> Result<Vec<T>, E> {
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    let mut merged = Vec::new();
    loop {
        let next = match (a.peek(), b.peek()) {
            (None, None) => return Ok(merged),
            (Some(_), None) => a.next(),
            (None, Some(_)) => b.next(),
            (Some(x), Some(y)) => match order(x, y) {
                Ordering::Less => a.next(),
                Ordering::Greater => b.next(),
                Ordering::Equal => {
                    let (x, y) = (a.next().expect("peeked"), b.next().expect("peeked"));
                    combine(x, y)?
                }
            },
        };
        merged.extend(next);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn merges_and_combines() {
        let sum = super::merge(
            [(5, 1), (3, 2), (1, 1)],
            [(4, 7), (3, -2), (0, 1)],
            |x: &(i32, i32), y: &(i32, i32)| y.0.cmp(&x.0),
            |x, y| Ok::<_, ()>((x.1 + y.1 != 0).then_some((x.0, x.1 + y.1))),
        );
        assert_eq!(sum, Ok(vec![(5, 1), (4, 7), (1, 1), (0, 1)]));
    }
}
