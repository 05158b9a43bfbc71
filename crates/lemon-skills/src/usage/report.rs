//! The usage report: one row per skill the sidecar knows, with its idle time and whether
//! the curator would mark it stale or archive it. Rows are sorted archive candidates
//! first, then stale candidates, then the rest, each by name.
//!
//! ```
//! use lemon_skills::usage::{Event, UsageFile};
//! use lemon_skills::usage::report::{report, Thresholds};
//! let mut file = UsageFile::default();
//! Event::Load { key: "old".into(), at: "2026-01-01T00:00:00Z".into(), view: "full".into(),
//!     source: "global".into(), path: None, context: Default::default() }.apply(&mut file);
//! let now = lemon_core::time::parse_iso8601("2026-05-01T00:00:00Z").unwrap();
//! let rows = report(&file, now, &Thresholds::default());
//! assert_eq!(rows[0].idle_days, Some(120));
//! assert!(!rows[0].stale_candidate, "only agent-authored skills are candidates");
//! ```

use serde::Serialize;

use super::{LifecycleState, UsageFile};

/// Days without activity after which an agent-authored skill is a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thresholds {
    /// To mark it stale (default 30).
    pub stale_after_days: u64,
    /// To archive it (default 90).
    pub archive_after_days: u64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            stale_after_days: 30,
            archive_after_days: 90,
        }
    }
}

impl Thresholds {
    /// Thresholds from optional overrides; zero falls back to the default.
    pub fn new(stale_after_days: Option<u64>, archive_after_days: Option<u64>) -> Thresholds {
        let d = Thresholds::default();
        Thresholds {
            stale_after_days: stale_after_days
                .filter(|&n| n > 0)
                .unwrap_or(d.stale_after_days),
            archive_after_days: archive_after_days
                .filter(|&n| n > 0)
                .unwrap_or(d.archive_after_days),
        }
    }
}

/// One row of the report (the `--json` shape of `lemon skill usage`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UsageRow {
    pub name: String,
    pub lifecycle_state: LifecycleState,
    pub agent_authored: bool,
    pub load_count: u64,
    pub write_count: u64,
    pub write_error_count: u64,
    pub created_at: Option<String>,
    pub last_loaded_at: Option<String>,
    pub last_write_at: Option<String>,
    /// The latest of the last load, the last write and the creation.
    pub last_activity_at: Option<String>,
    /// Whole days since the last activity (at least 0); null without activity.
    pub idle_days: Option<u64>,
    pub stale_candidate: bool,
    pub archive_candidate: bool,
}

/// The report of `file` at `now` (seconds since the epoch).
pub fn report(file: &UsageFile, now: u64, thresholds: &Thresholds) -> Vec<UsageRow> {
    let mut rows: Vec<UsageRow> = file
        .skills
        .iter()
        .map(|(name, r)| {
            let latest = [&r.last_loaded_at, &r.last_write_at, &r.created_at]
                .into_iter()
                .filter_map(|t| {
                    let t = t.as_ref()?;
                    Some((lemon_core::time::parse_iso8601(t)?, t.clone()))
                })
                .max_by_key(|(secs, _)| *secs);
            let idle_days = latest
                .as_ref()
                .map(|(secs, _)| now.saturating_sub(*secs) / 86_400);
            let open = r.agent_authored()
                && !matches!(
                    r.lifecycle_state,
                    LifecycleState::Pinned | LifecycleState::Archived
                );
            let past = |days: u64| open && idle_days.is_some_and(|idle| idle >= days);
            UsageRow {
                name: name.clone(),
                lifecycle_state: r.lifecycle_state,
                agent_authored: r.agent_authored(),
                load_count: r.load_count,
                write_count: r.write_count,
                write_error_count: r.write_error_count,
                created_at: r.created_at.clone(),
                last_loaded_at: r.last_loaded_at.clone(),
                last_write_at: r.last_write_at.clone(),
                last_activity_at: latest.map(|(_, t)| t),
                idle_days,
                stale_candidate: past(thresholds.stale_after_days),
                archive_candidate: past(thresholds.archive_after_days),
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        (!a.archive_candidate, !a.stale_candidate, &a.name).cmp(&(
            !b.archive_candidate,
            !b.stale_candidate,
            &b.name,
        ))
    });
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usage::{CallContext, Event, UsageRecord};

    fn at(t: &str) -> u64 {
        lemon_core::time::parse_iso8601(t).unwrap()
    }

    fn agent(file: &mut UsageFile, key: &str, last_load: &str, state: LifecycleState) {
        file.skills.insert(
            key.into(),
            UsageRecord {
                created_by: Some("agent".into()),
                created_at: Some("2025-12-01T00:00:00Z".into()),
                last_loaded_at: Some(last_load.into()),
                lifecycle_state: state,
                ..UsageRecord::default()
            },
        );
    }

    #[test]
    fn candidates_come_first_and_pinned_or_foreign_skills_never_are() {
        let mut file = UsageFile::default();
        agent(
            &mut file,
            "b-old",
            "2026-01-01T00:00:00Z",
            LifecycleState::Active,
        );
        agent(
            &mut file,
            "a-recent",
            "2026-04-28T00:00:00Z",
            LifecycleState::Active,
        );
        agent(
            &mut file,
            "c-stale",
            "2026-03-20T00:00:00Z",
            LifecycleState::Active,
        );
        agent(
            &mut file,
            "d-pinned",
            "2026-01-01T00:00:00Z",
            LifecycleState::Pinned,
        );
        Event::Load {
            key: "e-user".into(),
            at: "2026-01-01T00:00:00Z".into(),
            view: "full".into(),
            source: "global".into(),
            path: None,
            context: CallContext::default(),
        }
        .apply(&mut file);
        let rows = report(&file, at("2026-05-01T00:00:00Z"), &Thresholds::default());
        let order: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(
            order,
            ["b-old", "c-stale", "a-recent", "d-pinned", "e-user"]
        );
        assert!(rows[0].archive_candidate && rows[0].stale_candidate);
        assert_eq!(rows[0].idle_days, Some(120));
        assert!(rows[1].stale_candidate && !rows[1].archive_candidate);
        assert!(!rows[3].stale_candidate, "pinned");
        assert!(!rows[4].stale_candidate, "not agent-authored");
    }

    #[test]
    fn activity_is_the_latest_of_load_write_and_creation() {
        let mut file = UsageFile::default();
        file.skills.insert(
            "k".into(),
            UsageRecord {
                created_at: Some("2026-01-01T00:00:00Z".into()),
                last_write_at: Some("2026-04-30T12:00:00Z".into()),
                last_loaded_at: Some("garbage".into()),
                ..UsageRecord::default()
            },
        );
        file.skills.insert("never".into(), UsageRecord::default());
        let rows = report(&file, at("2026-05-01T00:00:00Z"), &Thresholds::default());
        let k = rows.iter().find(|r| r.name == "k").unwrap();
        assert_eq!(k.last_activity_at.as_deref(), Some("2026-04-30T12:00:00Z"));
        assert_eq!(k.idle_days, Some(0));
        let never = rows.iter().find(|r| r.name == "never").unwrap();
        assert_eq!(
            (never.idle_days, never.last_activity_at.as_ref()),
            (None, None)
        );
    }

    #[test]
    fn non_positive_thresholds_fall_back() {
        assert_eq!(Thresholds::new(Some(0), None), Thresholds::default());
        assert_eq!(Thresholds::new(Some(7), Some(14)).archive_after_days, 14);
    }
}
