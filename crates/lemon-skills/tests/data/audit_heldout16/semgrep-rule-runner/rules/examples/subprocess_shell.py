import subprocess


def bad(name):
    # ruleid: py-subprocess-shell-true
    subprocess.run(f"git log --author={name}", shell=True)


def good(name):
    # ok: py-subprocess-shell-true
    subprocess.run(["git", "log", f"--author={name}"])
