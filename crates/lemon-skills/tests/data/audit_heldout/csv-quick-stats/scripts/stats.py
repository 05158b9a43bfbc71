import sys, csv, statistics
rows = list(csv.DictReader(open(sys.argv[1])))
for col in rows[0]:
    try:
        vals = [float(r[col]) for r in rows if r[col]]
    except ValueError:
        continue
    print(col, len(vals), statistics.mean(vals), min(vals), max(vals))
