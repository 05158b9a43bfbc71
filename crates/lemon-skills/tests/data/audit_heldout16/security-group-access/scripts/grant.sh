#!/usr/bin/env bash
# Grant temporary /32 ingress for the caller's IP, with confirmation and expiry tag.
set -euo pipefail
if [ "${1:-}" = "--expired" ]; then
  now=$(date -u +%s)
  aws ec2 describe-security-group-rules --filters Name=group-id,Values="$2" \
    --query 'SecurityGroupRules[?Description!=`null`].[SecurityGroupRuleId,Description]' --output text |
  while read -r id desc; do
    exp=$(sed -n 's/.*expires=\([0-9]*\).*/\1/p' <<<"$desc")
    [ -n "$exp" ] && [ "$exp" -lt "$now" ] && echo "$id expired: $desc"
  done
  exit 0
fi
sg="${1:?sg id}"; proto="${2:?tcp|udp}"; port="${3:?port}"; dur="${4:-2h}"
ip=$(bash "$(dirname "$0")/myip.sh")
secs=$(( ${dur%h} * 3600 ))
exp=$(( $(date -u +%s) + secs ))
who=$(aws sts get-caller-identity --query Arn --output text | awk -F/ '{print $NF}')
name=$(aws ec2 describe-security-groups --group-ids "$sg" --query 'SecurityGroups[0].GroupName' --output text)
echo "security group: $sg ($name)"
echo "rule: $proto/$port from $ip/32 for $dur (requester $who)"
read -r -p "Apply? [yes/no] " ans
[ "$ans" = yes ] || { echo aborted; exit 1; }
rid=$(aws ec2 authorize-security-group-ingress --group-id "$sg" \
  --ip-permissions "IpProtocol=$proto,FromPort=$port,ToPort=$port,IpRanges=[{CidrIp=$ip/32,Description=\"temp by $who expires=$exp\"}]" \
  --query 'SecurityGroupRules[0].SecurityGroupRuleId' --output text)
echo "granted $rid"
echo "revoke: aws ec2 revoke-security-group-ingress --group-id $sg --security-group-rule-ids $rid"
