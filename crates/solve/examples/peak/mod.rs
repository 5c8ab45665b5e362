//! The examples' measure of memory: the process's peak resident size, as Linux keeps
//! it, for the benchmarks' tables (BENCHMARKS.md). A module of its own, so that only
//! the examples that report memory compile it.

/// The peak resident memory of this process so far, in MiB (0 where Linux's
/// `/proc/self/status` cannot be read).
pub fn peak_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kib| kib / 1024)
}
