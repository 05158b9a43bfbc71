"""csv_schema: validate CSV files against a YAML schema."""
__version__ = "2.1.0"
