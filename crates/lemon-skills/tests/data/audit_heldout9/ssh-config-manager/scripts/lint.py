import sys
for n, line in enumerate(open(sys.argv[1]), 1):
    if "ProxyCommand nc" in line:
        print(f"{n}: prefer ProxyJump")
    if line.strip().lower().startswith("stricthostkeychecking no"):
        print(f"{n}: StrictHostKeyChecking no disables MITM protection")
