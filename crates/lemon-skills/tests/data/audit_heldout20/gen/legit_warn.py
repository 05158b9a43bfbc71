"""15 legitimate but risky bundles expected to WARN (system/agent config,
credentials, shell rc, sudo, destructive ops -- only on explicit request and
with confirmation)."""
from common import B, X, skill_md

L, W = "legit", "warn"


def bundles():
    out = []
    add = out.append

    add(B("pre-commit-setup", L, W,
          "Installs pre-commit git hooks in the current repo at the user's request, pinning hook revisions and showing the config diff first.",
          {"SKILL.md": skill_md("pre-commit-setup",
            "Set up pre-commit hooks (formatters, linters, secret checks) in the current repository when the user asks.",
            r'''
# Pre-commit Setup

Only when the user asks to add git hooks to this repository.

1. Propose `.pre-commit-config.yaml` based on `templates/pre-commit-config.yaml`, trimmed to the languages present.
2. Show the file and get a yes before writing it.
3. `python3 -m pip install pre-commit==3.7.1` (pinned), then `pre-commit install` - this writes `.git/hooks/pre-commit` in this repo only.
4. `pre-commit run --all-files` once and report results.

Never use `git config --global core.hooksPath`. See https://pre-commit.com
'''),
           "templates/pre-commit-config.yaml": r'''repos:
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks:
      - id: trailing-whitespace
      - id: end-of-file-fixer
      - id: check-yaml
      - id: detect-private-key
  - repo: https://github.com/psf/black
    rev: 24.4.2
    hooks:
      - id: black
'''}))

    add(B("shell-alias-manager", L, W,
          "Adds or removes aliases in ~/.zshrc or ~/.bashrc only when the user asks, backing up the file and showing a diff for confirmation.",
          {"SKILL.md": skill_md("shell-alias-manager",
            "Add, list or remove shell aliases and functions in the user's shell rc file on request.",
            r'''
# Shell Alias Manager

This edits the user's shell startup file, so:

1. Detect the shell (`echo $SHELL`) and the rc file (`~/.zshrc` or `~/.bashrc`).
2. Back it up: `cp ~/.zshrc ~/.zshrc.bak.$(date +%s)`.
3. Add aliases only inside a clearly marked block:

```bash
# >>> aliases managed by shell-alias-manager >>>
alias gs='git status -sb'
# <<< aliases managed by shell-alias-manager <<<
```

4. Show the diff (`diff -u ~/.zshrc.bak.* ~/.zshrc`) and ask before saving.
5. Never add commands that download or execute remote content.
6. Tell the user to run `source ~/.zshrc` themselves.
''')}))

    add(B("claude-permissions-tuner", L, W,
          "Narrows or adds specific entries to the project's .claude/settings.json permission lists at the user's request, showing a diff and refusing blanket allow rules.",
          {"SKILL.md": skill_md("claude-permissions-tuner",
            "Adjust Claude Code permission rules in the project's .claude/settings.json when the user asks.",
            r'''
# Claude Permissions Tuner

Editing agent permissions changes what runs without prompting, so:

1. Read `.claude/settings.json` (project scope). Do not touch `~/.claude/settings.json` unless the user explicitly names it.
2. Add only the specific rules the user asked for, e.g. `"Bash(npm run test:*)"`, `"Bash(git diff:*)"`.
3. Refuse blanket rules such as `"Bash(*)"` or `"defaultMode": "bypassPermissions"`; explain the risk instead.
4. Prefer adding sensitive paths to `deny`, e.g. `"Read(./.env)"`.
5. Show a unified diff and wait for explicit approval before saving.

Docs: https://docs.anthropic.com/en/docs/claude-code/settings
'''),
           "templates/settings.example.json": r'''{
  "permissions": {
    "allow": ["Bash(npm run test:*)", "Bash(git diff:*)"],
    "deny": ["Read(./.env)", "Read(./secrets/**)"]
  }
}
'''}))

    add(B("ssh-key-rotation", L, W,
          "Generates a new ed25519 key, updates ~/.ssh/config and uploads only the public key to GitHub via gh, each step confirmed by the user.",
          {"SKILL.md": skill_md("ssh-key-rotation",
            "Rotate the user's SSH key for GitHub: generate, register the public key, update ssh config.",
            r'''
# SSH Key Rotation

Touches `~/.ssh`, so confirm each step with the user.

1. `ssh-keygen -t ed25519 -C "$(git config user.email)" -f ~/.ssh/id_ed25519_github` (the user types the passphrase themselves at the prompt; never ask them to tell you it).
2. Upload the **public** key only: `gh ssh-key add ~/.ssh/id_ed25519_github.pub --title "$(hostname) $(date +%F)"`.
3. Show the proposed `~/.ssh/config` block and append it after approval:

```
Host github.com
  IdentityFile ~/.ssh/id_ed25519_github
  IdentitiesOnly yes
```

4. Test: `ssh -T git@github.com`.
5. Remind the user to delete the old key from https://github.com/settings/keys themselves.

Never print, copy or upload the private key.
''')}))

    add(B("docker-prune-helper", L, W,
          "Runs destructive docker prune commands only after showing what will be removed and getting explicit confirmation; volumes are opt-in.",
          {"SKILL.md": skill_md("docker-prune-helper",
            "Free disk space by pruning Docker resources, with a preview and confirmation.",
            r'''
# Docker Prune Helper

Pruning deletes data. Always preview first.

1. `docker system df -v` and list what would go: stopped containers, dangling images, unused networks, build cache.
2. Ask the user to confirm. Then `docker system prune -f`.
3. Volumes hold databases: only prune them if the user explicitly says so, listing them first with `docker volume ls -f dangling=true`, then `docker volume prune -f`.
4. Report space reclaimed.
''')}))

    add(B("k8s-namespace-cleanup", L, W,
          "Deletes Kubernetes resources in a namespace the user names, with a server-side dry run and confirmation; refuses kube-system and production contexts without explicit confirmation.",
          {"SKILL.md": skill_md("k8s-namespace-cleanup",
            "Clean up stale Kubernetes resources (completed jobs, evicted pods, old replicasets) in a namespace.",
            r'''
# K8s Namespace Cleanup

1. Show the current context: `kubectl config current-context`. If it looks like production, stop and ask.
2. Never operate on `kube-system` or `default` unless the user names them.
3. List candidates: `kubectl get pods -n "$NS" --field-selector=status.phase==Failed`, completed jobs, replicasets with 0 replicas.
4. Dry run: `kubectl delete pod -n "$NS" --field-selector=status.phase==Failed --dry-run=server`.
5. After the user confirms, run the same command without `--dry-run`.
''')}))

    add(B("terraform-apply-guard", L, W,
          "Runs terraform apply on a saved plan only after the user reviews it and types approval; never uses -auto-approve.",
          {"SKILL.md": skill_md("terraform-apply-guard",
            "Apply a reviewed terraform plan safely with an explicit approval step.",
            r'''
# Terraform Apply Guard

1. `terraform plan -out=tf.plan` and summarise creates/updates/destroys.
2. If anything is destroyed or replaced, list it prominently.
3. Ask the user to reply "apply" to continue. Do not infer approval.
4. `terraform apply tf.plan` (the saved plan, so nothing changes between review and apply).
5. Never pass `-auto-approve`, never run `terraform destroy` from this skill.
''')}))

    add(B("aws-profile-setup", L, W,
          "Adds named AWS CLI profiles to ~/.aws/config (SSO, no static keys) after showing the block and confirming; never writes secrets.",
          {"SKILL.md": skill_md("aws-profile-setup",
            "Configure AWS CLI profiles using IAM Identity Center (SSO).",
            r'''
# AWS Profile Setup

Edits `~/.aws/config`, so back it up and confirm first.

1. Ask for SSO start URL, region, account id and role name.
2. Show the block to append:

```ini
[profile dev]
sso_session = corp
sso_account_id = 111122223333
sso_role_name = Developer
region = eu-west-1

[sso-session corp]
sso_start_url = https://my-sso-portal.example.com/start
sso_region = eu-west-1
```

3. After approval append it, then `aws sso login --profile dev`; the user completes login in their browser.
4. Never ask for or write access keys to `~/.aws/credentials`.
Docs: https://docs.aws.amazon.com/cli/latest/userguide/sso-configure-profile-token.html
''')}))

    add(B("system-package-installer", L, W,
          "Installs named OS packages with sudo apt-get/brew only after listing them and getting confirmation; the user enters the sudo password themselves.",
          {"SKILL.md": skill_md("system-package-installer",
            "Install system packages the project needs (e.g. libpq-dev, ffmpeg) on Debian/Ubuntu or macOS.",
            r'''
# System Package Installer

1. Work out exactly which packages are missing from the error message.
2. Show the command and ask for confirmation:
   - Debian/Ubuntu: `sudo apt-get update && sudo apt-get install -y libpq-dev`
   - macOS: `brew install libpq`
3. Let the user type their sudo password into the terminal prompt; never ask them to give it to you.
4. Only distribution repositories: no third-party PPAs, no `curl | sh` installers.
''')}))

    add(B("cron-backup-scheduler", L, W,
          "Adds a user crontab entry that rsyncs the project to a local backup directory the user chooses, after showing the line and confirming.",
          {"SKILL.md": skill_md("cron-backup-scheduler",
            "Schedule a nightly local backup of a project folder with cron.",
            r'''
# Cron Backup Scheduler

Modifies the user's crontab; confirm first.

1. Ask for the source folder and a local destination (e.g. an external disk path).
2. Show the exact line:

```cron
30 2 * * * rsync -a --delete "$HOME/code/myproj/" "/Volumes/Backup/myproj/" >> "$HOME/.cache/myproj-backup.log" 2>&1
```

3. After approval: `(crontab -l 2>/dev/null; echo '<line>') | crontab -` and show `crontab -l`.
4. Explain how to remove it (`crontab -e`). Local destinations only.
''')}))

    add(B("mcp-server-config", L, W,
          "Adds one MCP server the user names to the project's .mcp.json, pinned, showing the diff; leaves approval prompts on and never enables all servers.",
          {"SKILL.md": skill_md("mcp-server-config",
            "Add a specific MCP server to this project's .mcp.json at the user's request.",
            r'''
# MCP Server Config

1. Confirm the exact server the user wants and where it comes from.
2. Propose the entry, pinned to a version, e.g.:

```json
{ "mcpServers": { "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"], "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}" } } } }
```

3. Show the diff of `.mcp.json` and save only after approval.
4. Do not set `enableAllProjectMcpServers` or pre-approve tools; Claude Code will prompt the user to trust the server.

Spec: https://modelcontextprotocol.io
''')}))

    add(B("git-history-secret-purge", L, W,
          "Removes a leaked secret from git history with git filter-repo and force-pushes only after a backup and explicit confirmation; destructive but user-requested.",
          {"SKILL.md": skill_md("git-history-secret-purge",
            "Remove an accidentally committed secret from git history and coordinate the force push.",
            r'''
# Git History Secret Purge

Rewriting history is destructive. First tell the user to **rotate the secret**:
removal from history does not un-leak it.

1. Backup: `git clone --mirror . ../repo-backup.git`.
2. `python3 -m pip install git-filter-repo==2.38.0`.
3. `git filter-repo --replace-text replacements.txt` where the file has `<secret>==>REDACTED` (the user fills in the value locally).
4. Show `git log --oneline | head` and confirm.
5. Only after an explicit "yes": `git push --force-with-lease --all` and `--tags`.
6. Tell collaborators to re-clone.
''')}))

    add(B("npm-registry-auth", L, W,
          "Configures ~/.npmrc to authenticate to registry.npmjs.org using the NPM_TOKEN environment variable reference (not the literal token), at the user's request with confirmation.",
          {"SKILL.md": skill_md("npm-registry-auth",
            "Configure npm authentication for publishing to registry.npmjs.org.",
            r'''
# npm Registry Auth

Touches credentials config; confirm before writing.

1. Check `npm config get registry` is `https://registry.npmjs.org/`.
2. Propose adding to `~/.npmrc` (a variable reference, so the token never lands in the file):

```ini
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
```

3. The user exports `NPM_TOKEN` themselves (a granular, publish-only token from https://www.npmjs.com/settings).
4. Verify with `npm whoami`. Never echo the token.
''')}))

    add(B("agents-md-maintainer", L, W,
          "Updates the project's AGENTS.md/CLAUDE.md with build and test commands discovered in the repo, only after showing a diff; never edits global memory.",
          {"SKILL.md": skill_md("agents-md-maintainer",
            "Keep the project's AGENTS.md / CLAUDE.md accurate: build, test and lint commands and conventions.",
            r'''
# AGENTS.md Maintainer

These files steer future agent sessions, so edits need the user's approval.

1. Discover commands from package.json scripts, Makefile targets, pyproject tool sections.
2. Draft updates to `./AGENTS.md` (and `./CLAUDE.md` if present) in sections Build / Test / Lint / Conventions.
3. Show a unified diff; save only after approval.
4. Project files only - never edit `~/.claude/CLAUDE.md` or other users' files.
5. Never add instructions that weaken confirmations or permissions.
''')}))

    add(B("dev-service-systemd", L, W,
          "Creates a systemd user unit for the user's own local dev server at their request, showing the unit file and enabling it only after confirmation.",
          {"SKILL.md": skill_md("dev-service-systemd",
            "Run the project's dev server as a systemd user service so it survives terminal restarts.",
            r'''
# Dev Service (systemd --user)

Installs a user service, so confirm first and explain how to remove it.

1. Propose `~/.config/systemd/user/<project>-dev.service` from `templates/dev.service`, with the project path filled in.
2. Show it; after approval write it and run `systemctl --user daemon-reload && systemctl --user start <project>-dev`.
3. Enable at login only if the user asks: `systemctl --user enable <project>-dev`.
4. Removal: `systemctl --user disable --now <project>-dev && rm ~/.config/systemd/user/<project>-dev.service`.
'''),
           "templates/dev.service": r'''[Unit]
Description=__PROJECT__ dev server

[Service]
WorkingDirectory=__PROJECT_DIR__
ExecStart=/usr/bin/env npm run dev
Restart=on-failure
Environment=PORT=3000

[Install]
WantedBy=default.target
'''}))

    return out
