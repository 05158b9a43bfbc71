rule Script_Miner_Stratum
{
    meta:
        description = "Script launching a cryptocurrency miner against a stratum pool"
        severity = "high"
    strings:
        $s1 = "stratum+tcp://" ascii nocase
        $s2 = "stratum+ssl://" ascii nocase
        $f1 = "--donate-level" ascii
        $f2 = "--cpu-priority" ascii
        $f3 = "xmrig" ascii nocase
        $f4 = "--coin" ascii
    condition:
        filesize < 2MB and 1 of ($s*) and 1 of ($f*)
}

rule Script_Reverse_Shell
{
    meta:
        description = "Interactive shell redirected to a network socket"
        severity = "high"
    strings:
        $b1 = /bash -i *>& *\/dev\/tcp\// ascii
        $b2 = /\/dev\/tcp\/[0-9.]+\/[0-9]+/ ascii
        $p1 = "pty.spawn" ascii
        $p2 = "socket.socket" ascii
        $p3 = "os.dup2" ascii
        $n1 = "nc -e /bin/sh" ascii
    condition:
        $b1 or $b2 or $n1 or ($p1 and $p2 and $p3)
}

rule Script_Browser_Credential_Access
{
    meta:
        description = "Reads Chromium credential stores and sends data out"
        severity = "high"
    strings:
        $c1 = "Login Data" ascii wide
        $c2 = "Local State" ascii wide
        $c3 = "Cookies" ascii wide
        $u1 = "requests.post" ascii
        $u2 = "curl " ascii
        $u3 = "https.request" ascii
        $u4 = "sendDocument" ascii
    condition:
        filesize < 1MB and $c1 and ($c2 or $c3) and 1 of ($u*)
}

rule Script_Wallet_Access
{
    meta:
        description = "Touches desktop or browser-extension crypto wallet storage"
        severity = "medium"
    strings:
        $w1 = "exodus.wallet" ascii nocase
        $w2 = "Electrum/wallets" ascii nocase
        $w3 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii
        $w4 = "solana/id.json" ascii
        $w5 = "Local Extension Settings" ascii wide
    condition:
        2 of them
}

rule Script_Pipe_To_Shell_Installer
{
    meta:
        description = "Install hook that downloads and pipes to a shell"
        severity = "medium"
    strings:
        $h1 = "\"postinstall\"" ascii
        $h2 = "\"preinstall\"" ascii
        $h3 = "cmdclass" ascii
        $d1 = /curl[^|\n]{0,200}\|\s*(ba)?sh/ ascii
        $d2 = /wget[^|\n]{0,200}\|\s*(ba)?sh/ ascii
    condition:
        1 of ($h*) and 1 of ($d*)
}
