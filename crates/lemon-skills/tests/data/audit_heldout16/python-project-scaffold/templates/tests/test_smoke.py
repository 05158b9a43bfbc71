import {{pkg}}


def test_import():
    assert {{pkg}}.__name__ == "{{pkg}}"
