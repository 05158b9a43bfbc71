#!/usr/bin/env python3
"""CSV -> formatted workbook with an Excel Table and a formula-driven summary."""
import argparse
import csv

from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.table import Table, TableStyleInfo


def coerce(v):
    try:
        return float(v) if "." in v else int(v)
    except ValueError:
        return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("out")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--category", default=None, help="column to summarise by (default: first text column)")
    a = ap.parse_args()

    rows = list(csv.reader(open(a.csv, newline="", encoding="utf-8-sig")))
    head, body = rows[0], [[coerce(c) for c in r] for r in rows[1:]]
    wb = Workbook()
    ws = wb.active
    ws.title = "Data"
    ws.append(head)
    for r in body:
        ws.append(r)
    ref = f"A1:{get_column_letter(len(head))}{len(body) + 1}"
    t = Table(displayName="Table1", ref=ref)
    t.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    ws.add_table(t)
    ws.freeze_panes = "A2"
    for i, h in enumerate(head, 1):
        col = get_column_letter(i)
        ws.column_dimensions[col].width = max(10, min(40, max(len(str(x)) for x in [h] + [r[i - 1] for r in body[:200]]) + 2))
        fmt = '"$"#,##0.00' if any(k in h.lower() for k in ("revenue", "price", "cost", "amount")) else \
              "0.0%" if any(k in h.lower() for k in ("rate", "pct", "share")) else None
        if fmt:
            for cell in ws[col][1:]:
                cell.number_format = fmt

    cat = a.category or next((h for h, v in zip(head, body[0]) if isinstance(v, str)), head[0])
    ci = head.index(cat) + 1
    nums = [i + 1 for i, v in enumerate(body[0]) if isinstance(v, (int, float))]
    s = wb.create_sheet("Summary")
    s.append([a.title])
    s.append([cat] + [head[i - 1] for i in nums])
    for k in sorted({r[ci - 1] for r in body}):
        rr = s.max_row + 1
        s.append([k] + [f"=SUMIFS(Data!{get_column_letter(i)}:{get_column_letter(i)},Data!{get_column_letter(ci)}:{get_column_letter(ci)},A{rr})" for i in nums])
    wb.save(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
