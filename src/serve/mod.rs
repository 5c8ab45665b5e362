//! `tabula serve`: builds the site, serves it from memory on loopback, watches
//! `content/`, `locales/`, `templates/` and `static/`, rebuilds what a change
//! affects, and tells open pages to reload over server-sent events. A failed
//! build keeps the last good site served and shows the error over the page and
//! in the terminal until the file is fixed.

pub mod http;
pub mod incremental;
pub mod listen;
mod search;

use crate::site::output::Files;
use incremental::Rebuilder;
use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// What the server serves, and a counter that wakes the event streams.
struct State {
    files: Arc<Files>,
    error: Option<String>,
    generation: u64,
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
    default_lang: String,
}

pub struct Options {
    pub root: PathBuf,
    pub bind: String,
    pub port: u16,
    pub open: bool,
}

/// The warnings of a rebuild, each on its line as `tabula build` prints them, and
/// their count.
fn print_warnings(warnings: &[crate::diagnostics::Diagnostic]) {
    for w in warnings {
        eprintln!("warning: {w}");
    }
    match warnings.len() {
        0 => {}
        1 => eprintln!("1 warning"),
        n => eprintln!("{n} warnings"),
    }
}

pub fn run(opts: Options) -> Result<(), String> {
    let start = Instant::now();
    let root =
        std::fs::canonicalize(&opts.root).map_err(|e| format!("{}: {e}", opts.root.display()))?;
    let rebuilder = Rebuilder::new(&root);
    let (rebuilder, first) = crate::site::build::with_stack(move || {
        let mut rebuilder = rebuilder;
        let first = rebuilder.rebuild();
        (rebuilder, first)
    });
    let files =
        first.map_err(|r| format!("{r}\nfix the errors above, then run tabula serve again"))?;
    let default_lang = rebuilder.default_language().unwrap_or("en").to_string();
    print_warnings(&rebuilder.warnings);
    eprintln!(
        "built {} files in {} ms",
        files.files.len(),
        start.elapsed().as_millis()
    );
    let shared = Arc::new(Shared {
        state: Mutex::new(State {
            files: Arc::new(files),
            error: None,
            generation: 0,
        }),
        changed: Condvar::new(),
        default_lang,
    });
    // The search index follows the pages: each index made goes into what is served.
    let indexer = {
        let shared = shared.clone();
        search::Indexer::start(move |index| {
            let mut s = shared.state.lock().expect("not poisoned");
            s.files = Arc::new(search::with((*s.files).clone(), &index));
        })
    };
    if let Some(job) = rebuilder.search_job() {
        indexer.ask(job);
    }
    // An IPv6 address with or without its brackets: `::1` and `[::1]`.
    let ip = opts.bind.trim();
    let ip = ip
        .strip_prefix('[')
        .and_then(|i| i.strip_suffix(']'))
        .unwrap_or(ip);
    let addr = SocketAddr::new(
        ip.parse::<std::net::IpAddr>().map_err(|_| {
            format!(
                "--bind {}: not an IP address to listen on (e.g. 127.0.0.1, ::1 or 0.0.0.0)",
                opts.bind
            )
        })?,
        opts.port,
    );
    let listener =
        std::net::TcpListener::bind(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener
        .local_addr()
        .map(|a| a.to_string())
        .unwrap_or_else(|_| addr.to_string());
    let url = format!("http://{local}/");
    // Watching before saying so: an edit made right after this line is seen.
    let _watcher = watch(&root, shared.clone(), rebuilder, indexer)?;
    println!("serving {} at {url} (Ctrl-C to stop)", opts.root.display());
    std::io::stdout().flush().ok();
    if opts.open {
        let _ = std::process::Command::new(if cfg!(target_os = "macos") {
            "open"
        } else {
            "xdg-open"
        })
        .arg(&url)
        .spawn();
    }
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst))
            .map_err(|e| format!("cannot catch Ctrl-C: {e}"))?;
    }
    {
        let shared = shared.clone();
        std::thread::Builder::new()
            .name("listen".into())
            .spawn(move || listen::run(listener, Arc::new(move |r| handle(&shared, r))))
            .map_err(|e| format!("cannot start the server: {e}"))?;
    }
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(200));
    }
    eprintln!("stopped");
    Ok(())
}

fn handle(shared: &Shared, request: listen::Request) {
    let (files, error) = {
        let s = shared.state.lock().expect("not poisoned");
        (s.files.clone(), s.error.clone())
    };
    if !matches!(request.method.as_str(), "GET" | "HEAD") {
        request.respond(405, &[("Allow", "GET, HEAD")], b"");
        return;
    }
    let url = request.url.clone();
    match http::answer(&files, &url, error.as_deref(), &shared.default_lang) {
        http::Answer::File {
            status,
            content_type,
            body,
        } => request.respond(
            status,
            &[
                ("Content-Type", content_type),
                ("Cache-Control", "no-store"),
            ],
            &body,
        ),
        // The location is percent-encoded, so it is always a valid header value.
        http::Answer::Redirect(to) => request.respond(301, &[("Location", &to)], b""),
        http::Answer::Events => events(shared, request),
    }
}

/// A server-sent event stream: `reload` after every good build, `error-report` with
/// the report after a failed one, `ok` when it is fixed.
fn events(shared: &Shared, request: listen::Request) {
    let mut out = request.into_stream();
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\nretry: 300\n\n";
    if out
        .write_all(head.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        return;
    }
    let mut seen = shared.state.lock().expect("not poisoned").generation;
    loop {
        let (event, generation) = {
            let guard = shared.state.lock().expect("not poisoned");
            let (guard, timeout) = shared
                .changed
                .wait_timeout_while(guard, Duration::from_secs(15), |s| s.generation == seen)
                .expect("not poisoned");
            if timeout.timed_out() {
                (": ping\n\n".to_string(), seen)
            } else {
                let e = match &guard.error {
                    Some(msg) => format!(
                        "event: error-report\ndata: {}\n\n",
                        serde_json::to_string(msg).unwrap_or_default()
                    ),
                    None => "event: ok\ndata: {}\n\nevent: reload\ndata: {}\n\n".to_string(),
                };
                (e, guard.generation)
            }
        };
        seen = generation;
        if out
            .write_all(event.as_bytes())
            .and_then(|_| out.flush())
            .is_err()
        {
            return;
        }
    }
}

/// The links in the source folders, watched as the build reads them: through the link.
/// A linked folder is watched by its path in the site (the watcher follows links when
/// it walks a folder, but not a link made after the walk); a linked file is watched by
/// the folder of the file it leads to (a file saved by renaming a new one over it
/// stays watched), and a change there is taken as a change of the link.
#[derive(Default)]
struct Links {
    /// Each linked file (links resolved) and the paths in the site that lead to it.
    files: std::collections::HashMap<PathBuf, Vec<PathBuf>>,
    /// Every link found, to a file or a folder.
    paths: Vec<PathBuf>,
    watched: std::collections::HashSet<PathBuf>,
}

impl Links {
    /// Finds every link under the source folders and watches what it leads to.
    fn scan(&mut self, root: &Path, watcher: &mut notify::RecommendedWatcher) {
        use notify::Watcher;
        self.files.clear();
        self.paths.clear();
        for dir in WATCHED {
            for entry in walkdir::WalkDir::new(root.join(dir))
                .follow_links(true)
                .min_depth(1)
                .into_iter()
                .filter_map(|e| e.ok())
                .filter(|e| e.path_is_symlink())
            {
                self.paths.push(entry.path().to_path_buf());
                let Ok(target) = std::fs::canonicalize(entry.path()) else {
                    continue;
                };
                if entry.file_type().is_dir() {
                    // Watched again each time: the link may lead somewhere else now.
                    let _ = watcher.watch(entry.path(), notify::RecursiveMode::Recursive);
                } else if let Some(parent) = target.parent() {
                    if self.watched.insert(parent.to_path_buf()) {
                        let _ = watcher.watch(parent, notify::RecursiveMode::NonRecursive);
                    }
                    self.files
                        .entry(target.clone())
                        .or_default()
                        .push(entry.into_path());
                }
            }
        }
    }

    /// Whether a path that is gone was a link, or held one.
    fn had(&self, gone: &Path) -> bool {
        self.paths.iter().any(|l| l.starts_with(gone))
    }

    /// The changed paths, with the links that lead to each of them added.
    fn through(&self, mut changed: Vec<PathBuf>) -> Vec<PathBuf> {
        if self.files.is_empty() {
            return changed;
        }
        let extra: Vec<PathBuf> = changed
            .iter()
            .filter_map(|p| self.files.get(p))
            .flatten()
            .cloned()
            .collect();
        changed.extend(extra);
        changed
    }
}

/// The folders a site is built from; a change anywhere in them rebuilds.
const WATCHED: [&str; 4] = ["content", "locales", "templates", "static"];

/// Watches the site's folders and rebuilds on change. Reading a file is no change
/// (the rebuild itself reads them); changes that come within a few milliseconds of
/// each other are handled together. The site folder itself is watched too (not its
/// subfolders), so a source folder that is created, removed or moved is seen.
fn watch(
    root: &Path,
    shared: Arc<Shared>,
    mut rebuilder: Rebuilder,
    indexer: Arc<search::Indexer>,
) -> Result<Arc<Mutex<notify::RecommendedWatcher>>, String> {
    use notify::{EventKind, Watcher};
    let root_abs = std::fs::canonicalize(root).map_err(|e| format!("{}: {e}", root.display()))?;
    // The paths that changed; `None` when the watcher cannot say (events were lost).
    let (tx, rx) = std::sync::mpsc::channel::<Option<Vec<PathBuf>>>();
    let mut watcher =
        notify::recommended_watcher(move |event: notify::Result<notify::Event>| match event {
            Ok(e) if e.need_rescan() || matches!(e.kind, EventKind::Any | EventKind::Other) => {
                let _ = tx.send(None);
            }
            Ok(e) => {
                if matches!(
                    e.kind,
                    EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
                ) {
                    let _ = tx.send(Some(e.paths));
                }
            }
            Err(_) => {
                let _ = tx.send(None);
            }
        })
        .map_err(|e| format!("cannot watch files: {e}"))?;
    watcher
        .watch(&root_abs, notify::RecursiveMode::NonRecursive)
        .map_err(|e| format!("cannot watch {}: {e}", root_abs.display()))?;
    let mut watched: Vec<PathBuf> = Vec::new();
    let folders_root = root_abs.clone();
    let watch_folders = move |watcher: &mut notify::RecommendedWatcher,
                              watched: &mut Vec<PathBuf>| {
        let root_abs = &folders_root;
        for dir in WATCHED {
            let d = root_abs.join(dir);
            // A folder that was removed and made again needs a new watch.
            let _ = watcher.unwatch(&d);
            watched.retain(|w| *w != d);
            if d.is_dir() && watcher.watch(&d, notify::RecursiveMode::Recursive).is_ok() {
                watched.push(d);
            }
        }
    };
    watch_folders(&mut watcher, &mut watched);
    let mut links = Links::default();
    links.scan(&root_abs, &mut watcher);
    let watcher = Arc::new(Mutex::new(watcher));
    let handle = watcher.clone();
    let root_for_thread = root_abs.clone();
    std::thread::Builder::new()
        .name("rebuild".into())
        // Deep input is bounded where it is read; the stack is ample all the same.
        .stack_size(crate::site::build::STACK_SIZE)
        .spawn(move || {
            while let Ok(first) = rx.recv() {
                let mut changed = first;
                while let Ok(more) = rx.recv_timeout(Duration::from_millis(10)) {
                    changed = changed.zip(more).map(|(mut a, b)| {
                        a.extend(b);
                        a
                    });
                }
                // A link made, changed or removed: watch what the links now lead to.
                let relinked = changed.as_ref().is_none_or(|changed| {
                    changed.iter().any(|p| {
                        p.starts_with(&root_for_thread)
                            && std::fs::symlink_metadata(p)
                                .map_or_else(|_| links.had(p), |m| m.file_type().is_symlink())
                    })
                });
                if relinked {
                    if let Ok(mut w) = handle.lock() {
                        links.scan(&root_for_thread, &mut w);
                    }
                }
                // A file a link leads to changed: the page is the link.
                let changed = changed.map(|changed| links.through(changed));
                let relevant = changed.as_ref().is_none_or(|changed| changed.iter().any(|p| {
                    let rel = p.strip_prefix(&root_for_thread).unwrap_or(p);
                    rel.components().next().is_some_and(|c| WATCHED.iter().any(|w| c.as_os_str() == *w))
                }));
                if !relevant {
                    continue;
                }
                // A source folder itself was made, removed or moved: watch it afresh.
                if changed.as_ref().is_none_or(|changed| changed.iter().any(|p| p.parent() == Some(root_for_thread.as_path()))) {
                    if let Ok(mut w) = handle.lock() {
                        watch_folders(&mut w, &mut watched);
                        links.scan(&root_for_thread, &mut w);
                    }
                }
                let start = Instant::now();
                // A bug in a rebuild must not end the thread: the server would go stale.
                let outcome = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rebuilder.rebuild_after(changed.as_deref()))) {
                    Ok(outcome) => outcome,
                    Err(panic) => {
                        let what = panic.downcast_ref::<String>().cloned().or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()));
                        rebuilder = Rebuilder::new(&root_for_thread);
                        Err(crate::diagnostics::Report::from(crate::diagnostics::Diagnostic::new(&root_for_thread, 0, 0, format!(
                            "tabula failed inside ({}); this is a bug: please report it with the file you changed",
                            what.unwrap_or_default()
                        ))))
                    }
                };
                let mut s = shared.state.lock().expect("not poisoned");
                match outcome {
                    Ok(files) => {
                        s.files = Arc::new(indexer.with_index(files));
                        s.error = None;
                        if let Some(job) = rebuilder.search_job() {
                            indexer.ask(job);
                        }
                        print_warnings(&rebuilder.warnings);
                        eprintln!("rebuilt {} pages in {} ms", rebuilder.rendered, start.elapsed().as_millis());
                    }
                    Err(report) => {
                        let text = report.to_string();
                        eprintln!("{text}\nthe last good site is still served");
                        s.error = Some(text);
                    }
                }
                s.generation += 1;
                shared.changed.notify_all();
            }
        })
        .map_err(|e| format!("cannot start the rebuild thread: {e}"))?;
    Ok(watcher)
}
