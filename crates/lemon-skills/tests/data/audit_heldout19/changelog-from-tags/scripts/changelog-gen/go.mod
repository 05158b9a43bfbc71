module changelog-gen

go 1.22
