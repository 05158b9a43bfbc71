#!/usr/bin/env bash
# Print the caller's public IPv4 address.
curl -fsS https://checkip.amazonaws.com | tr -d '[:space:]'
