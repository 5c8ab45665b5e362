//! The preview server's connections, with bounds a browser never meets but a stuck or
//! hostile client would: at most [`MAX_CONNECTIONS`] at once (one thread each; the
//! next are answered 503 at once and closed), a request's header read within
//! [`HEADER_TIMEOUT`] (else 408) and at most [`MAX_HEADER`] bytes (else 431), and a
//! write that a client does not read ends after [`WRITE_TIMEOUT`]. One request per
//! connection (`Connection: close`), so no idle connection keeps a thread.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Connections served at once; each has a thread.
pub const MAX_CONNECTIONS: usize = 200;
/// The time a client has to send a request's whole header.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest request header read.
pub const MAX_HEADER: usize = 64 * 1024;
/// The time a write may wait on a client that does not read.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(30);

/// A request's method and target, with the connection to answer on.
pub struct Request {
    pub method: String,
    pub url: String,
    stream: TcpStream,
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "",
    }
}

/// Writes a whole response and closes the connection.
fn respond_on(
    mut stream: TcpStream,
    head_only: bool,
    status: u16,
    headers: &[(&str, &str)],
    body: &[u8],
) {
    let mut head = format!("HTTP/1.1 {status} {}\r\n", reason(status));
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    ));
    let _ = stream.write_all(head.as_bytes());
    if !head_only {
        let _ = stream.write_all(body);
    }
    let _ = stream.flush();
    let _ = stream.shutdown(std::net::Shutdown::Write);
}

impl Request {
    /// Answers and closes the connection (a `HEAD` request gets the header alone).
    pub fn respond(self, status: u16, headers: &[(&str, &str)], body: &[u8]) {
        let head_only = self.method == "HEAD";
        respond_on(self.stream, head_only, status, headers, body);
    }

    /// The connection itself, for a response written as it goes (server-sent events).
    pub fn into_stream(self) -> TcpStream {
        self.stream
    }
}

/// Reads a request's header: (method, target), or the status to refuse it with.
fn read_head(stream: &mut TcpStream) -> Result<(String, String), u16> {
    let deadline = Instant::now() + HEADER_TIMEOUT;
    let mut buf: Vec<u8> = Vec::with_capacity(1024);
    let mut chunk = [0u8; 4096];
    loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            buf.truncate(end);
            break;
        }
        if buf.len() > MAX_HEADER {
            return Err(431);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Err(408);
        }
        match stream.read(&mut chunk) {
            // Closed before a whole header: nobody to answer.
            Ok(0) => return Err(0),
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Err(408)
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return Err(0),
        }
    }
    if buf.len() > MAX_HEADER {
        return Err(431);
    }
    let text = String::from_utf8_lossy(&buf);
    let line = text.lines().next().unwrap_or_default();
    let mut parts = line.split(' ');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(method), Some(url), Some(version), None)
            if !method.is_empty() && url.starts_with('/') && version.starts_with("HTTP/1.") =>
        {
            Ok((method.to_string(), url.to_string()))
        }
        _ => Err(400),
    }
}

/// Decrements the count of open connections when a connection's thread ends.
struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Accepts connections for ever, each on a thread of its own within the bounds above,
/// and hands each request to `handle`.
pub fn run(listener: TcpListener, handle: Arc<dyn Fn(Request) + Send + Sync>) {
    let open = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else {
            // Out of file descriptors, or a connection reset before it was accepted.
            std::thread::sleep(Duration::from_millis(10));
            continue;
        };
        let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
        if open.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            open.fetch_sub(1, Ordering::SeqCst);
            let _ = stream.set_nonblocking(true);
            let _ = stream.write_all(
                b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 1\r\nConnection: close\r\n\r\n",
            );
            continue;
        }
        let slot = Slot(open.clone());
        let handle = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("connection".into())
            .spawn(move || {
                let _slot = slot;
                match read_head(&mut stream) {
                    Ok((method, url)) => {
                        let _ = stream.set_read_timeout(None);
                        handle(Request {
                            method,
                            url,
                            stream,
                        })
                    }
                    Err(0) => {}
                    Err(status) => respond_on(stream, false, status, &[], b""),
                }
            });
        // No thread to be had: the connection is dropped (closed) with the closure.
        drop(spawned);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_split_anywhere_is_read_and_a_bad_request_line_is_refused() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let writer = std::thread::spawn(move || {
            let mut s = TcpStream::connect(addr).unwrap();
            for part in ["GET /en/ HT", "TP/1.1\r\nHost: x\r", "\n\r", "\n"] {
                s.write_all(part.as_bytes()).unwrap();
                std::thread::sleep(Duration::from_millis(20));
            }
            let mut s2 = TcpStream::connect(addr).unwrap();
            s2.write_all(b"nonsense\r\n\r\n").unwrap();
            (s, s2)
        });
        let (mut a, _) = listener.accept().unwrap();
        assert_eq!(read_head(&mut a), Ok(("GET".into(), "/en/".into())));
        let (mut b, _) = listener.accept().unwrap();
        assert_eq!(read_head(&mut b), Err(400));
        drop(writer.join().unwrap());
    }
}
