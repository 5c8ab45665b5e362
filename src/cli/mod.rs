//! The commands behind `tabula`'s subcommands; `main.rs` only parses arguments.

pub mod build;
pub mod check;
pub mod diagram;
pub mod init;
pub mod moves;
pub mod new_language;
pub mod stats;

/// The stack of the threads that load and render a site. Input that nests deeply
/// (Fluent placeables, template blocks, Markdown lists) is bounded where it is read;
/// this is the margin above those bounds. Only what is used is allocated.
pub const STACK_SIZE: usize = 256 * 1024 * 1024;

/// Runs `f` on a thread with [`STACK_SIZE`] of stack and returns its result.
pub fn with_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(f)
        .expect("a thread can be started")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}
