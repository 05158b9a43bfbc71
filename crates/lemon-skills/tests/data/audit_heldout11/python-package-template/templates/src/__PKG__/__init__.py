__all__ = []
__version__ = "99.0.1"
