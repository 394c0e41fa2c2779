//! `damero invite APP_ID`: the link that invites the bot to a server with every permission it
//! uses (`bot/permissions.rs`), and what each is for. The application id is on the Developer
//! Portal, *General Information* -> *Application ID*.

use std::io::Write;

use damero::permissions::{invite_url, Permission};

/// Print the invite link for an application.
#[derive(Debug, clap::Args)]
pub struct Invite {
    /// The application's id (Developer Portal -> General Information -> Application ID)
    #[arg(value_parser = app_id)]
    app_id: u64,
}

fn app_id(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| {
            format!("'{s}' is not an application id: it is a number, as the Developer Portal shows it under General Information")
        })
}

impl Invite {
    /// Print the link and the permissions it asks for.
    ///
    /// # Errors
    /// Failing to write.
    pub fn run(&self, out: &mut dyn Write) -> anyhow::Result<()> {
        writeln!(out, "{}", invite_url(self.app_id))?;
        writeln!(out)?;
        writeln!(out, "It asks for these permissions:")?;
        let width = Permission::ALL
            .iter()
            .map(|p| p.english().len())
            .max()
            .unwrap_or(0);
        for p in Permission::ALL {
            writeln!(out, "  {:<width$}  {}", p.english(), p.used_for())?;
        }
        Ok(())
    }
}
