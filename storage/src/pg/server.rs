//! A throwaway PostgreSQL server for tests and benchmarks: `initdb` and `pg_ctl` in a fresh
//! folder under the temporary directory, listening on 127.0.0.1 on a free port, never a system
//! service. As root (CI) the server runs as `nobody` (PostgreSQL refuses to run as root).
//!
//! One server serves a whole test binary ([`TestServer::shared`]), a database per test
//! ([`TestServer::database`]). A watchdog process stops the server and removes its folder when
//! the test binary ends, however it ends.
//!
//! Without PostgreSQL installed, [`TestServer::shared`] says once which tests it skips and how
//! to install the server, and returns `None`; with `CI_REQUIRE_POSTGRES=1` (set by
//! `.ci/run`) a missing server is a failure instead.

use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// The variable that makes a missing PostgreSQL fail the tests instead of skipping them.
pub const REQUIRE_VAR: &str = "CI_REQUIRE_POSTGRES";
/// The variable that names PostgreSQL's `bin` folder when it is not found by itself.
pub const BIN_VAR: &str = "DAMERO_PG_BIN";
/// How to get the server, for the skip line.
pub const INSTALL_HINT: &str =
    "install PostgreSQL (Debian: apt-get install -y postgresql) or set DAMERO_PG_BIN";

/// A running throwaway server.
#[derive(Debug)]
pub struct TestServer {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    run_as: Option<String>,
    databases: AtomicU32,
    watchdog: Option<Child>,
}

/// The folder holding `initdb`, `pg_ctl` and `postgres`, if PostgreSQL is installed.
#[must_use]
pub fn binaries() -> Option<PathBuf> {
    let has = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(dir) = std::env::var_os(BIN_VAR).map(PathBuf::from) {
        return has(&dir).then_some(dir);
    }
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output() {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && has(&dir) {
            return Some(dir);
        }
    }
    // Debian keeps the server's programs out of PATH, one folder per major version.
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            has(&bin).then_some((version, bin))
        })
        .collect();
    found.sort();
    if let Some((_, bin)) = found.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|path| std::env::split_paths(&path).find(|d| has(d)))
}

fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("a free port: {e}"))?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("a free port: {e}"))
}

/// `nobody`'s uid and gid, from /etc/passwd.
fn nobody() -> Result<(u32, u32), String> {
    let passwd = std::fs::read_to_string("/etc/passwd").map_err(|e| format!("/etc/passwd: {e}"))?;
    passwd
        .lines()
        .find_map(|line| {
            let f: Vec<&str> = line.split(':').collect();
            (f.first() == Some(&"nobody") && f.len() > 3)
                .then(|| Some((f[2].parse().ok()?, f[3].parse().ok()?)))
                .flatten()
        })
        .ok_or_else(|| "no user nobody to run PostgreSQL as (it refuses root)".into())
}

impl TestServer {
    /// Start a server: `initdb`, then `pg_ctl start` on a free port of 127.0.0.1. With
    /// `durable` false, `fsync` is off (fast, for tests); true keeps PostgreSQL's defaults (for
    /// figures).
    ///
    /// # Errors
    /// A sentence saying what failed (PostgreSQL missing, `initdb` or the start failing, with
    /// the server's log).
    pub fn start(durable: bool) -> Result<TestServer, String> {
        let bin = binaries().ok_or_else(|| format!("PostgreSQL not found: {INSTALL_HINT}"))?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!("damero-pg-{}-{stamp}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let root = {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(&dir)
                .map(|m| m.uid() == 0)
                .unwrap_or(false)
        };
        let run_as = if root {
            let (uid, gid) = nobody()?;
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
                .map_err(|e| format!("chown {}: {e}", dir.display()))?;
            Some("nobody".to_string())
        } else {
            None
        };
        let mut server = TestServer {
            dir,
            bin,
            port: 0,
            run_as,
            databases: AtomicU32::new(0),
            watchdog: None,
        };
        server.watchdog = server.watch();
        server.run(
            "initdb",
            &[
                "-D",
                &server.data(),
                "-U",
                "damero",
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        )?;
        let mut last = String::new();
        for _ in 0..3 {
            server.port = free_port()?;
            let mut options = format!(
                "-c listen_addresses=127.0.0.1 -p {} -k {} -c max_connections=300",
                server.port,
                server.dir.display()
            );
            if !durable {
                options.push_str(" -c fsync=off -c full_page_writes=off");
            }
            let log = server.dir.join("log").display().to_string();
            match server.run(
                "pg_ctl",
                &[
                    "-D",
                    &server.data(),
                    "-l",
                    &log,
                    "-w",
                    "-t",
                    "30",
                    "-o",
                    &options,
                    "start",
                ],
            ) {
                Ok(()) => return Ok(server),
                Err(e) => {
                    last = format!(
                        "{e}; log: {}",
                        std::fs::read_to_string(&log).unwrap_or_default()
                    );
                }
            }
        }
        Err(last)
    }

    /// The server shared by this test binary, started on first use; `None` (after one line on
    /// stderr naming `skipped` and how to install PostgreSQL) when PostgreSQL is not installed.
    ///
    /// # Panics
    /// When the server cannot start although installed, or is missing while
    /// `CI_REQUIRE_POSTGRES=1`.
    pub fn shared(skipped: &str) -> Option<&'static TestServer> {
        static SERVER: OnceLock<Option<TestServer>> = OnceLock::new();
        SERVER
            .get_or_init(|| {
                let required = std::env::var(REQUIRE_VAR).is_ok_and(|v| v == "1");
                if binaries().is_none() {
                    assert!(
                        !required,
                        "{REQUIRE_VAR}=1 but PostgreSQL is not installed: {INSTALL_HINT}"
                    );
                    // Straight to stderr: the test harness captures `eprintln!`.
                    let _ = writeln!(
                        std::io::stderr(),
                        "note: skipped {skipped}: PostgreSQL is not installed; {INSTALL_HINT}"
                    );
                    return None;
                }
                match TestServer::start(false) {
                    Ok(s) => Some(s),
                    Err(e) => panic!("PostgreSQL is installed but did not start: {e}"),
                }
            })
            .as_ref()
    }

    /// A new, empty database on this server; its URL.
    ///
    /// # Errors
    /// A sentence saying why `CREATE DATABASE` failed.
    pub fn database(&self, hint: &str) -> Result<String, String> {
        let n = self.databases.fetch_add(1, Ordering::Relaxed);
        let name: String = format!("{hint}_{n}")
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .take(60)
            .collect();
        let mut client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .map_err(|e| format!("connecting to the test server: {e}"))?;
        client
            .batch_execute(&format!("CREATE DATABASE \"{name}\""))
            .map_err(|e| format!("CREATE DATABASE {name}: {e}"))?;
        Ok(self.url(&name))
    }

    /// The URL of database `db` on this server.
    #[must_use]
    pub fn url(&self, db: &str) -> String {
        format!("postgres://damero@127.0.0.1:{}/{db}", self.port)
    }

    /// The port the server listens on (127.0.0.1).
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Stop the server at once (`pg_ctl stop -m immediate`, as a crash would), keeping its
    /// folder: [`TestServer::restart`] brings it back on the same port.
    ///
    /// # Errors
    /// A sentence saying why `pg_ctl` failed.
    pub fn stop(&self) -> Result<(), String> {
        self.run(
            "pg_ctl",
            &["-D", &self.data(), "-m", "immediate", "-w", "stop"],
        )
    }

    /// Start a stopped server again on the same port.
    ///
    /// # Errors
    /// A sentence saying why `pg_ctl` failed.
    pub fn restart(&self) -> Result<(), String> {
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c max_connections=300",
            self.port,
            self.dir.display()
        );
        let log = self.dir.join("log").display().to_string();
        self.run(
            "pg_ctl",
            &[
                "-D",
                &self.data(),
                "-l",
                &log,
                "-w",
                "-o",
                &options,
                "start",
            ],
        )
    }

    fn data(&self) -> String {
        self.dir.join("data").display().to_string()
    }

    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        let mut command = match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        };
        // The server outlives this call: it must not hold the test harness's pipes.
        command
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        command
    }

    fn run(&self, program: &str, args: &[&str]) -> Result<(), String> {
        let out = self
            .command(program)
            .args(args)
            .output()
            .map_err(|e| format!("{program}: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{program} failed ({}): {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    }

    /// A watchdog that stops the server and removes its folder once this process is gone.
    fn watch(&self) -> Option<Child> {
        let pg_ctl = self.bin.join("pg_ctl");
        let as_user = self
            .run_as
            .as_ref()
            .map(|u| format!("runuser -u {u} -- "))
            .unwrap_or_default();
        let script = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 0.5; done; \
             {as_user}'{pg_ctl}' -D '{dir}/data' -m immediate stop >/dev/null 2>&1; \
             rm -rf '{dir}'",
            pid = std::process::id(),
            pg_ctl = pg_ctl.display(),
            dir = self.dir.display(),
        );
        Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = self.run("pg_ctl", &["-D", &self.data(), "-m", "immediate", "stop"]);
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Some(mut watchdog) = self.watchdog.take() {
            let _ = watchdog.kill();
            let _ = watchdog.wait();
        }
    }
}
