//! The background curator with an injected clock: it runs only when the host has been
//! idle long enough, the curator is not paused and a run is due; its thread stops.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_core::paths::Env;
use lemon_skills::curator::background::{Background, BackgroundConfig, ManualClock, Tick};
use lemon_skills::curator::{self, Scope};
use lemon_skills::usage::{self, CallContext, Event};

const T0: u64 = 1_778_025_600; // 2026-05-06T00:00:00Z
const HOUR: u64 = 3600;

fn world() -> (tempfile::TempDir, Env) {
    let agent = tempfile::tempdir().unwrap();
    let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
    (agent, env)
}

fn seed_agent_skill(env: &Env, key: &str, at: &str) {
    let sidecar = Scope::Global.sidecar(env).unwrap();
    usage::record(
        &sidecar,
        &Event::Write {
            key: key.into(),
            at: at.into(),
            ok: true,
            action: "create".into(),
            agent_id: None,
            file_path: None,
            path: None,
            context: CallContext::default(),
        },
    )
    .unwrap();
}

fn runs(env: &Env) -> u64 {
    curator::state(env, &Scope::Global).unwrap().run_count
}

#[test]
fn runs_only_when_idle_long_enough_not_paused_and_due() {
    let (_agent, env) = world();
    seed_agent_skill(&env, "old-helper", "2026-04-01T00:00:00Z");
    let clock = Arc::new(ManualClock::new(T0));
    let busy = Arc::new(AtomicBool::new(false));
    let b = busy.clone();
    let reviews = Arc::new(AtomicUsize::new(0));
    let r = reviews.clone();
    let bg = Background::new(
        env.clone(),
        BackgroundConfig {
            interval_hours: 24,
            ..BackgroundConfig::new(Scope::Global)
        },
        clock.clone(),
        Arc::new(move || b.load(Ordering::SeqCst)),
    )
    .on_review(move |_| {
        r.fetch_add(1, Ordering::SeqCst);
    });

    // Freshly started: the idle time counts from now.
    assert!(matches!(
        bg.tick(),
        Tick::Waiting {
            idle_secs: 0,
            needed_secs: 7200
        }
    ));
    clock.advance(HOUR);
    busy.store(true, Ordering::SeqCst);
    assert!(matches!(bg.tick(), Tick::Busy));
    busy.store(false, Ordering::SeqCst);
    clock.advance(HOUR + 1800);
    assert!(
        matches!(
            bg.tick(),
            Tick::Waiting {
                idle_secs: 5400,
                ..
            }
        ),
        "busy an hour ago: the idle time restarted"
    );
    assert_eq!(runs(&env), 0);

    // Paused: never, however idle.
    curator::set_paused(&env, &Scope::Global, true).unwrap();
    clock.advance(10 * HOUR);
    assert!(matches!(bg.tick(), Tick::Paused));
    assert_eq!(runs(&env), 0);
    curator::set_paused(&env, &Scope::Global, false).unwrap();

    let Tick::Ran(outcome) = bg.tick() else {
        panic!("idle, resumed, never run: due")
    };
    assert_eq!(
        outcome.summary,
        "checked=1 stale=1 archived=0 reactivated=0"
    );
    assert_eq!(runs(&env), 1);
    assert_eq!(
        reviews.load(Ordering::SeqCst),
        1,
        "the stale skill wants a review"
    );

    // Not again before the interval.
    clock.advance(23 * HOUR);
    let Tick::NotDue { due_at } = bg.tick() else {
        panic!("too early")
    };
    assert_eq!(due_at, T0 + 12 * HOUR + 1800 + 24 * HOUR);
    clock.set(due_at);
    assert!(matches!(bg.tick(), Tick::Ran(_)));
    assert_eq!(runs(&env), 2);
}

#[test]
fn disabled_does_nothing_and_config_toml_is_read() {
    let (agent, env) = world();
    std::fs::write(
        agent.path().join("config.toml"),
        "[skill_curator]\nenabled = false\ninterval_hours = 12\nmin_idle_hours = 1\nstale_after_days = 7\nask_client = true\n",
    )
    .unwrap();
    let config = BackgroundConfig::from_config(&env);
    assert!(!config.enabled);
    assert!(config.ask_client);
    assert!(!BackgroundConfig::new(Scope::Global).ask_client);
    assert_eq!((config.interval_hours, config.min_idle_hours), (12, 1));
    assert_eq!(
        (
            config.thresholds.stale_after_days,
            config.thresholds.archive_after_days
        ),
        (7, 90)
    );
    let clock = Arc::new(ManualClock::new(T0));
    let bg = Background::new(env.clone(), config, clock.clone(), Arc::new(|| false));
    clock.advance(1000 * HOUR);
    assert!(matches!(bg.tick(), Tick::Disabled));
    assert_eq!(runs(&env), 0);
    std::fs::write(agent.path().join("config.toml"), "[skill_curator\nbroken").unwrap();
    assert_eq!(
        BackgroundConfig::from_config(&env),
        BackgroundConfig::new(Scope::Global)
    );
}

#[test]
fn the_thread_ticks_until_stopped() {
    let (_agent, env) = world();
    let clock = Arc::new(ManualClock::new(T0));
    let seen: Arc<Mutex<Vec<String>>> = Arc::default();
    let s = seen.clone();
    let bg = Background::new(
        env.clone(),
        BackgroundConfig {
            tick: Duration::from_millis(5),
            ..BackgroundConfig::new(Scope::Global)
        },
        clock.clone(),
        Arc::new(|| false),
    );
    let handle = bg.spawn(move |t| {
        let word = match t {
            Tick::Waiting { .. } => "waiting",
            Tick::Ran(_) => "ran",
            Tick::NotDue { .. } => "not_due",
            other => panic!("unexpected tick {other:?}"),
        };
        s.lock().unwrap().push(word.to_string());
    });
    let wait_for = |word: &str| {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !seen.lock().unwrap().iter().any(|w| w == word) {
            assert!(
                Instant::now() < deadline,
                "never saw {word}: {:?}",
                seen.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    wait_for("waiting");
    assert_eq!(runs(&env), 0);
    clock.advance(2 * HOUR);
    wait_for("ran");
    wait_for("not_due");
    assert!(handle.is_running());
    let stopped = Instant::now();
    handle.stop();
    assert!(stopped.elapsed() < Duration::from_secs(2));
    let count = seen.lock().unwrap().len();
    std::thread::sleep(Duration::from_millis(30));
    assert_eq!(seen.lock().unwrap().len(), count, "no tick after stop");
    assert_eq!(runs(&env), 1, "one run per interval");
}
