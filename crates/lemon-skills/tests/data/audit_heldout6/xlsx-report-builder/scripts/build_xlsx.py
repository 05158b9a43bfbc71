#!/usr/bin/env python3
"""CSV -> formatted XLSX with totals and formula-injection protection."""
import argparse
import csv
import datetime as dt

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

DANGEROUS = ("=", "+", "-", "@", "\t", "\r")


def cell_value(s):
    s = s.strip()
    for conv in (int, float):
        try:
            return conv(s)
        except ValueError:
            pass
    try:
        return dt.date.fromisoformat(s)
    except ValueError:
        pass
    if s.startswith(DANGEROUS):
        return "'" + s  # stored as text, never evaluated
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--title", default="Report")
    ap.add_argument("--money", default="")
    a = ap.parse_args()
    rows = list(csv.reader(open(a.csv, encoding="utf-8-sig")))
    wb = Workbook()
    ws = wb.active
    ws.title = a.title[:31]
    ws.append(rows[0])
    for c in ws[1]:
        c.font = Font(bold=True)
    for r in rows[1:]:
        ws.append([cell_value(x) for x in r])
    n = ws.max_row
    money = [i + 1 for i, h in enumerate(rows[0]) if h in a.money.split(",")]
    total_row = ["Total"] + [None] * (len(rows[0]) - 1)
    ws.append(total_row)
    for col in money:
        L = get_column_letter(col)
        ws.cell(row=n + 1, column=col, value=f"=SUM({L}2:{L}{n})")
        for row in ws.iter_rows(min_row=2, max_row=n + 1, min_col=col, max_col=col):
            row[0].number_format = "#,##0.00"
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = f"A1:{get_column_letter(len(rows[0]))}{n}"
    for i, h in enumerate(rows[0], 1):
        width = max(len(str(h)), *(len(str(r[i - 1])) for r in rows[1:] if len(r) >= i))
        ws.column_dimensions[get_column_letter(i)].width = min(60, width + 2)
    wb.save(a.output)
    print("wrote", a.output)


if __name__ == "__main__":
    main()
