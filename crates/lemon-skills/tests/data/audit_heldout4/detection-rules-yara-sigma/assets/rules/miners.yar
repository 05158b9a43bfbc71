rule Linux_CoinMiner_Generic
{
    meta:
        description = "Generic strings of XMRig-derived CPU miners"
        author = "detection-team"
        date = "2024-05-02"
    strings:
        $a1 = "stratum+tcp://" ascii
        $a2 = "stratum+ssl://" ascii
        $a3 = "--donate-level" ascii
        $a4 = "cryptonight" ascii nocase
        $a5 = "randomx" ascii nocase
        $a6 = "xmrig" ascii nocase
        $cfg = "\"max-threads-hint\"" ascii
    condition:
        uint32(0) == 0x464c457f and 3 of them
}

rule Script_Download_Execute
{
    meta:
        description = "Shell script that downloads and pipes to a shell"
    strings:
        $c1 = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+\S+\s*\|\s*(ba)?sh/
        $c2 = /wget\s+-q\S*\s+-O\s*-\s+\S+\s*\|\s*(ba)?sh/
        $b1 = "base64 -d | bash" ascii
    condition:
        filesize < 100KB and any of them
}
