//! `tabula serve` run as an author runs it: it serves the built site, picks up an
//! edit, shows a broken Fluent file's error while the old page stays served, and
//! refuses to serve anything outside the built site.

mod edits;
mod http;

use crate::common::site::SiteCopy;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Child;
use std::time::{Duration, Instant};

struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(site: &SiteCopy) -> Server {
    let (child, line) = site.serve(&["serve", "--port", "0"]);
    let port = line
        .split("127.0.0.1:")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    Server { child, port }
}

/// A raw GET, so the path is sent exactly as written: (status, body).
fn get(port: u16, path: &str) -> (u16, String) {
    try_get(port, path).unwrap_or_else(|e| panic!("GET {path}: {e}"))
}

/// [`get`], or the error of a connection the server refused or reset (as it may
/// while it sheds connections over its limit).
fn try_get(port: u16, path: &str) -> std::io::Result<(u16, String)> {
    let mut s = TcpStream::connect(("127.0.0.1", port))?;
    s.set_read_timeout(Some(Duration::from_secs(20)))?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf)?;
    let text = String::from_utf8_lossy(&buf).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    Ok((status, body))
}

fn wait_for(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
