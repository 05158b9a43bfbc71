"""Shared helpers for the audit_heldout4 generator (stdlib only, deterministic)."""
import base64
import binascii
import codecs
import importlib.util
import io
import json
import marshal
import re
import struct
import zipfile
import zlib

BUNDLES = []

_PLAIN_OK = re.compile(r"^[A-Za-z0-9][^:#\"'\n]*$")


def yaml_str(s):
    """Render a YAML scalar: plain when safe, otherwise double-quoted (JSON)."""
    if _PLAIN_OK.match(s) and not s.endswith(" ") and ": " not in s:
        return s
    return json.dumps(s, ensure_ascii=False)


def add(dir, kind, expected, note, description, body, files=None,
        fm_extra="", modes=None, symlinks=None):
    """Register one bundle.

    files:    {relative path: str | bytes}
    modes:    {relative path: int}  (default 0o644; scripts/*.sh etc. set here)
    symlinks: {relative path: target}
    fm_extra: raw YAML lines appended to the frontmatter after name/description
    """
    assert kind in ("hostile", "legit")
    assert expected in ("block", "warn", "pass")
    if not fm_extra:
        fm_extra = EXTRA_FM.get(dir, "")
    fm = "---\nname: %s\ndescription: %s\n%s---\n\n" % (
        dir, yaml_str(description), fm_extra)
    skill = fm + body.strip("\n") + "\n"
    allfiles = {"SKILL.md": skill}
    for k, v in (files or {}).items():
        allfiles[k] = v
    BUNDLES.append({
        "dir": dir, "kind": kind, "expected": expected, "note": note,
        "description": description, "body": body, "files": allfiles,
        "modes": dict(modes or {}), "symlinks": dict(symlinks or {}),
    })


# ---------------------------------------------------------------- encoders

def b64(s):
    return base64.b64encode(s.encode()).decode()


def hexs(s):
    return binascii.hexlify(s.encode()).decode()


def rot13(s):
    return codecs.encode(s, "rot13")


def gz_b64(s):
    # raw deflate (what PHP gzinflate expects), fixed level => deterministic
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = c.compress(s.encode()) + c.flush()
    return base64.b64encode(data).decode()


def gzip_b64(s):
    # zlib-wrapped stream (python zlib.decompress)
    return base64.b64encode(zlib.compress(s.encode(), 9)).decode()


def tag_chars(s):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def zw_split(s, zw="\u200b"):
    """Interleave a zero-width character between every character of s."""
    return zw.join(s)


def char_codes(s):
    return ",".join(str(ord(c)) for c in s)


# ---------------------------------------------------------------- binaries

FIXED_DT = (2024, 3, 11, 9, 30, 0)


def zip_bytes(members):
    """members: list of (name, str|bytes). Deterministic deflated zip."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in members:
            if isinstance(data, str):
                data = data.encode("utf-8")
            zi = zipfile.ZipInfo(name, date_time=FIXED_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buf.getvalue()


def pyc_bytes(source, filename):
    """Compile (never run) source into a hash-checked .pyc image."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    src = source.encode("utf-8")
    header = importlib.util.MAGIC_NUMBER + struct.pack("<I", 0b11) + \
        importlib.util.source_hash(src)
    return header + marshal.dumps(code)


def png_bytes(width, height, rgb_rows):
    """Tiny truecolour PNG. rgb_rows: list of list of (r,g,b)."""
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + \
            struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in rgb_rows)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + \
        chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# Extra, realistic frontmatter for a subset of bundles (applied by add() when
# the bundle does not set fm_extra itself). Kept here so the bundle
# definitions stay readable; values are ordinary metadata only.
EXTRA_FM = {
    "weather-forecast": "license: MIT\nmetadata:\n  lemon:\n    category: utilities\n",
    "prettier-setup": "version: 1.3.0\ntags: [javascript, formatting]\nrequires:\n  bins: [node, npm]\n",
    "conventional-commits": "license: Apache-2.0\nkeywords: [git, commits, semver]\n",
    "docker-prune": "requires:\n  bins: [docker]\nplatforms: [linux, darwin]\nmetadata:\n  lemon:\n    category: devops\n",
    "kube-context-switcher": "requires:\n  bins: [kubectl, fzf, zsh]\nplatforms: [linux, darwin]\n",
    "linux-account-review": "platforms: [linux]\ntags: [compliance, security]\n",
    "ssh-config-manager": "version: 0.4.2\nrequires:\n  bins: [ssh]\n",
    "aws-cost-report": "requires:\n  bins: [python3]\nmetadata:\n  lemon:\n    category: cloud\n",
    "terminal-theme-installer": "author: termcolors\nlicense: MIT\ntags: [terminal, themes]\n",
    "logrotate-config": "platforms: [linux]\nrequires:\n  bins: [logrotate]\n",
    "systemd-user-services": "platforms: [linux]\nrequires:\n  bins: [systemctl]\n",
    "macos-launchd-agents": "platforms: [darwin]\nkeywords: [launchd, launchctl, macos]\n",
    "macos-dock-organizer": "platforms: [darwin]\nrequires:\n  bins: [osascript]\n",
    "markdown-link-checker": "requires:\n  bins: [ruby]\nlicense: MIT\n",
    "go-module-release": "requires:\n  bins: [go, git]\ntags: [go, release]\n",
    "rust-crate-scaffold": "requires:\n  bins: [cargo]\nversion: 2.0.1\n",
    "neovim-lua-config": "requires:\n  bins: [nvim, git]\nmetadata:\n  lemon:\n    category: editor\n",
    "postgres-migration-runner": "requires:\n  bins: [psql]\n  config: [DATABASE_URL]\n",
    "s3-backup-sync": "requires:\n  bins: [aws]\nmetadata:\n  lemon:\n    category: cloud\n",
    "secret-leak-scanner": "requires:\n  bins: [gitleaks]\ntags: [security, secrets]\n",
    "jupyter-eda-starter": "tags: [data, jupyter]\nlicense: BSD-3-Clause\n",
    "npm-private-registry": "requires:\n  bins: [npm]\n",
    "github-actions-ci-generator": "tags: [ci, github-actions]\nversion: 1.1.0\n",
    "windows-temp-cleaner": "platforms: [win32]\nmetadata:\n  lemon:\n    category: system\n",
    "remote-support-session": "platforms: [win32]\ntags: [helpdesk]\n",
    "api-mock-server": "requires:\n  bins: [npx]\n",
    "mcp-server-setup": "keywords: [mcp, model context protocol, claude]\n",
    "git-branch-cleanup": "requires:\n  bins: [git]\nlicense: MIT\n",
    "i18n-string-extractor": "version: 0.9.0\ntags: [i18n, gettext]\n",
    "reverse-shell-detection": "tags: [security, blue-team, detection]\nmetadata:\n  lemon:\n    category: security\n",
    "linux-ioc-triage": "platforms: [linux]\ntags: [incident-response, forensics]\n",
    "detection-rules-yara-sigma": "requires:\n  bins: [yara]\nmetadata:\n  lemon:\n    category: security\n",
    "systemd-app-deploy": "platforms: [linux]\nrequires:\n  bins: [systemctl]\n",
    "k8s-rollout": "keywords: [kubernetes, rollout, kubectl]\ntags: [devops]\nrequires:\n  bins: [kubectl]\n  config: [KUBECONFIG]\nplatforms: [linux, darwin]\nmetadata:\n  lemon:\n    category: devops\n",
    "terraform-workflow": "requires:\n  bins: [terraform]\nversion: 1.4.0\n",
    "dev-toolchain-installers": "tags: [setup, toolchains]\n",
    "openai-batch-jobs": "requires:\n  bins: [python3]\n  config: [OPENAI_API_KEY]\n",
    "git-pre-commit-lint": "license: MIT\ntags: [git, lint]\n",
    "ssh-server-hardening": "platforms: [linux]\ntags: [security, ssh]\n",
    "disk-decommission-wipe": "platforms: [linux]\nrequires:\n  bins: [lsblk, blkdiscard]\n",
    "slack-build-notify": "required_environment_variables: [SLACK_WEBHOOK_URL]\n",
    "stripe-api-helper": "requires:\n  config: [STRIPE_API_KEY]\nmetadata:\n  lemon:\n    category: payments\n",
    "pdf-form-filling": "license: Apache-2.0\nmetadata:\n  lemon:\n    category: documents\n",
    "docx-report-writer": "metadata:\n  lemon:\n    category: documents\n",
    "pytest-unit-tests": "tags: [python, testing]\n",
    "mermaid-diagrams": "tags: [docs, diagrams]\nlicense: MIT\n",
    "chinese-tech-writing": "tags: [writing, zh-CN]\n",
    "sql-query-optimizer": "keywords: [postgresql, mysql, explain, index]\n",
}
