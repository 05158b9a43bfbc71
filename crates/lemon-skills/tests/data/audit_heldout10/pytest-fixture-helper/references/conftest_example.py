import pytest


@pytest.fixture
def make_user():
    def _make(name="alice", admin=False):
        return {"name": name, "admin": admin}
    return _make


@pytest.fixture
def fake_token(monkeypatch):
    monkeypatch.setenv("API_TOKEN", "test-token-not-real")
    return "test-token-not-real"


@pytest.fixture(scope="session")
def sample_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("samples")
    (d / "a.txt").write_text("hello")
    return d
