Remove-Item -Recurse -Force C:\
