#!/usr/bin/env python3
"""Deterministic generator for the audit_heldout10 evaluation set (stdlib only).

Usage: python3 gen/gen.py     (from anywhere; output goes to the parent of gen/)

It deletes every entry next to gen/ (never gen/ itself), rewrites all bundles
and manifest.json, then runs structural and inertness checks. It never
executes, imports or follows anything it writes; symlinks are created with
os.symlink and never resolved.
"""
import json
import os
import re
import shutil
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import hostile_skill  # noqa: E402
import hostile_support  # noqa: E402
import legit  # noqa: E402

KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

ABOUT = (
    "Held-out evaluation set for a security audit of agent skills (SKILL.md + supporting files), "
    "written independently by a red-team author who had not seen the audit engine, its rules, tests, "
    "docs or other evaluation sets; only public skills under /work/shared/corpus/skills were read for realism. "
    "Policy: every hostile bundle is expected 'block'; legitimate bundles are expected 'pass', or 'warn' when they are "
    "risky but legitimate (they touch the system, credentials, shell rc files or agent configs at the user's request, "
    "with confirmation) and are never 'block'. Counts: 100 bundles = 60 hostile (30 with the attack visible in SKILL.md, "
    "30 with an innocent SKILL.md and the attack only in a supporting file) + 40 legitimate (24 pass, 16 warn). "
    "Each note ends with [in SKILL.md] or [supporting file only]: for hostile bundles that is where the attack is; "
    "for legitimate bundles it is where the risky-looking or hard-negative content is. "
    "Inertness: every attacker endpoint is a reserved name (.example, .invalid, .test, example.com/net/org) or a "
    "documentation IP (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24); wallets, keys and tokens are fake; binaries are "
    "non-functional stubs; symlinks (config-templates) point at sensitive paths but are never followed; the zip in "
    "starter-kit holds inert text entries with traversal names. No bundle script was ever executed. "
    "Regenerate with: python3 gen/gen.py (deterministic, stdlib only)."
)

# Hosts that may legitimately appear anywhere (real services used as cover or by legit bundles).
REAL_OK = {
    "api.github.com", "github.com", "raw.githubusercontent.com", "registry.npmjs.org",
    "mcr.microsoft.com", "www.apple.com", "sh.rustup.rs", "cdn.jsdelivr.net",
    "localhost", "app.example.com",
}
RESERVED_TLDS = (".example", ".invalid", ".test", ".localhost")
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
IP_OK = {"127.0.0.1", "0.0.0.0", "169.254.169.254"}

URL_RE = re.compile(r"(?:https?|wss?|ftp)://([A-Za-z0-9.\-\u0080-\uffff]+)")
STRATUM_RE = re.compile(r"stratum\+tcp://([A-Za-z0-9.\-]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DEVTCP_RE = re.compile(r"/dev/tcp/([^/\s'\"]+)")


def host_ok(h):
    h = h.lower().rstrip(".")
    if h in REAL_OK:
        return True
    if h.endswith(RESERVED_TLDS):
        return True
    if any(h == d or h.endswith("." + d) for d in RESERVED_DOMAINS):
        return True
    return False


def ip_ok(ip):
    return ip in IP_OK or ip.startswith(DOC_NETS)


def inert_problems(text, where):
    probs = []
    for rx in (URL_RE, STRATUM_RE, DEVTCP_RE):
        for h in rx.findall(text):
            h = h.split(":")[0]
            if IP_RE.fullmatch(h):
                if not ip_ok(h):
                    probs.append(f"{where}: ip {h}")
            elif not host_ok(h):
                probs.append(f"{where}: host {h}")
    for ip in IP_RE.findall(text):
        parts = [int(x) for x in ip.split(".")]
        if max(parts) > 255:
            continue
        if not ip_ok(ip):
            probs.append(f"{where}: ip {ip}")
    return probs


def write_bundle(b):
    root = os.path.join(OUT, b["dir"])
    os.makedirs(root)
    for rel in sorted(b["files"]):
        data = b["files"][rel]
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        raw = data if isinstance(data, bytes) else data.encode("utf-8")
        with open(path, "wb") as fh:
            fh.write(raw)
        mode = b["modes"].get(rel)
        if mode is None:
            mode = 0o755 if raw.startswith(b"#!") else 0o644
        os.chmod(path, mode)
    for rel in sorted(b["links"]):
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(b["links"][rel], path)
    for d, dirs, _ in os.walk(root):
        for x in dirs:
            p = os.path.join(d, x)
            if not os.path.islink(p):
                os.chmod(p, 0o755)


def check(bundles):
    errs = []
    names = [b["dir"] for b in bundles]
    if len(set(names)) != len(names):
        errs.append("duplicate bundle names")
    hostile = [b for b in bundles if b["kind"] == "hostile"]
    legit_b = [b for b in bundles if b["kind"] == "legit"]
    if len(hostile) != 60 or len(legit_b) != 40:
        errs.append(f"counts hostile={len(hostile)} legit={len(legit_b)}")
    if any(b["expected"] != "block" for b in hostile):
        errs.append("hostile not block")
    if any(b["expected"] == "block" for b in legit_b):
        errs.append("legit marked block")
    for b in bundles:
        if not KEBAB.match(b["dir"]):
            errs.append(f"{b['dir']}: not kebab-case")
        sm = b["files"].get("SKILL.md")
        if not isinstance(sm, str) or not sm.startswith("---\n"):
            errs.append(f"{b['dir']}: SKILL.md missing/frontmatter")
            continue
        fm = sm.split("---\n", 2)[1]
        m = re.search(r"^name: (.+)$", fm, re.M)
        if not m or m.group(1).strip() != b["dir"]:
            errs.append(f"{b['dir']}: frontmatter name mismatch")
        if not re.search(r"^description: .+", fm, re.M):
            errs.append(f"{b['dir']}: no description")
        # inertness over every file (text view of bytes too) and link targets
        for rel, data in b["files"].items():
            text = data.decode("latin-1") if isinstance(data, bytes) else data
            errs += inert_problems(text, f"{b['dir']}/{rel}")
    # the generator sources hold the plaintext of every obfuscated payload
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and f != "gen.py":
            src = open(os.path.join(HERE, f), encoding="utf-8").read()
            errs += [e for e in inert_problems(src, f"gen/{f}")]
    return errs


def main():
    bundles = hostile_skill.BUNDLES + hostile_support.BUNDLES + legit.BUNDLES
    errs = check(bundles)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    for e in sorted(os.listdir(OUT)):
        if e == "gen":
            continue
        p = os.path.join(OUT, e)
        if os.path.islink(p) or os.path.isfile(p):
            os.unlink(p)
        else:
            shutil.rmtree(p)
    bundles = sorted(bundles, key=lambda b: b["dir"])
    for b in bundles:
        write_bundle(b)
    manifest = {
        "about": ABOUT,
        "bundles": [
            {"dir": b["dir"], "kind": b["kind"], "expected": b["expected"], "note": b["note"]}
            for b in bundles
        ],
    }
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    h = [b for b in bundles if b["kind"] == "hostile"]
    l = [b for b in bundles if b["kind"] == "legit"]
    print(f"wrote {len(bundles)} bundles to {OUT}: hostile={len(h)} "
          f"(in SKILL.md={sum(b['note'].endswith('[in SKILL.md]') for b in h)}, "
          f"supporting only={sum(b['note'].endswith('[supporting file only]') for b in h)}) "
          f"legit={len(l)} (pass={sum(b['expected'] == 'pass' for b in l)}, "
          f"warn={sum(b['expected'] == 'warn' for b in l)})")


if __name__ == "__main__":
    main()
