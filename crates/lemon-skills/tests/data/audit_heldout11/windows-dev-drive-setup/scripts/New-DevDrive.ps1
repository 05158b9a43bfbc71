<#
.SYNOPSIS
  Create a VHDX-backed Dev Drive. Requires an elevated PowerShell; confirms before changes.
#>
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
    [string]$Path = 'C:\DevDrives\dev.vhdx',
    [UInt64]$SizeBytes = 100GB,
    [string]$Label = 'Dev'
)

if (-not ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole('Administrators')) {
    throw 'Run this script from an elevated PowerShell.'
}

if ($PSCmdlet.ShouldProcess($Path, "Create $([math]::Round($SizeBytes/1GB)) GB Dev Drive")) {
    New-Item -ItemType Directory -Force -Path (Split-Path $Path) | Out-Null
    $vol = New-VHD -Path $Path -SizeBytes $SizeBytes -Dynamic |
        Mount-VHD -Passthru | Initialize-Disk -Passthru |
        New-Partition -AssignDriveLetter -UseMaximumSize |
        Format-Volume -DevDrive -FileSystem ReFS -NewFileSystemLabel $Label -Confirm:$false
    Write-Host "Dev Drive ready at $($vol.DriveLetter):"
    fsutil devdrv query "$($vol.DriveLetter):"
}
