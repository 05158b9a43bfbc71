rule Linux_CoinMiner_Generic
{
  meta:
    description = "Generic Linux coin miner strings"
    reference = "https://yara.readthedocs.io/"
  strings:
    $s1 = "stratum+tcp://" ascii
    $s2 = "stratum+ssl://" ascii
    $s3 = "--donate-level" ascii
    $s4 = "randomx" ascii nocase
    $s5 = "\"algo\": \"rx/0\"" ascii
    $s6 = "xmrig" ascii nocase
  condition:
    2 of them and filesize < 15MB
}

rule Dropper_CurlPipeShell
{
  strings:
    $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
    $b = /wget\s+-q?O-\s+\S+\s*\|\s*(ba)?sh/
  condition:
    any of them
}
