const { SlashCommandBuilder } = require("discord.js");
module.exports = {
  data: new SlashCommandBuilder().setName("ping").setDescription("Replies with pong"),
  async execute(i) { await i.reply(`Pong! ${i.client.ws.ping} ms`); },
};
