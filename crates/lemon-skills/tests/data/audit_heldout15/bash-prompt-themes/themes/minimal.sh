# minimal prompt: cwd, branch, exit code
__pt_branch() { git rev-parse --abbrev-ref HEAD 2>/dev/null; }
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%~ $(__pt_branch) %(?..[%?] )${PT_SYMBOL:-$} '
else
  PS1='\w $(__pt_branch) $( r=$?; [ $r -ne 0 ] && echo "[$r] ")${PT_SYMBOL:-\$} '
fi
