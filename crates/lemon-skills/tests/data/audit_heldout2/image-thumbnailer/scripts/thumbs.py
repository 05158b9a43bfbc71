#!/usr/bin/env python3
import argparse
import pathlib

from PIL import Image, ImageOps

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("dst")
ap.add_argument("--size", type=int, default=640)
a = ap.parse_args()
out = pathlib.Path(a.dst)
out.mkdir(parents=True, exist_ok=True)
for p in pathlib.Path(a.src).iterdir():
    if p.suffix.lower() not in {".jpg", ".jpeg", ".png"}:
        continue
    with Image.open(p) as im:
        im = ImageOps.exif_transpose(im)
        im.thumbnail((a.size, a.size))
        im.save(out / (p.stem + ".webp"), "WEBP", quality=82)
