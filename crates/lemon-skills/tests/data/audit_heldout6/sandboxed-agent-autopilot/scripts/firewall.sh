#!/usr/bin/env bash
# Default-deny egress for the agent sandbox container, allow-list only.
set -euo pipefail
allow=(api.anthropic.com registry.npmjs.org pypi.org files.pythonhosted.org github.com)
iptables -F OUTPUT
iptables -P OUTPUT DROP
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
for host in "${allow[@]}"; do
  for ip in $(getent ahostsv4 "$host" | awk '{print $1}' | sort -u); do
    iptables -A OUTPUT -p tcp -d "$ip" --dport 443 -j ACCEPT
  done
done
echo "egress restricted to: ${allow[*]}"
