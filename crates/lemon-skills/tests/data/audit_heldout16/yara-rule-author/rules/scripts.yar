rule Miner_Config_Generic
{
    meta:
        description = "Crypto-miner configuration or command line (XMRig-style)"
        author = "detection-eng"
        date = "2024-05-01"
    strings:
        $pool1 = "stratum+tcp://" ascii
        $pool2 = "stratum+ssl://" ascii
        $opt1 = "--donate-level" ascii
        $opt2 = "\"donate-level\"" ascii
        $opt3 = "randomx" ascii nocase
        $wallet = /4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}/
    condition:
        filesize < 5MB and (1 of ($pool*)) and (1 of ($opt*) or $wallet)
}

rule Shell_Reverse_OneLiner
{
    meta:
        description = "Reverse shell one-liners in scripts (bash, nc, python)"
        author = "detection-eng"
    strings:
        $bash = /bash -i >& ?\/dev\/tcp\/[0-9.]{7,15}\/[0-9]{2,5}/
        $nc = /nc(at)? [^\n]{0,40}-e \/bin\/(ba)?sh/
        $py1 = "socket.socket(" ascii
        $py2 = "os.dup2(" ascii
        $py3 = "pty.spawn(" ascii
    condition:
        filesize < 1MB and ($bash or $nc or 2 of ($py*))
}

rule Dropper_Download_Pipe_Shell
{
    meta:
        description = "Script downloads and pipes content straight into a shell"
        author = "detection-eng"
    strings:
        $a = /(curl|wget)[^\n|]{0,200}\|\s*(sudo )?(ba|z)?sh/
        $b = /base64 (-d|--decode)[^\n]{0,40}\|\s*(ba)?sh/
    condition:
        filesize < 1MB and any of them
}
