# promptkit prompt (bash and zsh)
__pk_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  if [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ]; then
    b="$b${PK_GIT_DIRTY:-*}"
  fi
  printf ' %s' "$b"
}
__pk_rt() {
  [ "${PK_SHOW_RUNTIME:-1}" = 1 ] || return
  [ -f package.json ] && command -v node >/dev/null && printf ' node %s' "$(node -v | tr -d v)"
}
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%~$(__pk_git)$(__pk_rt)
%(?.$.%F{red}$%f) '
else
  PS1='\w$(__pk_git)$(__pk_rt)\n\$ '
fi
