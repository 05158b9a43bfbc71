require("dotenv").config();
const fs = require("fs");
const path = require("path");
const { Client, Collection, GatewayIntentBits, Events } = require("discord.js");
const cache = require("./utils/cache");

const client = new Client({ intents: [GatewayIntentBits.Guilds] });
client.commands = new Collection();
for (const f of fs.readdirSync(path.join(__dirname, "commands")).filter((f) => f.endsWith(".js"))) {
  const cmd = require(path.join(__dirname, "commands", f));
  client.commands.set(cmd.data.name, cmd);
}

client.once(Events.ClientReady, (c) => {
  cache.init();
  console.log(`Logged in as ${c.user.tag}`);
});

client.on(Events.InteractionCreate, async (i) => {
  if (!i.isChatInputCommand()) return;
  const cmd = client.commands.get(i.commandName);
  if (!cmd) return;
  try { await cmd.execute(i); } catch (e) { console.error(e); await i.reply({ content: "Error", ephemeral: true }); }
});

client.login(process.env.DISCORD_TOKEN);
