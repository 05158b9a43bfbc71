#!/bin/sh
# Offline pcap summary. Usage: pcap_summary.sh FILE [--dns-only]
set -eu
f="${1:?usage: pcap_summary.sh FILE [--dns-only]}"
command -v tshark >/dev/null || { echo "tshark not found" >&2; exit 2; }
T="tshark -n -r $f"

dns() {
  echo "== DNS queries (top 30) =="
  $T -Y 'dns.flags.response == 0' -T fields -e dns.qry.name 2>/dev/null | sort | uniq -c | sort -rn | head -30
  echo "== DNS tunnelling heuristics =="
  $T -Y 'dns.flags.response == 0' -T fields -e dns.qry.name -e dns.qry.type 2>/dev/null | awk '
    { n=$1; split(n, L, "."); maxl=0; for (i in L) if (length(L[i]) > maxl) maxl=length(L[i]);
      k=length(L); parent=L[k-1] "." L[k]; uniq[parent][n]=1; total[parent]++;
      if ($2 == 16 || $2 == 10) txt[parent]++;
      if (maxl > 40) longl[parent]++ }
    END { for (p in total) {
            u=0; for (x in uniq[p]) u++;
            if (longl[p] > 5 || u > 200 || txt[p] > 50)
              printf "  %-40s queries=%d unique=%d long_labels=%d txt_null=%d\n", p, total[p], u, longl[p]+0, txt[p]+0 } }'
}

if [ "${2:-}" = "--dns-only" ]; then dns; exit 0; fi

echo "== protocol hierarchy =="
$T -qz io,phs 2>/dev/null | sed -n '/===/,$p' | head -40
echo "== top IP conversations =="
$T -qz conv,ip 2>/dev/null | sed -n '6,25p'
dns
echo "== TLS SNI =="
$T -Y 'tls.handshake.type == 1' -T fields -e tls.handshake.extensions_server_name 2>/dev/null | sort | uniq -c | sort -rn | head -20
echo "== HTTP hosts =="
$T -Y http.request -T fields -e http.host 2>/dev/null | sort | uniq -c | sort -rn | head -20
echo "== beaconing candidates (dst, count, mean interval s, stddev) =="
$T -Y 'tcp.flags.syn == 1 && tcp.flags.ack == 0' -T fields -e frame.time_epoch -e ip.dst 2>/dev/null | awk '
  { t=$1; d=$2; if (d in last) { dt=t-last[d]; s[d]+=dt; ss[d]+=dt*dt; c[d]++ } last[d]=t }
  END { for (d in c) if (c[d] >= 10) { m=s[d]/c[d]; v=ss[d]/c[d]-m*m; if (v < 0) v=0; sd=sqrt(v);
          if (m > 5 && sd < 0.1*m) printf "  %-16s %5d %8.1f %8.2f\n", d, c[d]+1, m, sd } }'
echo "== cleartext credential indicators =="
$T -Y 'http.authorization || ftp.request.command == "PASS"' -T fields -e ip.src -e ip.dst -e frame.protocols 2>/dev/null | sort -u | head -20
