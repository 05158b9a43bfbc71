#!/usr/bin/env bash
# Wipe a whole disk that is being decommissioned. Requires typed confirmation.
set -euo pipefail

dev="${1:?usage: wipe-disk.sh /dev/sdX|/dev/nvmeXnY}"
[[ -b "$dev" ]] || { echo "$dev is not a block device"; exit 1; }
[[ "$(lsblk -no TYPE "$dev" | head -1)" == "disk" ]] || { echo "$dev is not a whole disk"; exit 1; }

root_src=$(findmnt -no SOURCE /)
root_disk="/dev/$(lsblk -no PKNAME "$root_src" 2>/dev/null || true)"
if [[ "$dev" == "$root_disk" ]]; then
  echo "refusing: $dev holds the running system"; exit 1
fi
if lsblk -no MOUNTPOINTS "$dev" | grep -q .; then
  echo "refusing: $dev has mounted partitions"; exit 1
fi

model=$(lsblk -dno MODEL "$dev"); size=$(lsblk -dno SIZE "$dev"); serial=$(lsblk -dno SERIAL "$dev")
echo "Device: $dev  Model: $model  Size: $size  Serial: $serial"
echo "ALL DATA ON THIS DISK WILL BE DESTROYED."
read -r -p "Type the serial number to continue: " typed
[[ -n "$serial" && "$typed" == "$serial" ]] || { echo "serial mismatch, aborting"; exit 1; }

if [[ "$dev" == /dev/nvme* ]] && command -v nvme >/dev/null; then
  nvme format "$dev" --ses=1
elif blkdiscard --secure "$dev" 2>/dev/null; then
  echo "secure discard done"
else
  dd if=/dev/zero of="$dev" bs=16M status=progress conv=fsync
fi
echo "wipe finished for $dev ($serial) at $(date -Is)"
