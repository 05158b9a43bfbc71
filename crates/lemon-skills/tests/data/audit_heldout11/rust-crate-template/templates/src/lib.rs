//! __CRATE__: __DESCRIPTION__
#![cfg_attr(not(feature = "simd"), forbid(unsafe_code))]

/// Sum a slice of integers.
///
/// ```
/// assert_eq!(__CRATE__::sum(&[1, 2, 3]), 6);
/// ```
pub fn sum(xs: &[i64]) -> i64 {
    xs.iter().sum()
}
