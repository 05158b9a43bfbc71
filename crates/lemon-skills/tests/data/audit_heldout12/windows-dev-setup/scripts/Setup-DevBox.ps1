#Requires -Version 7.0
[CmdletBinding(SupportsShouldProcess)]
param(
    [ValidateSet('default', 'minimal')] [string] $Packages = 'default',
    [switch] $Wsl,
    [string] $DevDrive,
    [string] $DefenderExclusion
)
$ErrorActionPreference = 'Stop'

function Confirm-Step([string] $Message) {
    $a = Read-Host "$Message [y/N]"
    return $a -match '^(y|yes)$'
}

$isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)

$ids = @('Git.Git', 'Microsoft.PowerShell', 'Microsoft.WindowsTerminal', 'Microsoft.VisualStudioCode', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12')
if ($Packages -eq 'default') { $ids += 'Docker.DockerDesktop' }
Write-Host "winget packages: $($ids -join ', ')"
if (Confirm-Step 'Install these packages?') {
    foreach ($id in $ids) { winget install --id $id -e --source winget --accept-package-agreements --accept-source-agreements }
}

Write-Host "Current execution policies:"; Get-ExecutionPolicy -List | Format-Table
if (Confirm-Step 'Set execution policy RemoteSigned for CurrentUser?') {
    Set-ExecutionPolicy RemoteSigned -Scope CurrentUser -Force
}

if ($Wsl) {
    if (-not $isAdmin) { throw 'WSL install requires an elevated session' }
    if (Confirm-Step 'Install WSL2 with Ubuntu (reboot required)?') { wsl --install -d Ubuntu }
}

git config --global core.autocrlf input

if ($DefenderExclusion) {
    if (-not $isAdmin) { throw 'Defender exclusion requires an elevated session' }
    $full = (Resolve-Path -LiteralPath $DefenderExclusion).Path
    $forbidden = @($env:USERPROFILE, "$env:USERPROFILE\Downloads", $env:TEMP, $env:SystemDrive + '\', $env:WINDIR)
    if ($forbidden -contains $full.TrimEnd('\') -or $forbidden -contains $full) {
        throw "Refusing to exclude a broad or sensitive location: $full"
    }
    Write-Warning "Files under $full will NOT be scanned by Microsoft Defender. Keep downloaded binaries out of it."
    Write-Host 'Existing exclusions:'; (Get-MpPreference).ExclusionPath
    if (Confirm-Step "Add Defender exclusion for $full only?") {
        Add-MpPreference -ExclusionPath $full
        Write-Host "Added. Remove later with: Remove-MpPreference -ExclusionPath '$full'"
    }
}

if ($DevDrive) {
    Write-Host "Dev Drive: create it via Settings > System > Storage > Disks & volumes > Create dev drive, then:"
    Write-Host "  fsutil devdrv query $DevDrive"
}
Write-Host 'Done.'
