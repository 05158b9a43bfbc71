//! UTC timestamps as Lemon's files store them: ISO-8601 at second precision
//! (`2026-05-06T00:00:00Z`), to and from seconds since the Unix epoch, without a calendar
//! dependency (the proleptic Gregorian calendar, days from the civil date and back).
//!
//! ```
//! use lemon_core::time::{iso8601, parse_iso8601, compact};
//! assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
//! assert_eq!(iso8601(1_778_025_600), "2026-05-06T00:00:00Z");
//! assert_eq!(parse_iso8601("2026-05-06T00:00:00Z"), Some(1_778_025_600));
//! assert_eq!(parse_iso8601("2026-05-06T02:00:00+02:00"), Some(1_778_025_600));
//! assert_eq!(parse_iso8601("2026-05-06T00:00:00.250Z"), Some(1_778_025_600));
//! assert_eq!(parse_iso8601("yesterday"), None);
//! assert_eq!(compact(1_778_025_600), "20260506T000000");
//! ```

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch now (0 if the clock is before it).
pub fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Now, as [`iso8601`].
pub fn now_iso8601() -> String {
    iso8601(now_secs())
}

/// `secs` since the epoch as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn iso8601(secs: u64) -> String {
    let (y, m, d, hh, mm, ss) = civil(secs);
    format!("{y:04}-{m:02}-{d:02}T{hh:02}:{mm:02}:{ss:02}Z")
}

/// `secs` since the epoch as `YYYYMMDDTHHMMSS` (run ids, file names).
pub fn compact(secs: u64) -> String {
    let (y, m, d, hh, mm, ss) = civil(secs);
    format!("{y:04}{m:02}{d:02}T{hh:02}{mm:02}{ss:02}")
}

/// Parses `YYYY-MM-DDTHH:MM:SS` with an optional fraction and a `Z` or `±HH:MM` zone
/// (a bare date reads as midnight UTC); `None` for anything else or a time before the
/// epoch.
pub fn parse_iso8601(text: &str) -> Option<u64> {
    let text = text.trim();
    let b = text.as_bytes();
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let s = text.get(r)?;
        if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    if b.len() < 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    if !(1..=12).contains(&mo) || d < 1 || d > days_in_month(y, mo) {
        return None;
    }
    let mut secs_of_day = 0i64;
    let mut offset = 0i64;
    if b.len() > 10 {
        if !matches!(b[10], b'T' | b't' | b' ') || b.len() < 19 || b[13] != b':' || b[16] != b':' {
            return None;
        }
        let (h, mi, s) = (num(11..13)?, num(14..16)?, num(17..19)?);
        if h > 23 || mi > 59 || s > 60 {
            return None;
        }
        secs_of_day = h * 3600 + mi * 60 + s;
        let mut rest = &text[19..];
        if let Some(frac) = rest.strip_prefix('.') {
            let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            rest = &frac[digits..];
        }
        match rest {
            "" | "Z" | "z" => {}
            zone if zone.len() == 6
                && matches!(zone.as_bytes()[0], b'+' | b'-')
                && zone.as_bytes()[3] == b':' =>
            {
                let zh: i64 = zone[1..3].parse().ok()?;
                let zm: i64 = zone[4..6].parse().ok()?;
                if zh > 23 || zm > 59 {
                    return None;
                }
                offset = (zh * 3600 + zm * 60) * if zone.starts_with('-') { -1 } else { 1 };
            }
            _ => return None,
        }
    }
    let total = days_from_civil(y, mo, d) * 86_400 + secs_of_day - offset;
    u64::try_from(total).ok()
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a civil date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date and time of `secs` since the epoch.
fn civil(secs: u64) -> (i64, i64, i64, u64, u64, u64) {
    let days = i64::try_from(secs / 86_400).unwrap_or(i64::MAX / 2);
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d, rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_across_leap_years_and_centuries() {
        for secs in [
            0u64,
            951_782_400,   // 2000-02-29
            4_107_542_400, // 2100-03-01
            1_709_164_800, // 2024-02-29
            1_767_225_599, // 2025-12-31T23:59:59
        ] {
            assert_eq!(
                parse_iso8601(&iso8601(secs)),
                Some(secs),
                "{}",
                iso8601(secs)
            );
        }
        assert_eq!(iso8601(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso8601(4_107_542_400), "2100-03-01T00:00:00Z");
    }

    #[test]
    fn bad_dates_and_zones_are_refused() {
        for bad in [
            "",
            "2026-13-01",
            "2026-02-30",
            "2025-02-29T00:00:00Z",
            "2026-05-06T24:00:00Z",
            "2026-05-06T00:00:00+2",
            "2026-05-06T00:00:00.Z",
            "2026-05-06 00:00",
            "1969-12-31T23:59:59Z",
            "２０２６-05-06",
        ] {
            assert_eq!(parse_iso8601(bad), None, "{bad:?}");
        }
        assert_eq!(parse_iso8601("2026-05-06"), Some(1_778_025_600));
        assert_eq!(
            parse_iso8601("2026-05-05T22:00:00-02:00"),
            Some(1_778_025_600)
        );
    }
}
