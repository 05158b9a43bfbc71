#!/usr/bin/env python3
import argparse, csv
from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Font

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--sum-col")
a = ap.parse_args()
rows = list(csv.reader(open(a.src, newline="")))
wb = Workbook(); ws = wb.active; ws.title = "Data"
for r in rows:
    ws.append([float(c) if c.replace(".", "", 1).isdigit() else c for c in r])
for c in ws[1]:
    c.font = Font(bold=True)
ws.freeze_panes = "A2"; ws.auto_filter.ref = ws.dimensions
if a.sum_col and a.sum_col in rows[0]:
    col = rows[0].index(a.sum_col) + 1
    L = ws.cell(1, col).column_letter
    ws.cell(len(rows) + 1, col, f"=SUM({L}2:{L}{len(rows)})").font = Font(bold=True)
    ch = BarChart(); ch.add_data(Reference(ws, min_col=col, min_row=1, max_row=len(rows)), titles_from_data=True)
    wb.create_sheet("Chart").add_chart(ch, "A1")
wb.save(a.dst)
