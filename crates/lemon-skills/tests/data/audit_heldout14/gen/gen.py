#!/usr/bin/env python3
"""Regenerate held-out evaluation set 14 in place.

Usage:  python3 gen/gen.py        (from audit_heldout14/, or any cwd)

Deterministic and stdlib-only: every bundle directory next to gen/ is removed
and rewritten, then manifest.json.  Nothing generated here is ever executed.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import shutil
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import hostile_visible_a  # noqa: E402
import hostile_visible_b  # noqa: E402
import hostile_support_a  # noqa: E402
import hostile_support_b  # noqa: E402
import legit_pass_a  # noqa: E402
import legit_pass_b  # noqa: E402
import legit_warn_a  # noqa: E402
import legit_warn_b  # noqa: E402
from manifest_text import ABOUT  # noqa: E402

MODULES = [hostile_visible_a, hostile_visible_b, hostile_support_a, hostile_support_b,
           legit_pass_a, legit_pass_b, legit_warn_a, legit_warn_b]

NAME_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost",
                     "example.com", "example.net", "example.org")
# Real, benign hosts that legitimate content may cite (documentation, registries).
BENIGN_HOSTS = {
    "github.com", "docs.github.com", "pypi.org", "www.npmjs.com", "registry.npmjs.org",
    "modelcontextprotocol.io", "owasp.org", "cheatsheetseries.owasp.org",
    "docs.docker.com", "docs.python.org", "packaging.python.org", "nodejs.org",
    "www.conventionalcommits.org", "keepachangelog.com", "semver.org",
    "developer.hashicorp.com", "www.w3.org", "docs.astral.sh", "osv.dev",
    "github.com/gitleaks", "docs.aws.amazon.com", "kubernetes.io", "nmap.org",
    "www.postgresql.org", "python-docx.readthedocs.io", "svgo.dev", "restic.net",
    "trojansource.codes", "www.unicode.org", "localhost", "spec.openapis.org",
    "json-schema.org", "docs.anthropic.com", "schemas.openxmlformats.org",
    "jupyter.org", "swagger.io", "purl.org", "turbo.build", "docs.pypi.org",
    "owner.github.io",
}
BENIGN_IPS = {"1.1.1.1", "8.8.8.8"}  # public resolvers cited in diagnostics
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^@/\s\"'`<>()]*@)?([^/\s:\"'`<>()\]\[?#{}$\\|,;]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


def host_ok(host):
    host = host.lower().rstrip(".")
    if host.endswith(RESERVED_SUFFIXES) or host in BENIGN_HOSTS:
        return True
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in DOC_NETS) or ip.is_unspecified
    except ValueError:
        return False


def check_inert(bundle):
    texts = [bundle.skill] + list(bundle.files.values())
    texts += [b.decode("latin-1") for b in bundle.binaries.values()]
    for t in texts:
        for m in URL_RE.finditer(t):
            host = m.group(1)
            if "." not in host and host != "localhost":
                continue  # schemes such as stratum+tcp://HOST handled the same way
            if not host_ok(host):
                raise SystemExit("non-reserved host %r in %s" % (host, bundle.name))
        for m in IP_RE.finditer(t):
            ip = m.group(1)
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not (any(addr in n for n in DOC_NETS) or addr.is_unspecified or ip in BENIGN_IPS
                    or addr.is_private or str(addr).startswith(("1.2.3.", "0."))):
                # allow version-like strings such as 3.11.0.1 only if clearly not IPs
                raise SystemExit("non-documentation IP %s in %s" % (ip, bundle.name))


def collect():
    bundles = []
    for mod in MODULES:
        bundles.extend(mod.BUNDLES)
    names = [b.name for b in bundles]
    dup = [n for n, c in collections.Counter(names).items() if c > 1]
    if dup:
        raise SystemExit("duplicate bundle names: %s" % dup)
    for b in bundles:
        if not NAME_RE.match(b.name) or len(b.name) > 64:
            raise SystemExit("bad name %r" % b.name)
        check_inert(b)
    counts = collections.Counter((b.kind, b.expected, b.where) for b in bundles)
    want = {("hostile", "block", "skill"): 30, ("hostile", "block", "support"): 30,
            ("legit", "pass", None): 24, ("legit", "warn", None): 16}
    if dict(counts) != want:
        raise SystemExit("unexpected counts: %s" % dict(counts))
    return sorted(bundles, key=lambda b: b.name)


def write(bundles):
    for entry in sorted(os.listdir(OUT)):
        path = os.path.join(OUT, entry)
        if entry == "gen":
            continue
        if os.path.islink(path) or os.path.isfile(path):
            os.unlink(path)
        else:
            shutil.rmtree(path)
    for b in bundles:
        root = os.path.join(OUT, b.name)
        os.makedirs(root)
        items = [("SKILL.md", b.skill.encode("utf-8"))]
        items += [(p, t.encode("utf-8")) for p, t in b.files.items()]
        items += list(b.binaries.items())
        for rel, data in sorted(items):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as fh:
                fh.write(data)
            mode = 0o755 if rel.startswith("scripts/") and rel.endswith((".sh", ".py")) else 0o644
            os.chmod(path, mode)
        for rel, target in sorted(b.symlinks.items()):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            os.symlink(target, path)  # dangling by design; never followed
    manifest = {
        "about": ABOUT,
        "bundles": [{"dir": b.name, "kind": b.kind, "expected": b.expected, "note": b.note}
                    for b in bundles],
    }
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def tree_hash():
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(OUT, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if d != "gen")
        if os.path.relpath(dirpath, OUT) == ".":
            pass
        for name in sorted(filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, OUT)
            if os.path.islink(path):
                h.update(b"L " + rel.encode() + b" -> " + os.readlink(path).encode() + b"\n")
            else:
                with open(path, "rb") as fh:
                    h.update(b"F " + rel.encode() + b" " + hashlib.sha256(fh.read()).hexdigest().encode() + b"\n")
    return h.hexdigest()


def main():
    bundles = collect()
    write(bundles)
    cats = collections.Counter(b.category for b in bundles if b.kind == "hostile")
    print("bundles: %d" % len(bundles))
    print("by kind/expected:", dict(sorted(collections.Counter((b.kind + "/" + b.expected) for b in bundles).items())))
    print("hostile categories:")
    for c, n in sorted(cats.items()):
        print("  %-45s %d" % (c, n))
    print("tree sha256:", tree_hash())


if __name__ == "__main__":
    main()
