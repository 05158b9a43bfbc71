//! Draws the browser: categories on the left, the filterable multi-select list in the
//! middle, the details of the item under the cursor on the right, the filter and the
//! keys at the bottom. Item text was made terminal-safe when the items were built.

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, List, ListItem, ListState, Paragraph, Wrap};

use super::app::{App, Focus};

/// Draws one frame of `app`.
pub fn draw(frame: &mut Frame, app: &App) {
    let [main, bottom] = Layout::default()
        .direction(Direction::Vertical)
        .constraints([Constraint::Min(3), Constraint::Length(2)])
        .areas(frame.area());
    let [left, middle, right] = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([
            Constraint::Percentage(20),
            Constraint::Percentage(40),
            Constraint::Percentage(40),
        ])
        .areas(main);

    let highlight = Style::default().add_modifier(Modifier::REVERSED);
    let border = |focused: bool| {
        if focused {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default().add_modifier(Modifier::DIM)
        }
    };

    let categories: Vec<ListItem> = app
        .categories
        .iter()
        .map(|c| ListItem::new(c.as_str()))
        .collect();
    let mut category_state = ListState::default().with_selected(Some(app.category));
    frame.render_stateful_widget(
        List::new(categories)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title("Categories")
                    .border_style(border(app.focus == Focus::Categories)),
            )
            .highlight_style(highlight),
        left,
        &mut category_state,
    );

    let visible = app.visible();
    let rows: Vec<ListItem> = visible
        .iter()
        .map(|&i| {
            let item = app.item(i);
            let mark = if app.is_selected(i) { "[x] " } else { "[ ] " };
            ListItem::new(Line::from(vec![
                Span::raw(mark),
                Span::styled(
                    item.name.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                ),
                Span::raw("  "),
                Span::styled(
                    item.category.clone(),
                    Style::default().add_modifier(Modifier::DIM),
                ),
            ]))
        })
        .collect();
    let title = format!(
        "Skills: {} shown, {} selected",
        visible.len(),
        app.selected_count()
    );
    let mut item_state =
        ListState::default().with_selected((!visible.is_empty()).then_some(app.cursor));
    frame.render_stateful_widget(
        List::new(rows)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(title)
                    .border_style(border(app.focus == Focus::Items)),
            )
            .highlight_style(highlight),
        middle,
        &mut item_state,
    );

    let details: Vec<Line> = match app.current() {
        Some(i) => {
            let item = app.item(i);
            vec![
                Line::from(Span::styled(
                    item.name.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                )),
                Line::from(""),
                Line::from(item.description.clone()),
                Line::from(""),
                Line::from(format!("key:      {}", item.key)),
                Line::from(format!("category: {}", item.category)),
                Line::from(format!("from:     {}", item.origin)),
                Line::from(format!("install:  {}", item.source)),
            ]
        }
        None => vec![Line::from("No skill matches.")],
    };
    frame.render_widget(
        Paragraph::new(details)
            .wrap(Wrap { trim: false })
            .block(Block::default().borders(Borders::ALL).title("Details")),
        right,
    );

    let filter = if app.editing_filter {
        format!("Filter: {}_", app.filter)
    } else if app.filter.is_empty() {
        "Filter: (press / to type)".to_string()
    } else {
        format!("Filter: {}", app.filter)
    };
    let keys = "space select · a all · enter install · tab/←→ column · ↑↓ move · / filter · q quit";
    frame.render_widget(
        Paragraph::new(vec![Line::from(filter), Line::from(keys)]),
        bottom,
    );
}
