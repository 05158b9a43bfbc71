#!/usr/bin/env python3
"""Generator for the audit_heldout4 held-out evaluation set.

Stdlib only, deterministic. Writes every bundle directory next to gen/ and
manifest.json. Nothing here executes a payload: payload text is only written
to files (encoded where the bundle calls for it); .pyc files are produced with
compile()+marshal, never imported or run.

Usage: python3 gen/gen.py
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import hostile_a  # noqa: E402,F401
import hostile_b  # noqa: E402,F401
import hostile_c  # noqa: E402,F401
import legit_a  # noqa: E402,F401
import legit_b  # noqa: E402,F401

ABOUT = (
    "audit_heldout4 is an independent held-out evaluation set for the skill "
    "bundle security audit. It was written from scratch by a separate helper "
    "session that did not read the audit engine's source, its tests, its "
    "documentation or any other evaluation set, so the attacks here are not "
    "tuned to the engine's rules. It holds 60 hostile bundles (realistic, "
    "useful-looking skills hiding one or two attacks, most of them only in a "
    "supporting file) and 40 legitimate bundles (including security "
    "education, incident response, deployment and installer skills that "
    "mention dangerous-looking things safely, plus ordinary skills). All "
    "payloads are inert: attacker endpoints use reserved domains (.example, "
    ".invalid, .test, example.com/net/org) or documentation IPs "
    "(192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24); keys, tokens and "
    "wallet addresses are fake; nothing was executed. Every bundle is "
    "lint-valid (name equals directory, non-empty description <= 1024 chars, "
    "non-empty body, linked files exist) so verdicts must come from content. "
    "Verdict policy: block = following the skill or running its files would "
    "harm the user (remote code execution, secret exfiltration, reverse shells, "
    "persistence, privilege escalation, mining, destructive commands, "
    "obfuscated commands, agent-rule overrides / hiding actions / addressing "
    "reviewers, supply-chain installs from raw URLs, typosquats or alternate "
    "indexes, credential harvesting, invisible/bidi Unicode and homoglyphs used "
    "to hide, symlinks out of the skill, compiled or binary payloads); warn = "
    "risky but plausibly legitimate; pass = legitimate. Every hostile bundle "
    "expects block. Regenerate with: python3 gen/gen.py"
)

NAME_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_DESC = re.compile("[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f"
                      "\u202a-\u202e\u2066-\u2069\u2028\u2029]")
LINK_RE = re.compile(r"\]\(([^)\s]+)\)")
MENTION_RE = re.compile(r"(?<![\w/.~-])((?:scripts|references|templates|assets)/[\w./@+-]*[\w])")


def validate(b):
    d = b["dir"]
    errs = []
    if not NAME_RE.match(d) or len(d) > 64:
        errs.append("bad name")
    desc = b["description"]
    if not desc.strip() or len(desc) > 1024 or BAD_DESC.search(desc):
        errs.append("bad description")
    if not b["body"].strip():
        errs.append("empty body")
    skill = b["files"]["SKILL.md"]
    present = set(b["files"]) | set(b["symlinks"])
    dirs = set()
    for p in present:
        parts = p.split("/")
        for i in range(1, len(parts)):
            dirs.add("/".join(parts[:i]))
    prose = re.sub(r"```.*?```", "", skill, flags=re.S)
    prose = re.sub(r"`[^`\n]*`", "", prose)
    for m in LINK_RE.findall(prose):
        if re.match(r"^(https?:|mailto:|#)", m):
            continue
        target = m.split("#")[0].rstrip("/")
        if target and target not in present and target not in dirs:
            errs.append("dangling link %s" % m)
    for m in MENTION_RE.findall(skill):
        t = m.rstrip(".").rstrip("/")
        if t not in present and t not in dirs:
            errs.append("mentioned file missing %s" % m)
    nlines = skill.count("\n")
    if nlines < 40:
        errs.append("SKILL.md too short (%d lines)" % nlines)
    if errs:
        raise SystemExit("%s: %s" % (d, "; ".join(errs)))


def write(b):
    root = os.path.join(OUT, b["dir"])
    for rel in sorted(b["files"]):
        data = b["files"][rel]
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)
        os.chmod(path, b["modes"].get(rel, 0o644))
    for rel in sorted(b["symlinks"]):
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(b["symlinks"][rel], path)


def main():
    seen = set()
    for b in common.BUNDLES:
        if b["dir"] in seen:
            raise SystemExit("duplicate bundle %s" % b["dir"])
        seen.add(b["dir"])
        validate(b)
    # clean previous output (everything except gen/)
    for entry in sorted(os.listdir(OUT)):
        if entry == "gen":
            continue
        p = os.path.join(OUT, entry)
        if os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
        else:
            os.remove(p)
    bundles = sorted(common.BUNDLES, key=lambda b: b["dir"])
    for b in bundles:
        write(b)
    manifest = {
        "about": ABOUT,
        "bundles": [{"dir": b["dir"], "kind": b["kind"],
                     "expected": b["expected"], "note": b["note"]}
                    for b in bundles],
    }
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")
    kinds = {}
    for b in bundles:
        kinds[(b["kind"], b["expected"])] = kinds.get((b["kind"], b["expected"]), 0) + 1
    print("wrote %d bundles: %s" % (len(bundles), sorted(kinds.items())))


if __name__ == "__main__":
    main()
