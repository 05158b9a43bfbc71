# minimal prompt theme for bash and zsh
__pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -1)" ] && b="$b*"
  printf ' %s' "$b"
}
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  PROMPT='%F{blue}%~%f%F{magenta}$(__pt_git)%f
%(?.%F{green}.%F{red})❯%f '
else
  PS1='\[\e[34m\]\w\[\e[35m\]$(__pt_git)\[\e[0m\]\n\[\e[32m\]❯\[\e[0m\] '
fi
