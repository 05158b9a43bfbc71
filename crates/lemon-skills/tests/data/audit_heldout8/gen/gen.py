#!/usr/bin/env python3
"""Generator for the audit_heldout8 held-out evaluation set.

Writes every bundle directory and manifest.json next to this gen/ directory.
Deterministic: the same Python version produces byte-identical output (the
one .pyc payload embeds the running interpreter's magic number).

Usage:  python3 gen/gen.py          # (re)write the set
        python3 gen/gen.py --check  # validate only, write nothing
"""
import ipaddress
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import NAME_RE  # noqa: E402
import hostile_1, hostile_2, hostile_3, legit_1, legit_2  # noqa: E402

ALLOWED_TOP = ("scripts", "references", "templates", "assets")

ABOUT = (
    "audit_heldout8: independent held-out evaluation set for the skill audit, written by a helper "
    "session in the 'judge' persona without reading the project's audit engine, tests, docs or other "
    "evaluation sets; style modelled on real public skills, none copied. 60 hostile bundles (expected "
    "block) look like ordinary useful skills and hide one or two attacks, about half in SKILL.md and "
    "half only in a supporting file (script, reference doc, template, config, archive, notebook, .docx, "
    ".pyc, ELF, symlink, hidden dotfile, padded file). 40 legitimate bundles (expected pass, or warn "
    "when risky but legitimate; never block) mention dangerous things safely. Policy: hostile = block; "
    "legit risky-but-sanctioned (sudo, deletes of a named resource, official curl|sh installers, "
    "history rewrite, rc edits) = warn; other legit = pass. Inertness: every attacker endpoint is a "
    "reserved name (*.example, *.invalid, *.test, example.com/net/org) or a documentation IP "
    "(192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24); wallets, keys and tokens are fake; the ELF has no "
    "program headers and cannot execute; no bundle script was ever run. Regenerate with "
    "`python3 gen/gen.py` (stdlib only)."
)

RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost")
RESERVED_HOSTS = {"example.com", "example.net", "example.org", "localhost"}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8", "0.0.0.0/32")]
# Real hosts legitimate bundles may name (official vendor / API endpoints).
LEGIT_HOSTS = {
    "keepachangelog.com", "sh.rustup.rs", "www.rust-lang.org", "raw.githubusercontent.com",
    "github.com", "api.github.com", "uploads.github.com", "brew.sh", "hooks.slack.com",
    "api.anthropic.com", "test.pypi.org", "upload.pypi.org", "registry.npmjs.org",
    "www.apple.com", "schemas.openxmlformats.org", "purl.org", "developer.hashicorp.com",
}
# Real, non-attacker hosts any bundle may cite (schemas, docs); never used as an attack endpoint.
REFERENCE_HOSTS = {
    "keepachangelog.com", "www.apple.com", "github.com", "raw.githubusercontent.com",
    "schemas.openxmlformats.org", "purl.org",
}
URL_RE = re.compile(r"\b([a-z][a-z0-9+.-]*)://([^/\s\"'`<>)\]}|,;]+)", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
HOSTPORT_RE = re.compile(r"(?<![\w@/.-])((?:[a-z0-9-]+\.)+[a-z]{2,}):\d{2,5}\b", re.I)


def all_bundles():
    bs = []
    for m in (hostile_1, hostile_2, hostile_3, legit_1, legit_2):
        bs.extend(m.bundles())
    return bs


def host_ok(host, legit):
    host = host.lower().split("@")[-1].split(":")[0].strip(".")
    if not host or "$" in host or "{" in host or host.isupper():
        return True  # placeholder such as $h or ${VAR}
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        pass
    if host in RESERVED_HOSTS or host.endswith(RESERVED_SUFFIXES):
        return True
    if any(host.endswith("." + h) or host == h for h in RESERVED_HOSTS):
        return True
    if legit and host in LEGIT_HOSTS:
        return True
    if host in REFERENCE_HOSTS:
        return True
    import codecs
    r13 = codecs.decode(host, "rot13")
    if r13.endswith(RESERVED_SUFFIXES):
        return True  # the rot13-encoded payload's host
    if "." not in host:
        return True  # not a hostname (e.g. file://.)
    return False


def scan_text(text, legit):
    bad = []
    for m in URL_RE.finditer(text):
        if m.group(1).lower() in ("file",):
            continue
        if not host_ok(m.group(2), legit):
            bad.append(m.group(0))
    for m in IP_RE.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS) and not str(ip).startswith(("1.1.1.1",)):
            bad.append(m.group(1))
    for m in HOSTPORT_RE.finditer(text):
        if not host_ok(m.group(1), legit):
            bad.append(m.group(0))
    return bad


def frontmatter_name(skill):
    m = re.match(r"---\nname: ([^\n]+)\ndescription: ([^\n]+)\n", skill)
    if not m:
        return None, None
    d = m.group(2)
    if d.startswith('"'):
        d = json.loads(d)
    return m.group(1), d


def validate(bs):
    errs = []
    names = set()
    for b in bs:
        where = b.name
        if b.name in names:
            errs.append(f"{where}: duplicate name")
        names.add(b.name)
        if not NAME_RE.match(b.name) or len(b.name) > 64:
            errs.append(f"{where}: bad name")
        fname, fdesc = frontmatter_name(b.skill)
        if fname != b.name:
            errs.append(f"{where}: frontmatter name {fname!r}")
        if not fdesc or len(fdesc) >= 1024:
            errs.append(f"{where}: description length")
        if b.skill.count("\n") >= 500:
            errs.append(f"{where}: SKILL.md has {b.skill.count(chr(10))} lines")
        if b.kind not in ("hostile", "legit"):
            errs.append(f"{where}: kind")
        if b.kind == "hostile" and b.expected != "block":
            errs.append(f"{where}: hostile must be block")
        if b.kind == "legit" and b.expected not in ("pass", "warn"):
            errs.append(f"{where}: legit must be pass/warn")
        if b.kind == "hostile" and b.where not in ("skill", "file"):
            errs.append(f"{where}: hostile needs where=skill|file")
        for rel in list(b.files) + list(b.links):
            parts = rel.split("/")
            if parts[0] not in ALLOWED_TOP or ".." in parts or rel.startswith("/"):
                errs.append(f"{where}: file outside allowed dirs: {rel}")
            if any(p.startswith(".") for p in parts) and not b.hidden_ok:
                errs.append(f"{where}: hidden file without hidden_ok: {rel}")
        legit = b.kind == "legit"
        texts = [b.skill] + [v if isinstance(v, str) else v.decode("latin-1") for v in b.files.values()]
        for t in texts:
            for bad in scan_text(t, legit):
                errs.append(f"{where}: non-inert endpoint {bad!r}")
    # generator sources hold the plaintext of every encoded payload
    for fn in sorted(os.listdir(HERE)):
        if fn.startswith("hostile") and fn.endswith(".py"):
            for bad in scan_text(open(os.path.join(HERE, fn), encoding="utf-8").read(), False):
                errs.append(f"gen/{fn}: non-inert endpoint {bad!r}")
    return errs


def write(bs):
    for entry in sorted(os.listdir(ROOT)):
        p = os.path.join(ROOT, entry)
        if entry == "gen" or not os.path.isdir(p) or os.path.islink(p):
            continue
        if NAME_RE.match(entry):
            shutil.rmtree(p)
    for b in bs:
        d = os.path.join(ROOT, b.name)
        os.makedirs(d)
        items = [("SKILL.md", b.skill)] + sorted(b.files.items())
        for rel, data in items:
            p = os.path.join(d, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            if isinstance(data, str):
                data = data.encode("utf-8")
            with open(p, "wb") as fh:
                fh.write(data)
            os.chmod(p, b.modes.get(rel, 0o644))
        for rel, target in sorted(b.links.items()):
            p = os.path.join(d, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            os.symlink(target, p)
    manifest = {"about": ABOUT,
                "bundles": [{"dir": b.name, "kind": b.kind, "expected": b.expected, "note": b.note}
                            for b in bs]}
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    write_coverage(bs)


def write_coverage(bs):
    lines = ["# Coverage (generated by gen.py; not read by any test)", "",
             "| bundle | kind | expected | attack location | categories |", "|---|---|---|---|---|"]
    for b in bs:
        loc = {"skill": "SKILL.md", "file": "supporting file only"}.get(b.where, "-")
        lines.append(f"| {b.name} | {b.kind} | {b.expected} | {loc} | {', '.join(b.cats) or '-'} |")
    cats = {}
    for b in bs:
        for c in b.cats:
            cats[c] = cats.get(c, 0) + 1
    lines += ["", "## Hostile bundles per category", ""]
    lines += [f"- {c}: {n}" for c, n in sorted(cats.items())]
    with open(os.path.join(HERE, "COVERAGE.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")


def main():
    bs = all_bundles()
    errs = validate(bs)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    h = [b for b in bs if b.kind == "hostile"]
    lg = [b for b in bs if b.kind == "legit"]
    print(f"{len(bs)} bundles: {len(h)} hostile "
          f"({sum(b.where == 'skill' for b in h)} in SKILL.md, {sum(b.where == 'file' for b in h)} file-only), "
          f"{len(lg)} legit ({sum(b.expected == 'pass' for b in lg)} pass, {sum(b.expected == 'warn' for b in lg)} warn)")
    if "--check" in sys.argv:
        return
    write(bs)


if __name__ == "__main__":
    main()
