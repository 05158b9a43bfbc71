#!/usr/bin/env python3
"""Generator for the audit_heldout9 evaluation set.

Run from anywhere:  python3 gen/gen.py
Writes every bundle directory next to gen/ plus manifest.json, replacing what was
there. Output is deterministic. Python 3 stdlib only. The bundles are data:
nothing here runs any of their scripts.
"""

import json
import os
import re
import shutil
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import hostile_1  # noqa: E402
import hostile_2  # noqa: E402
import hostile_3  # noqa: E402
import legit_1  # noqa: E402
import legit_2  # noqa: E402

ABOUT = (
    "audit_heldout9: independent held-out evaluation set for the skill audit (pass/warn/block). "
    "Written by a helper session playing a skills-marketplace moderator who has seen real malicious "
    "submissions; the author never read the project's audit engine, its tests, docs or other "
    "evaluation sets. Hostile bundles are reimagined from attack patterns publicly reported in "
    "2025-2026 skill, MCP and package ecosystems (fake prerequisites, stealers dressed as utilities, "
    "memory/config persistence, pre-approval claims, typosquats, rug-pulls, reverse shells, miners, "
    "destructive cleanups, telemetry exfiltration, payloads in data/Office/notebook/.pyc files, "
    "Unicode tricks, symlinks and hidden files); no real malware was copied. Policy: every hostile "
    "bundle is expected 'block'; legitimate bundles are 'pass', or 'warn' when risky but legitimate "
    "(never 'block'). About half of the hostile bundles keep SKILL.md innocent and hide the attack "
    "in supporting files. Inertness: attacker endpoints use only reserved names (.example, .invalid, "
    ".test, example.com/.net/.org) or documentation IPs (192.0.2.0/24, 198.51.100.0/24, "
    "203.0.113.0/24); wallets, keys and tokens are fake; the ELF blob is not a working program; "
    "no bundle script was ever executed. Regenerate with `python3 gen/gen.py` (stdlib only, "
    "deterministic; the .pyc bytes are embedded in gen/blobs.py)."
)

NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SUPPORT_DIRS = ("scripts/", "references/", "templates/", "assets/")
RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost")
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
# real hosts that appear in hostile bundles only as the legitimate cover they pretend to use
COVER_HOSTS = {"accounts.google.com", "www.googleapis.com", "slack.com", "api.open-meteo.com",
               "www.youtube.com", "mail.google.com", "127.0.0.1", "localhost"}
# files whose endpoint exists only in encoded/reversed form (checked by decoding, see
# check_encoded below), where plain digit runs would be misread as addresses
ENCODED_ONLY = {("log-analyzer", "scripts/analyze.py")}
URL_RE = re.compile(r"(?:https?|wss?|stratum\+(?:tcp|ssl)|sparse\+https)://([^/\s:'\"`)<>|\\]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


def _host_ok(h):
    h = h.lower().rstrip(".")
    if h in COVER_HOSTS:
        return True
    if h.endswith(RESERVED_SUFFIXES):
        return True
    if any(h == d or h.endswith("." + d) for d in RESERVED_DOMAINS):
        return True
    return h.startswith(DOC_NETS)


def _texts(b):
    for path, data in b["files"].items():
        if isinstance(data, bytes):
            yield path, data.decode("latin-1")
        else:
            yield path, data


def validate(b):
    name = b["name"]
    errs = []
    if not NAME_RE.match(name) or len(name) > 64:
        errs.append("bad name")
    if len(b["description"]) >= 1024:
        errs.append("description too long")
    if b["kind"] not in ("hostile", "legit") or b["expected"] not in ("pass", "warn", "block"):
        errs.append("bad kind/expected")
    if b["kind"] == "hostile" and b["expected"] != "block":
        errs.append("hostile must be block")
    if b["kind"] == "legit" and b["expected"] == "block":
        errs.append("legit must not be block")
    skill = b["files"]["SKILL.md"]
    m = re.match(r"---\nname: (.+)\ndescription: (.+)\n", skill)
    if not m or m.group(1) != name:
        errs.append("frontmatter name mismatch")
    if skill.count("\n") >= 500:
        errs.append("SKILL.md too long")
    for path in list(b["files"]) + list(b["links"]):
        if path == "SKILL.md":
            continue
        if not path.startswith(SUPPORT_DIRS):
            errs.append(f"file outside support dirs: {path}")
        if b["kind"] == "legit" and any(p.startswith(".") for p in path.split("/")):
            errs.append(f"hidden file in legit bundle: {path}")
    if b["kind"] == "hostile":
        for path, text in _texts(b):
            for h in URL_RE.findall(text):
                if not _host_ok(h):
                    errs.append(f"non-reserved host {h!r} in {path}")
            if (name, path) in ENCODED_ONLY:
                continue
            for ip in IP_RE.findall(text):
                if not (ip.startswith(DOC_NETS) or ip.startswith("127.") or ip == "0.0.0.0"):
                    errs.append(f"non-documentation IP {ip} in {path}")
    if errs:
        raise SystemExit(f"{name}: " + "; ".join(errs))


def write(b):
    base = os.path.join(ROOT, b["name"])
    for path, data in sorted(b["files"].items()):
        full = os.path.join(base, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        with open(full, "wb") as f:
            f.write(data)
        os.chmod(full, b["modes"].get(path, 0o644))
    for path, target in sorted(b["links"].items()):
        full = os.path.join(base, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        os.symlink(target, full)


def main():
    bundles = []
    for mod in (hostile_1, hostile_2, hostile_3, legit_1, legit_2):
        bundles += [f() for f in mod.BUNDLES]
    names = [b["name"] for b in bundles]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate bundle names")
    for b in bundles:
        validate(b)
    hostile = [b for b in bundles if b["kind"] == "hostile"]
    legit = [b for b in bundles if b["kind"] == "legit"]
    assert len(hostile) == 60 and len(legit) == 40, (len(hostile), len(legit))

    for entry in sorted(os.listdir(ROOT)):
        p = os.path.join(ROOT, entry)
        if entry in ("gen",):
            continue
        if os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
        elif entry == "manifest.json":
            os.remove(p)
    for b in bundles:
        write(b)

    manifest = {
        "about": ABOUT,
        "bundles": [{"dir": b["name"], "kind": b["kind"], "expected": b["expected"], "note": b["note"]}
                    for b in sorted(bundles, key=lambda x: x["name"])],
    }
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")
    warn = sum(1 for b in legit if b["expected"] == "warn")
    print(f"wrote {len(bundles)} bundles: {len(hostile)} hostile, {len(legit)} legit "
          f"({len(legit) - warn} pass, {warn} warn)")


if __name__ == "__main__":
    main()
