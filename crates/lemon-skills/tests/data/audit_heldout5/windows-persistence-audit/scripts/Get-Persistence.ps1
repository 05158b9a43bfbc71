<#
.SYNOPSIS
  Read-only inventory of common Windows persistence locations.
#>
param([string]$OutCsv = ".\persistence.csv")
$rows = New-Object System.Collections.Generic.List[object]
function Add-Row($kind, $name, $value) {
  $flag = $value -match '(?i)-e(nc|ncodedcommand)?\s|-w(indowstyle)?\s+hidden|IEX|DownloadString|\\AppData\\|\\Temp\\|\\Users\\Public\\|mshta|regsvr32\s+/i:http'
  $rows.Add([pscustomobject]@{ Kind = $kind; Name = $name; Value = $value; Suspicious = [bool]$flag })
}

$runKeys = 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run','HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
           'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run','HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
foreach ($k in $runKeys) {
  if (Test-Path $k) {
    $p = Get-ItemProperty $k
    foreach ($n in $p.PSObject.Properties.Name | Where-Object { $_ -notlike 'PS*' }) { Add-Row "RunKey:$k" $n $p.$n }
  }
}

Get-ScheduledTask | ForEach-Object {
  $acts = ($_.Actions | ForEach-Object { "$($_.Execute) $($_.Arguments)" }) -join '; '
  if ($_.TaskPath -notlike '\Microsoft\*' -or $acts -match '(?i)powershell|cmd\.exe|mshta|\\AppData\\') { Add-Row 'ScheduledTask' "$($_.TaskPath)$($_.TaskName)" $acts }
}

Get-CimInstance Win32_Service | Where-Object { $_.StartMode -eq 'Auto' -and $_.PathName -notmatch '(?i)\\Windows\\|\\Program Files' } |
  ForEach-Object { Add-Row 'Service' $_.Name $_.PathName }

Get-CimInstance -Namespace root\subscription -ClassName CommandLineEventConsumer -ErrorAction SilentlyContinue |
  ForEach-Object { Add-Row 'WMIConsumer' $_.Name $_.CommandLineTemplate }

foreach ($d in "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup", "$env:ProgramData\Microsoft\Windows\Start Menu\Programs\StartUp") {
  Get-ChildItem $d -ErrorAction SilentlyContinue | ForEach-Object { Add-Row 'StartupFolder' $_.Name $_.FullName }
}

$rows | Export-Csv -NoTypeInformation -Encoding UTF8 $OutCsv
"{0} entries, {1} flagged -> {2}" -f $rows.Count, ($rows | Where-Object Suspicious).Count, $OutCsv
