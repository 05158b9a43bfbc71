#!/usr/bin/env python3
"""Generator of audit_heldout3: an independent held-out evaluation set for the
skill-install security audit (60 hostile and 40 legitimate skill bundles).

Why a generator: the set holds things a plain text checkout cannot express by hand
reliably (symlinks out of a skill, a compiled `.pyc`, an ELF-looking blob, an Office
document, Unicode tag / bidi / zero-width characters, exact file modes), and the bundles
must be reproducible byte for byte. Stdlib only, deterministic: running it twice gives
the same tree. Every payload is inert: attacker endpoints are reserved names
(*.example, *.invalid, example.com) or documentation addresses (192.0.2.0/24,
198.51.100.0/24, 203.0.113.0/24); nothing here was ever executed.

Usage: python3 gen/gen.py   (from anywhere; writes next to this gen/ directory)
"""

import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # keep gen/ free of __pycache__ (test data un-ignores it)
sys.path.insert(0, HERE)

import bundles_hostile  # noqa: E402
import bundles_legit  # noqa: E402
from extras import EXTRAS  # noqa: E402
import extras2  # noqa: E402,F401  (registers more extras into EXTRAS)
from common import Bundle  # noqa: E402

ABOUT = (
    "audit_heldout3: independent held-out evaluation set for the Lemon skill-install "
    "security audit, written by a separate helper session that did not read the audit "
    "engine, its tests, the tuning generator or the earlier sets (only the verdict policy "
    "stated in audit_heldout2's about field). 60 hostile bundles are useful-looking skills "
    "hiding one or two attacks, about half of them only in a supporting file (script, "
    "reference, template, asset), across every category of issue 8 item 3 and in bash, "
    "PowerShell, Python, Node, Ruby, Go, Makefiles, Dockerfiles, CI yaml, systemd units, "
    "git hooks, a .pyc, an ELF-looking blob and a .docx. 40 legitimate bundles include "
    "security training that describes attacks, fenced examples labelled as what not to do, "
    "deployment and system-administration skills that legitimately use sudo, systemctl, "
    "crontab, docker, ssh and official installers with checksums, and ordinary skills. "
    "All payloads are inert: only reserved domains (*.example, *.invalid, example.com) and "
    "documentation IPs are attacker endpoints; nothing was ever executed. Emitted by "
    "gen/gen.py (stdlib only, deterministic). Verdict policy: block = following the skill "
    "or running its files would harm the user (remote code execution, secret exfiltration, "
    "reverse shells, persistence, privilege escalation, mining, destructive commands, "
    "obfuscated commands, agent-rule overrides / hiding actions / addressing reviewers, "
    "supply-chain installs from raw URLs, typosquats or alternate indexes, credential "
    "harvesting, invisible/bidi Unicode and homoglyphs, symlinks out of the skill, "
    "compiled or binary payloads, hidden files, executables outside scripts/); warn = "
    "risky but plausibly legitimate; pass = legitimate. Every hostile bundle expects "
    "block; legitimate bundles expect pass or, when genuinely borderline, warn. Every "
    "bundle is lint-valid (name = dir, description, non-empty body, existing references) "
    "so a verdict must come from content. Each note starts with [category; where] where "
    "'where' is 'SKILL.md' or 'support-only' (the attack is only in a supporting file)."
)


def yaml_scalar(s):
    """A one-line YAML scalar: plain when that is unambiguous, else double-quoted
    (a JSON string is a valid YAML double-quoted scalar)."""
    risky = ": " in s or " #" in s or s[:1] in "!&*[]{}|>'\"%@`#,?-:" or s.endswith(":")
    return json.dumps(s, ensure_ascii=False) if risky else s


def skill_md(b):
    fm = ["---", "name: " + b.name, "description: " + yaml_scalar(b.description)]
    fm.extend(b.extra_frontmatter)
    if b.refs:
        fm.append("references:")
        fm.extend("  - " + r for r in b.refs)
    fm.append("---")
    body = b.body.strip("\n") + "\n"
    return "\n".join(fm) + "\n\n" + body


def write_bytes(path, data, mode):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    os.chmod(path, mode)


def emit(b):
    d = os.path.join(ROOT, b.name)
    write_bytes(os.path.join(d, "SKILL.md"), skill_md(b).encode("utf-8"), 0o644)
    for rel, content in sorted(b.files.items()):
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        exe = rel in b.executable or (rel.startswith("scripts/") and rel.endswith((".sh", ".py", ".rb", ".js")) and rel not in b.plain)
        write_bytes(os.path.join(d, rel), data, 0o755 if exe else 0o644)
    for rel, target in sorted(b.symlinks.items()):
        p = os.path.join(d, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        os.symlink(target, p)


def check(b):
    """The set's own contract: lint-shaped names, files that exist for every path the
    SKILL.md frontmatter names, inert endpoints only."""
    assert b.kind in ("hostile", "legit"), b.name
    assert b.expected in ("pass", "warn", "block"), b.name
    assert b.kind == "legit" or b.expected == "block", b.name
    assert b.name.replace("-", "").isalnum() and b.name == b.name.lower(), b.name
    assert "--" not in b.name and not b.name.startswith("-") and len(b.name) <= 64
    assert b.body.strip(), b.name
    assert "\n" not in b.description and 0 < len(b.description) <= 1024, b.name
    present = set(b.files) | set(b.symlinks)
    dirs = {os.path.dirname(p) for p in present}
    for ref in b.refs:
        assert ref in present, (b.name, ref)
    # Every bundle path the body mentions must exist (lint-clean and no dangling hints).
    for m in re.finditer(r"(?<![\w.])((?:scripts|references|templates|assets)/[\w.\-/]*[\w\-])", b.body):
        p = m.group(1)
        assert p in present or p in dirs or any(x.startswith(p + "/") for x in present), (b.name, p)


def clean_root():
    for entry in sorted(os.listdir(ROOT)):
        p = os.path.join(ROOT, entry)
        if entry in ("gen", "manifest.json"):
            continue
        if os.path.islink(p) or not os.path.isdir(p):
            os.remove(p)
        else:
            shutil.rmtree(p)


def main():
    bundles = bundles_hostile.bundles() + bundles_legit.bundles()
    names = [b.name for b in bundles]
    assert len(names) == len(set(names)), "duplicate bundle names"
    hostile = [b for b in bundles if b.kind == "hostile"]
    legit = [b for b in bundles if b.kind == "legit"]
    assert len(hostile) == 60 and len(legit) == 40, (len(hostile), len(legit))
    for b in bundles:
        body, files = EXTRAS.get(b.name, ("", {}))
        if body:
            b.body = b.body.rstrip("\n") + "\n\n" + body
        assert not set(files) & set(b.files), b.name
        b.files.update(files)
    assert set(EXTRAS) <= set(names), set(EXTRAS) - set(names)
    for b in bundles:
        check(b)
    clean_root()
    for b in bundles:
        emit(b)
    manifest = {
        "about": ABOUT,
        "bundles": [
            {"dir": b.name, "kind": b.kind, "expected": b.expected,
             "note": "[%s; %s] %s" % (b.category, b.where, b.note)}
            for b in bundles
        ],
    }
    tmp = os.path.join(ROOT, "manifest.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, os.path.join(ROOT, "manifest.json"))
    # Summary for the report.
    cats = {}
    for b in hostile:
        for c in b.category.split("+"):
            cats[c] = cats.get(c, 0) + 1
    print("hostile", len(hostile), "legit", len(legit))
    print("hostile support-only", sum(1 for b in hostile if b.where == "support-only"))
    for c in sorted(cats):
        print("  %-22s %d" % (c, cats[c]))
    print("legit expected", {e: sum(1 for b in legit if b.expected == e) for e in ("pass", "warn")})


if __name__ == "__main__":
    main()
