"""Shared helpers for the audit_heldout20 generator (stdlib only).

Every URL, host, e-mail domain and IPv4 address written into a bundle is
checked here: attacker endpoints must be reserved names (.example, .invalid,
.test, example.com/.net/.org) or documentation IPs; any other host must be on
a fixed allowlist of well-known real services. Encoded payloads are built
through helpers that check the plaintext *before* encoding it.
"""
import base64
import ipaddress
import re

RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost")
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
OK_IPS = {"127.0.0.1", "0.0.0.0"}

# Well-known real services that legitimate bundles may name.
ALLOWLIST = {
    "api.github.com", "github.com", "docs.github.com", "gist.github.com",
    "slack.com", "api.slack.com", "pypi.org", "files.pythonhosted.org",
    "registry.npmjs.org", "www.npmjs.com", "docs.python.org",
    "api.linear.app", "linear.app", "api.notion.com", "developers.notion.com",
    "developer.atlassian.com", "pre-commit.com", "docs.docker.com",
    "kubernetes.io", "registry.terraform.io", "developer.hashicorp.com",
    "owasp.org", "developer.mozilla.org", "crates.io", "index.crates.io",
    "rubygems.org", "developer.android.com", "docs.aws.amazon.com",
    "cloud.google.com", "www.rfc-editor.org", "semver.org",
    "keepachangelog.com", "www.conventionalcommits.org", "docs.anthropic.com",
    "modelcontextprotocol.io", "spec.openapis.org", "yaml.org", "json-schema.org",
    "localhost", "www.apple.com",
}

TLDS = ("com|net|org|io|dev|app|ai|co|xyz|ru|cn|info|biz|top|cc|me|us|uk|de|"
        "tk|pw|su|gg|so|cloud|site|online|link|live|example|invalid|test|localhost")

URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{1,15}://(?:[^/\s'\"<>@]+@)?([^/\s'\"<>)\]}`:?#,;|\\]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z][A-Za-z0-9-]*)")
HOST_RE = re.compile(r"(?<![\w.-])((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:%s))(?![\w-])" % TLDS, re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d])")
B64_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
HEX_RE = re.compile(r"(?:[0-9a-fA-F]{2}){16,}")
HEXESC_RE = re.compile(r"(?:\\x[0-9a-fA-F]{2}){8,}")
CODES_RE = re.compile(r"(?:\d{2,3}\s*,\s*){9,}\d{2,3}")

INVISIBLE = dict.fromkeys([0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202B,
                           0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])


class InertnessError(AssertionError):
    pass


def host_ok(host):
    h = host.strip().strip(".").lower()
    if not h or any(c in h for c in "${}<>*%"):
        return True  # template placeholder such as ${JIRA_BASE_URL}
    if IP_RE.fullmatch(h):
        return ip_ok(h)
    if h.endswith(RESERVED_SUFFIXES) or h in RESERVED_SUFFIXES:
        return True
    for d in RESERVED_DOMAINS:
        if h == d or h.endswith("." + d):
            return True
    return h in ALLOWLIST


def ip_ok(ip):
    if ip in OK_IPS:
        return True
    try:
        a = ipaddress.ip_address(ip)
    except ValueError:
        return True  # not an address (e.g. 999.1.1.1 version-ish text)
    return any(a in n for n in DOC_NETS)


def _scan_plain(text, where):
    bad = []
    for m in URL_RE.finditer(text):
        host = m.group(1).split(":")[0]
        if not host_ok(host):
            bad.append(("url", m.group(0)))
    for m in MAIL_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad.append(("mail", m.group(0)))
    for m in HOST_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad.append(("host", m.group(1)))
    for m in IP_RE.finditer(text):
        if not ip_ok(".".join(m.groups())):
            bad.append(("ip", m.group(0)))
    if bad:
        raise InertnessError("%s: non-inert endpoint(s): %r" % (where, bad[:5]))


def _decoded_views(text):
    """Yield decoded forms of encoded blobs found in text."""
    for m in B64_RE.finditer(text):
        s = m.group(0)
        for cand in (s, s + "=" * (-len(s) % 4)):
            try:
                yield base64.b64decode(cand, validate=True).decode("utf-8")
                break
            except Exception:
                continue
    for m in HEX_RE.finditer(text):
        try:
            yield bytes.fromhex(m.group(0)).decode("utf-8")
        except Exception:
            pass
    for m in HEXESC_RE.finditer(text):
        try:
            yield bytes.fromhex(m.group(0).replace("\\x", "")).decode("utf-8")
        except Exception:
            pass
    for m in CODES_RE.finditer(text):
        try:
            yield "".join(chr(int(x)) for x in re.split(r"\s*,\s*", m.group(0)))
        except Exception:
            pass
    tags = "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)
    if tags:
        yield tags
    for m in re.finditer("[\u200b\u200c]{16,}", text):
        bits = "".join("0" if c == "\u200b" else "1" for c in m.group(0))
        try:
            yield bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - 7, 8)).decode("utf-8")
        except Exception:
            pass
    yield text.translate(INVISIBLE)
    # reversed strings: only look for scheme-bearing URLs in the reversed text
    rev = text[::-1]
    for m in URL_RE.finditer(rev):
        yield m.group(0)


def check_text(text, where="<text>"):
    _scan_plain(text, where)
    for view in _decoded_views(text):
        _scan_plain(view, where + " [decoded]")


# ---- encoders that check the plaintext first --------------------------------

def b64(plain):
    check_text(plain, "b64 plaintext")
    return base64.b64encode(plain.encode()).decode()


def hexenc(plain):
    check_text(plain, "hex plaintext")
    return plain.encode().hex()


def charcodes(plain):
    check_text(plain, "charcode plaintext")
    return ",".join(str(ord(c)) for c in plain)


def reverse(plain):
    check_text(plain, "reversed plaintext")
    return plain[::-1]


def tag_hide(plain):
    """Encode ASCII text as invisible Unicode tag characters."""
    check_text(plain, "tag plaintext")
    return "".join(chr(0xE0000 + ord(c)) for c in plain)


def zw_hide(plain):
    """Encode text as zero-width bits (U+200B = 0, U+200C = 1)."""
    check_text(plain, "zero-width plaintext")
    bits = "".join(format(b, "08b") for b in plain.encode())
    return "\u2060" + "".join("\u200b" if b == "0" else "\u200c" for b in bits) + "\u2060"


# ---- bundle construction -----------------------------------------------------

class X(str):
    """File content that must be written with the executable bit (0755)."""


def skill_md(name, description, body, extra_fm=""):
    fm = "---\nname: %s\ndescription: %s\n%s---\n\n" % (name, description, extra_fm)
    return fm + body.lstrip("\n")


def B(dir, kind, expected, note, files, links=None):
    return {"dir": dir, "kind": kind, "expected": expected, "note": note,
            "files": files, "links": links or {}}
