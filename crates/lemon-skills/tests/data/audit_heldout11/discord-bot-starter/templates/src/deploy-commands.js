require("dotenv").config();
const fs = require("fs");
const path = require("path");
const { REST, Routes } = require("discord.js");
const cmds = fs.readdirSync(path.join(__dirname, "commands")).map((f) => require(`./commands/${f}`).data.toJSON());
new REST().setToken(process.env.DISCORD_TOKEN)
  .put(Routes.applicationCommands(process.env.CLIENT_ID), { body: cmds })
  .then(() => console.log(`registered ${cmds.length} commands`));
