"""Shared helpers for the audit_heldout16 generator (stdlib only).

Every bundle is described as plain data: directory name, kind, expected
verdict, a one-sentence note, the SKILL.md front matter/body and a dict of
supporting files.  Nothing here ever executes bundle content; Python files are
only passed to compile() to check they are syntactically plausible.
"""
import base64
import binascii
import ipaddress
import json
import re

# Plaintexts that are written in encoded form (base64, hex, char codes ...).
# The inertness check scans these too, so an encoded payload can never hide a
# live endpoint.
HIDDEN = []


def b64(s):
    HIDDEN.append(s)
    return base64.b64encode(s.encode()).decode()


def hexs(s):
    HIDDEN.append(s)
    return s.encode().hex()


def charcodes(s):
    HIDDEN.append(s)
    return ",".join(str(ord(c)) for c in s)


def revs(s):
    HIDDEN.append(s)
    return s[::-1]


def B(dir, kind, expected, note, desc, body, files=None, fm_extra=""):
    fm = "---\nname: %s\ndescription: %s\n" % (dir, desc)
    if fm_extra:
        fm += fm_extra.strip("\n") + "\n"
    fm += "---\n\n"
    out = {"SKILL.md": fm + body.strip("\n") + "\n"}
    for path, content in (files or {}).items():
        if not isinstance(content, str):
            content = json.dumps(content, indent=1) + "\n"
        content = content.lstrip("\n")
        if not content.endswith("\n"):
            content += "\n"
        out[path] = content
    return {"dir": dir, "kind": kind, "expected": expected, "note": note,
            "files": out}


# ---------------------------------------------------------------- inertness
RESERVED_TLDS = ("example", "invalid", "test", "localhost")
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
# Non-routable / victim-side addresses that may appear (loopback, private
# ranges in example CIDRs, the cloud metadata address, any-address, masks).
BENIGN_NETS = [ipaddress.ip_network(n) for n in
               ("127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12",
                "192.168.0.0/16", "169.254.169.254/32", "0.0.0.0/32",
                "255.255.255.0/24")]

# Real, well-known public services that legitimately appear (documentation
# links, the victim's own platform APIs, default package registries).  No
# attacker endpoint is ever one of these.
ALLOWED_REAL_HOSTS = {
    "github.com", "api.github.com", "docs.github.com", "gitlab.com",
    "docs.gitlab.com", "registry.npmjs.org", "pypi.org",
    "files.pythonhosted.org", "docs.aws.amazon.com", "aws.amazon.com",
    "sts.amazonaws.com", "checkip.amazonaws.com", "ecs-tasks.amazonaws.com", "lambda.amazonaws.com", "ec2.amazonaws.com", "iam.amazonaws.com", "console.aws.amazon.com",
    "cloud.google.com", "kubernetes.io", "rbac.authorization.k8s.io", "owasp.org", "cheatsheetseries.owasp.org",
    "semgrep.dev", "cyclonedx.org", "spdx.org", "keepachangelog.com",
    "semver.org", "www.conventionalcommits.org", "json-schema.org",
    "www.w3.org", "developer.mozilla.org", "proxy.golang.org",
    "sum.golang.org", "crates.io", "index.crates.io", "nodejs.org",
    "docs.python.org", "pre-commit.com", "cwe.mitre.org", "attack.mitre.org",
    "nvd.nist.gov", "www.first.org", "www.mkdocs.org", "squidfunk.github.io",
    "modelcontextprotocol.io", "docs.anthropic.com", "developer.1password.com",
    "direnv.net", "git-scm.com", "www.postgresql.org", "www.apple.com",
    "ghcr.io", "docker.io", "hub.docker.com", "deb.debian.org",
    "archive.ubuntu.com", "security.ubuntu.com", "virustotal.com",
    "www.virustotal.com", "yara.readthedocs.io", "gitleaks.io",
    "trufflesecurity.com", "registry.terraform.io", "developer.hashicorp.com",
    "www.openapis.org", "spec.openapis.org", "docs.pytest.org",
    "eslint.org", "typescript-eslint.io", "www.rfc-editor.org",
    "csp.withgoogle.com", "cloudflare.com", "1.1.1.1", "kubernetes.default.svc",
    "uptime.is", "securityheaders.com", "www.sigstore.dev", "docs.docker.com",
    "learn.microsoft.com", "docs.npmjs.com", "packaging.python.org",
    "docs.astral.sh", "python-poetry.org", "slsa.dev", "www.cisa.gov",
}

URL_RE = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*)://([^\s/'\"`<>()\[\]{}\\,;|]+)")
# Bare host detection is limited to TLDs that do not collide with file
# extensions or common code attribute names; URL-form hosts are checked for
# every TLD.
BARE_TLDS = ("com", "net", "org", "io", "co", "ai", "xyz", "ru", "cn",
             "biz", "me", "tk", "gg", "ly", "us", "uk", "de", "online", "tech",
             "pw", "su", "eu", "link", "click")
BARE_RE = re.compile(r"(?i)(?<![A-Za-z0-9_\-.])((?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+(?:%s))(?![A-Za-z0-9_\-])" % "|".join(BARE_TLDS))
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d])")
B64_RE = re.compile(r"[A-Za-z0-9+/]{32,}={0,2}")


def host_ok(host):
    h = host.lower().rstrip(".")
    if not h or "$" in h or "{" in h or "%" in h or "<" in h or "*" == h:
        return True
    if h.startswith("*."):
        h = h[2:]
    if "." not in h:            # single-label names (localhost, db, redis)
        return True
    if IP_RE.fullmatch(h):
        return ip_ok(h)
    last = h.rsplit(".", 1)[1]
    if last in RESERVED_TLDS:
        return True
    for d in RESERVED_DOMAINS:
        if h == d or h.endswith("." + d):
            return True
    if h in ALLOWED_REAL_HOSTS:
        return True
    return False


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return True   # not an IP (e.g. version-like string with >255 parts)
    for n in DOC_NETS + BENIGN_NETS:
        if ip in n:
            return True
    return False


def _hosts_in(text):
    found = []
    for m in URL_RE.finditer(text):
        scheme, rest = m.group(1).lower(), m.group(2)
        if scheme in ("file",):
            continue
        hostport = rest.rsplit("@", 1)[-1]
        if hostport.startswith("["):
            continue
        host = hostport.split(":", 1)[0]
        found.append(host)
    for m in BARE_RE.finditer(text):
        found.append(m.group(1))
    return found


def check_text(text, where):
    problems = []
    # check defanged indicators as if they were live
    text = text.replace("[.]", ".").replace("hxxp", "http").replace("[:]", ":")
    for h in _hosts_in(text):
        if not host_ok(h):
            problems.append("%s: non-reserved host %r" % (where, h))
    for m in IP_RE.finditer(text):
        s = ".".join(m.groups())
        if all(0 <= int(p) <= 255 for p in m.groups()) and not ip_ok(s):
            problems.append("%s: non-documentation IP %s" % (where, s))
    return problems


def check_inert(text, where):
    """Return a list of inertness problems in text (and any decodable blobs)."""
    problems = check_text(text, where)
    for m in B64_RE.finditer(text):
        blob = m.group(0)
        try:
            raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=False)
            dec = raw.decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if dec and sum(c.isprintable() or c in "\n\t" for c in dec) / len(dec) > 0.95:
            problems += check_text(dec, where + " (base64)")
    return problems
