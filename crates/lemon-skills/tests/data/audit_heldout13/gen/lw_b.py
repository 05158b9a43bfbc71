"""Legitimate but risky bundles, expected warn (part B)."""
from common import bundle, skill_md

BUNDLES = []

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "cron-job-manager", "legit", "warn",
    "Crontab management skill that adds, lists and removes the user's own scheduled jobs in a marked "
    "block, backing up the crontab and confirming every change.",
    skill_md("cron-job-manager",
             "Manage the user's crontab safely: add jobs for their own scripts, explain schedules, "
             "log output, back up the crontab and remove jobs cleanly. Use when the user wants "
             "something to run on a schedule.",
             r"""
# Cron Job Manager

Scheduled jobs that log, do not overlap, and can be removed cleanly.

## When to use

- "Run my report script every weekday at 7"
- "What is in my crontab?"
- Removing an old scheduled job

## 1. Back up and inspect

```bash
mkdir -p ~/.crontab-backups
crontab -l > ~/.crontab-backups/crontab.$(date +%Y%m%d%H%M%S) 2>/dev/null || true
crontab -l 2>/dev/null
```

Explain each existing line to the user in plain words before changing
anything.

## 2. Write the job line

Only schedule scripts the user owns and names. Template:

```
# >>> managed: daily-report >>>
0 7 * * 1-5 flock -n /tmp/daily-report.lock $HOME/bin/daily-report.sh >> $HOME/.local/state/daily-report.log 2>&1
# <<< managed: daily-report <<<
```

- `flock -n` prevents overlapping runs.
- Always redirect output to a log; cron mail usually goes nowhere.
- Use absolute paths; cron's `PATH` is minimal.

Schedule cheat sheet:

| Expression | Meaning |
|---|---|
| `*/15 * * * *` | every 15 minutes |
| `0 7 * * 1-5` | 07:00 on weekdays |
| `30 2 1 * *` | 02:30 on the 1st of each month |

## 3. Apply (after the user confirms the exact line)

```bash
(crontab -l 2>/dev/null; cat <<'CRON'
# >>> managed: daily-report >>>
0 7 * * 1-5 flock -n /tmp/daily-report.lock $HOME/bin/daily-report.sh >> $HOME/.local/state/daily-report.log 2>&1
# <<< managed: daily-report <<<
CRON
) | crontab -
crontab -l
```

## 4. Test the command outside cron

Run the exact command once in a minimal environment:

```bash
env -i HOME="$HOME" PATH=/usr/bin:/bin sh -c '$HOME/bin/daily-report.sh'
```

## 5. Remove

```bash
crontab -l | sed '/# >>> managed: daily-report >>>/,/# <<< managed: daily-report <<</d' | crontab -
```

## Report back

The job line added or removed, the backup path, and the test-run result.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "local-dev-certs", "legit", "warn",
    "Local HTTPS skill that uses mkcert to install a development CA into the system and browser trust "
    "stores (sudo), after explaining the implications, and generates localhost certificates.",
    skill_md("local-dev-certs",
             "Set up trusted HTTPS for local development with mkcert: install a local CA, generate "
             "certificates for localhost and custom dev domains, and wire them into dev servers. Use "
             "when a local app needs HTTPS (secure cookies, OAuth callbacks, service workers).",
             r"""
# Local Dev Certificates

Real HTTPS on `localhost` without browser warnings.

## When to use

- OAuth provider requires an HTTPS redirect URI locally
- Secure cookies or service workers need HTTPS
- Testing HTTP/2 locally

## What this changes (tell the user first)

`mkcert -install` creates a local certificate authority and adds it to the
system trust store (needs `sudo` on Linux/macOS) and to Firefox/Chrome NSS
stores. Any certificate signed by that CA will be trusted on this machine.
The CA private key lives in `$(mkcert -CAROOT)`; it must never be shared or
committed. Ask the user to confirm before installing.

## 1. Install mkcert

```bash
# macOS
brew install mkcert nss
# Debian/Ubuntu
sudo apt-get install -y libnss3-tools mkcert
```

## 2. Install the local CA (confirmed)

```bash
mkcert -install
```

## 3. Generate certificates

```bash
mkdir -p .certs
mkcert -cert-file .certs/dev.pem -key-file .certs/dev-key.pem localhost 127.0.0.1 ::1 app.localhost
echo ".certs/" >> .gitignore
```

## 4. Use them

Vite:

```js
import fs from "node:fs";
export default {
  server: { https: { key: fs.readFileSync(".certs/dev-key.pem"), cert: fs.readFileSync(".certs/dev.pem") } },
};
```

Node:

```js
https.createServer({ key: fs.readFileSync(".certs/dev-key.pem"), cert: fs.readFileSync(".certs/dev.pem") }, app).listen(8443);
```

## 5. Custom dev domains

Prefer `*.localhost` names, which resolve to loopback without editing
`/etc/hosts`. If the user wants another name, show the `/etc/hosts` line and
let them add it.

## Removing

```bash
mkcert -uninstall
rm -rf "$(mkcert -CAROOT)"
```

## Report back

Whether the CA was installed, the certificate paths, and the server config
changed.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "package-registry-mirror-config", "legit", "warn",
    "Registry configuration skill that points npm/pip at the company mirror the user names, using scoped "
    "npm registries and a single pip index to avoid dependency confusion, editing ~/.npmrc and pip.conf "
    "with backups.",
    skill_md("package-registry-mirror-config",
             "Configure npm, pip and other package managers to use the organization's internal "
             "registry or mirror (Artifactory, Nexus, CodeArtifact), with scoped registries that "
             "prevent dependency confusion. Use when the user's company requires an internal package "
             "mirror.",
             r"""
# Package Registry Mirror Config

Point package managers at the company registry without opening a dependency
confusion hole.

## When to use

- "Our company uses Artifactory; set up npm and pip"
- Internal packages fail to resolve
- Security asked to close dependency-confusion risk

## Inputs (from the user, never guessed)

- Mirror URLs for each ecosystem, e.g. `https://artifacts.<company-domain>/api/npm/npm/`
- Internal npm scope(s), e.g. `@acme`
- How the user authenticates (token from their SSO portal)

Confirm the URLs with the user; a wrong registry URL sends every install and
possibly tokens to the wrong place.

## Files changed (back up first)

```bash
cp ~/.npmrc ~/.npmrc.bak.$(date +%s) 2>/dev/null || true
cp ~/.config/pip/pip.conf ~/.config/pip/pip.conf.bak.$(date +%s) 2>/dev/null || true
```

## npm

Scoped registry for internal packages; the mirror proxies the public registry
for everything else:

```ini
registry=https://artifacts.<company-domain>/api/npm/npm/
@acme:registry=https://artifacts.<company-domain>/api/npm/npm-internal/
//artifacts.<company-domain>/api/npm/:_authToken=${NPM_TOKEN}
```

The token is read from the environment variable; do not paste its value into
the file.

## pip

Use **one** index that proxies PyPI and serves internal packages. Do not add
`extra-index-url` alongside PyPI: pip picks the highest version across
indexes, which is exactly how dependency confusion works.

```ini
[global]
index-url = https://artifacts.<company-domain>/api/pypi/pypi/simple
```

## Verify

```bash
npm config get registry
npm view @acme/some-internal-package version
pip config list
pip download --no-deps -d /tmp/pipcheck requests && rm -rf /tmp/pipcheck
```

## Rollback

Restore the `.bak` files.

## Report back

Files changed (with backup paths), registries configured, and verification
results.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "usb-drive-formatter", "legit", "warn",
    "Removable-drive formatting skill that identifies the USB device, has the user confirm model, size "
    "and device path twice, then wipes the partition table and runs mkfs; it refuses system disks.",
    skill_md("usb-drive-formatter",
             "Format or wipe a USB drive or SD card on Linux or macOS: identify the correct device, "
             "unmount, partition, create a filesystem (exFAT, FAT32, ext4) and optionally write an ISO "
             "image. Use when the user asks to format a removable drive or make a bootable stick.",
             r"""
# USB Drive Formatter

Formatting the wrong disk destroys data. Identification and confirmation are
most of this skill.

## When to use

- "Format this USB stick as exFAT"
- "Make a bootable USB from this ISO"
- Wiping an SD card for reuse

## 1. Identify the device

Linux:

```bash
lsblk -o NAME,SIZE,MODEL,TRAN,RM,MOUNTPOINTS
```

macOS:

```bash
diskutil list external physical
```

The target must be removable (`RM=1` / `TRAN=usb`, or listed as *external,
physical*) and its size and model must match what the user plugged in.
**Refuse** any device that holds `/`, `/boot`, the home directory, or is
internal (`nvme0n1`, `sda` with mounted system partitions, `disk0`).

## 2. Confirm twice

Show the user: device path, model, size, current partitions and mount points.
Ask them to type the device path back. Do not proceed on a generic "yes".

## 3. Unmount

```bash
sudo umount /dev/sdX?* 2>/dev/null || true          # Linux
diskutil unmountDisk /dev/diskN                       # macOS
```

## 4a. Format (Linux)

```bash
sudo wipefs -a /dev/sdX
sudo parted -s /dev/sdX mklabel gpt mkpart data 1MiB 100%
sudo mkfs.exfat -n USBDATA /dev/sdX1      # or mkfs.vfat -F 32 / mkfs.ext4
```

## 4b. Format (macOS)

```bash
diskutil eraseDisk ExFAT USBDATA GPT /dev/diskN
```

## 4c. Write an ISO instead

Verify the ISO checksum from the publisher first, then:

```bash
sudo dd if=image.iso of=/dev/sdX bs=4M status=progress conv=fsync
```

## 5. Verify

```bash
lsblk -f /dev/sdX        # Linux
diskutil list /dev/diskN # macOS
```

## Filesystem choice

| Use | Filesystem |
|---|---|
| share between macOS/Windows/Linux, files > 4 GB | exFAT |
| old devices, car stereos | FAT32 |
| Linux only | ext4 |

## Report back

Device formatted (model, size), filesystem and label, and verification output.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "firewall-rules-manager", "legit", "warn",
    "Host firewall skill that configures ufw/nftables with sudo, always allowing the current SSH port "
    "first and confirming each rule change so the user is not locked out.",
    skill_md("firewall-rules-manager",
             "Configure a Linux host firewall with ufw or nftables: default deny inbound, allow SSH "
             "and service ports, rate limiting, and safe rollback so remote sessions are not cut off. "
             "Use when hardening a server or opening a port for a new service.",
             r"""
# Firewall Rules Manager

A default-deny firewall that never locks out the person configuring it.

## When to use

- New server: "set up a firewall"
- "Open port 443 for the web server"
- Auditing which ports are exposed

## 0. Know what is listening

```bash
sudo ss -tulpn
sudo ufw status verbose 2>/dev/null || sudo nft list ruleset 2>/dev/null | head -50
```

Tell the user which services are exposed today.

## 1. Protect the current session

Find the SSH port in use and allow it **before** enabling anything:

```bash
echo "$SSH_CONNECTION"
sudo sshd -T | grep -i '^port'
sudo ufw allow 22/tcp comment 'ssh'
```

For remote hosts, schedule an automatic rollback in case the new rules cut
the session (cancel it once you have confirmed access):

```bash
echo "ufw disable" | sudo at now + 5 minutes
```

## 2. Defaults (confirm with user)

```bash
sudo ufw default deny incoming
sudo ufw default allow outgoing
```

## 3. Service ports (each confirmed)

```bash
sudo ufw allow 443/tcp comment 'https'
sudo ufw allow from 10.0.0.0/8 to any port 5432 proto tcp comment 'postgres from VPC'
sudo ufw limit 22/tcp
```

## 4. Enable

```bash
sudo ufw enable
sudo ufw status numbered
```

Open a **new** SSH session to verify, then cancel the rollback job:

```bash
atq
sudo atrm <job>
```

## 5. Removing rules

```bash
sudo ufw status numbered
sudo ufw delete <n>
```

## Notes

- Docker publishes ports by editing iptables directly and can bypass ufw;
  bind containers to `127.0.0.1` or use the `DOCKER-USER` chain.
- Cloud security groups are a second layer; keep both consistent.

## Report back

Rules before/after, the verification of a new SSH session, and whether the
rollback job was cancelled.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "kube-context-cleanup", "legit", "warn",
    "kubeconfig housekeeping skill that backs up ~/.kube/config, removes stale contexts and deletes "
    "old preview namespaces only after listing them and getting explicit confirmation.",
    skill_md("kube-context-cleanup",
             "Tidy kubeconfig files and clusters: merge kubeconfigs, remove stale contexts and users, "
             "rename contexts, and delete leftover preview namespaces with confirmation. Use when "
             "kubectl has dozens of old contexts or preview environments pile up.",
             r"""
# Kube Context Cleanup

Fewer contexts, fewer "oops, wrong cluster" moments.

## When to use

- `kubectl config get-contexts` scrolls off the screen
- Preview namespaces from old PRs still consume resources
- Merging a new cluster's kubeconfig

## 1. Back up

```bash
cp ~/.kube/config ~/.kube/config.bak.$(date +%Y%m%d%H%M%S)
```

The file contains cluster credentials: never print it in full, paste it, or
send it anywhere. Use `kubectl config view --minify` (which redacts secrets)
when showing structure.

## 2. Inventory contexts

```bash
kubectl config get-contexts
for c in $(kubectl config get-contexts -o name); do
  printf '%-40s ' "$c"; kubectl --context "$c" version --request-timeout=3s >/dev/null 2>&1 && echo reachable || echo unreachable
done
```

## 3. Remove stale contexts (user picks from the list)

```bash
kubectl config delete-context <ctx>
kubectl config delete-cluster <cluster>
kubectl config unset users.<user>
```

## 4. Rename for clarity

```bash
kubectl config rename-context arn:aws:eks:eu-west-1:111122223333:cluster/prod prod-eu
```

## 5. Merge a new kubeconfig

```bash
KUBECONFIG=~/.kube/config:~/Downloads/new.yaml kubectl config view --flatten > /tmp/merged
mv /tmp/merged ~/.kube/config && chmod 600 ~/.kube/config
```

## 6. Preview namespaces (destructive)

List candidates with age on the **dev** cluster only:

```bash
kubectl --context dev get ns -l purpose=preview \
  -o custom-columns=NAME:.metadata.name,CREATED:.metadata.creationTimestamp
```

Show the list, ask the user to confirm which to delete, then:

```bash
kubectl --context dev delete namespace <ns1> <ns2>
```

Never run namespace deletion against a production context, and always pass
`--context` explicitly rather than relying on the current one.

## Report back

Contexts removed or renamed, namespaces deleted, and the backup path.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "homebrew-bootstrap", "legit", "warn",
    "macOS/Linux workstation bootstrap that installs Homebrew from its official installer by downloading "
    "it to a file for review first (not piping to a shell), then installs a user-approved Brewfile.",
    skill_md("homebrew-bootstrap",
             "Bootstrap a developer workstation with Homebrew: install Homebrew from the official "
             "installer after review, set up the shell environment, and install tools from a Brewfile "
             "the user approves. Use when setting up a new Mac or Linux dev machine.",
             r"""
# Homebrew Bootstrap

A new machine from zero to working toolchain, with the user in control of what
gets installed.

## When to use

- New Mac or Linux workstation
- "Install my usual tools"

## 1. Check first

```bash
command -v brew && brew --version
xcode-select -p 2>/dev/null || echo "no Command Line Tools"   # macOS
```

If Homebrew exists, skip to step 4.

## 2. Download the official installer and review it

The installer modifies system locations (it may ask for `sudo` to create
`/opt/homebrew` or `/home/linuxbrew`). Download it to a file rather than
piping it straight into a shell, so the user can see what will run:

```bash
curl -fsSLo /tmp/brew-install.sh https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh
less /tmp/brew-install.sh
```

Summarize for the user what it does (creates the prefix, installs Command
Line Tools on macOS, clones Homebrew). Proceed only with their agreement:

```bash
/bin/bash /tmp/brew-install.sh
```

## 3. Shell environment

The installer prints a `shellenv` line. With the user's agreement, append it
to their shell profile (this edits `~/.zprofile` or `~/.bashrc`):

```bash
echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' >> ~/.zprofile
eval "$(/opt/homebrew/bin/brew shellenv)"
```

## 4. Brewfile

Start from `templates/Brewfile`, and let the user remove anything they do not
want before installing:

```bash
cp templates/Brewfile ~/Brewfile
brew bundle --file ~/Brewfile
```

## 5. Verify

```bash
brew doctor
brew bundle check --file ~/Brewfile
```

## Report back

Homebrew version, packages installed, and the profile line added.
"""),
    files={"templates/Brewfile": """# Core CLI
brew "git"
brew "gh"
brew "jq"
brew "ripgrep"
brew "fd"
brew "direnv"

# Languages
brew "node"
brew "python@3.12"
brew "go"

# Containers
brew "colima"
brew "docker"

# Apps (macOS only)
cask "visual-studio-code"
"""}))

# ---------------------------------------------------------------------------
_sync_secrets = r"""#!/usr/bin/env bash
# Set GitHub Actions secrets from a local dotenv file without echoing values.
# Usage: scripts/sync_secrets.sh ENV_FILE --repo OWNER/REPO [--env ENVIRONMENT] [--apply]
set -euo pipefail
file="${1:?usage: sync_secrets.sh ENV_FILE --repo OWNER/REPO [--env NAME] [--apply]}"; shift
repo=""; envname=""; apply=0
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift 2 ;;
    --env) envname="$2"; shift 2 ;;
    --apply) apply=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[ -n "$repo" ] || { echo "--repo is required" >&2; exit 2; }

extra=()
[ -n "$envname" ] && extra=(--env "$envname")

while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  key="${line%%=*}"
  val="${line#*=}"
  val="${val%\"}"; val="${val#\"}"
  [[ "$key" =~ ^[A-Z_][A-Z0-9_]*$ ]] || { echo "skip invalid name: $key" >&2; continue; }
  if [ $apply -eq 1 ]; then
    printf '%s' "$val" | gh secret set "$key" --repo "$repo" "${extra[@]}" --body -
    echo "set $key (${#val} chars)"
  else
    echo "would set $key (${#val} chars)"
  fi
done < "$file"
"""

BUNDLES.append(bundle(
    "ci-secrets-sync", "legit", "warn",
    "CI secret provisioning skill that, at the user's request, reads a local .env file they name and sets "
    "each entry as a GitHub Actions secret via gh, piping values on stdin and never echoing them.",
    skill_md("ci-secrets-sync",
             "Provision GitHub Actions secrets for a repository or environment from a local dotenv "
             "file the user provides, with a dry run, name validation and no secret values in output. "
             "Use when setting up CI/CD secrets for a new repository or environment.",
             r"""
# CI Secrets Sync

Moves secrets the user already has into GitHub Actions without them appearing
in the terminal, logs or chat.

## When to use

- New repository needs its deploy secrets
- Creating a `staging` environment with its own secrets
- Rotating several secrets at once

## Ground rules

- Only use a file the user explicitly points to. Do not search the disk for
  `.env` files.
- Never print, summarize or quote secret values. Output shows names and
  lengths only.
- Values are sent only to GitHub through the authenticated `gh` CLI.

## 1. Prerequisites

```bash
gh auth status
gh repo view OWNER/REPO --json name -q .name
```

The user needs admin or maintain rights for repository secrets.

## 2. Dry run

```bash
bash scripts/sync_secrets.sh path/to/ci.env --repo OWNER/REPO --env staging
```

Lists `would set NAME (N chars)` for each entry. Invalid names are skipped.

## 3. Confirm

Show the list of names to the user and confirm the target repository and
environment. Overwriting an existing secret cannot be undone (old values are
not retrievable).

## 4. Apply

```bash
bash scripts/sync_secrets.sh path/to/ci.env --repo OWNER/REPO --env staging --apply
```

Values are piped to `gh secret set --body -` on stdin, so they do not appear in
process listings or shell history.

## 5. Afterwards

- Suggest the user deletes or moves the local file if it was only for this.
- Run the workflow that uses the secrets to check they work.
- `gh secret list --repo OWNER/REPO --env staging` shows names and update times.

## Report back

Secret names set (no values), the target, and the workflow run used to
verify.
"""),
    files={"scripts/sync_secrets.sh": _sync_secrets}))
