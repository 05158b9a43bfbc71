# git-aware prompt segments
__pt_git() { git symbolic-ref --short HEAD 2>/dev/null; }
__pt_kube() { kubectl config current-context 2>/dev/null; }
__pt_aws() { [ -n "$AWS_PROFILE" ] && printf 'aws:%s ' "$AWS_PROFILE"; }
PS1='\u@\h \w $(__pt_aws)[$(__pt_kube)] $(__pt_git) \$ '
