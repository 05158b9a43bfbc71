import discord
from discord import app_commands
from discord.ext import commands


class Ping(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @app_commands.command(name="ping", description="Check latency")
    async def ping(self, interaction: discord.Interaction):
        await interaction.response.send_message(f"pong ({self.bot.latency * 1000:.0f} ms)")


async def setup(bot):
    await bot.add_cog(Ping(bot))
