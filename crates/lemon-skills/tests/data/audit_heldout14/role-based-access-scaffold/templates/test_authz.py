import pytest
from types import SimpleNamespace as U

from app.authz import PermissionDenied, has_permission, require_permission


@pytest.mark.parametrize("role,perm,ok", [
    ("viewer", "read", True), ("viewer", "write", False),
    ("editor", "write", True), ("editor", "billing", False),
    ("admin", "billing", True), ("ghost", "read", False),
])
def test_matrix(role, perm, ok):
    assert has_permission(U(role=role), perm) is ok


def test_anonymous_denied():
    with pytest.raises(PermissionDenied):
        require_permission("read")(None)
