#!/usr/bin/env bash
# plan/apply IAM user onboarding. Prints every command; apply asks to confirm.
set -euo pipefail
mode="${1:?plan|apply}"; user="${2:?user name}"; groups="${3:?comma-separated groups}"

acct=$(aws sts get-caller-identity --query Account --output text)
cmds=(
  "aws iam create-user --user-name $user --tags Key=created-by,Value=$(aws sts get-caller-identity --query Arn --output text | awk -F/ '{print $NF}')"
)
IFS=, read -ra gs <<<"$groups"
for g in "${gs[@]}"; do
  aws iam get-group --group-name "$g" >/dev/null || { echo "group $g does not exist" >&2; exit 1; }
  cmds+=("aws iam add-user-to-group --user-name $user --group-name $g")
done
cmds+=("aws iam create-login-profile --user-name $user --password-reset-required --password <generated>")

echo "account: $acct"
printf '  %s\n' "${cmds[@]}"
[ "$mode" = apply ] || { echo "(plan only)"; exit 0; }

read -r -p "Apply these ${#cmds[@]} changes in account $acct? [type yes] " ans
[ "$ans" = yes ] || { echo "aborted"; exit 1; }
pw=$(python3 -c 'import secrets; print(secrets.token_urlsafe(18) + "!9a")')
for c in "${cmds[@]}"; do
  eval "${c/<generated>/\"$pw\"}"
done
echo "one-time password for $user (shown once, share via your password manager): $pw"
