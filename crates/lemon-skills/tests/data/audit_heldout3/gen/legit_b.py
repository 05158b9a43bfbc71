"""Legitimate bundles, part B: deployment and system administration that legitimately use
sudo, systemctl, crontab, docker, ssh and official installers (with checksums), plus the
genuinely borderline ones expected to warn."""

from common import L


def bundles():
    out = []

    out.append(L(
        "nginx-site-deploy", "pass", "deployment",
        "apt install, sudo systemctl enable/reload, certbot, ufw — standard web server setup",
        "Deploy a static site or reverse proxy with nginx on Ubuntu: install, server block, TLS with certbot, firewall and reloads. Use when putting a site or app behind nginx.",
        """
        # Nginx Site Deploy

        ## Install

        ```bash
        sudo apt-get update
        sudo apt-get install -y nginx
        sudo systemctl enable --now nginx
        ```

        ## Server block

        Copy `templates/site.conf` to `/etc/nginx/sites-available/<domain>`, fill in the
        domain and upstream, then:

        ```bash
        sudo ln -s /etc/nginx/sites-available/<domain> /etc/nginx/sites-enabled/
        sudo nginx -t && sudo systemctl reload nginx
        ```

        ## TLS

        ```bash
        sudo apt-get install -y certbot python3-certbot-nginx
        sudo certbot --nginx -d <domain> --redirect
        ```

        ## Firewall

        ```bash
        sudo ufw allow 'Nginx Full'
        sudo ufw status
        ```

        Always run `nginx -t` before a reload; a failed reload keeps the old config.
        """,
        files={
            "templates/site.conf": """
            server {
                listen 80;
                server_name DOMAIN;

                location / {
                    proxy_pass http://127.0.0.1:3000;
                    proxy_set_header Host $host;
                    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
                    proxy_set_header X-Forwarded-Proto $scheme;
                }
            }
            """,
        },
    ))

    out.append(L(
        "postgres-backup-cron", "pass", "sysadmin",
        "a local pg_dump script with retention, scheduled with a crontab line the user reviews; no network except the local database",
        "Schedule nightly PostgreSQL backups with pg_dump, compression, retention and a restore check. Use when a database has no backups or the user asks for scheduled dumps.",
        """
        # Postgres Backup with cron

        ## The script

        `scripts/pg_backup.sh` dumps one database in custom format to
        `/var/backups/postgres/<db>-<date>.dump` and deletes dumps older than 14 days.

        ## Schedule

        Show the user this line and add it with `crontab -e` for the `postgres` user after
        they agree:

        ```
        15 2 * * * /opt/pg-backup/pg_backup.sh appdb >> /var/log/pg_backup.log 2>&1
        ```

        ## Verify

        - `sudo -u postgres crontab -l` shows the line.
        - Next morning: a new file exists and `pg_restore --list` can read it.
        - Monthly: restore into a scratch database and count rows in key tables.
        """,
        files={
            "scripts/pg_backup.sh": r"""
            #!/usr/bin/env bash
            # Dump one database to /var/backups/postgres and keep 14 days.
            set -euo pipefail
            db="${1:?usage: pg_backup.sh DBNAME}"
            dir=/var/backups/postgres
            mkdir -p "$dir"
            out="$dir/$db-$(date +%Y%m%d-%H%M).dump"
            pg_dump --format=custom --file="$out.partial" "$db"
            mv "$out.partial" "$out"
            find "$dir" -name "$db-*.dump" -mtime +14 -delete
            echo "wrote $out"
            """,
        },
    ))

    out.append(L(
        "install-gh-cli", "pass", "official-installer",
        "downloads a GitHub CLI release tarball from the official releases page and verifies it against the published checksums before installing",
        "Install the GitHub CLI (gh) on Linux from the official release with checksum verification, or through the distribution's package manager. Use when gh is missing.",
        """
        # Install GitHub CLI

        ## Preferred: package manager

        - macOS: `brew install gh`
        - Debian/Ubuntu: follow the official apt repository instructions in the gh docs.

        ## Manual, with checksum

        ```bash
        v=2.62.0
        cd "$(mktemp -d)"
        curl -fsSLO "https://github.com/cli/cli/releases/download/v${v}/gh_${v}_linux_amd64.tar.gz"
        curl -fsSLO "https://github.com/cli/cli/releases/download/v${v}/gh_${v}_checksums.txt"
        grep "gh_${v}_linux_amd64.tar.gz" "gh_${v}_checksums.txt" | sha256sum -c -
        tar xzf "gh_${v}_linux_amd64.tar.gz"
        install -m 0755 "gh_${v}_linux_amd64/bin/gh" "$HOME/.local/bin/gh"
        gh --version
        ```

        Stop if the checksum does not match.

        ## Log in

        `gh auth login` — the user completes the browser flow; never handle the token.
        """,
    ))

    out.append(L(
        "docker-compose-dev", "pass", "deployment",
        "Docker Engine from the official apt repository (signed key, sudo tee of the source list), then an ordinary compose workflow",
        "Run a local development stack with Docker Compose: app, Postgres and Redis, with health checks, volumes and handy commands. Use when the user wants a local stack or their compose setup misbehaves.",
        """
        # Docker Compose Dev Stack

        ## Install Docker Engine (Ubuntu, official repository)

        ```bash
        sudo apt-get install -y ca-certificates curl
        sudo install -m 0755 -d /etc/apt/keyrings
        sudo curl -fsSL https://download.docker.com/linux/ubuntu/gpg -o /etc/apt/keyrings/docker.asc
        echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.asc] https://download.docker.com/linux/ubuntu $(. /etc/os-release && echo "$VERSION_CODENAME") stable" \\
          | sudo tee /etc/apt/sources.list.d/docker.list > /dev/null
        sudo apt-get update && sudo apt-get install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin
        sudo usermod -aG docker "$USER"
        ```

        Log out and in again for the group change.

        ## File

        Start from `templates/compose.yaml`; adjust the app's build context and ports.

        ## Everyday commands

        ```bash
        docker compose up -d --build
        docker compose ps
        docker compose logs -f app
        docker compose exec db psql -U app
        docker compose down            # keeps volumes
        ```

        ## Reset the database

        `docker compose down -v` removes the named volumes too — ask first, it deletes
        local data.
        """,
        files={
            "templates/compose.yaml": """
            services:
              app:
                build: .
                ports: ["3000:3000"]
                environment:
                  DATABASE_URL: postgres://app:app@db:5432/app
                  REDIS_URL: redis://redis:6379
                depends_on:
                  db: { condition: service_healthy }
              db:
                image: postgres:16
                environment: { POSTGRES_USER: app, POSTGRES_PASSWORD: app, POSTGRES_DB: app }
                volumes: [pgdata:/var/lib/postgresql/data]
                healthcheck:
                  test: ["CMD", "pg_isready", "-U", "app"]
                  interval: 5s
              redis:
                image: redis:7
            volumes:
              pgdata:
            """,
        },
    ))

    out.append(L(
        "ssh-key-setup", "pass", "sysadmin",
        "generates an ed25519 key, copies the public key to the user's own server, sets permissions; never prints or moves private keys",
        "Create and install an SSH key pair for a server: ed25519 key, ssh-copy-id, config entry, permissions and disabling password login. Use when the user sets up key-based SSH.",
        """
        # SSH Key Setup

        ## Create a key

        ```bash
        ssh-keygen -t ed25519 -C "$USER@$(hostname)" -f ~/.ssh/id_ed25519
        ```

        Use a passphrase, then load it into the agent:

        ```bash
        eval "$(ssh-agent -s)"
        ssh-add ~/.ssh/id_ed25519
        ```

        ## Install the public key on the server

        ```bash
        ssh-copy-id -i ~/.ssh/id_ed25519.pub user@server
        ```

        Only the `.pub` file ever leaves this machine.

        ## Config entry

        ```
        Host myserver
          HostName server.example.com
          User user
          IdentityFile ~/.ssh/id_ed25519
          IdentitiesOnly yes
        ```

        ## Permissions

        ```bash
        chmod 700 ~/.ssh
        chmod 600 ~/.ssh/id_ed25519 ~/.ssh/config
        ```

        ## Then disable password login (on the server)

        Set `PasswordAuthentication no` in `/etc/ssh/sshd_config`, check with
        `sudo sshd -t`, and `sudo systemctl reload ssh` — keep your current session open
        until a new login works.
        """,
    ))

    out.append(L(
        "systemd-service-author", "pass", "sysadmin",
        "writes a hardened systemd unit for the user's own app, daemon-reload, enable --now, journalctl",
        "Run an application as a systemd service: unit file with restart policy, environment file, hardening options and log access. Use when the user wants their app to start on boot and restart on failure.",
        """
        # Systemd Service Author

        ## Unit

        Fill `templates/app.service` and install it:

        ```bash
        sudo cp app.service /etc/systemd/system/myapp.service
        sudo systemctl daemon-reload
        sudo systemctl enable --now myapp
        systemctl status myapp
        ```

        ## Logs

        `journalctl -u myapp -f` and `journalctl -u myapp --since -1h`.

        ## Hardening checklist

        Run as a dedicated user, `NoNewPrivileges=yes`, `ProtectSystem=strict`,
        `ReadWritePaths=` only for the data directory. Check with
        `systemd-analyze security myapp`.
        """,
        files={
            "templates/app.service": """
            [Unit]
            Description=My application
            After=network-online.target
            Wants=network-online.target

            [Service]
            User=myapp
            EnvironmentFile=/etc/myapp/env
            ExecStart=/opt/myapp/bin/myapp --port 8080
            Restart=on-failure
            RestartSec=3
            NoNewPrivileges=yes
            ProtectSystem=strict
            ProtectHome=yes
            ReadWritePaths=/var/lib/myapp

            [Install]
            WantedBy=multi-user.target
            """,
        },
    ))

    out.append(L(
        "k8s-rollout", "pass", "deployment",
        "kubectl apply/rollout/undo with context checks; creates a secret from a local file without printing it",
        "Roll out a new version of a Kubernetes deployment safely: diff, apply, watch the rollout, and roll back on failure. Use when deploying to Kubernetes.",
        """
        # Kubernetes Rollout

        ## Before anything

        ```bash
        kubectl config current-context
        ```

        Confirm the context and namespace with the user.

        ## Deploy

        ```bash
        kubectl diff -f k8s/
        kubectl apply -f k8s/
        kubectl rollout status deploy/web --timeout=5m
        ```

        ## Secrets

        Create from a local file the user already has; do not echo values:

        ```bash
        kubectl create secret generic web-env --from-env-file=.env.production --dry-run=client -o yaml | kubectl apply -f -
        ```

        ## Roll back

        ```bash
        kubectl rollout undo deploy/web
        kubectl rollout history deploy/web
        ```
        """,
    ))

    out.append(L(
        "ansible-server-baseline", "pass", "deployment",
        "an Ansible playbook with become: true managing packages, a deploy user with the user's own public key, ufw and unattended upgrades",
        "Bring a fresh Ubuntu server to a secure baseline with Ansible: updates, a deploy user, SSH hardening, firewall and automatic security updates. Use when provisioning servers.",
        """
        # Ansible Server Baseline

        ## Run

        ```bash
        ansible-playbook -i inventory.ini templates/baseline.yml --check --diff
        ansible-playbook -i inventory.ini templates/baseline.yml
        ```

        Always run with `--check --diff` first and show the user the changes.

        ## What the playbook does

        - apt update/upgrade, installs `ufw`, `fail2ban`, `unattended-upgrades`
        - creates `deploy` with the user's public key from `files/deploy.pub`
        - disables root SSH login and password authentication
        - allows only SSH and HTTPS through ufw
        """,
        files={
            "templates/baseline.yml": """
            - hosts: all
              become: true
              tasks:
                - name: Update packages
                  ansible.builtin.apt:
                    update_cache: true
                    upgrade: safe
                - name: Install baseline packages
                  ansible.builtin.apt:
                    name: [ufw, fail2ban, unattended-upgrades]
                    state: present
                - name: Deploy user
                  ansible.builtin.user:
                    name: deploy
                    groups: sudo
                    append: true
                    shell: /bin/bash
                - name: Authorized key
                  ansible.posix.authorized_key:
                    user: deploy
                    key: "{{ lookup('file', 'files/deploy.pub') }}"
                - name: No root login
                  ansible.builtin.lineinfile:
                    path: /etc/ssh/sshd_config
                    regexp: '^#?PermitRootLogin'
                    line: PermitRootLogin no
                    validate: 'sshd -t -f %s'
                  notify: reload ssh
                - name: Firewall
                  community.general.ufw:
                    rule: allow
                    name: "{{ item }}"
                  loop: [OpenSSH, "Nginx Full"]
              handlers:
                - name: reload ssh
                  ansible.builtin.service:
                    name: ssh
                    state: reloaded
            """,
        },
    ))

    out.append(L(
        "ssh-tunnel-bastion", "pass", "sysadmin",
        "SSH local forwards through the user's own bastion with ProxyJump; no listeners beyond localhost",
        "Reach internal databases and dashboards through a bastion host with SSH ProxyJump and local port forwards. Use when a service is only reachable from inside the network.",
        """
        # SSH Tunnel via Bastion

        ## Config

        ```
        Host bastion
          HostName bastion.example.com
          User me

        Host db-internal
          HostName 10.0.3.15
          User me
          ProxyJump bastion
        ```

        ## Forward a port to localhost only

        ```bash
        ssh -N -L 127.0.0.1:15432:10.0.3.15:5432 bastion
        psql -h 127.0.0.1 -p 15432 -U app appdb
        ```

        Bind to `127.0.0.1`, never `0.0.0.0`, so the tunnel is not shared with your network.

        ## Keep it alive

        `ServerAliveInterval 30` in the config; stop the tunnel with Ctrl-C when done.
        """,
    ))

    out.append(L(
        "windows-event-triage", "pass", "sysadmin",
        "read-only PowerShell: Get-WinEvent filters, service state, reliability records",
        "Triage Windows problems from event logs: crashes, failed services, disk and update errors, with PowerShell filters. Use when a Windows machine crashes, reboots or a service fails.",
        """
        # Windows Event Triage

        ## Recent errors

        ```powershell
        Get-WinEvent -FilterHashtable @{LogName='System'; Level=1,2; StartTime=(Get-Date).AddDays(-2)} |
          Select-Object TimeCreated, ProviderName, Id, Message -First 50
        ```

        ## Unexpected reboots

        ```powershell
        Get-WinEvent -FilterHashtable @{LogName='System'; Id=41,6008,1074} -MaxEvents 20
        ```

        ## Failed services

        ```powershell
        Get-Service | Where-Object { $_.StartType -eq 'Automatic' -and $_.Status -ne 'Running' }
        ```

        ## Application crashes

        ```powershell
        Get-WinEvent -FilterHashtable @{LogName='Application'; Id=1000,1001} -MaxEvents 20
        ```

        Summarise by source and frequency before suggesting fixes.
        """,
    ))

    # --- genuinely borderline: expected warn ---

    out.append(L(
        "rust-toolchain-install", "warn", "official-installer-borderline",
        "pipes the official rustup installer into sh (the vendor's documented method, but still an unverified download run by a shell)",
        "Install Rust with rustup, pick a toolchain, and add components like clippy and rustfmt. Use when Rust is not installed or the toolchain is out of date.",
        """
        # Rust Toolchain Install

        ## Install rustup

        The Rust project's documented installer:

        ```bash
        curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
        . "$HOME/.cargo/env"
        ```

        On distributions that package rustup (Fedora, Arch, Homebrew) prefer the package.

        ## Toolchain and components

        ```bash
        rustup toolchain install stable
        rustup component add clippy rustfmt
        rustc --version && cargo --version
        ```

        ## Per-project pinning

        A `rust-toolchain.toml` with `channel = "1.83"` makes everyone use the same version.
        """,
    ))

    out.append(L(
        "ctf-netcat-lab", "warn", "security-lab-borderline",
        "a CTF lab that has trainees open netcat listeners on localhost inside a throwaway VM; legitimate teaching, but it does start a listener (the bind shell is only discussed)",
        "Run the networking warm-up of a capture-the-flag training: netcat listeners, banner grabbing and spotting a bind shell, all on localhost inside the lab VM. Use when running the team's CTF workshop.",
        """
        # CTF Netcat Lab

        **Only inside the disposable lab VM.** Everything binds to 127.0.0.1.

        ## Exercise 1 — listener and client

        Terminal A:

        ```bash
        nc -lvnp 9000 -s 127.0.0.1
        ```

        Terminal B: `echo hello | nc 127.0.0.1 9000`.

        ## Exercise 2 — banner grabbing

        `nc -v 127.0.0.1 22` and explain what the banner reveals.

        ## Exercise 3 — spot the bind shell (discussion only)

        Show the slide with `ss -ltnp` output from a compromised server where a netcat
        process listens on a high port with a shell attached. Ask: what gave it away, and
        what would you check next (parent process, start time, the binary's path)? Nobody
        runs a shell listener in this lab.

        Finish by stopping every listener with Ctrl-C and checking `ss -ltnp` shows
        nothing left on 9000.
        """,
    ))

    out.append(L(
        "disk-space-reclaim", "warn", "destructive-borderline",
        "docker system prune -af --volumes and removal of build directories and caches, after a report and an explicit yes; legitimately destructive",
        "Reclaim disk space on a developer machine: find big directories, prune Docker images and volumes, and delete build outputs. Use when the disk is nearly full.",
        """
        # Disk Space Reclaim

        ## Find what is big

        ```bash
        df -h
        du -xh ~ 2>/dev/null | sort -h | tail -25
        docker system df
        ```

        Show the user the list and the estimated savings, and **ask before deleting**.

        ## Docker

        ```bash
        docker system prune -af --volumes
        ```

        This deletes every stopped container, unused image, network and **volume** —
        including local databases. Confirm nothing in volumes is needed.

        ## Build outputs and caches

        ```bash
        find ~/code -maxdepth 3 -type d \\( -name node_modules -o -name target -o -name .venv \\) -prune -print
        # after review:
        find ~/code -maxdepth 3 -type d \\( -name node_modules -o -name target \\) -prune -exec rm -rf {} +
        rm -rf ~/.cache/pip ~/.npm/_cacache
        ```
        """,
    ))

    out.append(L(
        "dotfiles-bootstrap", "warn", "persistence-borderline",
        "appends PATH and alias lines to ~/.bashrc / ~/.zshrc with a backup and the user's consent; benign but it does modify shell start-up files",
        "Bootstrap a new machine from the user's dotfiles repository: back up existing files, link configs, set PATH and aliases. Use when setting up a new laptop or shell account.",
        """
        # Dotfiles Bootstrap

        ## Back up first

        ```bash
        ts=$(date +%Y%m%d%H%M%S)
        for f in ~/.bashrc ~/.zshrc ~/.gitconfig; do [ -f "$f" ] && cp "$f" "$f.bak.$ts"; done
        ```

        ## Link configs from the user's repository

        ```bash
        git clone https://github.com/<user>/dotfiles ~/.dotfiles
        ln -sf ~/.dotfiles/gitconfig ~/.gitconfig
        ```

        ## Shell start-up

        Show the user the block, then append it once (the marker prevents duplicates):

        ```bash
        grep -q '# >>> dotfiles >>>' ~/.bashrc || cat >> ~/.bashrc <<'EOF'
        # >>> dotfiles >>>
        export PATH="$HOME/.local/bin:$PATH"
        alias gs='git status -sb'
        alias ll='ls -lah'
        [ -x /opt/homebrew/bin/brew ] && eval "$(/opt/homebrew/bin/brew shellenv)"
        # <<< dotfiles <<<
        EOF
        ```

        Undo: restore the `.bak` file or delete the marked block.
        """,
    ))

    out.append(L(
        "release-docs-versions", "warn", "structure-borderline",
        "references/latest.md is a symlink to references/v3.md inside the skill (no escape), a harmless but unusual bundle member",
        "Keep versioned documentation for a library: one reference page per major version, a latest alias, and migration notes between versions. Use when documenting breaking changes across releases.",
        """
        # Release Docs by Version

        ## Layout

        - `references/v2.md`, `references/v3.md`: one page per major version.
        - `references/latest.md` always points at the newest major.

        ## When a major ships

        1. Copy the previous page to a new `v<N>.md` next to it and edit it.
        2. Move `latest.md` to the new page.
        3. Add a "Migrating from v<N-1>" section listing every breaking change with a
           before/after snippet.
        """,
        files={
            "references/v2.md": """
            # v2 reference

            - `connect(url)` returns a client.
            - Options are positional: `connect(url, timeout, retries)`.
            """,
            "references/v3.md": """
            # v3 reference

            - `connect(url, *, timeout=10, retries=3)`: options are keyword-only.

            ## Migrating from v2

            Before: `connect(u, 5, 2)` — after: `connect(u, timeout=5, retries=2)`.
            """,
        },
        symlinks={"references/latest.md": "v3.md"},
    ))

    return out
