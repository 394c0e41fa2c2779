//! The `damero` package: the bot (referee service, Discord and terminal front ends), the config
//! and the command-line tools. Only this package knows Discord.

pub mod commands;
pub mod config;
pub mod discord;
pub mod i18n;
pub mod metrics;
pub mod opponent;
pub mod painter;
pub mod permissions;
pub mod puzzle;
pub mod referee;
pub mod terminal;
pub mod web;
pub mod wired;
