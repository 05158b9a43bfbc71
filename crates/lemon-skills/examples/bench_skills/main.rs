//! Benchmark driver for `scripts/bench-skills.sh`.
//!
//! ```text
//! bench_skills gen ROOT N          write N synthetic skills under ROOT
//! bench_skills list-json [CWD]     what `lemon skill list --json` does, via the library:
//!                                  load the registry cold (process env), compute every
//!                                  skill's readiness, print the JSON array
//! bench_skills identity ROOT N     time N identity checks of a warm global registry
//!                                  whose agent dir is ROOT/.. (prints the median in µs)
//! ```

mod generate;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use lemon_core::paths::Env;
use lemon_skills::registry::{Registry, RegistryOptions};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") if args.len() == 3 => {
            let Ok(n) = args[2].parse::<usize>() else {
                eprintln!("N must be a number");
                return ExitCode::from(2);
            };
            if let Err(e) = generate::generate(&PathBuf::from(&args[1]), n) {
                eprintln!("cannot write skills under {}: {e}", args[1]);
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Some("list-json") => {
            let cwd = args
                .get(1)
                .map(PathBuf::from)
                .or_else(|| std::env::current_dir().ok());
            list_json(cwd)
        }
        Some("identity") if args.len() == 3 => {
            let Ok(n) = args[2].parse::<usize>() else {
                eprintln!("N must be a number");
                return ExitCode::from(2);
            };
            identity(PathBuf::from(&args[1]), n)
        }
        _ => {
            eprintln!("usage: bench_skills gen ROOT N | list-json [CWD] | identity AGENT_DIR N");
            ExitCode::from(2)
        }
    }
}

fn list_json(cwd: Option<PathBuf>) -> ExitCode {
    let reg = Registry::new();
    let view = reg.view(cwd.as_deref());
    let statuses = reg.statuses(view.entries(), cwd.as_deref());
    let disabled = reg.disabled_set(cwd.as_deref());
    let rows: Vec<serde_json::Value> = view
        .entries()
        .iter()
        .zip(&statuses)
        .map(|(e, st)| {
            serde_json::json!({
                "key": e.key,
                "name": e.name,
                "description": e.description,
                "scope": e.scope,
                "path": e.location.display_path(),
                "enabled": !disabled.contains(&e.key),
                "hidden": e.model_hidden(),
                "ready": st.ready,
                "activation_state": st.activation_state,
            })
        })
        .collect();
    let mut out = std::io::stdout().lock();
    let ok = serde_json::to_writer(&mut out, &rows).is_ok() && writeln!(out).is_ok();
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn identity(agent: PathBuf, n: usize) -> ExitCode {
    for watch in [true, false] {
        identity_with(&agent, n, watch);
    }
    ExitCode::SUCCESS
}

fn identity_with(agent: &std::path::Path, n: usize, watch: bool) {
    let reg = Registry::with_options(RegistryOptions {
        check_interval: Duration::ZERO,
        builtins: false,
        watch,
        ..RegistryOptions::new(Env::empty().with("LEMON_AGENT_DIR", agent))
    });
    let count = reg.view(None).entries().len();
    // Let freshly written files leave the racy window, then settle them.
    std::thread::sleep(Duration::from_millis(100));
    let _ = reg.view(None);
    let mut times: Vec<Duration> = (0..n.max(1))
        .map(|_| {
            let t = Instant::now();
            let _ = reg.view(None);
            t.elapsed()
        })
        .collect();
    times.sort();
    let median = times[times.len() / 2];
    println!(
        "identity check over {count} skills ({}): median {:.0} µs over {} runs",
        if watch {
            "watch armed"
        } else {
            "stat only, no watch"
        },
        median.as_secs_f64() * 1e6,
        times.len()
    );
}
