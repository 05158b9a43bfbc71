rule CoinMiner_XMRig_Generic
{
    meta:
        description = "Detects XMRig-style miners by config strings"
        author = "detection-team"
    strings:
        $a = "stratum+tcp://" ascii
        $b = "donate-level" ascii
        $c = "randomx" ascii nocase
        $d = "xmrig" ascii nocase
    condition:
        filesize < 20MB and 3 of them
}

rule Stealer_Wallet_Paths
{
    meta:
        description = "Binaries referencing many browser-wallet extension IDs"
    strings:
        $mm = "nkbihfbeogaeaoehlefnkodbefgpgknn"
        $ex = "exodus.wallet"
        $el = "electrum" nocase
        $ld = "Login Data"
    condition:
        3 of them
}
