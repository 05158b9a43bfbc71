import asyncio
import pathlib

import discord
from discord.ext import commands

from .config import settings
from .utils.logger import get_logger

log = get_logger("bot")
intents = discord.Intents.default()
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.event
async def on_ready():
    synced = await bot.tree.sync()
    log.info("ready as %s, %d commands synced", bot.user, len(synced))


async def main():
    for f in sorted(pathlib.Path(__file__).parent.joinpath("cogs").glob("*.py")):
        await bot.load_extension(f"bot.cogs.{f.stem}")
    await bot.start(settings.token)


if __name__ == "__main__":
    asyncio.run(main())
