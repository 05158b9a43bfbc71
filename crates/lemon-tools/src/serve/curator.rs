//! The background curator inside `lemon serve`: the library's [`Background`] curator
//! runs on its interval while the server is up, gated on the server's own activity (it
//! waits until no tool call has been seen for `min_idle_hours`), and when a pass leaves
//! agent-written skills to consolidate, the review is offered to the connected agent as
//! the prompt [`CURATE_PROMPT`] (`prompts/list`, `prompts/get`).
//!
//! Settings are `[skill_curator]` of `<agent dir>/config.toml`, as for the CLI's
//! background curator (`enabled`, `scope`, `interval_hours`, `min_idle_hours`, …).
//!
//! ```
//! use std::sync::Arc;
//! use lemon_core::paths::Env;
//! use lemon_skills::curator::Scope;
//! use lemon_skills::curator::background::{BackgroundConfig, ManualClock};
//! use lemon_tools::serve::curator::ServeCurator;
//! let agent = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//! let clock = Arc::new(ManualClock::new(1_778_025_600));
//! let curator = ServeCurator::new(env, BackgroundConfig::new(Scope::Global), clock);
//! {
//!     let _call = curator.call_started(); // a call in flight keeps the curator waiting
//! }
//! assert!(curator.prompt().is_none(), "no review is pending");
//! ```

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::lock;
use lemon_core::paths::Env;
use lemon_mcp::protocol::types::{ContentBlock, GetPromptResult, Prompt, PromptMessage, Role};
use lemon_skills::curator::RunOutcome;
use lemon_skills::curator::background::{
    Background, BackgroundConfig, Clock, Handle, SystemClock, Tick,
};

/// The prompt that carries a pending consolidation review.
pub const CURATE_PROMPT: &str = "curate-skills";

/// The server's tool calls as the curator's idle gate sees them: busy while a call runs
/// or when one started since the previous tick (a call shorter than a tick still
/// counts).
#[derive(Default)]
struct CallActivity {
    in_flight: AtomicUsize,
    started: AtomicU64,
    seen: AtomicU64,
}

impl CallActivity {
    fn busy(&self) -> bool {
        let started = self.started.load(Ordering::SeqCst);
        let seen = self.seen.swap(started, Ordering::SeqCst);
        self.in_flight.load(Ordering::SeqCst) > 0 || started != seen
    }
}

/// Marks a tool call as running until dropped.
pub struct CallGuard(Arc<CallActivity>);

impl Drop for CallGuard {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A pending review: the pass's summary and the prompt text for the agent, numbered so
/// that finishing one never clears a newer one.
#[derive(Debug, Clone)]
struct Review {
    number: u64,
    summary: String,
    scope: &'static str,
    text: String,
}

/// A pending review as [`ServeCurator::pending_review`] hands it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingReview {
    /// Which review this is; give it back to [`ServeCurator::finish_review`].
    pub number: u64,
    /// The review prompt (the same text as the [`CURATE_PROMPT`] prompt's).
    pub text: String,
}

/// The background curator of one `lemon serve` (see the module docs).
pub struct ServeCurator {
    activity: Arc<CallActivity>,
    review: Arc<Mutex<Option<Review>>>,
    background: Mutex<Option<Background>>,
    handle: Mutex<Option<Handle>>,
    on_review: Arc<Mutex<Option<ReviewListener>>>,
    ask_client: bool,
}

type ReviewListener = Box<dyn Fn() + Send + Sync>;

impl ServeCurator {
    /// A curator for `config`'s scope, its time from `clock`; nothing runs until
    /// [`ServeCurator::start`] (or [`ServeCurator::tick`]).
    pub fn new(env: Env, config: BackgroundConfig, clock: Arc<dyn Clock>) -> ServeCurator {
        let activity = Arc::new(CallActivity::default());
        let review: Arc<Mutex<Option<Review>>> = Arc::default();
        let on_review: Arc<Mutex<Option<ReviewListener>>> = Arc::default();
        let gate = activity.clone();
        let (slot, listener) = (review.clone(), on_review.clone());
        let ask_client = config.ask_client;
        let numbers = AtomicU64::new(0);
        let background = Background::new(env, config, clock, Arc::new(move || gate.busy()))
            .on_review(move |outcome: &RunOutcome| {
                *lock(&slot) = Some(Review {
                    number: numbers.fetch_add(1, Ordering::SeqCst) + 1,
                    summary: outcome.summary.clone(),
                    scope: outcome.scope,
                    text: outcome.review_prompt.clone(),
                });
                if let Some(notify) = lock(&listener).as_ref() {
                    notify();
                }
            });
        ServeCurator {
            activity,
            review,
            background: Mutex::new(Some(background)),
            handle: Mutex::new(None),
            on_review: on_review.clone(),
            ask_client,
        }
    }

    /// Whether `[skill_curator] ask_client` lets a pending review be run through a
    /// connected client's model ([`super::review`]).
    pub fn asks_client(&self) -> bool {
        self.ask_client
    }

    /// The review waiting for an agent, if any.
    pub fn pending_review(&self) -> Option<PendingReview> {
        lock(&self.review).as_ref().map(|r| PendingReview {
            number: r.number,
            text: r.text.clone(),
        })
    }

    /// Marks review `number` as done: the prompt is withdrawn (and the listener told,
    /// as the prompt list changed), unless a newer review has replaced it.
    pub fn finish_review(&self, number: u64) {
        let finished = {
            let mut slot = lock(&self.review);
            let current = slot.as_ref().is_some_and(|r| r.number == number);
            if current {
                *slot = None;
            }
            current
        };
        if finished && let Some(notify) = lock(&self.on_review).as_ref() {
            notify();
        }
    }

    /// The curator `lemon serve` runs: `[skill_curator]` of the agent's config, the
    /// system clock.
    pub fn from_config(env: Env) -> ServeCurator {
        let config = BackgroundConfig::from_config(&env);
        ServeCurator::new(env, config, Arc::new(SystemClock))
    }

    /// Calls `listener` whenever a pass leaves a review or a review is finished (the
    /// gateway tells its clients that the prompt list changed).
    pub fn on_review(&self, listener: impl Fn() + Send + Sync + 'static) {
        *lock(&self.on_review) = Some(Box::new(listener));
    }

    /// Counts a tool call as activity until the guard is dropped.
    pub fn call_started(&self) -> CallGuard {
        self.activity.in_flight.fetch_add(1, Ordering::SeqCst);
        self.activity.started.fetch_add(1, Ordering::SeqCst);
        CallGuard(self.activity.clone())
    }

    /// One tick now, on this thread (tests; the running curator ticks on its own).
    pub fn tick(&self) -> Option<Tick> {
        lock(&self.background).as_ref().map(Background::tick)
    }

    /// Starts ticking on the curator's own thread (once; later calls do nothing).
    pub fn start(&self) {
        let Some(background) = lock(&self.background).take() else {
            return;
        };
        let handle = background.spawn(|tick| {
            if let Tick::Failed(why) = tick {
                tracing::warn!(target: "lemon::serve", error = %why, "background curator pass failed");
            }
        });
        *lock(&self.handle) = Some(handle);
    }

    /// Stops the thread after its current tick.
    pub fn stop(&self) {
        if let Some(handle) = lock(&self.handle).take() {
            handle.stop();
        }
    }

    /// The [`CURATE_PROMPT`] entry of `prompts/list`, while a review is pending.
    pub fn prompt(&self) -> Option<Prompt> {
        let review = lock(&self.review).clone()?;
        Some(Prompt {
            name: CURATE_PROMPT.into(),
            title: Some("Consolidate agent-written skills".into()),
            description: Some(format!(
                "The background curator's last {} pass ({}) left agent-written skills to \
                 review: merge narrow ones, improve or archive them with skill_manage.",
                review.scope, review.summary
            )),
            ..Prompt::default()
        })
    }

    /// `prompts/get` of [`CURATE_PROMPT`]: the review prompt as a user message.
    pub fn get_prompt(&self) -> Option<GetPromptResult> {
        let review = lock(&self.review).clone()?;
        Some(GetPromptResult {
            description: Some(format!("Skill curator review ({})", review.summary)),
            messages: vec![PromptMessage {
                role: Role::User,
                content: ContentBlock::text(review.text),
                extra: Default::default(),
            }],
            extra: Default::default(),
        })
    }
}

impl Drop for ServeCurator {
    fn drop(&mut self) {
        self.stop();
    }
}
