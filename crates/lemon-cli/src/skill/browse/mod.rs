//! `lemon skill browse`: a terminal browser over the catalogs (the Hermes catalog and
//! Claude Code plugin marketplaces): pick a category, filter, select several skills,
//! then install the selection (or print it with `--print`).
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
use crate::output::Out;
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
    for item in &chosen {
        out.line(&item.source)?;
    }
    out.flush()
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
