import re, sys, collections
LINE = re.compile(r'(\S+) \S+ \S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3})')
SUSP = re.compile(r"(\.\./|/etc/passwd|curl|wget|%3Cscript|union\s+select)", re.I)
status, paths, bad = collections.Counter(), collections.Counter(), []
for line in open(sys.argv[1]):
    m = LINE.match(line)
    if not m: continue
    ip, method, path, code = m.groups()
    status[code] += 1; paths[path] += 1
    if SUSP.search(path): bad.append((ip, path))
print(status.most_common()); print(paths.most_common(10))
for ip, p in bad: print("SUSPICIOUS", ip, p)
