//! The background curator (spec I.7): on every tick (60 s by default) it does nothing
//! while the host is busy (any agent session active; it remembers when it last was);
//! once the host has been idle for `min_idle_hours` and the scope's state says a run is
//! due (not paused, `interval_hours` since the last run), it runs one curator pass, and
//! when that pass wants an agent review it hands the outcome to the review hook (the
//! gateway submits the review prompt to an agent). One pass at a time; stoppable.
//!
//! Time comes from a [`Clock`] and busyness from an [`Activity`], both injected: the
//! gateway passes [`SystemClock`] and its session count, tests a [`ManualClock`].
//!
//! ```
//! use std::sync::Arc;
//! use lemon_core::paths::Env;
//! use lemon_skills::curator::background::{Background, BackgroundConfig, ManualClock, Tick};
//! use lemon_skills::curator::Scope;
//! let agent = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//! let clock = Arc::new(ManualClock::new(1_778_025_600));
//! let bg = Background::new(env, BackgroundConfig::new(Scope::Global), clock.clone(), Arc::new(|| false));
//! assert!(matches!(bg.tick(), Tick::Waiting { .. }), "not idle for two hours yet");
//! clock.advance(2 * 3600);
//! assert!(matches!(bg.tick(), Tick::Ran(_)));
//! assert!(matches!(bg.tick(), Tick::NotDue { .. }), "the next run is a week away");
//! ```

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use lemon_core::paths::{self, Env};

use super::{Options, RunOutcome, Scope};
use crate::usage::report::Thresholds;

/// Seconds since the epoch, from somewhere.
pub trait Clock: Send + Sync {
    /// Now.
    fn now(&self) -> u64;
}

/// The system clock ([`lemon_core::time::now_secs`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        lemon_core::time::now_secs()
    }
}

/// A clock that moves only when told (tests, simulations).
#[derive(Debug, Default)]
pub struct ManualClock(AtomicU64);

impl ManualClock {
    /// A clock standing at `secs`.
    pub fn new(secs: u64) -> ManualClock {
        ManualClock(AtomicU64::new(secs))
    }

    /// Moves it forward by `secs`.
    pub fn advance(&self, secs: u64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }

    /// Sets it to `secs`.
    pub fn set(&self, secs: u64) {
        self.0.store(secs, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Whether the host is busy (an agent session is active).
pub trait Activity: Send + Sync {
    /// True while any session is active.
    fn busy(&self) -> bool;
}

impl<F: Fn() -> bool + Send + Sync> Activity for F {
    fn busy(&self) -> bool {
        self()
    }
}

/// The background curator's settings (`[skill_curator]` in `<agent dir>/config.toml`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackgroundConfig {
    /// Off: ticks do nothing (`enabled`, default true).
    pub enabled: bool,
    pub scope: Scope,
    /// Hours between runs (`interval_hours`, 168).
    pub interval_hours: u64,
    /// Hours the host must have been idle (`min_idle_hours`, 2).
    pub min_idle_hours: u64,
    /// `stale_after_days` (30), `archive_after_days` (90).
    pub thresholds: Thresholds,
    /// Time between ticks of [`Background::spawn`] (60 s).
    pub tick: Duration,
    /// `lemon serve` only: run a pending review through a connected client's model
    /// (MCP sampling with tools) instead of only offering it as a prompt (`ask_client`,
    /// default false: the review spends the user's model tokens).
    pub ask_client: bool,
}

impl BackgroundConfig {
    /// The defaults for `scope`.
    pub fn new(scope: Scope) -> BackgroundConfig {
        BackgroundConfig {
            enabled: true,
            scope,
            interval_hours: super::DEFAULT_INTERVAL_HOURS,
            min_idle_hours: 2,
            thresholds: Thresholds::default(),
            tick: Duration::from_secs(60),
            ask_client: false,
        }
    }

    /// The defaults overridden by `[skill_curator]` of `<agent dir>/config.toml`
    /// (`enabled`, `scope` = `global` | `project`, `cwd`, `interval_hours`,
    /// `min_idle_hours`, `stale_after_days`, `archive_after_days`, `ask_client`). A missing or
    /// unreadable file, or a value of the wrong type, leaves the default.
    pub fn from_config(env: &Env) -> BackgroundConfig {
        let mut c = BackgroundConfig::new(Scope::Global);
        let Ok(file) = paths::global_file(env, crate::manage::CONFIG_FILE) else {
            return c;
        };
        let Some(table) = read_table(&file) else {
            return c;
        };
        let Some(t) = table.get("skill_curator").and_then(toml::Value::as_table) else {
            return c;
        };
        let int = |k: &str| {
            t.get(k)
                .and_then(toml::Value::as_integer)
                .and_then(|n| u64::try_from(n).ok())
                .filter(|&n| n > 0)
        };
        if let Some(b) = t.get("enabled").and_then(toml::Value::as_bool) {
            c.enabled = b;
        }
        if let Some(b) = t.get("ask_client").and_then(toml::Value::as_bool) {
            c.ask_client = b;
        }
        if t.get("scope").and_then(toml::Value::as_str) == Some("project")
            && let Some(cwd) = t.get("cwd").and_then(toml::Value::as_str)
        {
            c.scope = Scope::Project(paths::resolve(Path::new(cwd), env));
        }
        c.interval_hours = int("interval_hours").unwrap_or(c.interval_hours);
        c.min_idle_hours = int("min_idle_hours").unwrap_or(c.min_idle_hours);
        c.thresholds = Thresholds::new(int("stale_after_days"), int("archive_after_days"));
        c
    }
}

fn read_table(file: &Path) -> Option<toml::Table> {
    let text = lemon_core::read::read_bounded_string(file, 256 * 1024).ok()?;
    text.parse::<toml::Table>().ok()
}

/// What one tick did.
#[derive(Debug)]
pub enum Tick {
    /// `enabled = false`.
    Disabled,
    /// The host is busy; nothing ran.
    Busy,
    /// Not idle long enough: `idle_secs` of the `needed_secs`.
    Waiting { idle_secs: u64, needed_secs: u64 },
    /// The scope's curator is paused.
    Paused,
    /// The last run was too recent; the next is due at `due_at` (epoch seconds).
    NotDue { due_at: u64 },
    /// Another tick is running a pass.
    AlreadyRunning,
    /// A pass ran.
    Ran(Box<RunOutcome>),
    /// The pass failed (the message; the next due tick tries again).
    Failed(String),
}

type ReviewHook = Box<dyn Fn(&RunOutcome) + Send + Sync>;

/// The background curator of one scope.
pub struct Background {
    env: Env,
    config: BackgroundConfig,
    clock: Arc<dyn Clock>,
    activity: Arc<dyn Activity>,
    /// When the host was last seen busy (starts at creation: an unknown past counts as
    /// busy, so a fresh start waits the whole idle time).
    last_busy: AtomicU64,
    running: AtomicBool,
    on_review: Option<ReviewHook>,
}

impl Background {
    /// A background curator; nothing runs until [`Background::tick`] or
    /// [`Background::spawn`].
    pub fn new(
        env: Env,
        config: BackgroundConfig,
        clock: Arc<dyn Clock>,
        activity: Arc<dyn Activity>,
    ) -> Background {
        let now = clock.now();
        Background {
            env,
            config,
            clock,
            activity,
            last_busy: AtomicU64::new(now),
            running: AtomicBool::new(false),
            on_review: None,
        }
    }

    /// Calls `hook` after each pass whose outcome asks for an agent review.
    pub fn on_review(mut self, hook: impl Fn(&RunOutcome) + Send + Sync + 'static) -> Background {
        self.on_review = Some(Box::new(hook));
        self
    }

    /// The settings.
    pub fn config(&self) -> &BackgroundConfig {
        &self.config
    }

    /// One tick: the gates in order (enabled, busy, idle time, pause, interval), then
    /// at most one pass.
    pub fn tick(&self) -> Tick {
        if !self.config.enabled {
            return Tick::Disabled;
        }
        let now = self.clock.now();
        if self.activity.busy() {
            self.last_busy.fetch_max(now, Ordering::SeqCst);
            return Tick::Busy;
        }
        let idle_secs = now.saturating_sub(self.last_busy.load(Ordering::SeqCst));
        let needed_secs = self.config.min_idle_hours.saturating_mul(3600);
        if idle_secs < needed_secs {
            return Tick::Waiting {
                idle_secs,
                needed_secs,
            };
        }
        let state = match super::state(&self.env, &self.config.scope) {
            Ok(s) => s,
            Err(e) => return Tick::Failed(e.to_string()),
        };
        if state.paused {
            return Tick::Paused;
        }
        if !state.should_run_now(now, self.config.interval_hours) {
            let last = state
                .last_run_at
                .as_deref()
                .and_then(lemon_core::time::parse_iso8601)
                .unwrap_or(now);
            return Tick::NotDue {
                due_at: last.saturating_add(self.config.interval_hours.saturating_mul(3600)),
            };
        }
        if self.running.swap(true, Ordering::SeqCst) {
            return Tick::AlreadyRunning;
        }
        let options = Options {
            scope: self.config.scope.clone(),
            now,
            thresholds: self.config.thresholds,
            dry_run: false,
        };
        let result = super::run(&self.env, &options);
        self.running.store(false, Ordering::SeqCst);
        match result {
            Ok(outcome) => {
                tracing::info!(
                    target: "lemon::skills",
                    event = "skill_curator_run",
                    scope = outcome.scope,
                    summary = %outcome.summary,
                    candidates = outcome.candidates.len(),
                    review_required = outcome.review_required,
                    "background curator"
                );
                if outcome.review_required
                    && let Some(hook) = &self.on_review
                {
                    hook(&outcome);
                }
                Tick::Ran(Box::new(outcome))
            }
            Err(e) => Tick::Failed(e.to_string()),
        }
    }

    /// Runs [`Background::tick`] on a thread every `config.tick` until the handle is
    /// stopped (or dropped). `observe` sees every tick's result.
    pub fn spawn(self, observe: impl Fn(&Tick) + Send + 'static) -> Handle {
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let signal = stop.clone();
        let thread = std::thread::Builder::new()
            .name("lemon-curator".into())
            .spawn(move || {
                let (flag, cvar) = &*signal;
                loop {
                    let tick = self.tick();
                    observe(&tick);
                    let Ok(guard) = flag.lock() else { return };
                    let Ok((guard, _)) =
                        cvar.wait_timeout_while(guard, self.config.tick, |stopped| !*stopped)
                    else {
                        return;
                    };
                    if *guard {
                        return;
                    }
                }
            })
            .ok();
        Handle { stop, thread }
    }
}

/// A running background curator; [`Handle::stop`] (or drop) ends it after the current
/// tick.
pub struct Handle {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Handle {
    /// Stops the thread and waits for it.
    pub fn stop(mut self) {
        self.halt();
    }

    /// Whether the thread is running.
    pub fn is_running(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }

    fn halt(&mut self) {
        let (flag, cvar) = &*self.stop;
        if let Ok(mut stopped) = flag.lock() {
            *stopped = true;
        }
        cvar.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.halt();
    }
}
