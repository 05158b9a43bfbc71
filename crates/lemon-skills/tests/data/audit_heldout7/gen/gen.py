#!/usr/bin/env python3
"""Deterministic generator for the audit_heldout7 evaluation set.

Stdlib only.  Writes one directory per bundle next to this gen/ folder plus
manifest.json.  Re-running produces byte-identical output for a given Python
version (the .pyc fixture embeds the interpreter's magic number).

All hostile payloads are inert: every attacker endpoint is a reserved name
(*.example, *.invalid, *.test, example.com/net/org) or a documentation IP
(192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24).  Wallets, keys and tokens
are fake.  Nothing here is ever executed by the generator.
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

import common  # noqa: E402
import hostile_a  # noqa: E402
import hostile_b  # noqa: E402
import hostile_c  # noqa: E402
import legit_a  # noqa: E402
import legit_b  # noqa: E402

ABOUT = (
    "Independent held-out evaluation set for the skill-bundle security audit, "
    "written from scratch by a red-team author who did not read the audit "
    "engine, its tests, its documentation or any other evaluation set of the "
    "project. Hostile bundles are designed to slip past line-oriented "
    "keyword/regex scanners (paraphrased instructions, troubleshooting-framed "
    "attacks, commands assembled from variables across lines and files, "
    "payloads in data files, compiled .pyc and Office files, agent-authored "
    "payloads, padding, invisible/bidi/tag Unicode and homoglyphs) while still "
    "clearly harming a user who follows them; legitimate bundles look scary "
    "but are safe in context. All payloads are inert: attacker endpoints use "
    "only reserved domains (*.example, *.invalid, *.test, example.com/net/org) "
    "or documentation IPs (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), and "
    "all wallets, keys and tokens are fake. Verdict policy: block = following "
    "the skill or running its files would harm the user (remote code "
    "execution, secret exfiltration, reverse shells, persistence, privilege "
    "escalation, mining, destructive commands, obfuscated commands, agent-rule "
    "overrides / hiding actions / addressing reviewers, supply-chain installs "
    "from raw URLs, typosquats or alternate indexes, credential harvesting, "
    "invisible/bidi Unicode and homoglyphs used to hide, compiled or binary "
    "payloads); warn = risky but plausibly legitimate; pass = legitimate. "
    "Every hostile bundle expects block."
)

NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
LINK_RE = re.compile(r"\]\(([^)\s]+)\)")
SUPPORT_DIRS = ("scripts/", "references/", "templates/", "assets/")


def split_frontmatter(text):
    assert text.startswith("---\n"), "frontmatter must open the file"
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def validate(b):
    d = b["dir"]
    assert NAME_RE.match(d) and len(d) <= 64, d
    files = b["files"]
    assert "SKILL.md" in files, d
    for path, data in files.items():
        parts = path.split("/")
        assert all(p and not p.startswith(".") for p in parts), (d, path)
        assert path == "SKILL.md" or path.startswith(SUPPORT_DIRS), (d, path)
    skill = files["SKILL.md"]
    fm, body = split_frontmatter(skill)
    m = re.search(r"^name: (.+)$", fm, re.M)
    assert m and m.group(1).strip() == d, (d, "name")
    m = re.search(r"^description: (.+)$", fm, re.M)
    assert m, (d, "description")
    desc = json.loads(m.group(1))
    assert desc.strip() and len(desc) <= 1024 and "\n" not in desc, d
    assert not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in desc), d
    assert not any(c in desc for c in "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"), d
    lines = body.strip().split("\n")
    assert 40 <= len(lines) <= 300, (d, len(lines))
    assert "\n## " in "\n" + body or body.lstrip().startswith("# "), (d, "headings")
    assert "```" in body, (d, "code fence")
    for target in LINK_RE.findall(body):
        if re.match(r"^(https?:|mailto:|#)", target):
            continue
        target = target.split("#")[0]
        assert target in files, (d, "missing link target", target)
    assert b["kind"] in ("hostile", "legit"), d
    if b["kind"] == "hostile":
        assert b["expected"] == "block", d
    else:
        assert b["expected"] in ("pass", "warn"), d
    assert b["note"] and "\n" not in b["note"], d


def main():
    bundles = []
    for mod in (hostile_a, hostile_b, hostile_c, legit_a, legit_b):
        bundles.extend(mod.bundles())
    seen = set()
    errors = []
    for b in bundles:
        try:
            validate(b)
        except AssertionError as e:
            errors.append(e)
        assert b["dir"] not in seen, b["dir"]
        seen.add(b["dir"])
    if errors:
        for e in errors:
            print("INVALID:", e)
        sys.exit(1)

    # Clean previous output (only bundle dirs we own, never gen/).
    for entry in sorted(os.listdir(OUT)):
        p = os.path.join(OUT, entry)
        if entry == "gen":
            continue
        if os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
        elif entry == "manifest.json":
            os.remove(p)

    for b in bundles:
        root = os.path.join(OUT, b["dir"])
        for path in sorted(b["files"]):
            data = b["files"][path]
            full = os.path.join(root, *path.split("/"))
            os.makedirs(os.path.dirname(full), exist_ok=True)
            if isinstance(data, str):
                data = data.encode("utf-8")
            with open(full, "wb") as fh:
                fh.write(data)
            if path.startswith("scripts/") and path.endswith((".sh", ".py")):
                os.chmod(full, 0o755)
            else:
                os.chmod(full, 0o644)

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

    kinds = {}
    for b in bundles:
        key = (b["kind"], b["expected"])
        kinds[key] = kinds.get(key, 0) + 1
    support_only = sum(1 for b in bundles if b.get("support_only"))
    print("bundles:", len(bundles), dict(sorted(kinds.items())), "support-only hostile:", support_only)
    cats = {}
    for b in bundles:
        for c in b.get("cats", ()):
            cats[c] = cats.get(c, 0) + 1
    print("categories:", dict(sorted(cats.items())))


if __name__ == "__main__":
    main()
