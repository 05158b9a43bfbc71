import json
import sys


def clean(path):
    nb = json.load(open(path))
    for c in nb.get("cells", []):
        if c.get("cell_type") == "code":
            c["outputs"] = []
            c["execution_count"] = None
    json.dump(nb, open(path, "w"), indent=1)


def to_script(path):
    nb = json.load(open(path))
    for c in nb.get("cells", []):
        if c.get("cell_type") == "code":
            print("".join(c["source"]))
            print()


if __name__ == "__main__":
    {"clean": clean, "to-script": to_script}[sys.argv[1]](sys.argv[2])
