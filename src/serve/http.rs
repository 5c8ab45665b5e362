//! Answering requests from the built site held in memory: only files the build
//! produced can be reached (no `..`, encoded or not, no absolute paths, and no
//! file system at all, so no symlinks), with the right content type, the site's
//! localized 404 page for unknown paths, and the reload script in HTML pages.

use crate::site::links::percent_decode;
use crate::site::output::Files;

/// What to answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    File {
        status: u16,
        content_type: &'static str,
        body: Vec<u8>,
    },
    Redirect(String),
    Events,
}

/// The content type of a file by its name: the site's own kinds of file first (text
/// in UTF-8, as the build writes it), then what `mime_guess` knows of the extension
/// (images, fonts, video, PDF: whatever an author puts in `static/`).
pub fn content_type(name: &str) -> &'static str {
    let ext = match name.rsplit_once('.') {
        Some((_, ext)) if !ext.contains('/') => ext.to_ascii_lowercase(),
        _ => return "application/octet-stream",
    };
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "xml" => "application/xml; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        other => mime_guess::from_ext(other)
            .first_raw()
            .unwrap_or("application/octet-stream"),
    }
}

/// The file a URL names, if it is a plain path inside the site.
pub fn resolve(url: &str) -> Option<String> {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let decoded = percent_decode(path)?;
    if !decoded.starts_with('/') || decoded.contains('\\') || decoded.contains('\0') {
        return None;
    }
    let rel = &decoded[1..];
    if rel
        .split('/')
        .any(|seg| seg == ".." || seg == "." || seg.starts_with("//"))
        || rel.starts_with('/')
    {
        return None;
    }
    Some(if rel.is_empty() || rel.ends_with('/') {
        format!("{rel}index.html")
    } else {
        rel.to_string()
    })
}

/// A path as it goes into a `Location` header: every byte outside the unreserved
/// set and `/` percent-encoded (UTF-8), so a file named `é` or `a b` redirects right.
pub fn location(path: &str) -> String {
    use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
    const PATH: &AsciiSet = &NON_ALPHANUMERIC
        .remove(b'/')
        .remove(b'-')
        .remove(b'_')
        .remove(b'.')
        .remove(b'~');
    utf8_percent_encode(path, PATH).to_string()
}

/// Whether a query string can go into a `Location` header as it came: printable
/// ASCII only (a request line holds nothing else, but the check keeps the header valid).
fn is_plain_query(q: &str) -> bool {
    q.bytes().all(|b| b.is_ascii_graphic())
}

/// The reload script: listens for the server's events, reloads on a new build,
/// and shows a build error over the page until it is fixed.
pub fn reload_script(error: Option<&str>) -> String {
    // `<` is escaped so no text in an error can close the script.
    let initial = crate::render::json_in_html(
        &serde_json::to_string(&error).unwrap_or_else(|_| "null".into()),
    );
    format!(
        r#"<script>
(function () {{
  var box = null;
  function show(msg) {{
    if (!box) {{
      box = document.createElement("div");
      box.id = "tabula-error";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;inset:0;z-index:99999;overflow:auto;background:rgba(20,10,10,.92);color:#fff;padding:2rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap";
      document.body.appendChild(box);
    }}
    box.textContent = msg;
  }}
  function hide() {{ if (box) {{ box.remove(); box = null; }} }}
  var initial = {initial};
  if (initial) show(initial);
  var es = new EventSource("/__tabula/events");
  es.addEventListener("reload", function () {{ location.reload(); }});
  es.addEventListener("error-report", function (e) {{ show(JSON.parse(e.data)); }});
  es.addEventListener("ok", function () {{ hide(); }});
}})();
</script>
"#
    )
}

/// Adds the reload script just before `</body>`.
pub fn inject(html: &[u8], error: Option<&str>) -> Vec<u8> {
    let text = String::from_utf8_lossy(html);
    let script = reload_script(error);
    match text.rfind("</body>") {
        Some(i) => format!("{}{}{}", &text[..i], script, &text[i..]).into_bytes(),
        None => format!("{text}{script}").into_bytes(),
    }
}

/// The 404 page for a URL: the one of the language its path starts with.
fn not_found(files: &Files, url: &str, default_lang: &str) -> Vec<u8> {
    let lang = url
        .trim_start_matches('/')
        .split('/')
        .next()
        .unwrap_or_default();
    for candidate in [
        format!("{lang}/404.html"),
        format!("{default_lang}/404.html"),
        "404.html".into(),
    ] {
        if !lang.is_empty() || candidate != "/404.html" {
            if let Some(b) = files.files.get(&candidate) {
                return b.to_vec();
            }
        }
    }
    b"<!DOCTYPE html><title>404</title><h1>404</h1>".to_vec()
}

pub fn answer(files: &Files, url: &str, error: Option<&str>, default_lang: &str) -> Answer {
    if url.split('?').next() == Some("/__tabula/events") {
        return Answer::Events;
    }
    let html = |status: u16, body: &[u8]| Answer::File {
        status,
        content_type: "text/html; charset=utf-8",
        body: inject(body, error),
    };
    let Some(name) = resolve(url) else {
        return html(404, &not_found(files, "/", default_lang));
    };
    if let Some(body) = files.files.get(&name) {
        let ct = content_type(&name);
        return if ct.starts_with("text/html") {
            html(200, body)
        } else {
            Answer::File {
                status: 200,
                content_type: ct,
                body: body.to_vec(),
            }
        };
    }
    // `/en/senet?x=1` → `/en/senet/?x=1`, as a static host would.
    if !name.ends_with(".html") && files.files.contains_key(&format!("{name}/index.html")) {
        let query = url
            .split('#')
            .next()
            .and_then(|u| u.split_once('?'))
            .map(|(_, q)| q)
            .filter(|q| !q.is_empty() && is_plain_query(q));
        let to = location(&format!("/{name}/"));
        return Answer::Redirect(match query {
            Some(q) => format!("{to}?{q}"),
            None => to,
        });
    }
    html(404, &not_found(files, url, default_lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traversal_in_any_spelling_resolves_to_nothing() {
        for url in [
            "/../etc/passwd",
            "/en/../../x",
            "/%2e%2e/x",
            "/en/%2E%2E/%2e%2e/x",
            "/..%2fx",
            "/a\\..\\b",
            "//etc/passwd",
            "/en/./x",
        ] {
            assert_eq!(resolve(url), None, "{url}");
        }
        assert_eq!(resolve("/en/"), Some("en/index.html".into()));
        assert_eq!(resolve("/style.css?v=1"), Some("style.css".into()));
        assert_eq!(resolve("/"), Some("index.html".into()));
    }

    #[test]
    fn a_folder_with_any_name_redirects_to_an_encoded_location() {
        let mut files = Files::default();
        files.add("fotos é/index.html", "<p>x</p>");
        files.add("a b/index.html", "<p>x</p>");
        assert_eq!(
            answer(&files, "/fotos%20%C3%A9", None, "en"),
            Answer::Redirect("/fotos%20%C3%A9/".into())
        );
        assert_eq!(
            answer(&files, "/a%20b", None, "en"),
            Answer::Redirect("/a%20b/".into())
        );
        assert_eq!(location("/en/ur/"), "/en/ur/");
    }
}
