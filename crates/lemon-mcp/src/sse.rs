//! Server-Sent Events (the `text/event-stream` format) as the Streamable HTTP transport
//! uses it: an incremental, bounded parser that is fed the body in arbitrary chunks,
//! and a small encoder for servers.
//!
//! The parser follows the WHATWG "event stream interpretation" rules: lines end in CR,
//! LF or CRLF (a CR at the end of one chunk and an LF at the start of the next are one
//! line end); one leading byte-order mark is skipped; `data:` lines are joined with
//! `\n`; an `id:` value containing NUL is ignored; `retry:` must be all ASCII digits;
//! lines starting with `:` are comments; unknown fields are ignored; an event with no
//! data is not dispatched, but its `id:` still becomes the stream's last event id
//! (that is how MCP servers "prime" a stream for resumption).
//!
//! Because the bytes come from a remote server, every buffer is bounded: one event
//! (its pending line plus its data) may not exceed [`SseParser::max_event_bytes`] raw
//! bytes (the decoded `data` can be up to three times that when invalid UTF-8 is
//! replaced by U+FFFD).
//! Exceeding it is a sticky [`SseError::EventTooLarge`]; the caller should drop the
//! stream.

use std::collections::VecDeque;
use std::time::Duration;

/// Default bound on one event (pending line plus accumulated data): 8 MiB, the same
/// bound the stdio transport puts on one line.
pub const DEFAULT_MAX_EVENT_BYTES: usize = 8 * 1024 * 1024;

/// One dispatched event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SseEvent {
    /// The `event:` name, `"message"` when the event had none.
    pub event: String,
    /// The `data:` lines joined with `\n` (invalid UTF-8 replaced by U+FFFD).
    pub data: String,
    /// The stream's last event id when this event was dispatched (it persists from
    /// earlier events when this one had no `id:` line). `None` until a server sends one;
    /// an explicit empty `id:` resets it to `None`.
    pub id: Option<String>,
}

/// Why a stream could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SseError {
    /// One event (or one line) grew past the configured bound.
    #[error(
        "an SSE event exceeds the {limit}-byte limit; the server sent an oversized or unterminated event (raise the limit if the server is trusted)"
    )]
    EventTooLarge {
        /// The bound that was exceeded, in bytes.
        limit: usize,
    },
}

/// An incremental SSE parser. Feed it chunks with [`feed`](Self::feed), take events with
/// [`next_event`](Self::next_event), and call [`finish`](Self::finish) at the end of the
/// body.
///
/// ```
/// use lemon_mcp::sse::SseParser;
///
/// let mut p = SseParser::new();
/// p.feed(b"id: 7\nretry: 500\ndata: {\"a\":").unwrap();
/// assert!(p.next_event().is_none());
/// p.feed(b"1}\r\n\r\n").unwrap();
/// let ev = p.next_event().unwrap();
/// assert_eq!(ev.event, "message");
/// assert_eq!(ev.data, "{\"a\":1}");
/// assert_eq!(ev.id.as_deref(), Some("7"));
/// assert_eq!(p.retry(), Some(std::time::Duration::from_millis(500)));
/// ```
#[derive(Debug)]
pub struct SseParser {
    max_event_bytes: usize,
    /// Bytes of a line not yet terminated at the end of the last chunk.
    line: Vec<u8>,
    /// The data buffer of the event being built (each data line followed by `\n`).
    data: Vec<u8>,
    /// Whether any `data` field was seen for the pending event (an empty `data:` still
    /// makes an event with empty data).
    has_data: bool,
    event_type: Option<String>,
    /// The id buffer: set by `id:` lines, committed to `last_event_id` on dispatch.
    id_buffer: Option<String>,
    last_event_id: Option<String>,
    retry: Option<Duration>,
    /// Still expecting the optional BOM at the very start of the stream.
    at_start: bool,
    /// The previous chunk ended in CR, so an LF starting this chunk ends no new line.
    skip_lf: bool,
    /// Sticky error: set once a bound is exceeded.
    failed: bool,
    ready: VecDeque<SseEvent>,
}

impl Default for SseParser {
    fn default() -> Self {
        Self::new()
    }
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

impl SseParser {
    /// A parser with the [`DEFAULT_MAX_EVENT_BYTES`] bound.
    pub fn new() -> Self {
        Self::with_max_event_bytes(DEFAULT_MAX_EVENT_BYTES)
    }

    /// A parser whose events (pending line plus data) may not exceed `max` bytes.
    pub fn with_max_event_bytes(max: usize) -> Self {
        SseParser {
            max_event_bytes: max.max(1),
            line: Vec::new(),
            data: Vec::new(),
            has_data: false,
            event_type: None,
            id_buffer: None,
            last_event_id: None,
            retry: None,
            at_start: true,
            skip_lf: false,
            failed: false,
            ready: VecDeque::new(),
        }
    }

    /// A parser that resumes a stream: its last event id starts as `last_event_id`, so an
    /// event without an `id:` line still reports it.
    pub fn resuming(max: usize, last_event_id: Option<String>) -> Self {
        let mut p = Self::with_max_event_bytes(max);
        p.id_buffer = last_event_id.clone();
        p.last_event_id = last_event_id;
        p
    }

    /// The bound on one event, in bytes.
    pub fn max_event_bytes(&self) -> usize {
        self.max_event_bytes
    }

    /// The id of the last dispatched event (or of an id-only event), to send as
    /// `Last-Event-ID` when resuming.
    pub fn last_event_id(&self) -> Option<&str> {
        self.last_event_id.as_deref()
    }

    /// The reconnection delay the server asked for with `retry:`, if any.
    pub fn retry(&self) -> Option<Duration> {
        self.retry
    }

    /// Takes the next complete event, if one is ready.
    pub fn next_event(&mut self) -> Option<SseEvent> {
        self.ready.pop_front()
    }

    /// Whether bytes of an unfinished event or line are buffered.
    pub fn has_partial(&self) -> bool {
        !self.line.is_empty() || self.has_data || self.event_type.is_some()
    }

    /// Parses one chunk. Complete events become available through
    /// [`next_event`](Self::next_event).
    ///
    /// # Errors
    /// [`SseError::EventTooLarge`] when an event outgrows the bound; the parser then
    /// refuses all further input.
    pub fn feed(&mut self, mut chunk: &[u8]) -> Result<(), SseError> {
        if self.failed {
            return Err(self.too_large());
        }
        if self.at_start {
            // The BOM may itself be split across chunks: hold back a prefix of it.
            let mut probe = std::mem::take(&mut self.line);
            let need = BOM.len().saturating_sub(probe.len()).min(chunk.len());
            probe.extend_from_slice(&chunk[..need]);
            if probe.len() < BOM.len() && BOM.starts_with(&probe) {
                self.line = probe;
                return Ok(());
            }
            self.at_start = false;
            chunk = &chunk[need..];
            let rest = if probe.starts_with(BOM) {
                &probe[BOM.len()..]
            } else {
                &probe[..]
            };
            if !rest.is_empty() {
                let rest = rest.to_vec();
                self.feed_bytes(&rest)?;
            }
        }
        self.feed_bytes(chunk)
    }

    fn feed_bytes(&mut self, mut chunk: &[u8]) -> Result<(), SseError> {
        if self.skip_lf {
            self.skip_lf = false;
            if let Some(rest) = chunk.strip_prefix(b"\n") {
                chunk = rest;
            }
        }
        while !chunk.is_empty() {
            match chunk.iter().position(|&b| b == b'\n' || b == b'\r') {
                None => {
                    self.check_room(chunk.len())?;
                    self.line.extend_from_slice(chunk);
                    return Ok(());
                }
                Some(pos) => {
                    let ends_in_cr = chunk[pos] == b'\r';
                    self.check_room(pos)?;
                    if self.line.is_empty() {
                        self.process_line(&chunk[..pos]);
                    } else {
                        let mut line = std::mem::take(&mut self.line);
                        line.extend_from_slice(&chunk[..pos]);
                        self.process_line(&line);
                        line.clear();
                        self.line = line;
                    }
                    chunk = &chunk[pos + 1..];
                    if ends_in_cr {
                        match chunk.first() {
                            Some(b'\n') => chunk = &chunk[1..],
                            Some(_) => {}
                            None => self.skip_lf = true,
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Ends the stream. A final line without a line end is processed; an event whose
    /// blank line never came is returned (when it has data) rather than lost, so the
    /// caller may decide to accept it. Standard EventSource would discard it; MCP
    /// clients that read a whole POST body are more useful when lenient.
    pub fn finish(&mut self) -> Option<SseEvent> {
        if self.failed {
            return None;
        }
        if !self.line.is_empty() {
            let line = std::mem::take(&mut self.line);
            if !(self.at_start && BOM.starts_with(&line)) {
                self.process_line(&line);
            }
        }
        self.at_start = false;
        if self.has_data {
            self.dispatch();
            return self.ready.pop_back();
        }
        self.reset_event();
        None
    }

    fn too_large(&self) -> SseError {
        SseError::EventTooLarge {
            limit: self.max_event_bytes,
        }
    }

    fn check_room(&mut self, extra: usize) -> Result<(), SseError> {
        if self.line.len() + self.data.len() + extra > self.max_event_bytes {
            self.failed = true;
            self.line = Vec::new();
            self.data = Vec::new();
            return Err(self.too_large());
        }
        Ok(())
    }

    fn process_line(&mut self, line: &[u8]) {
        if line.is_empty() {
            self.dispatch();
            return;
        }
        if line[0] == b':' {
            return;
        }
        let (field, value) = match line.iter().position(|&b| b == b':') {
            Some(colon) => {
                let v = &line[colon + 1..];
                (&line[..colon], v.strip_prefix(b" ").unwrap_or(v))
            }
            None => (line, &b""[..]),
        };
        match field {
            b"data" => {
                // The line itself was already counted against the bound; the data buffer
                // only ever holds bytes that were part of counted lines.
                self.data.extend_from_slice(value);
                self.data.push(b'\n');
                self.has_data = true;
            }
            b"event" => self.event_type = Some(String::from_utf8_lossy(value).into_owned()),
            // An id containing NUL is ignored (WHATWG), so a guard falls through to `_`.
            b"id" if !value.contains(&0) => {
                self.id_buffer = if value.is_empty() {
                    None
                } else {
                    Some(String::from_utf8_lossy(value).into_owned())
                };
            }
            b"retry" if !value.is_empty() && value.iter().all(u8::is_ascii_digit) => {
                // Absurd values saturate instead of overflowing.
                let ms = std::str::from_utf8(value)
                    .ok()
                    .and_then(|s| s.parse::<u64>().ok())
                    .unwrap_or(u64::MAX);
                self.retry = Some(Duration::from_millis(ms));
            }
            _ => {}
        }
    }

    fn dispatch(&mut self) {
        self.last_event_id = self.id_buffer.clone();
        if !self.has_data {
            self.reset_event();
            return;
        }
        if self.data.last() == Some(&b'\n') {
            self.data.pop();
        }
        let data = match String::from_utf8(std::mem::take(&mut self.data)) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        };
        let event = self
            .event_type
            .take()
            .unwrap_or_else(|| "message".to_string());
        self.ready.push_back(SseEvent {
            event,
            data,
            id: self.last_event_id.clone(),
        });
        self.reset_event();
    }

    fn reset_event(&mut self) {
        self.data.clear();
        self.has_data = false;
        self.event_type = None;
    }
}

/// Why an event could not be encoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SseEncodeError {
    /// An `event:` name or `id:` contained CR, LF (or NUL for ids), which would break
    /// the framing.
    #[error("the SSE {field} {value:?} contains a line break or NUL")]
    BadField {
        /// `"event"` or `"id"`.
        field: &'static str,
        /// The offending value.
        value: String,
    },
}

/// Appends one event to `out`: optional `event:` and `id:` lines, one `data:` line per
/// line of `data` (CR, LF and CRLF in `data` all split lines), and the blank line.
///
/// ```
/// let mut out = Vec::new();
/// lemon_mcp::sse::encode_event(&mut out, Some("message"), Some("s1-4"), "{}\nx").unwrap();
/// assert_eq!(out, b"event: message\nid: s1-4\ndata: {}\ndata: x\n\n");
/// ```
///
/// # Errors
/// [`SseEncodeError::BadField`] when `event` or `id` would break the framing.
pub fn encode_event(
    out: &mut Vec<u8>,
    event: Option<&str>,
    id: Option<&str>,
    data: &str,
) -> Result<(), SseEncodeError> {
    if let Some(e) = event
        && e.contains(['\r', '\n'])
    {
        return Err(SseEncodeError::BadField {
            field: "event",
            value: e.to_string(),
        });
    }
    if let Some(i) = id
        && i.contains(['\r', '\n', '\0'])
    {
        return Err(SseEncodeError::BadField {
            field: "id",
            value: i.to_string(),
        });
    }
    out.reserve(data.len() + 32);
    if let Some(e) = event {
        out.extend_from_slice(b"event: ");
        out.extend_from_slice(e.as_bytes());
        out.push(b'\n');
    }
    if let Some(i) = id {
        out.extend_from_slice(b"id: ");
        out.extend_from_slice(i.as_bytes());
        out.push(b'\n');
    }
    let mut rest = data.as_bytes();
    loop {
        let end = rest.iter().position(|&b| b == b'\n' || b == b'\r');
        let line = &rest[..end.unwrap_or(rest.len())];
        out.extend_from_slice(b"data: ");
        out.extend_from_slice(line);
        out.push(b'\n');
        match end {
            None => break,
            Some(p) => {
                let skip = if rest[p] == b'\r' && rest.get(p + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                rest = &rest[p + skip..];
            }
        }
    }
    out.push(b'\n');
    Ok(())
}

/// Appends a `retry:` line (its own block, so it dispatches nothing).
pub fn encode_retry(out: &mut Vec<u8>, retry: Duration) {
    out.extend_from_slice(format!("retry: {}\n\n", retry.as_millis()).as_bytes());
}

/// Appends a comment line (keep-alive); line breaks in `text` are replaced by spaces.
pub fn encode_comment(out: &mut Vec<u8>, text: &str) {
    out.push(b':');
    if !text.is_empty() {
        out.push(b' ');
        out.extend(
            text.bytes()
                .map(|b| if b == b'\r' || b == b'\n' { b' ' } else { b }),
        );
    }
    out.extend_from_slice(b"\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_all(input: &[u8]) -> (Vec<SseEvent>, SseParser) {
        let mut p = SseParser::new();
        p.feed(input).unwrap();
        let mut evs = Vec::new();
        while let Some(e) = p.next_event() {
            evs.push(e);
        }
        (evs, p)
    }

    /// Feeding byte by byte must give the same events as one chunk.
    fn parse_bytewise(input: &[u8]) -> Vec<SseEvent> {
        let mut p = SseParser::new();
        let mut evs = Vec::new();
        for b in input {
            p.feed(std::slice::from_ref(b)).unwrap();
            while let Some(e) = p.next_event() {
                evs.push(e);
            }
        }
        evs
    }

    #[test]
    fn multi_line_data_and_event_name() {
        let input = b"event: ping\ndata: a\ndata:b\ndata\n\n";
        let (evs, _) = parse_all(input);
        assert_eq!(evs.len(), 1);
        assert_eq!(evs[0].event, "ping");
        assert_eq!(evs[0].data, "a\nb\n");
        assert_eq!(parse_bytewise(input), evs);
    }

    #[test]
    fn all_line_endings() {
        for input in [
            &b"data: x\r\n\r\ndata: y\r\n\r\n"[..],
            b"data: x\r\rdata: y\r\r",
            b"data: x\n\ndata: y\n\n",
        ] {
            let (evs, _) = parse_all(input);
            let datas: Vec<_> = evs.iter().map(|e| e.data.as_str()).collect();
            assert_eq!(datas, ["x", "y"], "input {input:?}");
            assert_eq!(parse_bytewise(input), evs);
        }
    }

    #[test]
    fn cr_at_chunk_end_then_lf() {
        let mut p = SseParser::new();
        p.feed(b"data: a\r").unwrap();
        p.feed(b"\n\r").unwrap();
        p.feed(b"\n").unwrap();
        assert_eq!(p.next_event().unwrap().data, "a");
        assert!(p.next_event().is_none());
    }

    #[test]
    fn bom_is_skipped_once_even_when_split() {
        let mut p = SseParser::new();
        p.feed(b"\xEF").unwrap();
        p.feed(b"\xBB\xBFdata: 1\n\n").unwrap();
        assert_eq!(p.next_event().unwrap().data, "1");
        // A second BOM is not special: it becomes part of the field name.
        let (evs, _) = parse_all(b"\xEF\xBB\xBF\xEF\xBB\xBFdata: 1\n\n");
        assert!(evs.is_empty());
    }

    #[test]
    fn comments_and_unknown_fields_are_ignored() {
        let (evs, _) = parse_all(b": keep-alive\nfoo: bar\ndata: z\n\n:\n\n");
        assert_eq!(evs.len(), 1);
        assert_eq!(evs[0].data, "z");
    }

    #[test]
    fn id_persists_and_id_only_events_prime_the_stream() {
        let (evs, p) = parse_all(b"id: 1\ndata: a\n\ndata: b\n\nid: 9\ndata\n\nid: 10\n\n");
        let ids: Vec<_> = evs.iter().map(|e| e.id.as_deref()).collect();
        assert_eq!(ids, [Some("1"), Some("1"), Some("9")]);
        assert_eq!(evs[2].data, "");
        // The id-only block dispatches nothing but moves the last event id.
        assert_eq!(p.last_event_id(), Some("10"));
    }

    #[test]
    fn id_with_nul_is_ignored_and_empty_id_resets() {
        let (_, p) = parse_all(b"id: 5\n\nid: a\0b\n\n");
        assert_eq!(p.last_event_id(), Some("5"));
        let (_, p) = parse_all(b"id: 5\n\nid\n\n");
        assert_eq!(p.last_event_id(), None);
    }

    #[test]
    fn retry_needs_digits() {
        let (_, p) = parse_all(b"retry: 1500\n\nretry: 12a\n\nretry: -3\n\n");
        assert_eq!(p.retry(), Some(Duration::from_millis(1500)));
        let (_, p) = parse_all(b"retry: 99999999999999999999999\n\n");
        assert_eq!(p.retry(), Some(Duration::from_millis(u64::MAX)));
    }

    #[test]
    fn uncommitted_id_is_not_the_last_event_id() {
        // The blank line never came: resuming must not skip the truncated event.
        let mut p = SseParser::new();
        p.feed(b"id: 1\ndata: a\n\nid: 2\ndata: {\"trunc").unwrap();
        assert_eq!(p.last_event_id(), Some("1"));
        assert!(p.has_partial());
    }

    #[test]
    fn finish_returns_an_unterminated_event() {
        let mut p = SseParser::new();
        p.feed(b"event: message\ndata: {}").unwrap();
        let ev = p.finish().unwrap();
        assert_eq!(ev.data, "{}");
        let mut p = SseParser::new();
        p.feed(b"event: message\n").unwrap();
        assert!(p.finish().is_none());
    }

    #[test]
    fn oversized_event_is_a_sticky_error() {
        let mut p = SseParser::with_max_event_bytes(16);
        p.feed(b"data: 0123456789\n").unwrap();
        assert_eq!(
            p.feed(b"data: 0123456789\n"),
            Err(SseError::EventTooLarge { limit: 16 })
        );
        assert!(p.feed(b"\n").is_err());
        // An unterminated line is bounded too.
        let mut p = SseParser::with_max_event_bytes(16);
        for _ in 0..3 {
            if p.feed(b"aaaaaaaa").is_err() {
                return;
            }
        }
        panic!("unterminated line was not bounded");
    }

    #[test]
    fn bound_resets_between_events() {
        let mut p = SseParser::with_max_event_bytes(32);
        for _ in 0..100 {
            p.feed(b"data: 0123456789\n\n").unwrap();
        }
        assert_eq!(std::iter::from_fn(|| p.next_event()).count(), 100);
    }

    #[test]
    fn invalid_utf8_is_replaced() {
        let (evs, _) = parse_all(b"data: \xFF\n\n");
        assert_eq!(evs[0].data, "\u{FFFD}");
    }

    #[test]
    fn encoder_round_trips() {
        let mut out = Vec::new();
        encode_retry(&mut out, Duration::from_millis(250));
        encode_comment(&mut out, "hi\nthere");
        encode_event(&mut out, None, Some("7"), "a\r\nb\rc\n").unwrap();
        encode_event(&mut out, Some("x"), None, "").unwrap();
        let (evs, p) = parse_all(&out);
        assert_eq!(p.retry(), Some(Duration::from_millis(250)));
        assert_eq!(evs.len(), 2);
        assert_eq!(evs[0].data, "a\nb\nc\n");
        assert_eq!(evs[0].id.as_deref(), Some("7"));
        assert_eq!(evs[1].event, "x");
        assert_eq!(evs[1].data, "");
        assert!(encode_event(&mut out, Some("a\nb"), None, "").is_err());
        assert!(encode_event(&mut out, None, Some("a\0"), "").is_err());
    }

    proptest::proptest! {
        #[test]
        fn chunking_does_not_change_events(
            input in proptest::collection::vec(
                proptest::sample::select(vec![b'a', b':', b' ', b'\r', b'\n', b'd', b'i', 0xEF]), 0..200),
            cut in 0usize..200,
        ) {
            let cut = cut.min(input.len());
            let (whole, pw) = {
                let mut p = SseParser::new();
                p.feed(&input).unwrap();
                (std::iter::from_fn(|| p.next_event()).collect::<Vec<_>>(), p)
            };
            let mut p = SseParser::new();
            p.feed(&input[..cut]).unwrap();
            p.feed(&input[cut..]).unwrap();
            let split: Vec<_> = std::iter::from_fn(|| p.next_event()).collect();
            proptest::prop_assert_eq!(&whole, &split);
            proptest::prop_assert_eq!(pw.last_event_id(), p.last_event_id());
        }

        #[test]
        fn encoded_data_comes_back(data in "[a-z\r\n{}\":]{0,64}", id in "[a-z0-9]{1,8}") {
            let mut out = Vec::new();
            encode_event(&mut out, Some("message"), Some(&id), &data).unwrap();
            let mut p = SseParser::new();
            p.feed(&out).unwrap();
            let ev = p.next_event().unwrap();
            let normalised = data.replace("\r\n", "\n").replace('\r', "\n");
            proptest::prop_assert_eq!(ev.data, normalised);
            proptest::prop_assert_eq!(ev.id, Some(id));
        }
    }
}
