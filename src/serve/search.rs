//! The preview server's search index, made after the pages are served: a build makes
//! the index with the other outputs, but it takes longer than a save may wait, so the
//! preview server serves each rebuild's pages at once with the last index it has, and
//! one thread of its own makes the index of the newest pages meanwhile (only the
//! languages whose pages changed: the others come from the cache, as in a build). The
//! index then follows the pages a moment later; a rebuild newer than the one it was
//! asked for makes it again.

use crate::site::output::Files;
use crate::site::outputs::search::{self, Doc, SiteFiles};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};

/// What the index is made from: the cache folder, the site's folder and the pages to index.
pub(crate) struct Job {
    pub(crate) cache: PathBuf,
    pub(crate) root: PathBuf,
    pub(crate) docs: Vec<Doc>,
}

/// The newest job waiting, and the index of the last one done.
#[derive(Default)]
pub(crate) struct Indexer {
    waiting: Mutex<Option<Job>>,
    wake: Condvar,
    done: Mutex<Arc<SiteFiles>>,
}

impl Indexer {
    /// Starts the thread that makes the index; `made` is called with each index made.
    pub(crate) fn start(made: impl Fn(Arc<SiteFiles>) + Send + 'static) -> Arc<Indexer> {
        let indexer = Arc::new(Indexer::default());
        let me = indexer.clone();
        let started = std::thread::Builder::new()
            .name("search index".into())
            .spawn(move || loop {
                let job = {
                    let mut waiting = me.waiting.lock().unwrap_or_else(|e| e.into_inner());
                    loop {
                        if let Some(job) = waiting.take() {
                            break job;
                        }
                        waiting = me.wake.wait(waiting).unwrap_or_else(|e| e.into_inner());
                    }
                };
                // An index that cannot be made leaves the last one served: the build
                // reports why, as `tabula build` would.
                if let Ok(files) = search::index(&job.cache, &job.root, &job.docs) {
                    let files = Arc::new(files);
                    *me.done.lock().unwrap_or_else(|e| e.into_inner()) = files.clone();
                    made(files);
                }
            });
        if let Err(e) = started {
            eprintln!("cannot start the search index's thread ({e}): the preview has no search");
        }
        indexer
    }

    /// Asks for the index of these pages, in place of any job still waiting.
    pub(crate) fn ask(&self, job: Job) {
        *self.waiting.lock().unwrap_or_else(|e| e.into_inner()) = Some(job);
        self.wake.notify_one();
    }

    /// The files of a rebuild with the last index made put in.
    pub(crate) fn with_index(&self, files: Files) -> Files {
        let index = self.done.lock().unwrap_or_else(|e| e.into_inner()).clone();
        with(files, &index)
    }
}

/// `files` with the index's files put in (in place of an older index's).
pub(crate) fn with(mut files: Files, index: &SiteFiles) -> Files {
    let prefix = format!("{}/", search::FOLDER);
    files.files.retain(|rel, _| !rel.starts_with(&prefix));
    for (rel, bytes) in index {
        files.files.insert(rel.clone(), bytes.clone());
    }
    files
}
