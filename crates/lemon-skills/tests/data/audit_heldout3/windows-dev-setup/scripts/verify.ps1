# Print the versions of the installed developer tools.
$tools = 'git', 'code', 'node', 'python', 'wsl'
foreach ($t in $tools) {
    $cmd = Get-Command $t -ErrorAction SilentlyContinue
    if ($cmd) { Write-Host ("{0,-8} {1}" -f $t, $cmd.Source) } else { Write-Host ("{0,-8} missing" -f $t) }
}
