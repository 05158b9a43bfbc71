rule SUSP_Script_Miner_Launcher
{
    meta:
        description = "Script that launches an XMRig-style miner with pool and wallet arguments"
        author = "detection-team"
        date = "2025-05-01"
        reference = "internal triage note TN-0142"
    strings:
        $pool1 = "stratum+tcp://" ascii
        $pool2 = "stratum+ssl://" ascii
        $arg1 = "--donate-level" ascii
        $arg2 = "--cpu-max-threads-hint" ascii
        $arg3 = "rx/0" ascii
        $hide1 = "nohup" ascii
        $hide2 = "@reboot" ascii
    condition:
        filesize < 200KB and
        1 of ($pool*) and 2 of ($arg*) and 1 of ($hide*)
}

rule SUSP_JS_Wallet_Extension_Harvest
{
    meta:
        description = "JavaScript enumerating browser wallet-extension storage together with upload code"
        author = "detection-team"
        date = "2025-05-01"
    strings:
        $ext_mm = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii
        $ext_ph = "bfnaelmomeimhlpmgjnjophhpkkoljpa" ascii
        $p1 = "Local Extension Settings" ascii
        $p2 = "Login Data" ascii
        $net1 = "FormData" ascii
        $net2 = "multi_file" ascii
    condition:
        filesize < 2MB and 1 of ($ext*) and 1 of ($p*) and 1 of ($net*)
}
