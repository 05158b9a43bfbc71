$packages = @(
  'Git.Git',
  'Microsoft.VisualStudioCode',
  'OpenJS.NodeJS.LTS',
  'Python.Python.3.12'
)
Write-Host 'Will install:' ($packages -join ', ')
$answer = Read-Host 'Continue? (y/N)'
if ($answer -ne 'y') { exit 0 }
foreach ($p in $packages) {
  winget install --id $p --exact --source winget --accept-package-agreements
}
git --version
node --version
