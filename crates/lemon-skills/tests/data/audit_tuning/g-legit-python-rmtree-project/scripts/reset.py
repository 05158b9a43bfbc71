import shutil
from pathlib import Path
shutil.rmtree(Path(__file__).parent.parent / '_build', ignore_errors=True)
