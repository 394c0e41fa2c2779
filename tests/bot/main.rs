//! Whole-program tests of the bot: the referee service, the terminal front end, and the real
//! serenity client started by Damero against a fake Discord on 127.0.0.1. One test binary.

mod browser;
mod chaos;
mod common;
mod delivery;
mod discord;
mod fake;
mod games;
mod i18n;
mod limits;
mod ops;
mod permissions;
mod puzzles;
mod ratings;
mod referee;
mod shared_store;
mod taps;
mod terminal;
mod time;
mod tournaments;
mod web;
