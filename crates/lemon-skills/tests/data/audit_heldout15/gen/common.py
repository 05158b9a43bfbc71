"""Shared helpers for the audit_heldout15 generator (stdlib only).

Everything here is deterministic: no clocks, no randomness, no network.
The inertness checker is applied to every file written, to every payload
before it is encoded, and to anything that decodes out of a written file.
"""
import base64
import binascii
import ipaddress
import re
import zlib

# ---------------------------------------------------------------------------
# Bundle model
# ---------------------------------------------------------------------------

BUNDLES = []


class Bundle:
    def __init__(self, dir, kind, expected, note, files):
        self.dir = dir
        self.kind = kind
        self.expected = expected
        self.note = note
        self.files = files


def add(dir, kind, expected, note, files):
    BUNDLES.append(Bundle(dir, kind, expected, note, files))


def skill(name, description, body):
    """Build a SKILL.md: YAML front matter then Markdown body."""
    desc = description.replace('"', "'")
    return '---\nname: %s\ndescription: "%s"\n---\n\n%s' % (name, desc, body.lstrip("\n"))


# ---------------------------------------------------------------------------
# Inertness policy
# ---------------------------------------------------------------------------

RESERVED_TLDS = (".example", ".invalid", ".test", ".localhost")
RESERVED_BASES = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in (
    "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]

PLAINTEXTS = []   # payload plaintexts registered before encoding


class InertnessError(AssertionError):
    pass


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    if str(ip) == "0.0.0.0":
        return True
    return any(ip in n for n in DOC_NETS)


def host_ok(h):
    h = h.strip().strip(".").lower()
    if not h:
        return True
    if h.startswith("[") and h.endswith("]"):
        return h in ("[::1]",)
    # templated hosts ($HOST, ${X}, {{ host }}, <host>, %s) are resolved elsewhere
    if any(c in h for c in "${}<>%*"):
        return True
    # defanged forms ("a[.]b") are validated by the refanged pass in check_text
    if "[" in h or "(" in h:
        return True
    if re.fullmatch(r"[0-9.]+", h):
        return ip_ok(h)
    if "." not in h:          # single-label names: localhost, db, redis ...
        return True
    if h.endswith(RESERVED_TLDS) or h in ("example", "invalid", "test", "localhost"):
        return True
    for b in RESERVED_BASES:
        if h == b or h.endswith("." + b):
            return True
    return False


URL_RE = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*)://([^\s/'\"<>\\)\]}`,;|?#]*)")
IP_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.]*\d)")
EMAIL_RE = re.compile(r"[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b", re.I)
BARE_RE = re.compile(
    r"(?<![\w@/.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+"
    r"(?:com|net|org|io|dev|xyz|ru|cn|co|ai|gg|tk|biz|pw|su|me|uk|de|us|ly|onion|top))(?![\w-]|\.[a-z0-9])")
DEVTCP_RE = re.compile(r"/dev/(?:tcp|udp)/([^/\s]+)/")


def hosts_in(text):
    out = []
    for m in URL_RE.finditer(text):
        scheme = m.group(1).lower()
        if scheme in ("file",):
            continue
        auth = m.group(2)
        host = auth.rsplit("@", 1)[-1]
        if host.startswith("["):
            host = host.split("]")[0] + "]"
        else:
            host = host.split(":")[0]
        out.append(("url", host))
    for m in IP_RE.finditer(text):
        out.append(("ip", m.group(1)))
    for m in EMAIL_RE.finditer(text):
        out.append(("email", m.group(1)))
    for m in BARE_RE.finditer(text.lower()):
        out.append(("host", m.group(1)))
    for m in DEVTCP_RE.finditer(text):
        out.append(("devtcp", m.group(1)))
    return out


def _printable(b):
    if not b:
        return False
    good = sum(1 for c in b if 32 <= c < 127 or c in (9, 10, 13))
    return good / len(b) >= 0.9


B64_TOKEN = re.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}")
HEX_TOKEN = re.compile(r"(?:[0-9a-fA-F]{2}){12,}")
XHEX_TOKEN = re.compile(r"(?:\\x[0-9a-fA-F]{2}){8,}")
CODES_TOKEN = re.compile(r"(?:\d{2,3}\s*,\s*){8,}\d{2,3}")


def _decodings(text):
    """Yield text that decodes out of blobs inside `text`."""
    for m in B64_TOKEN.finditer(text):
        tok = m.group(0)
        for dec in (base64.b64decode, base64.urlsafe_b64decode):
            try:
                raw = dec(tok + "=" * (-len(tok) % 4))
            except (binascii.Error, ValueError):
                continue
            for cand in _expand(raw):
                yield cand
    for m in HEX_TOKEN.finditer(text):
        try:
            raw = bytes.fromhex(m.group(0))
        except ValueError:
            continue
        for cand in _expand(raw):
            yield cand
    for m in XHEX_TOKEN.finditer(text):
        raw = bytes(int(x, 16) for x in re.findall(r"\\x([0-9a-fA-F]{2})", m.group(0)))
        for cand in _expand(raw):
            yield cand
    for m in CODES_TOKEN.finditer(text):
        nums = [int(x) for x in re.findall(r"\d+", m.group(0))]
        if all(n < 256 for n in nums):
            for cand in _expand(bytes(nums)):
                yield cand


def _expand(raw):
    outs = []
    try:
        outs.append(zlib.decompress(raw))
    except zlib.error:
        pass
    outs.append(raw)
    for b in outs:
        if len(b) >= 4 and b[1::2].count(0) > len(b) // 3:
            try:
                yield b.decode("utf-16-le")
                continue
            except UnicodeDecodeError:
                pass
        if _printable(b):
            yield b.decode("latin-1")


def _refang(text):
    t = text.replace("[.]", ".").replace("(.)", ".").replace("[dot]", ".").replace("[:]", ":")
    return re.sub(r"\bhxxp", "http", t, flags=re.I)


def check_text(text, where, depth=0):
    found = hosts_in(text) + hosts_in(_refang(text))
    bad = [(k, h) for (k, h) in found if not (ip_ok(h) if k == "ip" else host_ok(h))]
    if bad:
        raise InertnessError("%s: non-reserved endpoint(s) %r" % (where, bad[:5]))
    # reversed strings
    for k, h in hosts_in(text[::-1]):
        if k == "url" and not host_ok(h):
            raise InertnessError("%s: reversed URL host %r" % (where, h))
    # fake-credential sanity: AWS-style key ids must be visibly fake
    for m in re.finditer(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", text):
        if "EXAMPLE" not in m.group(0):
            raise InertnessError("%s: AWS key id not marked EXAMPLE: %s" % (where, m.group(0)))
    if depth < 3:
        for dec in _decodings(text):
            check_text(dec, where + " <decoded>", depth + 1)


# ---------------------------------------------------------------------------
# Obfuscation helpers: every plaintext is checked *before* it is encoded.
# ---------------------------------------------------------------------------

def _reg(plain):
    check_text(plain, "payload plaintext")
    PLAINTEXTS.append(plain)
    return plain


def b64(plain):
    return base64.b64encode(_reg(plain).encode()).decode()


def b64_urlsafe(plain):
    return base64.urlsafe_b64encode(_reg(plain).encode()).decode()


def hexs(plain):
    return _reg(plain).encode().hex()


def xhex(plain):
    return "".join("\\x%02x" % c for c in _reg(plain).encode())


def charcodes(plain, sep=","):
    return sep.join(str(ord(c)) for c in _reg(plain))


def rev(plain):
    return _reg(plain)[::-1]


def ps_enc(plain):
    """PowerShell -EncodedCommand: base64 of UTF-16LE."""
    return base64.b64encode(_reg(plain).encode("utf-16-le")).decode()


def zb64(plain):
    return base64.b64encode(zlib.compress(_reg(plain).encode(), 9)).decode()


def zb85(plain):
    return base64.b85encode(zlib.compress(_reg(plain).encode(), 9)).decode()


def xor_b64(plain, key):
    data = _reg(plain).encode()
    k = key.encode()
    return base64.b64encode(bytes(c ^ k[i % len(k)] for i, c in enumerate(data))).decode()


def chunks(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def sub(template, **kw):
    """Replace @@KEY@@ placeholders (avoids brace clashes with code)."""
    out = template
    for k, v in kw.items():
        tok = "@@%s@@" % k
        assert tok in out, "placeholder %s missing" % tok
        out = out.replace(tok, v)
    assert "@@" not in re.sub(r"@@[^@\s]*@@", "", out) or True
    leftover = re.findall(r"@@[A-Z0-9_]+@@", out)
    assert not leftover, "unreplaced placeholders %r" % leftover
    return out
