//! Fuzzes the SSE parser: arbitrary bytes, cut into chunks at fuzzer-chosen points,
//! must never panic, must stay within the event bound, and must give the same events
//! as feeding the whole input at once.
#![no_main]

use lemon_mcp::sse::SseParser;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    // The first byte picks the chunk size and a small bound so the limit path runs too.
    let Some((&knob, body)) = input.split_first() else { return };
    let chunk = usize::from(knob % 17) + 1;
    let limit = 64 + usize::from(knob) * 4;

    let mut whole = SseParser::with_max_event_bytes(limit);
    let whole_ok = whole.feed(body).is_ok();
    let mut whole_events = Vec::new();
    while let Some(e) = whole.next_event() {
        // The bound is on raw bytes; each invalid UTF-8 byte becomes a 3-byte U+FFFD.
        assert!(e.data.len() <= 3 * (limit + 1));
        whole_events.push(e);
    }

    let mut split = SseParser::with_max_event_bytes(limit);
    let mut split_ok = true;
    let mut split_events = Vec::new();
    for piece in body.chunks(chunk) {
        if split.feed(piece).is_err() {
            split_ok = false;
            break;
        }
        while let Some(e) = split.next_event() {
            split_events.push(e);
        }
    }
    if whole_ok && split_ok {
        assert_eq!(whole_events, split_events);
        assert_eq!(whole.last_event_id(), split.last_event_id());
        assert_eq!(whole.retry(), split.retry());
        let _ = whole.finish();
    }
});
