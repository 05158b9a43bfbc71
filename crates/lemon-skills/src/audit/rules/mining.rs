//! Cryptocurrency mining: miner binaries, `stratum+tcp://` pool URLs, well-known pools,
//! miner flags that survive renaming the binary (`-a rx/0`, `--cpu-max-threads-hint`),
//! in-browser miners (CoinHive, `cryptonight.wasm`), and a Monero wallet address handed
//! to a program.

use super::{HARD, Rule};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "mining.miner",
        category: Category::Mining,
        pattern: r"\b(?:xmrig|xmr-stak|cpuminer|minerd|cgminer|bfgminer|ethminer|nbminer|phoenixminer|lolminer|nanominer|srbminer|teamredminer|ccminer|gminer)\b|--donate-level\b|\bcoinhive\b|\bcoin-hive\b|\bcryptonight\.wasm\b|\bcryptoloot\b|\bwebminepool\b|\b(?:-a|--algo)[=\s]+(?:rx/0|randomx|cryptonight|cn/r|kawpow|ethash|autolykos)\b|--cpu-max-threads-hint\b|--randomx-\w+",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "mining.pool",
        category: Category::Mining,
        pattern: r"\bstratum\d?\+(?:tcp|ssl|tls)://|\b(?:pool\.minexmr\.com|supportxmr\.com|xmrpool\.eu|nanopool\.org|2miners\.com|f2pool\.com|moneroocean\.stream|hashvault\.pro|minergate\.com|c3pool\.com|herominers\.com|unmineable\.com|nicehash\.com|pool\.hashvault\.pro|ethermine\.org)\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A Monero wallet address handed to a program (`-u 4…`, `--user=4…`): the
        // signature of a renamed miner.
        id: "mining.wallet_argument",
        category: Category::Mining,
        pattern: r"(?:\s-u\s+|--user[=\s]+|wallet[=:\s]+)[48][0-9ab][0-9a-z]{93}\b",
        sev: HARD,
        adjust: None,
    },
];
