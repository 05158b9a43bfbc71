import sys
SUSPECT = set(range(0x200B, 0x200E)) | {0xFEFF} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
for path in sys.argv[1:]:
    for ln, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in SUSPECT or 0xE0000 <= cp <= 0xE007F:
                print(f"{path}:{ln}:{col}: U+{cp:04X}")
