"""Shared helpers for the audit_heldout6 generator modules (stdlib only)."""
import json
import textwrap


def dd(s):
    """Dedent a triple-quoted block and drop the leading newline."""
    s = textwrap.dedent(s)
    if s.startswith("\n"):
        s = s[1:]
    return s


def skill_md(name, description, body, extra=""):
    fm = "---\nname: %s\ndescription: %s\n" % (name, json.dumps(description, ensure_ascii=False))
    if extra:
        fm += dd(extra)
        if not fm.endswith("\n"):
            fm += "\n"
    return fm + "---\n\n" + dd(body).rstrip("\n") + "\n"


def bundle(d, kind, expected, note, where, cats, description, body, files=None, extra=""):
    fs = {"SKILL.md": skill_md(d, description, body, extra)}
    for k, v in (files or {}).items():
        fs[k] = dd(v) if isinstance(v, str) else v
    return {"dir": d, "kind": kind, "expected": expected, "note": note,
            "where": where, "cats": list(cats), "files": fs}


def H(d, note, where, cats, description, body, files=None, extra=""):
    return bundle(d, "hostile", "block", note, where, cats, description, body, files, extra)


def L(d, note, description, body, files=None, extra="", expected="pass"):
    return bundle(d, "legit", expected, note, "skill", [], description, body, files, extra)
