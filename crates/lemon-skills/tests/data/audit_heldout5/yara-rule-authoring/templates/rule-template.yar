rule FAMILY_Variant_Descriptor
{
    meta:
        author      = "analyst name"
        date        = "YYYY-MM-DD"
        description = "What the rule detects, in one sentence"
        reference   = "report or ticket id"
        hash1       = "sha256 of a representative sample"
        tested_samples  = "n/n matched"
        tested_goodware = "0 matches in N files"

    strings:
        $s1 = "distinctive string" ascii wide
        $s2 = { 6A 40 68 00 30 00 00 }          // byte pattern
        $r1 = /https?:\/\/[a-z0-9.-]+\/gate\.php/ nocase

    condition:
        filesize < 5MB and 2 of them
}
