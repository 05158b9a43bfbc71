//! Resumable Server-Sent-Event streams for the Streamable HTTP server.
//!
//! Every SSE response (a POST answered as a stream, or the GET stream) is backed by an
//! [`EventStream`]: a bounded buffer of numbered events plus a watch channel. The HTTP
//! body subscribes from a position, so a client that lost its connection can resume
//! with `Last-Event-ID` and get what it missed (as far as the buffer reaches).

use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use bytes::Bytes;
use futures::Stream;
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

/// Bounds of one stream's replay buffer.
const MAX_BUFFERED_EVENTS: usize = 1024;
const MAX_BUFFERED_BYTES: usize = 16 * 1024 * 1024;

struct Event {
    seq: u64,
    /// `None` for the priming event (an id and no data).
    data: Option<Arc<str>>,
    retry: Option<Duration>,
}

struct Buf {
    events: VecDeque<Event>,
    bytes: usize,
    next_seq: u64,
    finished: bool,
    /// Bumped to end the connected subscriber without finishing the stream.
    generation: u64,
}

/// One resumable stream of events.
pub(crate) struct EventStream {
    /// Unique within the session; the first half of every event id.
    pub(crate) id: u64,
    buf: Mutex<Buf>,
    changed: watch::Sender<u64>,
    subscribers: AtomicUsize,
    /// Sequence number after the last event handed to a subscriber.
    delivered: AtomicU64,
}

/// The stream no longer accepts events.
#[derive(Debug)]
pub(crate) struct Finished;

fn lock(m: &Mutex<Buf>) -> MutexGuard<'_, Buf> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl EventStream {
    pub(crate) fn new(id: u64, prime: bool) -> Arc<EventStream> {
        let mut buf = Buf {
            events: VecDeque::new(),
            bytes: 0,
            next_seq: 0,
            finished: false,
            generation: 0,
        };
        if prime {
            buf.events.push_back(Event {
                seq: 0,
                data: None,
                retry: None,
            });
            buf.next_seq = 1;
        }
        Arc::new(EventStream {
            id,
            buf: Mutex::new(buf),
            changed: watch::Sender::new(0),
            subscribers: AtomicUsize::new(0),
            delivered: AtomicU64::new(0),
        })
    }

    /// Appends one JSON-RPC message. Old events fall out of the buffer past its bounds.
    pub(crate) fn push(&self, data: String) -> Result<(), Finished> {
        self.push_event(Some(data.into()), None)
    }

    fn push_event(&self, data: Option<Arc<str>>, retry: Option<Duration>) -> Result<(), Finished> {
        let mut buf = lock(&self.buf);
        if buf.finished {
            return Err(Finished);
        }
        let seq = buf.next_seq;
        buf.next_seq += 1;
        buf.bytes += data.as_ref().map_or(0, |d| d.len());
        buf.events.push_back(Event { seq, data, retry });
        while buf.events.len() > MAX_BUFFERED_EVENTS || buf.bytes > MAX_BUFFERED_BYTES {
            match buf.events.pop_front() {
                Some(old) => buf.bytes -= old.data.as_ref().map_or(0, |d| d.len()),
                None => break,
            }
        }
        drop(buf);
        self.wake();
        Ok(())
    }

    /// No more events: subscribers end after delivering what is buffered.
    pub(crate) fn finish(&self) {
        lock(&self.buf).finished = true;
        self.wake();
    }

    fn wake(&self) {
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }

    /// Adds an event with an id and no data, so the client has an id to resume from.
    pub(crate) fn prime(&self) {
        let _ = self.push_event(None, None);
    }

    /// Whether an HTTP response is streaming this right now.
    pub(crate) fn has_subscribers(&self) -> bool {
        self.subscribers.load(Ordering::Acquire) > 0
    }

    /// Where a subscriber without `Last-Event-ID` starts: after what was delivered.
    pub(crate) fn undelivered_from(&self) -> Option<u64> {
        self.delivered.load(Ordering::Acquire).checked_sub(1)
    }

    pub(crate) fn is_finished(&self) -> bool {
        lock(&self.buf).finished
    }

    /// Ends the connected subscriber's response (after a `retry:` hint) while the
    /// stream stays open for a resumption.
    pub(crate) fn disconnect(&self, retry: Duration) {
        let _ = self.push_event(None, Some(retry));
        lock(&self.buf).generation += 1;
        self.wake();
    }

    /// The HTTP body: events with a sequence number after `after` (all when `None`),
    /// then live ones, until the stream finishes, the subscriber is superseded or
    /// disconnected, or `stop` fires. Sends a comment every `keepalive` while idle.
    pub(crate) fn subscribe(
        self: &Arc<Self>,
        after: Option<u64>,
        stop: CancellationToken,
        keepalive: Duration,
    ) -> impl Stream<Item = Result<Bytes, Infallible>> + Send + 'static {
        let generation = {
            let mut buf = lock(&self.buf);
            // A new subscriber supersedes the previous one.
            buf.generation += 1;
            buf.generation
        };
        self.wake();
        self.subscribers.fetch_add(1, Ordering::AcqRel);
        let state = Sub {
            stream: self.clone(),
            next: after.map_or(0, |s| s.saturating_add(1)),
            generation,
            rx: self.changed.subscribe(),
            stop,
            keepalive,
            done: false,
        };
        futures::stream::unfold(state, |mut st| async move {
            loop {
                if st.done {
                    return None;
                }
                match st.poll_buffered() {
                    Poll::Data(bytes) => return Some((Ok(bytes), st)),
                    Poll::End(last) => {
                        st.done = true;
                        match last {
                            Some(bytes) => return Some((Ok(bytes), st)),
                            None => return None,
                        }
                    }
                    Poll::Wait => {}
                }
                st.rx.mark_unchanged();
                // Re-check after marking, so an event pushed in between is not missed.
                if let Poll::Data(bytes) = st.poll_buffered() {
                    return Some((Ok(bytes), st));
                }
                tokio::select! {
                    changed = st.rx.changed() => if changed.is_err() { return None },
                    _ = st.stop.cancelled() => return None,
                    _ = tokio::time::sleep(st.keepalive) => {
                        return Some((Ok(Bytes::from_static(b": keepalive\n\n")), st));
                    }
                }
            }
        })
    }
}

struct Sub {
    stream: Arc<EventStream>,
    next: u64,
    generation: u64,
    rx: watch::Receiver<u64>,
    stop: CancellationToken,
    keepalive: Duration,
    done: bool,
}

impl Drop for Sub {
    fn drop(&mut self) {
        self.stream.subscribers.fetch_sub(1, Ordering::AcqRel);
    }
}

enum Poll {
    Data(Bytes),
    /// The subscription ends; `Some` carries the last bytes to send.
    End(Option<Bytes>),
    Wait,
}

impl Sub {
    /// Everything buffered from `next` on, as one chunk.
    fn poll_buffered(&mut self) -> Poll {
        let stream = self.stream.clone();
        let buf = lock(&stream.buf);
        if buf.generation != self.generation {
            // Superseded by a newer subscriber, or disconnected on purpose: deliver
            // what is pending (for a disconnect that includes the retry hint) and end.
            let out = self.collect(&buf);
            return Poll::End(out);
        }
        if let Some(out) = self.collect(&buf) {
            return Poll::Data(out);
        }
        if buf.finished {
            return Poll::End(None);
        }
        Poll::Wait
    }

    fn collect(&mut self, buf: &Buf) -> Option<Bytes> {
        let mut out = String::new();
        let from = self.next;
        for ev in buf.events.iter().filter(|e| e.seq >= from) {
            out.push_str("id: ");
            out.push_str(&self.stream.id.to_string());
            out.push('-');
            out.push_str(&ev.seq.to_string());
            out.push('\n');
            if let Some(retry) = ev.retry {
                out.push_str(&format!("retry: {}\n", retry.as_millis()));
            }
            match &ev.data {
                Some(data) => {
                    out.push_str("event: message\ndata: ");
                    out.push_str(data);
                    out.push_str("\n\n");
                }
                None => out.push_str("data: \n\n"),
            }
            self.next = ev.seq + 1;
        }
        self.stream.delivered.fetch_max(self.next, Ordering::AcqRel);
        (!out.is_empty()).then(|| Bytes::from(out))
    }
}

/// Parses a `Last-Event-ID` of the form `<stream>-<seq>`.
pub(crate) fn parse_event_id(s: &str) -> Option<(u64, u64)> {
    let (stream, seq) = s.trim().split_once('-')?;
    Some((stream.parse().ok()?, seq.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures::StreamExt;

    async fn collect(s: impl Stream<Item = Result<Bytes, Infallible>>) -> String {
        let parts: Vec<_> = s.collect().await;
        parts
            .into_iter()
            .map(|b| String::from_utf8(b.unwrap().to_vec()).unwrap())
            .collect()
    }

    #[tokio::test]
    async fn replays_then_ends_when_finished() {
        let s = EventStream::new(7, true);
        s.push("{\"a\":1}".into()).unwrap();
        s.push("{\"b\":2}".into()).unwrap();
        s.finish();
        let out =
            collect(s.subscribe(None, CancellationToken::new(), Duration::from_secs(60))).await;
        assert_eq!(
            out,
            "id: 7-0\ndata: \n\nid: 7-1\nevent: message\ndata: {\"a\":1}\n\nid: 7-2\nevent: message\ndata: {\"b\":2}\n\n"
        );
        let out =
            collect(s.subscribe(Some(1), CancellationToken::new(), Duration::from_secs(60))).await;
        assert_eq!(out, "id: 7-2\nevent: message\ndata: {\"b\":2}\n\n");
        assert!(s.push("late".into()).is_err());
    }

    #[tokio::test]
    async fn live_events_and_disconnect_with_retry() {
        let s = EventStream::new(1, false);
        let sub = s.subscribe(None, CancellationToken::new(), Duration::from_secs(60));
        let s2 = s.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(10)).await;
            s2.push("x".into()).unwrap();
            tokio::time::sleep(Duration::from_millis(10)).await;
            s2.disconnect(Duration::from_millis(500));
        });
        let out = collect(sub).await;
        assert_eq!(
            out,
            "id: 1-0\nevent: message\ndata: x\n\nid: 1-1\nretry: 500\ndata: \n\n"
        );
        assert!(!s.is_finished());
        s.push("y".into()).unwrap();
        s.finish();
        let out =
            collect(s.subscribe(Some(1), CancellationToken::new(), Duration::from_secs(60))).await;
        assert_eq!(out, "id: 1-2\nevent: message\ndata: y\n\n");
    }

    #[tokio::test]
    async fn buffer_is_bounded() {
        let s = EventStream::new(1, false);
        for i in 0..(MAX_BUFFERED_EVENTS + 10) {
            s.push(i.to_string()).unwrap();
        }
        assert_eq!(lock(&s.buf).events.len(), MAX_BUFFERED_EVENTS);
    }

    #[test]
    fn event_ids_parse() {
        assert_eq!(parse_event_id("3-17"), Some((3, 17)));
        assert_eq!(parse_event_id("x-1"), None);
        assert_eq!(parse_event_id("31"), None);
    }
}
