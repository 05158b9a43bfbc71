#!/usr/bin/env bash
set -euo pipefail
source ./deploy.env
rsync -avzn --delete --exclude .git --exclude .env ./ "$HOST:$APP_DIR/"
read -r -p "Proceed with deploy to $HOST? [yes/N] " ans
[ "$ans" = "yes" ] || { echo "aborted"; exit 1; }
ssh "$HOST" "cp -a $APP_DIR $APP_DIR.prev"
rsync -avz --delete --exclude .git --exclude .env ./ "$HOST:$APP_DIR/"
ssh "$HOST" "sudo systemctl restart $SERVICE && systemctl is-active $SERVICE"
curl -fsS "$HEALTH_URL" && echo "healthy"
