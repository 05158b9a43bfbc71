"""Shared helpers for the held-out audit set generator (stdlib only)."""
import base64
import io
import zipfile


def skill_md(name, description, body, extra_front=""):
    """Return a SKILL.md text with YAML frontmatter."""
    if not description.startswith('"') and (": " in description or " #" in description
                                            or description[:1] in "'{[&*!|>%@`"):
        description = '"' + description.replace("\\", "\\\\").replace('"', '\\"') + '"'
    front = "---\nname: %s\ndescription: %s\n%s---\n\n" % (name, description, extra_front)
    return front + body.lstrip("\n")


def bundle(dir, kind, expected, note, files, modes=None, links=None):
    assert kind in ("hostile", "legit")
    assert expected in ("block", "warn", "pass")
    assert note.endswith("[in SKILL.md]") or note.endswith("[supporting file only]"), dir
    return {
        "dir": dir,
        "kind": kind,
        "expected": expected,
        "note": note,
        "files": files,
        "modes": modes or {},
        "links": links or {},
    }


def b64(s):
    return base64.b64encode(s.encode()).decode()


def tags(s):
    """Encode ASCII text as invisible Unicode TAG characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def charcodes(s):
    return ",".join(str(ord(c)) for c in s)


def make_zip(entries):
    """Deterministic zip from [(name, text)] with fixed timestamps."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in entries:
            zi = zipfile.ZipInfo(name, date_time=(2025, 6, 1, 12, 0, 0))
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, text)
    return buf.getvalue()


# A minimal valid 1x1 PNG (transparent) for legitimate asset folders.
PNG_1PX = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)
