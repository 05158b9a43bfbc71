import json, sys
print(json.dumps(json.load(sys.stdin), indent=2))
