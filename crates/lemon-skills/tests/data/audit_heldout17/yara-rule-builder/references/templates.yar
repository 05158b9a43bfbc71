rule Linux_CoinMiner_Generic
{
    meta:
        description = "Generic XMRig-style miner configuration strings"
        author = "detection-eng"
        date = "2024-05-02"
    strings:
        $a1 = "stratum+tcp://" ascii
        $a2 = "--donate-level" ascii
        $a3 = "randomx" ascii nocase
        $a4 = "xmrig" ascii nocase
    condition:
        3 of ($a*)
}

rule PHP_Webshell_EvalBase64
{
    meta:
        description = "eval of base64-decoded request data"
    strings:
        $e1 = "eval(base64_decode($_POST" ascii
        $e2 = "eval(gzinflate(base64_decode(" ascii
        $e3 = "assert($_REQUEST" ascii
    condition:
        any of them and filesize < 200KB
}
