import contextlib, sqlite3, time

@contextlib.contextmanager
def track(name):
    t = time.time()
    yield
    print(name, time.time() - t)
