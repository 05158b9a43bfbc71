import pytest

from package.module import function_under_test


def test_happy_path():
    assert function_under_test(2) == 4


def test_rejects_negative():
    with pytest.raises(ValueError):
        function_under_test(-1)
