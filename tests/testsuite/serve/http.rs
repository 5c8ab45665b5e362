//! What the server answers: static folders of any name, file types, redirects with an
//! encoded location and the query kept, IPv6, and bounded connections and headers.

use super::{get, start, try_get, wait_for};
use crate::common::site::SiteCopy;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

#[test]
fn static_folders_with_any_name_are_served_and_redirect_with_an_encoded_location() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "static/fotos é/index.html",
        "<!DOCTYPE html><title>x</title><p>photos</p>",
    );
    site.write(
        "static/a b/index.html",
        "<!DOCTYPE html><title>x</title><p>spaced</p>",
    );
    let server = start(&site);
    let port = server.port;
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        s,
        "GET /fotos%20%C3%A9 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut head = String::new();
    s.read_to_string(&mut head).unwrap();
    assert!(head.starts_with("HTTP/1.1 301"), "{head}");
    assert!(head.contains("Location: /fotos%20%C3%A9/\r\n"), "{head}");
    assert!(get(port, "/fotos%20%C3%A9/").1.contains("photos"));
    assert!(get(port, "/a%20b/").1.contains("spaced"));
}

/// Sends `request` as it is and reads the whole answer (until the server closes).
fn raw(port: u16, request: &[u8]) -> String {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(request).unwrap();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// The number of threads of a process.
fn threads(pid: u32) -> usize {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap()
}

#[test]
fn connections_slow_headers_and_large_headers_are_bounded() {
    let site = SiteCopy::fixture("minimal");
    let server = start(&site);
    let port = server.port;
    // A header larger than 64 KiB: refused with 431, not read on.
    let mut big = b"GET /en/ HTTP/1.1\r\nHost: x\r\nX-Big: ".to_vec();
    big.extend(std::iter::repeat_n(b'a', 200 * 1024));
    big.extend_from_slice(b"\r\n\r\n");
    let answer = raw(port, &big);
    assert!(
        answer.starts_with("HTTP/1.1 431"),
        "{:?}",
        &answer[..answer.len().min(200)]
    );
    // Half a request: the connection is closed after about ten seconds, with 408.
    let start = Instant::now();
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    s.write_all(b"GET /en/ HTTP/1.1\r\nHost: x\r\n").unwrap();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    let waited = start.elapsed();
    assert!(
        waited < Duration::from_secs(20),
        "a half-sent request was kept open {waited:?}"
    );
    assert!(String::from_utf8_lossy(&buf).starts_with("HTTP/1.1 408"));
    // 300 idle connections: no more than about 200 threads.
    let before = threads(server.child.id());
    let idle: Vec<TcpStream> = (0..300)
        .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
        .collect();
    std::thread::sleep(Duration::from_millis(1500));
    let during = threads(server.child.id());
    assert!(
        during <= before + 205,
        "{during} threads for 300 idle connections ({before} before)"
    );
    drop(idle);
    // Once they are gone, the server answers again.
    // (A connection made while the server still sheds the others may be reset.)
    wait_for("the server to answer", || {
        try_get(port, "/en/").is_ok_and(|(status, _)| status == 200)
    });
}

#[test]
fn static_files_have_their_types_folder_redirects_keep_the_query_and_ipv6_binds() {
    let site = SiteCopy::fixture("minimal");
    let types = [
        ("photo.jpg", "image/jpeg"),
        ("anim.gif", "image/gif"),
        ("pic.webp", "image/webp"),
        ("pic.avif", "image/avif"),
        ("favicon.ico", "image/x-icon"),
        ("paper.pdf", "application/pdf"),
        ("font.woff", "font/woff"),
        ("clip.mp4", "video/mp4"),
        ("site.webmanifest", "application/manifest+json"),
        ("old.htm", "text/html"),
        ("mod.mjs", "text/javascript"),
    ];
    for (name, _) in types {
        site.write(&format!("static/{name}"), "x");
    }
    let server = start(&site);
    let port = server.port;
    for (name, want) in types {
        let answer = raw(
            port,
            format!("GET /{name} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
        );
        let head = answer.split("\r\n\r\n").next().unwrap_or_default();
        assert!(
            head.lines()
                .any(|l| l.to_ascii_lowercase().starts_with("content-type: ")
                    && l[14..].starts_with(want)),
            "{name}: {head}"
        );
    }
    let answer = raw(
        port,
        b"GET /en/about?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert!(answer.starts_with("HTTP/1.1 301"), "{answer}");
    assert!(answer.contains("Location: /en/about/?x=1\r\n"), "{answer}");
    // `--bind ::1` as well as `--bind [::1]`.
    if std::net::TcpListener::bind("[::1]:0").is_ok() {
        for bind in ["::1", "[::1]"] {
            let (mut child, line) = site.serve(&["serve", "--port", "0", "--bind", bind]);
            let _ = child.kill();
            let _ = child.wait();
            assert!(line.contains("at http://[::1]:"), "--bind {bind}: {line:?}");
        }
    }
}
