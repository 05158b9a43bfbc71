//! `lemon skill browse`: a terminal browser over the catalogs (the Hermes catalog and
//! Claude Code plugin marketplaces): pick a category, filter, select several skills,
//! then install the selection after one approval for all of it (each skill still
//! audited; a warning still asks on its own, a block is still refused), or print it with
//! `--print`.
//!
//! The browser draws on stderr and reads keys from the terminal, so stdout stays free for
//! the result (`lemon skill browse --print > chosen.txt` works, as with `fzf`). It needs
//! a terminal on stdin and stderr; scripts use `lemon skill hermes --json` and
//! `lemon skill marketplace SOURCE --json` instead.

mod app;
mod view;

use std::io::IsTerminal;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use ratatui::crossterm::{cursor, execute, terminal};

use crate::Ctx;
use crate::cli::BrowseArgs;
use crate::error::CliError;
use crate::output::{Out, inline};
use crate::skill::catalogs;

pub use app::{App, Item, Outcome};

/// Runs `lemon skill browse`.
pub fn run(ctx: &Ctx, args: &BrowseArgs) -> Result<(), CliError> {
    if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
        return Err(CliError::usage("lemon skill browse needs a terminal").hint(
            "list the catalogs instead: `lemon skill hermes --json`, `lemon skill marketplace SOURCE --json`",
        ));
    }
    let items = catalogs::browse_items(ctx, args.hermes.as_deref(), &args.marketplace)?;
    if items.is_empty() {
        return Err(CliError::failure("the catalogs offer no skills"));
    }
    let outcome = browse(items).map_err(|e| CliError::failure(format!("terminal error: {e}")))?;
    let Outcome::Chosen(chosen) = outcome else {
        return Ok(());
    };
    let mut out = Out::new();
    if args.print {
        for item in &chosen {
            out.line(&item.source)?;
        }
        return out.flush();
    }
    install_selection(ctx, args, &chosen)
}

/// One question for the whole selection, then each skill through the installer.
fn install_selection(ctx: &Ctx, args: &BrowseArgs, chosen: &[Item]) -> Result<(), CliError> {
    use lemon_core::paths::Env;
    use lemon_skills::bundle::BundleLimits;
    use lemon_skills::install::{self, InstallScope, Options, Selection, source};

    use crate::skill::approve::{
        SelectionApprover, Spinner, TerminalApprover, auditor, confirm, install_error,
    };

    eprintln!("{}", ctx.err_paint.bold("Install:"));
    for item in chosen {
        eprintln!("  {}  ({})", inline(&item.key), inline(&item.source));
    }
    let question = format!(
        "Install {} skill{}? Each is audited first; warnings ask again, blocks are refused.",
        chosen.len(),
        if chosen.len() == 1 { "" } else { "s" }
    );
    if !confirm(&question) {
        eprintln!("Nothing installed.");
        return Ok(());
    }
    let mut env = Env::from_process().with_working_dir(&ctx.cwd);
    // The skills chosen from --hermes come from that repository.
    if let Some(repo) = &args.hermes {
        env = env.with(source::HERMES_URL_VAR, repo);
    }
    let spinner = Spinner::new(true);
    let terminal = TerminalApprover {
        paint: ctx.err_paint,
        spinner: &spinner,
    };
    let approver = SelectionApprover { inner: &terminal };
    let progress = |m: &str| spinner.step(m);
    let mut out = Out::new();
    let mut failed = 0usize;
    for item in chosen {
        let spec = match source::parse(&item.source, None, None, &env) {
            Ok(spec) => spec,
            Err(e) => {
                failed += 1;
                ctx.warn(&format!(
                    "{}: {}",
                    inline(&item.key),
                    inline(&e.to_string())
                ));
                continue;
            }
        };
        let opts = Options {
            env: env.clone(),
            scope: if args.project {
                InstallScope::Project(ctx.cwd.clone())
            } else {
                InstallScope::Global
            },
            selection: Selection::Default,
            plugin: None,
            approve: false,
            force: false,
            override_digest: None,
            approver: &approver,
            auditor: auditor(),
            progress: &progress,
            limits: BundleLimits::default(),
        };
        match install::install(&spec, &opts) {
            Ok(done) => {
                for i in &done {
                    for line in crate::skill::install::installed_lines(i, ctx.paint, "Installed") {
                        out.line(&line)?;
                    }
                }
            }
            Err(e) => {
                failed += 1;
                let err = install_error(&e, "install");
                ctx.warn(&format!("{}: {}", inline(&item.key), err.message()));
            }
        }
    }
    drop(spinner);
    out.flush()?;
    if failed > 0 {
        return Err(CliError::failure(format!(
            "{failed} of {} selected skills were not installed",
            chosen.len()
        )));
    }
    Ok(())
}

/// Puts the terminal back (main screen, cooked mode, cursor shown) however the browser
/// ends: error, panic or return.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        // Nothing more can be done if restoring fails; the shell's `reset` can.
        let _ = terminal::disable_raw_mode();
        let _ = execute!(
            std::io::stderr(),
            terminal::LeaveAlternateScreen,
            cursor::Show
        );
    }
}

/// Shows the browser until the user chooses or leaves.
fn browse(items: Vec<Item>) -> std::io::Result<Outcome> {
    terminal::enable_raw_mode()?;
    let _restore = Restore;
    execute!(std::io::stderr(), terminal::EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(std::io::stderr()))?;
    let mut app = App::new(items);
    loop {
        terminal.draw(|frame| view::draw(frame, &app))?;
        if let Event::Key(key) = event::read()?
            && key.kind == KeyEventKind::Press
        {
            app.key(key);
        }
        if let Some(outcome) = app.outcome.take() {
            return Ok(outcome);
        }
    }
}
