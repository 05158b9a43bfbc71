//! Latency summaries in the shape every benchmark client prints (`mcp-probe`, and the TS
//! and Python peer scripts in `peers/`), so `scripts/bench-mcp.sh` can put them side by side.

use std::time::Duration;

/// Median, 99th percentile and throughput of a series of sequential calls.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct CallStats {
    /// How many calls were timed.
    pub calls: usize,
    /// Median latency of one call, in microseconds.
    pub call_median_us: f64,
    /// 99th-percentile latency of one call, in microseconds.
    pub call_p99_us: f64,
    /// Calls per second over the whole timed run (including the loop's own overhead).
    pub calls_per_s: f64,
}

/// The `q`-quantile (0.0..=1.0) of `samples` by the nearest-rank rule the peer scripts use
/// (`sorted[min(n-1, floor(q*n))]`); `None` when there are no samples.
///
/// ```
/// use lemon_interop::stats::quantile;
/// assert_eq!(quantile(&[3.0, 1.0, 2.0], 0.5), Some(2.0));
/// assert_eq!(quantile(&[], 0.5), None);
/// ```
pub fn quantile(samples: &[f64], q: f64) -> Option<f64> {
    if samples.is_empty() {
        return None;
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (q.clamp(0.0, 1.0) * sorted.len() as f64).floor() as usize;
    sorted.get(rank.min(sorted.len() - 1)).copied()
}

impl CallStats {
    /// Summarises per-call durations measured over a run that took `total` in all;
    /// `None` when no call was made.
    ///
    /// ```
    /// use std::time::Duration;
    /// use lemon_interop::stats::CallStats;
    /// let calls = [Duration::from_micros(10), Duration::from_micros(30), Duration::from_micros(20)];
    /// let s = CallStats::from_durations(&calls, Duration::from_micros(60)).unwrap();
    /// assert_eq!(s.call_median_us, 20.0);
    /// assert_eq!(s.calls_per_s, 50_000.0);
    /// ```
    pub fn from_durations(calls: &[Duration], total: Duration) -> Option<CallStats> {
        let us: Vec<f64> = calls.iter().map(|d| d.as_secs_f64() * 1e6).collect();
        let secs = total.as_secs_f64();
        Some(CallStats {
            calls: us.len(),
            call_median_us: quantile(&us, 0.5)?,
            call_p99_us: quantile(&us, 0.99)?,
            calls_per_s: if secs > 0.0 {
                us.len() as f64 / secs
            } else {
                f64::INFINITY
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantile_uses_nearest_rank() {
        let xs: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(quantile(&xs, 0.5), Some(51.0));
        assert_eq!(quantile(&xs, 0.99), Some(100.0));
        assert_eq!(quantile(&xs, 1.0), Some(100.0));
        assert_eq!(quantile(&xs, 0.0), Some(1.0));
    }

    #[test]
    fn no_calls_gives_no_stats() {
        assert_eq!(CallStats::from_durations(&[], Duration::from_secs(1)), None);
    }
}
