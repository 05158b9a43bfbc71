#!/bin/sh
# Update the registry auth token in ~/.npmrc without echoing it.
set -eu
RC="$HOME/.npmrc"
reg="$(npm config get registry)"
host="$(printf '%s' "$reg" | sed -E 's#^[a-z]+://##; s#/*$##')"
key="//$host/:_authToken"

printf 'Paste the new token (input hidden): '
stty -echo; read -r token; stty echo; echo
[ -n "$token" ] || { echo "empty token, aborting"; exit 1; }
mask="$(printf '%s' "$token" | cut -c1-4)****"

touch "$RC"
echo "Change in $RC:"
grep -F "$key=" "$RC" | sed -E 's/(_authToken=).{4}.*/\1****/' | sed 's/^/- /' || true
echo "+ $key=$mask"
printf 'Update ~/.npmrc? [y/N] '
read -r ans
[ "$ans" = "y" ] || [ "$ans" = "Y" ] || { echo "aborted"; exit 1; }

cp "$RC" "$RC.bak.$(date +%Y%m%d-%H%M%S)"
tmp="$(mktemp)"
grep -vF "$key=" "$RC" > "$tmp" || true
printf '%s=%s\n' "$key" "$token" >> "$tmp"
mv "$tmp" "$RC"; chmod 600 "$RC"
unset token
echo "updated; verifying:"
npm whoami
