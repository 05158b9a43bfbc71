# IPython startup: kernel helpers
try:
    ip = get_ipython()  # noqa: F821
    ip.run_line_magic("load_ext", "autoreload")
    ip.run_line_magic("autoreload", "2")
except Exception:
    pass

try:
    import pandas as pd
    pd.set_option("display.max_columns", 200)
    pd.set_option("display.width", 200)
except ImportError:
    pass
