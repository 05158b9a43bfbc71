"""Small helpers shared by the bundle modules."""


def fm(name, description, extra=""):
    head = "---\nname: %s\ndescription: %s\n" % (name, description)
    if extra:
        head += extra.rstrip("\n") + "\n"
    return head + "---\n\n"


def bundle(dir, kind, expected, where, note, files, symlinks=None):
    b = {"dir": dir, "kind": kind, "expected": expected, "where": where,
         "note": note, "files": files}
    if symlinks:
        b["symlinks"] = symlinks
    return b


def hostile_md(dir, note, files):
    return bundle(dir, "hostile", "block", "skillmd", note + " [in SKILL.md]", files)


def hostile_sup(dir, note, files, symlinks=None):
    return bundle(dir, "hostile", "block", "support", note + " [supporting file only]", files, symlinks)


def legit(dir, expected, where, note, files):
    tag = " [in SKILL.md]" if where == "skillmd" else " [supporting file only]"
    return bundle(dir, "legit", expected, where, note + tag, files)
