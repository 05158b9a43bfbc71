//! Cryptocurrency mining: miner binaries, `stratum+tcp://` pool URLs, well-known pools.

use super::{HARD, Rule};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "mining.miner",
        category: Category::Mining,
        pattern: r"\b(?:xmrig|xmr-stak|cpuminer|minerd|cgminer|bfgminer|ethminer|nbminer|phoenixminer|lolminer|nanominer|srbminer|teamredminer|ccminer|gminer)\b|--donate-level\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "mining.pool",
        category: Category::Mining,
        pattern: r"\bstratum\+(?:tcp|ssl|tls)://|\b(?:pool\.minexmr\.com|supportxmr\.com|xmrpool\.eu|nanopool\.org|2miners\.com|f2pool\.com|moneroocean\.stream|hashvault\.pro|minergate\.com|c3pool\.com|herominers\.com|unmineable\.com|nicehash\.com|pool\.hashvault\.pro|ethermine\.org)\b",
        sev: HARD,
        adjust: None,
    },
];
