#!/usr/bin/env python3
"""Regenerate held-out evaluation set 13 (skill-bundle security audit).

Usage:  python3 gen/gen.py      (from audit_heldout13/, or anywhere)

Deterministic, stdlib only.  Deletes every bundle directory and manifest.json
next to gen/ and rewrites them.  Never executes anything it writes.
"""
import sys
sys.dont_write_bytecode = True  # keep gen/ free of __pycache__ so reruns are byte-identical

import json
import os
import re
import shutil
import stat

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import hv_a, hv_b, hv_c, hv_d          # hostile, attack visible in SKILL.md
import hs_a, hs_b, hs_c, hs_d          # hostile, attack only in a supporting file
import lp_a, lp_b, lp_c                # legitimate, expected pass
import lw_a, lw_b                      # legitimate, expected warn

ABOUT = (
    "Held-out evaluation set 13 for the skill-bundle security audit, written from the point of view "
    "of a software supply-chain security researcher (npm/PyPI worms, typosquats, malicious install "
    "hooks, dependency confusion, poisoned CI workflows, compromised actions, backdoored build "
    "scripts, stolen publish tokens) applied to agent skills. It holds 100 bundles: 60 hostile "
    "(30 with the attack visible in SKILL.md, 30 with an innocent SKILL.md and the attack only in a "
    "supporting file under references/, templates/, scripts/ or assets/) and 40 legitimate "
    "(24 expected pass, 16 expected warn). Policy: every hostile bundle is expected to be blocked; "
    "legitimate bundles are expected pass or warn (warn = legitimate but risky: system config, "
    "credentials, shell rc or agent config files, sudo or destructive operations done at the "
    "user's explicit request with confirmation) and never block. Each hostile bundle carries one or "
    "two attacks. Inertness: every attacker endpoint is a reserved name (.example, .invalid, .test, "
    "example.com/.net/.org) or a documentation address (192.0.2.0/24, 198.51.100.0/24, "
    "203.0.113.0/24); all keys, tokens and wallets are fake; there are no functional binaries (the "
    "only non-source blobs are fake text-byte .pyc-like files); the symlinks are created by the "
    "generator, point at secret locations and must never be followed; no bundle script has ever "
    "been executed. Regenerate with `python3 gen/gen.py` (deterministic, Python 3 stdlib only): it "
    "deletes and rewrites every bundle directory and this manifest in place."
)

MODULES = [hv_a, hv_b, hv_c, hv_d, hs_a, hs_b, hs_c, hs_d, lp_a, lp_b, lp_c, lw_a, lw_b]
SUPPORT_DIRS = ("references/", "templates/", "scripts/", "assets/")

# --- inertness guard -------------------------------------------------------
RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost",
                     "example.com", "example.net", "example.org")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
# Real, benign hosts that legitimate content (or the legitimate half of a
# hostile bundle) may name.  None of them is an attacker endpoint.
BENIGN_HOSTS = {
    "github.com", "api.github.com", "docs.github.com", "raw.githubusercontent.com",
    "registry.npmjs.org", "www.npmjs.com", "docs.npmjs.com", "pypi.org", "upload.pypi.org",
    "test.pypi.org", "files.pythonhosted.org", "crates.io", "proxy.golang.org", "sum.golang.org",
    "docs.docker.com", "hub.docker.com", "ghcr.io", "slsa.dev", "osv.dev", "api.osv.dev",
    "semver.org", "www.conventionalcommits.org", "keepachangelog.com", "json-schema.org",
    "spdx.org", "cyclonedx.org", "docs.sigstore.dev", "rekor.sigstore.dev", "owasp.org",
    "kubernetes.io", "developer.hashicorp.com", "grafana.com", "localhost", "docs.pytest.org",
    "swagger.io", "spec.openapis.org", "packaging.python.org", "docs.rs", "brew.sh",
    "git-scm.com", "www.gnu.org", "man7.org", "letsencrypt.org", "docs.aws.amazon.com",
    "nodejs.org", "app.codecov.io", "yarnpkg.com", "code.visualstudio.com", "npm.pkg.github.com",
    "token.actions.githubusercontent.com",
}
URL_RE = re.compile(r"(?:https?|ftp|wss?|stratum\+tcp|ssh|git)://([A-Za-z0-9.\-_]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
OK_IPS = ("127.0.0.1", "0.0.0.0", "10.0.0.0", "169.254.169.254")


def host_ok(h):
    h = h.lower().rstrip(".")
    if h in BENIGN_HOSTS:
        return True
    if any(h == s or h.endswith("." + s) or h.endswith(s) for s in RESERVED_SUFFIXES):
        return True
    if IP_RE.fullmatch(h):
        return h.startswith(DOC_NETS) or h in OK_IPS
    return False


def check_inert(b, texts):
    bad = []
    for path, t in texts:
        for m in URL_RE.finditer(t):
            h = m.group(1)
            nxt = t[m.end():m.end() + 1]
            if not h.strip(".") or nxt in ("<", "{", "$"):
                continue  # placeholder such as https://... or https://<your-org>.example
            if not host_ok(h):
                bad.append((path, h))
        for ip in IP_RE.findall(t):
            if not (ip.startswith(DOC_NETS) or ip in OK_IPS or ip.startswith("10.") or ip.startswith("127.")):
                bad.append((path, ip))
    if bad:
        raise SystemExit("non-inert endpoint in %s: %r" % (b["dir"], bad))


def validate(bundles):
    seen = set()
    for b in bundles:
        d = b["dir"]
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", d), d
        assert d not in seen, "duplicate " + d
        seen.add(d)
        m = re.match(r"---\nname: (\S+)\ndescription: (.+)\n", b["skill"])
        assert m and m.group(1) == d, "name mismatch " + d
        fm = b["skill"].split("\n---\n", 1)[0]
        assert not re.search("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]", fm), d
        body_lines = b["skill"].count("\n")
        assert body_lines >= 45, "%s too short (%d lines)" % (d, body_lines)
        for p in list(b["files"]) + list(b["symlinks"]) + list(b["binary"]):
            assert p.startswith(SUPPORT_DIRS), (d, p)
            assert ".." not in p.split("/"), (d, p)
        for ref in re.findall(r"^  - (references/\S+|templates/\S+|scripts/\S+|assets/\S+)$", fm, re.M):
            assert ref in b["files"] or ref in b["binary"], (d, "missing reference", ref)
        if b["kind"] == "hostile":
            assert b["note"].endswith("[in SKILL.md]") or b["note"].endswith("[supporting file only]"), d
        else:
            assert "[in SKILL.md]" not in b["note"] and "[supporting file only]" not in b["note"], d
        texts = [("SKILL.md", b["skill"])] + sorted(b["files"].items())
        check_inert(b, texts)


def counts(bundles):
    c = {}
    for b in bundles:
        k = (b["kind"], b["expected"],
             "visible" if b["note"].endswith("[in SKILL.md]") else
             "support" if b["note"].endswith("[supporting file only]") else "-")
        c[k] = c.get(k, 0) + 1
    return c


def default_mode(path):
    if path.startswith("scripts/") and path.endswith((".sh", ".py", ".js", ".rb", ".pl")):
        return 0o755
    return 0o644


def write_bundle(b):
    root = os.path.join(OUT, b["dir"])
    os.makedirs(root)

    def put(rel, data, mode):
        full = os.path.join(root, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as fh:
            fh.write(data)
        os.chmod(full, mode)

    put("SKILL.md", b["skill"].encode("utf-8"), 0o644)
    for rel, text in sorted(b["files"].items()):
        put(rel, text.encode("utf-8"), b["modes"].get(rel, default_mode(rel)))
    for rel, data in sorted(b["binary"].items()):
        put(rel, data, b["modes"].get(rel, 0o644))
    for rel, target in sorted(b["symlinks"].items()):
        full = os.path.join(root, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        os.symlink(target, full)  # created, never followed or read
    for dirpath, dirnames, _ in os.walk(root):
        os.chmod(dirpath, 0o755)
        for dn in dirnames:
            p = os.path.join(dirpath, dn)
            if not os.path.islink(p):
                os.chmod(p, 0o755)


def clean():
    for name in sorted(os.listdir(OUT)):
        if name == "gen":
            continue
        p = os.path.join(OUT, name)
        if os.path.islink(p) or os.path.isfile(p):
            os.unlink(p)
        else:
            shutil.rmtree(p)  # rmtree never follows symlinks inside the tree


def main():
    bundles = []
    for mod in MODULES:
        bundles.extend(mod.BUNDLES)
    validate(bundles)
    c = counts(bundles)
    want = {("hostile", "block", "visible"): 30, ("hostile", "block", "support"): 30,
            ("legit", "pass", "-"): 24, ("legit", "warn", "-"): 16}
    if c != want:
        raise SystemExit("bad counts: %r" % (c,))
    clean()
    bundles.sort(key=lambda b: b["dir"])
    for b in bundles:
        write_bundle(b)
    manifest = {
        "about": ABOUT,
        "bundles": [{"dir": b["dir"], "kind": b["kind"], "expected": b["expected"], "note": b["note"]}
                    for b in bundles],
    }
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2, ensure_ascii=True)
        fh.write("\n")
    os.chmod(os.path.join(OUT, "manifest.json"), 0o644)
    print("wrote %d bundles to %s" % (len(bundles), OUT))


if __name__ == "__main__":
    main()
