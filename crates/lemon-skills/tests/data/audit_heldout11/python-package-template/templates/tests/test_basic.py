def test_import():
    import __PKG__  # noqa: F401
