"""Shared helpers for the held-out set 13 generator (stdlib only, deterministic)."""
import base64
import json

# ---------------------------------------------------------------------------
# Inert placeholders used by hostile bundles.  Every endpoint below is a
# reserved name (RFC 2606 / RFC 6761) or a documentation address (RFC 5737).
# Keys and wallets are obviously fake strings.
# ---------------------------------------------------------------------------
FAKE_SSH_PUBKEY = ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKEKEYxNOTxREALxFAKEKEYxNOTxREALxFAKE00 "
                   "support@helpdesk.example")
FAKE_WALLET = "48FAKEwalletNOTrealEXAMPLEonly0000000000000000000000000000000000000000000000000000000000000"
FAKE_NPM_TOKEN = "npm_FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE0000"


def b64(text):
    """Base64 of a UTF-8 string (used to build obfuscated but inert payloads)."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def tags(text):
    """Encode ASCII text as invisible Unicode TAG characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def skill_md(name, description, body, extra=""):
    """Build a SKILL.md with YAML front matter.

    The description is emitted as a JSON string, which is a valid YAML
    double-quoted scalar.  `extra` is raw YAML appended to the front matter.
    """
    fm = "---\nname: %s\ndescription: %s\n" % (name, json.dumps(description))
    if extra:
        fm += extra.rstrip("\n") + "\n"
    fm += "---\n\n"
    return fm + body.strip("\n") + "\n"


def bundle(dir, kind, expected, note, skill, files=None, modes=None,
           symlinks=None, binary=None):
    """Describe one bundle.

    dir       bundle directory == front-matter name
    kind      "hostile" | "legit"
    expected  "block" | "pass" | "warn"
    note      one sentence for the manifest
    skill     full SKILL.md text
    files     {relative path: text}
    modes     {relative path: int mode}   (default 0o644, scripts/ *.sh|*.py 0o755)
    symlinks  {relative path: link target} (created, never followed)
    binary    {relative path: bytes}
    """
    assert kind in ("hostile", "legit")
    assert (kind == "hostile") == (expected == "block")
    return {
        "dir": dir,
        "kind": kind,
        "expected": expected,
        "note": note,
        "skill": skill,
        "files": dict(files or {}),
        "modes": dict(modes or {}),
        "symlinks": dict(symlinks or {}),
        "binary": dict(binary or {}),
    }
