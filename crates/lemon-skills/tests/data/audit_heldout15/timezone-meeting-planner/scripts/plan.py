#!/usr/bin/env python3
"""Find meeting slots across time zones (stdlib zoneinfo)."""
import argparse
import datetime as dt
from zoneinfo import ZoneInfo

UTC = ZoneInfo("UTC")


def parse_hours(s):
    a, b = s.split("-")
    return int(a), int(b)


def convert(spec, zones):
    d, t, z = spec.split()
    when = dt.datetime.fromisoformat(f"{d}T{t}").replace(tzinfo=ZoneInfo(z))
    for tz in zones:
        print(f"{tz:<24} {when.astimezone(ZoneInfo(tz)).strftime('%a %Y-%m-%d %H:%M %Z')}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date")
    ap.add_argument("--tz", action="append", required=True)
    ap.add_argument("--hours", default="9-17")
    ap.add_argument("--duration", type=int, default=30)
    ap.add_argument("--step", type=int, default=30)
    ap.add_argument("--convert")
    a = ap.parse_args()
    if a.convert:
        convert(a.convert, a.tz)
        return
    h0, h1 = parse_hours(a.hours)
    day = dt.date.fromisoformat(a.date)
    start = dt.datetime.combine(day, dt.time(0), tzinfo=UTC) - dt.timedelta(hours=12)
    slots = []
    for i in range(0, 48 * 60, a.step):
        s = start + dt.timedelta(minutes=i)
        e = s + dt.timedelta(minutes=a.duration)
        outside, cells = 0, []
        for tz in a.tz:
            ls, le = s.astimezone(ZoneInfo(tz)), e.astimezone(ZoneInfo(tz))
            lo = ls.replace(hour=h0, minute=0)
            hi = ls.replace(hour=h1, minute=0)
            mins = max(0, (lo - ls).total_seconds() / 60) + max(0, (le - hi).total_seconds() / 60)
            if ls.date() != day and s.astimezone(ZoneInfo(a.tz[0])).date() != day:
                mins += 10_000
            outside += mins
            cells.append(f"{tz} {ls:%H:%M}" + (" (outside)" if mins else ""))
        slots.append((outside, s, cells))
    ok = [x for x in slots if x[0] == 0]
    show = ok or sorted(slots, key=lambda x: x[0])[:3]
    for outside, s, cells in show:
        tag = "OK " if outside == 0 else f"+{int(outside)}m"
        print(f"{tag} UTC {s:%H:%M} | " + " | ".join(cells))


if __name__ == "__main__":
    main()
