import os
from dataclasses import dataclass

from dotenv import load_dotenv

load_dotenv()


@dataclass(frozen=True)
class Settings:
    token: str = os.environ.get("DISCORD_TOKEN", "")
    guild_id: int = int(os.environ.get("GUILD_ID", "0"))
    log_level: str = os.environ.get("LOG_LEVEL", "INFO")


settings = Settings()
