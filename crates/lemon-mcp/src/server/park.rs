//! Handlers kept across an `InputRequiredResult` round trip (2026-07-28 stateless wire).
//! By default a stateless request's handler that asks the client something is dropped
//! and run again when the client retries with the answers; a handler that must not run
//! twice (`RequestContext::keep_across_input`) is parked here instead: its future keeps
//! running on its own task, waiting in the ask, and the retry (which names it by an id
//! sealed in `requestState`) delivers the answers, takes over its outlet and awaits its
//! final answer. The table is bounded in size and every entry in time; an entry nobody
//! claims in time is removed and its handler aborted.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::session::{Mrtr, Outgoing};

/// Most handlers parked at once in one process; a further one is refused.
pub(crate) const MAX_PARKED: usize = 256;

/// One parked handler.
pub(crate) struct Parked {
    /// The server it belongs to (its shared state's address): a retry sent to another
    /// server of the same process does not resume it.
    pub(crate) owner: usize,
    pub(crate) mrtr: Arc<Mrtr>,
    /// Where its notifications go; swapped to the retry's response.
    pub(crate) relay: Arc<Mutex<mpsc::Sender<Outgoing>>>,
    /// Its run: the encoded answer, `None` when it was cancelled.
    pub(crate) task: JoinHandle<Option<String>>,
    /// Its request's session token: cancelled with the abort, so asks that tasks of the
    /// handler made outside its future end too.
    pub(crate) closed: tokio_util::sync::CancellationToken,
}

impl Parked {
    /// Ends the handler: its session cancelled, its task aborted.
    pub(crate) fn end(&self) {
        self.closed.cancel();
        self.task.abort();
    }
}

fn table() -> MutexGuard<'static, HashMap<String, Parked>> {
    static TABLE: OnceLock<Mutex<HashMap<String, Parked>>> = OnceLock::new();
    TABLE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner())
}

/// Parks `entry` for at most `lifetime` and returns its id, or gives it back when the
/// table is full.
pub(crate) fn park(entry: Parked, lifetime: Duration) -> Result<String, Parked> {
    let id = hex::encode(rand::random::<[u8; 16]>());
    {
        let mut t = table();
        if t.len() >= MAX_PARKED {
            return Err(entry);
        }
        t.insert(id.clone(), entry);
    }
    let key = id.clone();
    tokio::spawn(async move {
        tokio::time::sleep(lifetime).await;
        let expired = table().remove(&key);
        if let Some(e) = expired {
            e.end();
        }
    });
    Ok(id)
}

/// Takes the handler parked under `id` by the server `owner`, if it is still there.
pub(crate) fn claim(id: &str, owner: usize) -> Option<Parked> {
    let mut t = table();
    if t.get(id)?.owner != owner {
        return None;
    }
    t.remove(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(owner: usize) -> Parked {
        let (tx, _rx) = mpsc::channel(1);
        Parked {
            owner,
            mrtr: Arc::new(Mrtr::new(Default::default())),
            relay: Arc::new(Mutex::new(tx)),
            task: tokio::spawn(std::future::pending()),
            closed: Default::default(),
        }
    }

    #[tokio::test]
    async fn bounded_in_number_and_time_and_claimed_once_by_its_owner() {
        let mut ids = Vec::new();
        while let Ok(id) = park(entry(1), Duration::from_millis(200)) {
            ids.push(id);
        }
        assert_eq!(ids.len(), MAX_PARKED);
        assert!(claim(&ids[0], 2).is_none(), "another server's retry");
        let claimed = claim(&ids[0], 1).unwrap();
        assert!(claim(&ids[0], 1).is_none(), "claimed twice");
        claimed.end();
        tokio::time::sleep(Duration::from_millis(400)).await;
        assert!(claim(&ids[1], 1).is_none(), "expired entries are removed");
        assert!(table().is_empty());
    }
}
