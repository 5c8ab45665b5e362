//! A coordinate written to a tenth, as `format!("{x:.1}")` writes it, without the
//! standard library's exact float formatting. Every drawing writes thousands of such
//! numbers (a board's numerals are glyph outlines), and in the browser's engine that
//! formatting was the largest part of drawing a board: a third of the time of a move
//! on a play page. An `f32` times ten is exact in an `f64` (24 bits of mantissa and
//! four more), so rounding it half to even gives the same digit as the exact decimal
//! expansion the standard library rounds; the test below holds the two to the same text.

/// Appends `x` as `format!("{x:.1}")` writes it: digit by digit, without the
/// formatting machinery, which is itself slow in a WebAssembly build made for size.
pub fn push(s: &mut String, x: f32) {
    let scaled = (f64::from(x) * 10.0).round_ties_even().abs();
    // Beyond 2^53 tenths an integer no longer holds them; no drawing comes near.
    if !x.is_finite() || scaled >= 9.0e15 {
        s.push_str(&format!("{x:.1}"));
        return;
    }
    // Written backwards into a buffer, then appended at once.
    let mut buf = [0u8; 24];
    let mut at = buf.len();
    let n = scaled as u64;
    let mut put = |b: u8| {
        at -= 1;
        buf[at] = b;
    };
    put(b'0' + (n % 10) as u8);
    put(b'.');
    let mut whole = n / 10;
    loop {
        put(b'0' + (whole % 10) as u8);
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    if x.is_sign_negative() {
        put(b'-');
    }
    s.push_str(std::str::from_utf8(&buf[at..]).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    fn same(x: f32) {
        let mut s = String::from("x");
        super::push(&mut s, x);
        assert_eq!(s, format!("x{x:.1}"), "{:#x}", x.to_bits());
    }

    #[test]
    fn writes_what_the_standard_formatting_writes() {
        // The ties (k/20 is halfway between tenths when k is odd), near them, and
        // the signs of zero.
        for k in -200_000..200_000 {
            let x = k as f32 / 20.0;
            same(x);
            same(f32::from_bits(x.to_bits() + 1));
            same(f32::from_bits(x.to_bits().saturating_sub(1)));
        }
        for x in [
            0.0,
            -0.0,
            -0.04,
            0.05,
            0.15,
            0.25,
            0.35,
            1e9,
            -1e12,
            3e38,
            f32::MIN_POSITIVE,
        ] {
            same(x);
        }
        // A spread of every magnitude: one bit pattern in 4,099 of all of them.
        for bits in (0..u32::MAX).step_by(4_099) {
            let x = f32::from_bits(bits);
            if x.is_finite() {
                same(x);
            }
        }
        same(f32::NAN);
        same(f32::NEG_INFINITY);
    }
}
