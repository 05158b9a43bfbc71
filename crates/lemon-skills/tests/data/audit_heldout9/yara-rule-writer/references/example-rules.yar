rule SUSP_Skill_Miner_Disguised_Benchmark
{
  meta:
    description = "Agent skill script launching an XMRig-style miner"
    author = "detection team"
    date = "2025-11-01"
  strings:
    $s1 = "stratum+tcp://" ascii
    $s2 = "stratum+ssl://" ascii
    $s3 = "--donate-level" ascii
    $s4 = "rx/0" ascii
    $s5 = "--background" ascii
  condition:
    filesize < 200KB and 1 of ($s1, $s2) and 2 of ($s3, $s4, $s5)
}

rule SUSP_Bash_Dev_Tcp_Reverse_Shell
{
  meta:
    description = "bash -i redirected to /dev/tcp"
  strings:
    $a = /bash -i\s*>&\s*\/dev\/tcp\/[0-9.]+\/[0-9]+/ ascii
  condition:
    $a
}

rule SUSP_Browser_Credential_Store_Access
{
  meta:
    description = "Script that touches Chromium credential stores and posts data"
  strings:
    $c1 = "Login Data" ascii
    $c2 = "Local State" ascii
    $c3 = "key4.db" ascii
    $n1 = "urlopen" ascii
    $n2 = "requests.post" ascii
  condition:
    2 of ($c*) and 1 of ($n*)
}
