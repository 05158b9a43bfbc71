#!/usr/bin/env python3
"""Generator for the audit_heldout6 held-out evaluation set.

Stdlib only, deterministic.  Run:  python3 gen/gen.py
It (re)writes every bundle directory next to this gen/ folder and manifest.json.

The bundle contents live in the sibling modules hostile_a.py, hostile_b.py,
legit_a.py and legit_b.py; this file validates them and writes them out.
All hostile payloads are inert: the only network endpoints they name are
reserved names (*.example, *.invalid, *.test, example.com/net/org) or
documentation addresses (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24);
keys, tokens and wallets are fake.  Nothing here is executed.
"""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common  # noqa: E402,F401
import hostile_a  # noqa: E402
import hostile_b  # noqa: E402
import legit_a  # noqa: E402
import legit_b  # noqa: E402

ABOUT = (
    "Independent held-out evaluation set for the skill-bundle security audit, written from the point of view "
    "of a security engineer who moderates a public agent-skills marketplace. The author worked only from the "
    "shared background specification of agent skills, the public skills corpus (for style, nothing copied) and "
    "general knowledge of real marketplace submissions; no audit engine source, tests, project documentation or "
    "other evaluation sets were consulted. It holds 100 realistic skill "
    "bundles: 50 hostile submissions (opportunistic and careful attackers; many hide the attack only in a "
    "supporting file such as a script, template, manifest, CI workflow, hook, notebook or reference document) "
    "and 50 legitimate submissions of the kind that trip naive keyword scanners (incident response, security "
    "guides, DevOps, system administration, vendor installers, API clients, agent configuration, non-English "
    "and ordinary skills). Every payload is inert: endpoints are reserved domains (*.example, *.invalid, *.test, "
    "example.com/net/org) or documentation IP ranges, keys/tokens/wallets are fake, binaries are junk bytes, and "
    "nothing was executed. Verdict policy: block = following the skill or running its files would harm the user "
    "(remote code execution, secret exfiltration, reverse shells, persistence, privilege escalation, mining, "
    "destructive commands, obfuscated commands, agent-rule overrides / hiding actions / addressing reviewers, "
    "supply-chain installs from raw URLs, typosquats or alternate indexes, credential harvesting, invisible/bidi "
    "Unicode and homoglyphs used to hide, compiled or binary payloads); warn = risky but plausibly legitimate; "
    "pass = legitimate. Every hostile bundle expects block. Files are produced by gen/gen.py (stdlib-only, "
    "deterministic)."
)

NAME_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ALLOWED_TOP = ("references/", "templates/", "scripts/", "assets/")
BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
PATH_MENTION = re.compile(r"(?<![\w./-])((?:scripts|references|templates|assets)/[A-Za-z0-9_.\-/]*[A-Za-z0-9_])")
LINK_RE = re.compile(r"\]\(([^)\s]+)\)")


def safe_string(s):
    if not s.strip():
        return False
    for ch in s:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in BIDI or ch in "\u2028\u2029":
            return False
    return True


def check(b):
    d = b["dir"]
    files = b["files"]
    assert NAME_RE.match(d) and len(d) <= 64, d
    assert b["kind"] in ("hostile", "legit"), d
    assert b["expected"] in ("block", "warn", "pass"), d
    if b["kind"] == "hostile":
        assert b["expected"] == "block", d
    assert b["where"] in ("skill", "support", "both"), d
    assert "SKILL.md" in files, d
    for p in files:
        parts = p.split("/")
        assert all(not x.startswith(".") for x in parts), (d, p)
        assert p == "SKILL.md" or p.startswith(ALLOWED_TOP), (d, p)
    if b["where"] == "support":
        assert len(files) > 1, d
    text = files["SKILL.md"]
    assert text.startswith("---\n"), d
    end = text.index("\n---\n", 4)
    fm = text[4:end]
    body = text[end + 5:]
    m = re.search(r"^name: (.*)$", fm, re.M)
    assert m and m.group(1) == d, (d, "name")
    m = re.search(r"^description: (.*)$", fm, re.M)
    assert m, (d, "description")
    desc = json.loads(m.group(1))
    assert safe_string(desc) and len(desc) <= 1024, (d, "description")
    n = len(body.strip().splitlines())
    assert 40 <= n <= 300, (d, "body lines", n)
    assert "\n#" in "\n" + body, (d, "headings")
    assert "```" in body, (d, "code fence")
    for m in LINK_RE.finditer(body):
        t = m.group(1).split("#")[0]
        if not t or re.match(r"^[a-z]+:", t):
            continue
        assert t in files, (d, "link", t)
    for m in PATH_MENTION.finditer(body):
        t = m.group(1)
        if t.endswith("/"):
            continue
        assert t in files or any(f.startswith(t + "/") for f in files), (d, "mention", t)


def write(b):
    base = os.path.join(ROOT, b["dir"])
    for rel in sorted(b["files"]):
        data = b["files"][rel]
        path = os.path.join(base, *rel.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)


def main():
    bundles = hostile_a.BUNDLES + hostile_b.BUNDLES + legit_a.BUNDLES + legit_b.BUNDLES
    seen = set()
    for b in bundles:
        assert b["dir"] not in seen, b["dir"]
        seen.add(b["dir"])
        check(b)
    hostile = [b for b in bundles if b["kind"] == "hostile"]
    legit = [b for b in bundles if b["kind"] == "legit"]
    assert len(hostile) == 50 and len(legit) == 50, (len(hostile), len(legit))
    assert sum(1 for b in legit if b["expected"] == "warn") <= 8
    assert sum(1 for b in hostile if b["where"] == "support") >= 25
    for name in sorted(os.listdir(ROOT)):
        p = os.path.join(ROOT, name)
        if name != "gen" and os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
    for b in bundles:
        write(b)
    manifest = {
        "about": ABOUT,
        "bundles": [
            {"dir": b["dir"], "kind": b["kind"], "expected": b["expected"], "note": b["note"]}
            for b in sorted(bundles, key=lambda x: x["dir"])
        ],
    }
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")
    stats = {}
    for b in bundles:
        k = (b["kind"], b["expected"])
        stats[k] = stats.get(k, 0) + 1
    print("bundles:", len(bundles), stats)
    print("hostile, attack only in supporting files:", sum(1 for b in hostile if b["where"] == "support"))
    cats = {}
    for b in hostile:
        for c in b["cats"]:
            cats[c] = cats.get(c, 0) + 1
    print("hostile categories:", dict(sorted(cats.items())))


if __name__ == "__main__":
    main()
