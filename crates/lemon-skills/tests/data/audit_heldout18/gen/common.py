"""Shared helpers for the audit_heldout18 generator (stdlib only).

Nothing here executes bundle content. Encoders check their plaintext for
inertness BEFORE encoding, and the final tree scan re-checks every file,
including anything that looks like an embedded base64 or hex payload.
"""
import base64
import binascii
import ipaddress
import re
import textwrap

# ---------------------------------------------------------------- inertness
RESERVED_SUFFIXES = (".example", ".invalid", ".test", ".localhost", ".local",
                     "example.com", "example.net", "example.org")
RESERVED_EXACT = {"localhost", "example.com", "example.net", "example.org"}

# Well-known real services that legitimate bundles may mention.
ALLOWED_REAL = {
    "github.com", "api.github.com", "docs.github.com", "pypi.org",
    "files.pythonhosted.org", "registry.npmjs.org", "docs.npmjs.com",
    "docs.python.org", "kubernetes.io", "registry.terraform.io",
    "developer.hashicorp.com", "docs.aws.amazon.com", "hub.docker.com",
    "docker.io", "ghcr.io", "pre-commit.com", "helm.sh", "prometheus.io",
    "grafana.com", "www.postgresql.org", "cyclonedx.org", "spdx.dev",
    "docs.docker.com", "docs.pytest.org", "semver.org", "keepachangelog.com",
    "owasp.org", "attack.mitre.org", "cloud.google.com", "learn.microsoft.com",
    "yara.readthedocs.io", "velero.io", "argo-cd.readthedocs.io",
    "www.conventionalcommits.org", "json-schema.org", "www.w3.org",
}
# Kubernetes API group names (not network endpoints) are also accepted.
ALLOWED_REAL_SUFFIXES = (".amazonaws.com", ".googleapis.com", ".k8s.io", ".x-k8s.io", "cert-manager.io")

_DOC_NETS = [ipaddress.ip_network(n) for n in (
    "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
_LOCAL_NETS = [ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
    "0.0.0.0/32", "169.254.169.254/32", "255.255.255.0/24")]

URL_RE = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*)://(?:[^@/\s'\"]*@)?([^/\s:'\"`<>)\]},;|\\?#]+)")
GIT_RE = re.compile(r"(?i)\bgit@([a-z0-9.\-]+):")
EMAIL_RE = re.compile(r"(?i)[a-z0-9_.+\-]+@((?:[a-z0-9\-]+\.)+[a-z0-9\-]+)")
BARE_RE = re.compile(r"(?i)\b((?:[a-z0-9\-]+\.)+(?:com|net|org|io|dev|xyz|ru|cn|app|cloud|ai|gg|tk|biz|co|cc|pw|su|ly|me|example|invalid|test))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
B64_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
HEX_RE = re.compile(r"(?:[0-9a-fA-F]{2}){20,}")
INVISIBLE_RE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\U000e0000-\U000e007f]")

SKIP_SCHEMES = {"s3", "file", "gs", "jdbc", "data"}


class InertnessError(AssertionError):
    pass


def host_ok(host):
    h = host.lower().strip(".")
    if not h or any(c in h for c in "${}<>*%"):
        return True  # templated placeholder, not a concrete host
    if IP_RE.fullmatch(h):
        return ip_ok(h)
    if h in RESERVED_EXACT or h.endswith(RESERVED_SUFFIXES):
        return True
    if h in ALLOWED_REAL or h.endswith(ALLOWED_REAL_SUFFIXES):
        return True
    if "." not in h:
        return True  # single-label service names (postgres, redis, ...)
    return False


def ip_ok(ip):
    try:
        a = ipaddress.ip_address(ip)
    except ValueError:
        return True  # not an address (e.g. a version string is rejected below)
    return any(a in n for n in _DOC_NETS + _LOCAL_NETS)


def _decode_candidates(text):
    out = []
    for m in B64_RE.finditer(text):
        s = m.group(0)
        try:
            raw = base64.b64decode(s + "=" * (-len(s) % 4), validate=False)
            dec = raw.decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if dec and sum(c.isprintable() or c in "\n\t" for c in dec) / len(dec) > 0.95:
            out.append(dec)
    for m in HEX_RE.finditer(text):
        try:
            dec = bytes.fromhex(m.group(0)).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            continue
        if dec and sum(c.isprintable() or c in "\n\t" for c in dec) / len(dec) > 0.95:
            out.append(dec)
    return out


def check_text(text, where, depth=0):
    """Raise InertnessError if text names a host/IP outside the policy."""
    clean = INVISIBLE_RE.sub("", text)
    # also check re-fanged text: hxxp:// and [.] are common defanging styles
    refanged = clean.replace("[.]", ".").replace("hxxp", "http")
    variants = [refanged] if "[.]" in text else [text, clean, refanged]
    for t in variants:
        for m in URL_RE.finditer(t):
            if m.group(1).lower() in SKIP_SCHEMES:
                continue
            if not host_ok(m.group(2)):
                raise InertnessError("%s: URL host %r" % (where, m.group(2)))
        for rx in (GIT_RE, EMAIL_RE, BARE_RE):
            for m in rx.finditer(t):
                if not host_ok(m.group(1)):
                    raise InertnessError("%s: host %r" % (where, m.group(1)))
        for m in IP_RE.finditer(t):
            ip = ".".join(m.groups())
            if all(int(x) <= 255 for x in m.groups()) and not ip_ok(ip):
                raise InertnessError("%s: IP %r" % (where, ip))
    if depth < 3:
        for dec in _decode_candidates(INVISIBLE_RE.sub("", text)):
            check_text(dec, where + " [decoded]", depth + 1)


# ---------------------------------------------------------------- encoders
def b64(s):
    check_text(s, "b64 plaintext")
    return base64.b64encode(s.encode()).decode()


def hexenc(s):
    check_text(s, "hex plaintext")
    return s.encode().hex()


# ---------------------------------------------------------------- builders
def d(s):
    """Dedent a triple-quoted block and strip the leading newline."""
    return textwrap.dedent(s).lstrip("\n")


def yaml_scalar(s):
    """Quote a front-matter value when a plain YAML scalar would misparse."""
    if ": " in s or " #" in s or s[:1] in "!&*[]{}|>'\"%@`#,?-" or s.endswith(":"):
        if "'" not in s:
            return "'%s'" % s
        return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')
    return s


def skill_md(name, description, body):
    return "---\nname: %s\ndescription: %s\n---\n\n%s" % (name, yaml_scalar(description), d(body))


def bundle(dir, kind, expected, note, files, execs=(), links=None, hidden=False):
    """files: {relpath: text}; execs: relpaths to mark 0755 (in addition to
    scripts/*.sh|py|js); links: {relpath: symlink target}."""
    if hidden and not note.endswith(" [supporting file only]"):
        note = note + " [supporting file only]"
    return {"dir": dir, "kind": kind, "expected": expected, "note": note,
            "files": files, "execs": set(execs), "links": links or {},
            "hidden": hidden}
