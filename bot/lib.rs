//! The `damero` package: the bot, the terminal front end, the CLI and the config.
