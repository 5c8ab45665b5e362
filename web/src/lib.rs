//! tabula's engine in the browser: plain `extern "C"` functions around
//! [`tabula_core::api::Engine`], with JSON text passed through linear memory, so the
//! page needs no generated bindings (`assets/engine.js` wraps them).
//!
//! The script copies a request into memory from `tabula_alloc`, calls
//! `tabula_request(ptr, len)`, which frees it and returns the answer's length, and
//! reads the answer at `tabula_answer()`; it stays there until the next request.
//! Handing memory across that boundary is the one place the workspace allows `unsafe`.

#![allow(unsafe_code)]

use std::cell::RefCell;
use tabula_core::api::Engine;

thread_local! {
    static ENGINE: RefCell<Engine> = RefCell::new(Engine::default());
    static ANSWER: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Room for a request of `len` bytes.
#[no_mangle]
pub extern "C" fn tabula_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (from [`tabula_alloc`], freed here)
/// and returns the answer's length in bytes.
///
/// # Safety
/// `ptr` must come from `tabula_alloc(len)` and hold `len` bytes written by the caller.
#[no_mangle]
pub unsafe extern "C" fn tabula_request(ptr: *mut u8, len: usize) -> usize {
    let bytes = Vec::from_raw_parts(ptr, len, len.max(1));
    let answer = match std::str::from_utf8(&bytes) {
        Ok(text) => ENGINE.with(|e| e.borrow_mut().answer(text)),
        Err(_) => r#"{"error":"request: not UTF-8"}"#.to_string(),
    };
    ANSWER.with(|a| {
        *a.borrow_mut() = answer;
        a.borrow().len()
    })
}

/// Where the last answer is.
#[no_mangle]
pub extern "C" fn tabula_answer() -> *const u8 {
    ANSWER.with(|a| a.borrow().as_ptr())
}
