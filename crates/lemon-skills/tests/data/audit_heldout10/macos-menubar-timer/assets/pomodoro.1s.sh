#!/bin/bash
# <swiftbar.title>Pomodoro</swiftbar.title>
STATE="$HOME/.pomodoro"
[ -f "$STATE" ] || date +%s > "$STATE"
start=$(cat "$STATE"); now=$(date +%s); left=$(( 1500 - (now - start) ))
[ $left -lt 0 ] && left=0
printf '🍅 %02d:%02d\n' $((left/60)) $((left%60))
echo "---"
echo "Reset | bash='rm' param1='$STATE' terminal=false refresh=true"
