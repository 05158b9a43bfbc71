"""Shared helpers for the audit_heldout17 generator (stdlib only).

Every piece of text written to disk passes through check_text(), which asserts
that every URL, host name and IP address (also inside base64 / hex / char-code /
rot13 / reversed / tag-character / zero-width-split payloads) is either a
reserved name (.example/.invalid/.test, example.com/.net/.org), a documentation
IP range, loopback, or a host from the fixed allowlist of well-known services.
"""
import base64
import binascii
import codecs
import io
import ipaddress
import re
import zipfile

ALLOW_HOSTS = {
    "github.com", "api.github.com", "docs.github.com", "raw.githubusercontent.com",
    "objects.githubusercontent.com", "pypi.org", "files.pythonhosted.org",
    "registry.npmjs.org", "www.npmjs.com", "npmjs.com", "api.openai.com",
    "platform.openai.com", "docs.python.org", "developer.mozilla.org",
    "kubernetes.io", "docs.docker.com", "hub.docker.com", "rubygems.org",
    "proxy.golang.org", "pkg.go.dev", "sum.golang.org", "crates.io",
    "attack.mitre.org", "owasp.org", "cheatsheetseries.owasp.org",
    "sigmahq.io", "github.com", "yara.readthedocs.io", "docs.aws.amazon.com",
    "schemas.openxmlformats.org", "json-schema.org", "semver.org",
    "keepachangelog.com", "www.conventionalcommits.org", "docs.anthropic.com",
    "registry.terraform.io", "developer.hashicorp.com", "api.stripe.com",
    "docs.stripe.com", "api.weather.gov", "letsencrypt.org", "certbot.eff.org",
    "brew.sh", "docs.brew.sh", "nginx.org", "www.postgresql.org",
    "containers.dev", "code.visualstudio.com", "eslint.org", "prettier.io",
    "docs.pytest.org", "pre-commit.com", "man7.org", "www.rfc-editor.org",
    "nvd.nist.gov", "cve.mitre.org", "ghcr.io", "docker.io", "api.slack.com",
    "gitlab.com", "learn.microsoft.com",
}
REAL_TLDS = {
    "com", "net", "org", "io", "dev", "xyz", "ru", "cn", "app", "top", "site",
    "cloud", "ai", "me", "cc", "info", "biz", "co", "gg", "ly", "to", "us",
    "uk", "de", "tk", "su", "pw", "live", "online", "tech",
    "gov", "edu", "eu",
}
RESERVED_TLDS = ("example", "invalid", "test", "localhost")
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
OK_NETS = [ipaddress.ip_network(n) for n in (
    "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8",
    "0.0.0.0/32", "2001:db8::/32", "::1/128")]

INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"
                                   "\u202a\u202b\u202c\u202d\u202e"
                                   "\u2066\u2067\u2068\u2069"), None)

URL_RE = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*)://([^/\s\"'<>)\]}`\\;|,?#]+)")
DOM_RE = re.compile(r"(?<![\w-])((?:[\w-]+(?:\.|\[\.\]))+([A-Za-z]{2,}))(?![\w(-])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
B64_RE = re.compile(r"[A-Za-z0-9+/]{20,}={0,2}")
HEX_RE = re.compile(r"(?:[0-9a-fA-F]{2}){12,}")
XESC_RE = re.compile(r"(?:\\x[0-9a-fA-F]{2}){6,}")
CODES_RE = re.compile(r"(?:\d{2,3}\s*,\s*){8,}\d{2,3}")


SCHEMES = {"http", "https", "hxxp", "hxxps", "ftp", "sftp", "ws", "wss", "git", "ssh",
           "git+https", "git+ssh", "git+http", "stratum+tcp", "stratum+ssl", "stratum",
           "tcp", "udp", "rsync", "smb", "ldap", "ldaps", "socks5", "socks5h", "redis",
           "postgres", "postgresql", "mysql", "mongodb", "amqp", "telnet", "irc", "dns"}


class InertnessError(AssertionError):
    pass


def host_ok(h):
    h = h.strip().lower().replace("[.]", ".").replace("(.)", ".")
    h = h.split("@")[-1].strip(".")
    if h.startswith("[") and "]" in h:
        h = h[1:h.index("]")]
    else:
        h = re.sub(r":\d*$", "", h)
    if not h or "$" in h or "{" in h or "%" in h or "*" in h:
        return True  # variable / template placeholder, checked at assembly time
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in OK_NETS)
    except ValueError:
        pass
    if "." not in h:
        return True  # single label / split fragment; full string asserted via chk()
    if h in ALLOW_HOSTS or h == "localhost":
        return True
    last = h.rsplit(".", 1)[-1]
    if last in RESERVED_TLDS:
        return True
    for d in RESERVED_DOMAINS:
        if h == d or h.endswith("." + d):
            return True
    return False


def _plain_scan(s, ctx):
    for m in URL_RE.finditer(s):
        if m.group(1).lower() not in SCHEMES:
            continue
        host = m.group(2)
        if not host_ok(host):
            raise InertnessError("%s: URL host not allowed: %r" % (ctx, m.group(0)))
    for m in DOM_RE.finditer(s):
        tld = m.group(2).lower()
        if tld in REAL_TLDS and not host_ok(m.group(1)):
            raise InertnessError("%s: host not allowed: %r" % (ctx, m.group(1)))
    for m in IP_RE.finditer(s):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in OK_NETS):
            raise InertnessError("%s: IP not allowed: %r" % (ctx, m.group(1)))


def _printable(b):
    for enc in ("utf-8", "utf-16-le"):
        try:
            t = b.decode(enc)
        except UnicodeDecodeError:
            continue
        if t and sum(c.isprintable() or c in "\n\r\t" for c in t) / len(t) > 0.9:
            return t
    return None


def check_text(s, ctx="?", depth=0):
    if isinstance(s, bytes):
        s = s.decode("utf-8", "replace")
    variants = [s, s.translate(INVISIBLE)]
    tags = "".join(chr(ord(c) - 0xE0000) for c in s if 0xE0000 <= ord(c) <= 0xE007F)
    if tags:
        variants.append(tags)
    for v in variants:
        _plain_scan(v, ctx)
        _plain_scan(v[::-1], ctx + " (reversed)")
        _plain_scan(codecs.decode(v, "rot13"), ctx + " (rot13)")
    if depth > 2:
        return
    for m in B64_RE.finditer(s):
        tok = m.group(0)
        for cand in (tok, tok + "=", tok + "=="):
            try:
                t = _printable(base64.b64decode(cand, validate=True))
            except (binascii.Error, ValueError):
                continue
            if t:
                check_text(t, ctx + " (b64)", depth + 1)
            break
    for m in HEX_RE.finditer(s):
        t = _printable(bytes.fromhex(m.group(0)))
        if t:
            check_text(t, ctx + " (hex)", depth + 1)
    for m in XESC_RE.finditer(s):
        t = _printable(bytes.fromhex(m.group(0).replace("\\x", "")))
        if t:
            check_text(t, ctx + " (\\x)", depth + 1)
    for m in CODES_RE.finditer(s):
        nums = [int(x) for x in re.findall(r"\d+", m.group(0))]
        if all(n < 0x110000 for n in nums):
            check_text("".join(chr(n) for n in nums), ctx + " (charcodes)", depth + 1)


# ---- encoders: check the plaintext BEFORE encoding ----------------------------
def b64(s):
    check_text(s, "b64 plaintext")
    return base64.b64encode(s.encode()).decode()


def b64_utf16(s):
    check_text(s, "b64-utf16 plaintext")
    return base64.b64encode(s.encode("utf-16-le")).decode()


def hexenc(s):
    check_text(s, "hex plaintext")
    return s.encode().hex()


def rot13(s):
    check_text(s, "rot13 plaintext")
    return codecs.encode(s, "rot13")


def charcodes(s):
    check_text(s, "charcodes plaintext")
    return ", ".join(str(ord(c)) for c in s)


def reverse(s):
    check_text(s, "reverse plaintext")
    return s[::-1]


def tags(s):
    check_text(s, "tag plaintext")
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def chk(s):
    """Assert an assembled string (e.g. a host split across variables)."""
    check_text(s, "assembled")
    return s


# ---- file builders -----------------------------------------------------------
def D(s):
    """Strip the leading newline of a triple-quoted block."""
    return s[1:] if s.startswith("\n") else s


def fm(name, desc, body, extra=""):
    return "---\nname: %s\ndescription: %s\n%s---\n\n%s" % (name, desc, extra, D(body))


ZIP_DT = (1980, 1, 1, 0, 0, 0)


def make_zip(members):
    """members: list of (name, text, mode). Deterministic, stored (no deflate)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, text, mode in members:
            check_text(text, "zip member " + name)
            zi = zipfile.ZipInfo(name, ZIP_DT)
            zi.external_attr = (0o100000 | mode) << 16
            zi.create_system = 3
            z.writestr(zi, text.encode("utf-8"))
    return buf.getvalue()


def make_docx(paragraphs):
    """paragraphs: list of (text, hidden_bool). Minimal valid WordprocessingML."""
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    from xml.sax.saxutils import escape
    body = []
    for text, hidden in paragraphs:
        rpr = '<w:rPr><w:vanish/><w:color w:val="FFFFFF"/><w:sz w:val="2"/></w:rPr>' if hidden else ""
        body.append('<w:p><w:r>%s<w:t xml:space="preserve">%s</w:t></w:r></w:p>' % (rpr, escape(text)))
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
           + "".join(body) + '</w:body></w:document>')
    return make_zip([("[Content_Types].xml", ct, 0o644), ("_rels/.rels", rels, 0o644),
                     ("word/document.xml", doc, 0o644)])


def bundle(d, kind, expected, note, files, modes=None, links=None):
    return {"dir": d, "kind": kind, "expected": expected, "note": note,
            "files": files, "modes": modes or {}, "links": links or {}}
