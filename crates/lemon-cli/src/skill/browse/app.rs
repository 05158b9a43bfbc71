//! The browser's state and what each key does to it, with no terminal: categories, a
//! filter, a cursor and a multi-selection over catalog items. `view` draws it; the
//! tests drive it key by key.

use std::collections::BTreeSet;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// One installable skill offered by a catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// What `lemon skill install` takes to install it.
    pub source: String,
    /// The key it installs as.
    pub key: String,
    /// Its display name.
    pub name: String,
    /// Its category (the left column).
    pub category: String,
    /// Its description.
    pub description: String,
    /// Which catalog offers it (`hermes bundled`, `marketplace tools/docs`, …).
    pub origin: String,
}

/// The label of the category that shows every item.
pub const ALL: &str = "all";

/// Which column keys move in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    Categories,
    Items,
}

/// How the browser ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The chosen items, in catalog order.
    Chosen(Vec<Item>),
    /// The user left without choosing.
    Cancelled,
}

/// The browser's state.
pub struct App {
    items: Vec<Item>,
    /// `all`, then every category in order of first appearance, sorted.
    pub categories: Vec<String>,
    pub category: usize,
    pub focus: Focus,
    /// The filter text; typing goes here while `editing_filter`.
    pub filter: String,
    pub editing_filter: bool,
    /// Index into [`App::visible`].
    pub cursor: usize,
    selected: BTreeSet<usize>,
    pub outcome: Option<Outcome>,
}

impl App {
    /// A browser over `items` (already in catalog order).
    pub fn new(items: Vec<Item>) -> App {
        let mut categories: Vec<String> = items.iter().map(|i| i.category.clone()).collect();
        categories.sort();
        categories.dedup();
        categories.insert(0, ALL.to_string());
        App {
            items,
            categories,
            category: 0,
            focus: Focus::Items,
            filter: String::new(),
            editing_filter: false,
            cursor: 0,
            selected: BTreeSet::new(),
            outcome: None,
        }
    }

    /// Indices of the items the category and the filter let through.
    pub fn visible(&self) -> Vec<usize> {
        let category = &self.categories[self.category];
        let filter = self.filter.to_lowercase();
        (0..self.items.len())
            .filter(|&i| {
                let item = &self.items[i];
                (category == ALL || item.category == *category)
                    && (filter.is_empty()
                        || [&item.name, &item.key, &item.description, &item.category]
                            .iter()
                            .any(|f| f.to_lowercase().contains(&filter)))
            })
            .collect()
    }

    /// The item at index `i`.
    pub fn item(&self, i: usize) -> &Item {
        &self.items[i]
    }

    /// Whether item `i` is selected.
    pub fn is_selected(&self, i: usize) -> bool {
        self.selected.contains(&i)
    }

    /// How many items are selected.
    pub fn selected_count(&self) -> usize {
        self.selected.len()
    }

    /// The item under the cursor, if any is visible.
    pub fn current(&self) -> Option<usize> {
        self.visible().get(self.cursor).copied()
    }

    /// Applies one key.
    pub fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.outcome = Some(Outcome::Cancelled);
            return;
        }
        if self.editing_filter {
            match key.code {
                KeyCode::Enter | KeyCode::Esc | KeyCode::Down => self.editing_filter = false,
                KeyCode::Backspace => {
                    self.filter.pop();
                }
                KeyCode::Char(c) if !c.is_control() && self.filter.chars().count() < 64 => {
                    self.filter.push(c);
                }
                _ => {}
            }
            self.clamp();
            return;
        }
        match key.code {
            KeyCode::Char('q') | KeyCode::Esc => self.outcome = Some(Outcome::Cancelled),
            KeyCode::Char('/') => {
                self.editing_filter = true;
                self.focus = Focus::Items;
            }
            KeyCode::Tab | KeyCode::BackTab | KeyCode::Left | KeyCode::Right => {
                self.focus = match (self.focus, key.code) {
                    (_, KeyCode::Left) => Focus::Categories,
                    (_, KeyCode::Right) => Focus::Items,
                    (Focus::Items, _) => Focus::Categories,
                    (Focus::Categories, _) => Focus::Items,
                };
            }
            KeyCode::Up | KeyCode::Char('k') => self.step(-1),
            KeyCode::Down | KeyCode::Char('j') => self.step(1),
            KeyCode::PageUp => self.step(-10),
            KeyCode::PageDown => self.step(10),
            KeyCode::Char(' ') if self.focus == Focus::Items => {
                if let Some(i) = self.current()
                    && !self.selected.remove(&i)
                {
                    self.selected.insert(i);
                }
            }
            KeyCode::Char('a') => {
                let visible = self.visible();
                if visible.iter().all(|i| self.selected.contains(i)) {
                    for i in visible {
                        self.selected.remove(&i);
                    }
                } else {
                    self.selected.extend(visible);
                }
            }
            KeyCode::Enter if self.focus == Focus::Categories => self.focus = Focus::Items,
            KeyCode::Enter => {
                let chosen: Vec<Item> = if self.selected.is_empty() {
                    self.current()
                        .map(|i| self.items[i].clone())
                        .into_iter()
                        .collect()
                } else {
                    self.selected
                        .iter()
                        .map(|&i| self.items[i].clone())
                        .collect()
                };
                if !chosen.is_empty() {
                    self.outcome = Some(Outcome::Chosen(chosen));
                }
            }
            _ => {}
        }
    }

    fn step(&mut self, by: isize) {
        match self.focus {
            Focus::Categories => {
                self.category = moved(self.category, by, self.categories.len());
                self.cursor = 0;
            }
            Focus::Items => self.cursor = moved(self.cursor, by, self.visible().len()),
        }
    }

    /// Keeps the cursor on a visible item after the filter changed.
    fn clamp(&mut self) {
        let n = self.visible().len();
        if self.cursor >= n {
            self.cursor = n.saturating_sub(1);
        }
    }
}

fn moved(at: usize, by: isize, len: usize) -> usize {
    if len == 0 {
        return 0;
    }
    at.saturating_add_signed(by).min(len - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(key: &str, category: &str, description: &str) -> Item {
        Item {
            source: format!("hermes:bundled/{category}/{key}"),
            key: key.into(),
            name: key.into(),
            category: category.into(),
            description: description.into(),
            origin: "hermes bundled".into(),
        }
    }

    fn app() -> App {
        App::new(vec![
            item("airtable", "productivity", "Bases"),
            item("notion", "productivity", "Pages and databases"),
            item("arxiv", "research", "Find papers"),
            item("apple-notes", "apple", "Notes"),
        ])
    }

    fn press(app: &mut App, keys: &[KeyCode]) {
        for &code in keys {
            app.key(KeyEvent::from(code));
        }
    }

    fn typed(app: &mut App, text: &str) {
        for c in text.chars() {
            app.key(KeyEvent::from(KeyCode::Char(c)));
        }
    }

    #[test]
    fn categories_are_all_then_sorted() {
        assert_eq!(app().categories, [ALL, "apple", "productivity", "research"]);
    }

    #[test]
    fn a_category_narrows_the_list() {
        let mut app = app();
        press(&mut app, &[KeyCode::Tab, KeyCode::Down, KeyCode::Down]);
        assert_eq!(app.categories[app.category], "productivity");
        let keys: Vec<&str> = app
            .visible()
            .iter()
            .map(|&i| app.item(i).key.as_str())
            .collect();
        assert_eq!(keys, ["airtable", "notion"]);
    }

    #[test]
    fn the_filter_matches_descriptions_and_clamps_the_cursor() {
        let mut app = app();
        press(&mut app, &[KeyCode::Down, KeyCode::Down, KeyCode::Down]);
        assert_eq!(app.cursor, 3);
        press(&mut app, &[KeyCode::Char('/')]);
        typed(&mut app, "PAPER");
        assert_eq!(app.visible().len(), 1);
        assert_eq!(app.cursor, 0);
        press(&mut app, &[KeyCode::Backspace; 5]);
        assert_eq!(app.visible().len(), 4);
        press(&mut app, &[KeyCode::Enter]);
        assert!(!app.editing_filter);
        // `q` typed in the filter is text; outside it, it quits.
        press(&mut app, &[KeyCode::Char('/')]);
        typed(&mut app, "q");
        assert!(app.outcome.is_none());
        press(&mut app, &[KeyCode::Esc, KeyCode::Char('q')]);
        assert_eq!(app.outcome, Some(Outcome::Cancelled));
    }

    #[test]
    fn space_toggles_and_enter_returns_the_selection_in_order() {
        let mut app = app();
        press(
            &mut app,
            &[KeyCode::Down, KeyCode::Down, KeyCode::Char(' ')],
        );
        press(&mut app, &[KeyCode::Up, KeyCode::Up, KeyCode::Char(' ')]);
        press(
            &mut app,
            &[KeyCode::Down, KeyCode::Char(' '), KeyCode::Char(' ')],
        );
        assert_eq!(app.selected_count(), 2);
        press(&mut app, &[KeyCode::Enter]);
        let Some(Outcome::Chosen(chosen)) = &app.outcome else {
            panic!("{:?}", app.outcome)
        };
        let keys: Vec<&str> = chosen.iter().map(|i| i.key.as_str()).collect();
        assert_eq!(keys, ["airtable", "arxiv"]);
    }

    #[test]
    fn enter_without_a_selection_takes_the_current_item() {
        let mut app = app();
        press(&mut app, &[KeyCode::Down, KeyCode::Enter]);
        assert_eq!(
            app.outcome,
            Some(Outcome::Chosen(vec![app.item(1).clone()]))
        );
    }

    #[test]
    fn a_selects_every_visible_item_then_none() {
        let mut app = app();
        press(&mut app, &[KeyCode::Char('/')]);
        typed(&mut app, "notes");
        press(&mut app, &[KeyCode::Enter, KeyCode::Char('a')]);
        assert_eq!(app.selected_count(), 1);
        press(&mut app, &[KeyCode::Char('a')]);
        assert_eq!(app.selected_count(), 0);
    }

    #[test]
    fn an_empty_view_cannot_be_chosen_and_moves_do_not_panic() {
        let mut app = app();
        press(&mut app, &[KeyCode::Char('/')]);
        typed(&mut app, "nothing like this");
        press(
            &mut app,
            &[
                KeyCode::Enter,
                KeyCode::Down,
                KeyCode::PageUp,
                KeyCode::Char(' '),
                KeyCode::Enter,
            ],
        );
        assert!(app.outcome.is_none());
        let mut empty = App::new(Vec::new());
        press(
            &mut empty,
            &[KeyCode::Down, KeyCode::Tab, KeyCode::Down, KeyCode::Enter],
        );
        assert!(empty.outcome.is_none());
    }

    #[test]
    fn control_c_cancels_even_while_filtering() {
        let mut app = app();
        press(&mut app, &[KeyCode::Char('/')]);
        app.key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        assert_eq!(app.outcome, Some(Outcome::Cancelled));
    }
}
