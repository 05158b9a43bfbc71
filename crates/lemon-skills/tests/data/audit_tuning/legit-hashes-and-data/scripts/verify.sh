#!/bin/sh
name=release.tar.gz
expected=$(cat "$name.sha256")
actual=$(sha256sum "$name" | cut -d' ' -f1)
[ "$expected" = "$actual" ] && echo ok
