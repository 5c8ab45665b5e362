#!/usr/bin/env python3
"""Run hostile or careless inputs against a `tabula` binary; print a Markdown table.

Usage: scripts/hardening-table.py BINARY [BINARY2] [-v] [--only 1,5,19]

Each case runs in a fresh temporary copy of tests/fixtures/minimal/, with
TABULA_CACHE_DIR pointing into that temporary folder. Every subprocess is bounded
by a 10 s timeout (killed on expiry); the cases about memory also run under a
2 GiB address-space limit. With two binaries the table has a column for each
(before, after). -v prints each command's stderr to our stderr.
Python 3 standard library only.
"""

import glob
import hashlib
import http.client
import os
import queue
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
FIXTURE = HERE / "tests" / "fixtures" / "minimal"
TIMEOUT = 10
LONG_TIMEOUT = 60  # case 5 only: its 3,000-page site takes about 9 s to build
GIB = 1024 ** 3
MEM_LIMIT = 2 * GIB
VERBOSE = False
PNG_END = b"IEND\xaeB`\x82"


def log(*a):
    if VERBOSE:
        print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- repository files


def repo_file(rel):
    """A file of the repository as committed (HEAD), so that edits in progress in the
    work tree do not change the cases; the work-tree file when git cannot answer."""
    p = subprocess.run(["git", "-C", str(HERE), "show", f"HEAD:{rel}"], capture_output=True, timeout=TIMEOUT)
    return p.stdout if p.returncode == 0 else (HERE / rel).read_bytes()


def repo_files(folder, suffix):
    p = subprocess.run(["git", "-C", str(HERE), "ls-tree", "--name-only", "HEAD", folder + "/"],
                       capture_output=True, text=True, timeout=TIMEOUT)
    if p.returncode == 0:
        names = p.stdout.split()
    else:
        names = [str(x.relative_to(HERE)) for x in (HERE / folder).iterdir()] if (HERE / folder).is_dir() else []
    return sorted(n for n in names if n.endswith(suffix))


FINKEL = "content/games/ur/finkel.toml"
BOARDS = "content/games/ur/boards"
_finkel = {}
ORIGIN = {}  # the copy of a binary that runs -> the work tree it was built in


def finkel_for(binary):
    """The ur/finkel rule data this binary accepts, as {path: bytes}: the work tree's
    file (with the board files beside it, when there are any), else the committed
    one, else the one in the tree the binary was built in. The rule-data format changes while the engine is reworked, and each binary
    reads the format of its own time; a clean build of the fixture decides."""
    if binary in _finkel:
        return _finkel[binary]
    work = {FINKEL: (HERE / FINKEL).read_bytes()}
    if (HERE / BOARDS).is_dir():
        for b in sorted((HERE / BOARDS).glob("*.toml")):
            work[f"{BOARDS}/{b.name}"] = b.read_bytes()
    head = {FINKEL: repo_file(FINKEL)}
    for rel in repo_files(BOARDS, ".toml"):
        head[rel] = repo_file(rel)
    candidates = [("work tree", work), ("HEAD", head)]
    own = ORIGIN.get(binary)  # the work tree the binary was built in: .../target/release/tabula
    if own is not None and (own / FINKEL).is_file() and own.resolve() != HERE:
        files = {FINKEL: (own / FINKEL).read_bytes()}
        for b in sorted((own / BOARDS).glob("*.toml")) if (own / BOARDS).is_dir() else []:
            files[f"{BOARDS}/{b.name}"] = b.read_bytes()
        candidates.append((f"binary's own tree {own}", files))
    chosen = None
    for name, files in candidates:
        with Case(binary) as c:
            for rel, data in files.items():
                c.write(rel, data)
            r = c.build()
        if r.rc == 0:
            chosen = (name, files)
            break
    if chosen is None:
        chosen = candidates[0]
        print(f"note: {binary} accepts no copy of {FINKEL}; using the work tree's", file=sys.stderr)
    else:
        print(f"note: {binary}: {', '.join(chosen[1])} from the {chosen[0]}", file=sys.stderr)
    _finkel[binary] = chosen[1]
    return chosen[1]


# ---------------------------------------------------------------- running


class Result:
    def __init__(self, rc, out, err, timed_out, seconds, mem=None, timeout=TIMEOUT):
        self.timeout = timeout
        self.rc, self.out, self.err = rc, out or b"", err or b""
        self.timed_out, self.seconds, self.mem = timed_out, seconds, mem
        self.text = self.err.decode("utf-8", "replace")
        self.stdout = self.out.decode("utf-8", "replace")

    @property
    def oom(self):
        return self.mem is not None and re.search(r"memory allocation of \d+ bytes failed", self.text) is not None

    @property
    def stack_overflow(self):
        return "has overflowed its stack" in self.text

    @property
    def panicked(self):
        return "panicked" in self.text

    def status(self):
        """A short phrase for how the process ended."""
        if self.timed_out:
            return f"hangs (killed after {self.timeout} s)"
        if self.oom:
            return f"out of memory (limit {self.mem // GIB} GiB)"
        if self.stack_overflow:
            return "stack overflow, aborts (SIGABRT, rc 134)"
        if self.panicked:
            return f"panics (rc {self.rc})"
        if self.rc is not None and self.rc < 0:
            return f"killed by {signal.Signals(-self.rc).name}"
        return f"exit {self.rc}"

    def errors(self):
        return [l for l in (self.text + "\n" + self.stdout).splitlines() if l.startswith("error")]

    def first_error(self, limit=110):
        errs = self.errors()
        if not errs:
            return "no error"
        return quote(errs[0], limit)


def quote(text, limit=110):
    text = text.strip()
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return "«" + text + "»"


def limit_memory(mem):
    def set_limit():
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))

    return set_limit


class Case:
    """One case's temporary folder: `site/` (the fixture copy), `cache/`, room for more."""

    def __init__(self, binary):
        self.binary = binary
        self.tmp = Path(tempfile.mkdtemp(prefix="tabula-hardening-"))
        self.site = self.tmp / "site"
        shutil.copytree(FIXTURE, self.site, symlinks=True)
        (self.tmp / "cache").mkdir()
        self.env = dict(os.environ)
        self.env["TABULA_CACHE_DIR"] = str(self.tmp / "cache")
        self.env.pop("RUST_BACKTRACE", None)
        self.servers = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for s in self.servers:
            s.close()
        shutil.rmtree(self.tmp, ignore_errors=True)
        if self.tmp.exists():  # e.g. a folder a build left read-only
            subprocess.run(["chmod", "-R", "u+rwx", str(self.tmp)], stderr=subprocess.DEVNULL)
            shutil.rmtree(self.tmp, ignore_errors=True)

    # files
    def path(self, rel):
        return self.site / rel

    def write(self, rel, data):
        p = self.path(rel)
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            data = data.encode()
        p.write_bytes(data)

    def read(self, rel):
        return self.path(rel).read_bytes()

    def edit(self, rel, old, new):
        text = self.path(rel).read_text()
        if old not in text:
            raise RuntimeError(f"{rel}: {old!r} not found")
        self.path(rel).write_text(text.replace(old, new, 1))

    def add_finkel(self):
        for rel, data in finkel_for(self.binary).items():
            self.write(rel, data)
        return self.path(FINKEL)

    # processes
    def run(self, *args, cwd=None, stdin=None, timeout=TIMEOUT, mem=None):
        cmd = [self.binary, *args]
        t0 = time.monotonic()
        try:
            p = subprocess.run(
                cmd,
                cwd=cwd or self.site,
                input=stdin,
                stdin=subprocess.DEVNULL if stdin is None else None,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=self.env,
                timeout=timeout,
                preexec_fn=limit_memory(mem) if mem else None,
            )
            r = Result(p.returncode, p.stdout, p.stderr, False, time.monotonic() - t0, mem, timeout)
        except subprocess.TimeoutExpired as e:
            r = Result(None, e.stdout, e.stderr, True, time.monotonic() - t0, mem, timeout)
        log(f"$ {' '.join(args)}  -> {r.status()} ({r.seconds:.2f} s)")
        log("  stderr: " + r.text[:1500].replace("\n", "\n          "))
        return r

    def build(self, *args, **kw):
        return self.run("build", *args, **kw)

    def serve(self):
        s = Server(self)
        self.servers.append(s)
        return s


class Server:
    """`tabula serve --port 0` in the site folder; always killed at the end."""

    def __init__(self, case):
        self.stderr = open(case.tmp / "serve.stderr", "w+b")
        self.p = subprocess.Popen(
            [case.binary, "serve", "--port", "0"],
            cwd=case.site,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            env=case.env,
        )
        lines = queue.Queue()

        def drain():
            for line in self.p.stdout:
                lines.put(line.decode("utf-8", "replace"))
            lines.put(None)

        threading.Thread(target=drain, daemon=True).start()
        self.url = None
        try:
            first = lines.get(timeout=TIMEOUT)
        except queue.Empty:
            first = None
        m = re.search(r"http://[0-9.]+:\d+/", first or "")
        if m:
            self.url = m.group(0)
        log(f"serve: first line {first!r}")
        if self.url:
            # Let it settle before any file is changed: an older serve set up its
            # watcher only after printing the address, and missed an edit made at once.
            self.get("/en/")
            time.sleep(1)

    def alive(self):
        return self.p.poll() is None

    def died(self):
        """A phrase for how the server ended, or None while it runs."""
        rc = self.p.poll()
        if rc is None:
            return None
        self.stderr.seek(0)
        text = self.stderr.read().decode("utf-8", "replace")
        if "has overflowed its stack" in text:
            return "server died: stack overflow (SIGABRT)"
        if "panicked" in text:
            return f"server died: panic (rc {rc})"
        if rc < 0:
            return f"server died: {signal.Signals(-rc).name}"
        return f"server exited (rc {rc})"

    def get(self, path):
        """(status, body) or (None, reason)."""
        if not self.url:
            return None, "no URL"
        try:
            with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=5) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()
        except Exception as e:  # refused, reset, timed out
            return None, type(e).__name__

    def close(self):
        if self.p.poll() is None:
            self.p.kill()
        try:
            self.p.wait(5)
        except subprocess.TimeoutExpired:
            pass
        self.stderr.close()


# ---------------------------------------------------------------- helpers


def tree_hashes(root):
    out = {}
    for dirpath, _, files in os.walk(root):
        for f in files:
            p = Path(dirpath) / f
            if p.is_file():
                out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def sources_state(case, before):
    """'sources intact' or what changed among the site's files recorded in `before`."""
    after = tree_hashes(case.site)
    gone = [k for k in before if k not in after]
    changed = [k for k in before if k in after and after[k] != before[k]]
    if not gone and not changed:
        return "sources intact"
    parts = []
    if gone:
        parts.append(f"{len(gone)} of {len(before)} source files deleted ({', '.join(sorted(gone)[:2])}{', …' if len(gone) > 2 else ''})")
    if changed:
        parts.append(f"{len(changed)} changed")
    return ", ".join(parts)


def du(path):
    total = 0
    for dirpath, _, files in os.walk(path):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def size_phrase(n):
    if n >= 1024 * 1024:
        return f"{n / 1024 / 1024:.1f} MiB"
    if n >= 1024:
        return f"{n / 1024:.0f} KiB"
    return f"{n} B"


def hidden_leftovers(folder, before=()):
    return sorted(n for n in os.listdir(folder) if n.startswith(".") and n not in before)


def locations(text, name):
    """Distinct 'file:line' places naming `name` (a file name) in the text, in order."""
    seen = []
    for m in re.finditer(r"([\w./-]*" + re.escape(name) + r"):(\d+)", text):
        loc = f"{m.group(1).lstrip('./')}:{m.group(2)}"
        if loc not in seen:
            seen.append(loc)
    return seen


def initial_error(html):
    m = re.search(rb"var initial = (.*?);\n", html, re.S)
    return m.group(1).decode("utf-8", "replace") if m else None


# ---------------------------------------------------------------- the cases

CASES = []


def case(label):
    def register(f):
        CASES.append((label, f))
        return f

    return register


@case("1. `build -o ../x` where ../x holds thesis.txt")
def c1(c):
    x = c.tmp / "x"
    x.mkdir()
    (x / "thesis.txt").write_text("keep\n")
    r = c.build("-o", "../x")
    kept = (x / "thesis.txt").is_file() and (x / "thesis.txt").read_text() == "keep\n"
    return f"{r.status()}, thesis.txt {'kept' if kept else 'deleted'}"


@case("2. `build -o content`")
def c2(c):
    before = tree_hashes(c.path("content"))
    before = {"content/" + k: v for k, v in before.items()}
    r = c.build("-o", "content")
    return f"{r.status()}, {sources_state(c, before)}"


@case("3. `build -o notes.txt` (an existing file)")
def c3(c):
    c.write("notes.txt", "n\n")
    r = c.build("-o", "notes.txt")
    p = c.path("notes.txt")
    if p.is_file() and p.read_bytes() == b"n\n":
        state = "notes.txt kept"
    elif p.is_dir():
        state = "notes.txt replaced by a folder"
    elif p.exists():
        state = "notes.txt changed"
    else:
        state = "notes.txt deleted"
    left = [n for n in os.listdir(c.site) if n.startswith(".notes.txt.")]
    olds = [n for n in left if "old" in n]
    extra = f", {', '.join(re.sub(r'-[0-9]+$', '-PID', n) for n in olds)} left" if olds else ", no `.notes.txt.old-*` left"
    if len(left) > len(olds):
        extra += f", {len(left) - len(olds)} other `.notes.txt.*` left"
    return f"{r.status()}, {state}{extra}"


@case("4. `build -o .`")
def c4(c):
    before_files = tree_hashes(c.site)
    before = set(os.listdir(c.site))
    r = c.build("-o", ".")
    if not c.site.exists():
        return f"{r.status()}, the site folder is gone"
    left = hidden_leftovers(c.site, before)
    temp = [n for n in left if n.startswith(".dist.") or "staging" in n]
    names = ", ".join(re.sub(r"-\d+$", "-PID", n) for n in temp)
    lefts = f"{len(temp)} temp folder(s) left ({names})" if temp else "no `.dist.*`/staging folder left"
    return f"{r.status()}, {lefts}, {sources_state(c, before_files)}"


@case("5. build killed by SIGKILL while writing (3,000 extra pages), then a normal build")
def c5(c):
    body = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 17)[:1000]
    c.write("content/many/_index.en.md", '+++\ntitle = "Many"\ndescription = "Many pages."\n+++\nMany.\n')
    for i in range(3000):
        c.write(f"content/many/p{i:04d}.en.md", f'+++\ntitle = "Page {i}"\ndescription = "Page {i}."\n+++\n{body}\n')
    p = subprocess.Popen([c.binary, "build"], cwd=c.site, env=c.env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seen = None
    # This site takes several seconds to build (about 9 s here): the first build is
    # killed anyway, and the second gets a longer bound than the usual 10 s.
    deadline = time.monotonic() + LONG_TIMEOUT
    while time.monotonic() < deadline and p.poll() is None:
        found = glob.glob(str(c.site / ".dist.*staging*"))
        if found:
            seen = found
            time.sleep(0.05)  # let it write some files
            break
        time.sleep(0.002)
    if p.poll() is None:
        p.send_signal(signal.SIGKILL)
        killed = True
    else:
        killed = False
    p.wait()
    if not seen:
        return "no staging folder seen before the build ended; not reproduced" if not killed else f"no staging folder seen in {LONG_TIMEOUT} s; killed"
    if not killed:
        return "the build ended before it could be killed; not reproduced"
    after_kill = glob.glob(str(c.site / ".dist.*staging*"))
    size_kill = sum(du(f) for f in after_kill)
    r = c.build(timeout=LONG_TIMEOUT)
    left = glob.glob(str(c.site / ".dist.*staging*"))
    size = sum(du(f) for f in left)
    kill_state = f"killed with {size_phrase(size_kill)} staged"
    took = f" in {r.seconds:.0f} s"
    if left:
        return f"{kill_state}; 2nd build {r.status()}{took}, {len(left)} staging folder(s) left ({size_phrase(size)})"
    return f"{kill_state}; 2nd build {r.status()}{took}, no staging folder left"


@case("6. `base_url = 'x\"><script>alert(1)</script>'`")
def c6(c):
    text = c.path("content/site.toml").read_text().splitlines(True)
    assert text[0].startswith("base_url")
    text[0] = "base_url = 'x\"><script>alert(1)</script>'\n"
    c.path("content/site.toml").write_text("".join(text))
    r = c.build()
    hits = [f for f in ("dist/index.html", "dist/robots.txt") if c.path(f).is_file() and b"<script>alert(1)" in c.read(f)]
    if hits:
        what = " and ".join(f"{h[5:]}" for h in hits) + " contain `<script>alert(1)`"
    elif c.path("dist/index.html").is_file():
        what = "no `<script>alert(1)` in index.html or robots.txt"
    else:
        what = "no dist written"
    extra = f", {r.first_error(80)}" if r.rc else ""
    return f"{r.status()}, {what}{extra}"


@case("6b. `base_url = 'https://x\"><script>alert(1)</script>'` (not in the issue: with a scheme)")
def c6b(c):
    text = c.path("content/site.toml").read_text().splitlines(True)
    text[0] = "base_url = 'https://x\"><script>alert(1)</script>'\n"
    c.path("content/site.toml").write_text("".join(text))
    r = c.build()
    hits = [f for f in ("dist/index.html", "dist/robots.txt") if c.path(f).is_file() and b"<script>alert(1)" in c.read(f)]
    if hits:
        what = " and ".join(f"{h[5:]}" for h in hits) + " contain `<script>alert(1)`"
    elif c.path("dist/index.html").is_file():
        what = "no `<script>alert(1)` in index.html or robots.txt"
    else:
        what = "no dist written"
    extra = f", {r.first_error(80)}" if r.rc else ""
    return f"{r.status()}, {what}{extra}"


def bad_default(c):
    c.edit("content/games/ur/finkel.toml", 'default = "7"', 'default = "nosuch"')


@case("7. option `default = \"nosuch\"` in ur/finkel.toml: build; `moves`")
def c7(c):
    c.add_finkel()
    bad_default(c)
    b = c.build()
    m = c.run("moves", "--variant", "ur/finkel", "--throw", "2", "--position", "start")
    def phrase(r):
        s = r.status()
        if r.panicked and "panic" not in s:
            s += ", panicked"
        return s
    bl = locations(b.text, "finkel.toml")
    no = 1 + c.path("content/games/ur/finkel.toml").read_text().splitlines().index('default = "nosuch"')
    at = f" at {bl[0]} (the default is on line {no})" if bl else ""
    return f"build: {phrase(b)}{at}; moves: {phrase(m)}{'' if m.panicked else ', no panic'}"


@case("8. serve: save that bad default, wait 1 s, fix it, wait 1 s")
def c8(c):
    c.add_finkel()
    good = c.read("content/games/ur/finkel.toml")
    s = c.serve()
    if not s.url:
        return f"serve did not start ({s.died() or 'no URL line'})"
    status0, _ = s.get("/en/")
    bad_default(c)
    time.sleep(1)
    st1, body1 = s.get("/en/")
    c.write("content/games/ur/finkel.toml", good)
    time.sleep(1)
    st2, body2 = s.get("/en/")

    def state(st, body):
        if st is None:
            return f"no answer ({body}{'; ' + s.died() if s.died() else ''})"
        if st != 200:
            return f"HTTP {st}"
        init = initial_error(body)
        if init is None:
            return "HTTP 200, no reload script"
        return f"HTTP 200, error {'shown' if 'options.pieces.default' in init else 'not shown'}"

    return f"broken: {state(st1, body1)}; fixed: {state(st2, body2)}"


def deep_ftl(n):
    return "deep = " + "{ " * n + '"x"' + " }" * n + "\n"


@case("9a. serve: a message nested 3,000 deep saved in locales/en/site.ftl")
def c9a(c):
    s = c.serve()
    if not s.url:
        return f"serve did not start ({s.died() or 'no URL line'})"
    with open(c.path("locales/en/site.ftl"), "a") as f:
        f.write(deep_ftl(3000))
    time.sleep(1)
    st, body = s.get("/en/")
    died = s.died()
    if died:
        return f"{died}; GET /en/: {'no answer' if st is None else 'HTTP ' + str(st)}"
    if st is None:
        return f"server running but no answer ({body})"
    init = initial_error(body) if st == 200 else None
    shown = ", error shown" if init and init != "null" else ""
    return f"server alive, /en/ HTTP {st}{shown}"


@case("9b. `build` with a message nested 20,000 deep")
def c9b(c):
    with open(c.path("locales/en/site.ftl"), "a") as f:
        f.write(deep_ftl(20000))
    r = c.build()
    loc = locations(r.text, "site.ftl")
    return f"{r.status()}" + (f", reported at {loc[0]}" if loc and r.rc == 1 else "")


@case("10. 5,000 nested `{% if true %}` in templates/page.html")
def c10(c):
    n = 5000
    c.write("templates/page.html", '{% extends "base.html" %}\n{% block body %}\n'
            + "{% if true %}" * n + "x" + "{% endif %}" * n + "\n{% endblock body %}\n")
    r = c.build()
    return r.status() + (f", {r.first_error(80)}" if r.rc == 1 else "")


@case("11. serve: GET `/fotos%20%C3%A9` (folder `static/fotos é/`)")
def c11(c):
    c.write("static/fotos é/index.html", "<!DOCTYPE html><title>f</title><p>fotos</p>\n")
    s = c.serve()
    if not s.url:
        return f"serve did not start ({s.died() or 'no URL line'})"
    m = re.match(r"http://([0-9.]+):(\d+)/", s.url)
    conn = http.client.HTTPConnection(m.group(1), int(m.group(2)), timeout=5)
    try:
        conn.request("GET", "/fotos%20%C3%A9")
        resp = conn.getresponse()
        loc = resp.getheader("Location")
        resp.read()
    except Exception as e:
        return f"no answer ({type(e).__name__})"
    finally:
        conn.close()
    if loc is None:
        return f"HTTP {resp.status}, no Location"
    raw = loc.encode("latin-1", "replace")  # http.client decodes header bytes as latin-1
    shown = raw.decode("ascii") if raw.isascii() else repr(raw)
    return f"HTTP {resp.status}, Location: `{shown}`"


def fifo_case(c, rel):
    fifo = c.tmp / "fifo"
    os.mkfifo(fifo)
    link = c.path(rel)
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(fifo, link)
    r = c.build()
    loc = locations(r.text, Path(rel).name)
    return r.status() + (f", reported at {loc[0]}" if loc else (f", {r.first_error(80)}" if r.rc else ""))


@case("12a. FIFO symlinked as locales/en/fifo.ftl: build")
def c12a(c):
    return fifo_case(c, "locales/en/fifo.ftl")


@case("12b. FIFO symlinked as content/games/ur/fifo.toml: build")
def c12b(c):
    return fifo_case(c, "content/games/ur/fifo.toml")


@case("13. /dev/zero symlinked as content/games/senet/zero.toml: build (under a 2 GiB limit)")
def c13(c):
    link = c.path("content/games/senet/zero.toml")
    link.parent.mkdir(parents=True)
    os.symlink("/dev/zero", link)
    r = c.build(mem=MEM_LIMIT)
    return r.status() + f" after {r.seconds:.1f} s" + (f", {r.first_error(90)}" if r.rc == 1 else "")


@case("14. content/about/_index.en.md beside content/about.en.md")
def c14(c):
    c.write("content/about/_index.en.md", '+++\ntitle = "A"\ndescription = "d"\n+++\n')
    r = c.build()
    a = "about/_index.en.md" in r.text
    b = "about.en.md" in r.text
    names = "error names both files" if a and b else ("error names only " + ("about/_index.en.md" if a else "about.en.md") if a or b else "neither file named")
    if r.rc == 0 and not r.errors():
        built = c.path("dist/en/about/index.html")
        title = re.search(rb"<h1>(.*?)</h1>", built.read_bytes()) if built.is_file() else None
        return f"{r.status()}, no error; /en/about/ has title {title.group(1).decode() if title else '?'}"
    return f"{r.status()}, {names}"


@case("15. static/sitemap.xml holding `<urlset/>`")
def c15(c):
    c.write("static/sitemap.xml", "<urlset/>\n")
    r = c.build()
    out = c.path("dist/sitemap.xml")
    if not out.is_file():
        state = "no dist/sitemap.xml"
    elif out.read_bytes() == b"<urlset/>\n":
        state = "dist/sitemap.xml is the static file"
    else:
        state = "dist/sitemap.xml is the generated one"
    return f"{r.status()}, {state}" + (f", {r.first_error(90)}" if r.rc else "")


@case("16. PNG cache files truncated to half, then build again")
def c16(c):
    c.add_finkel()
    fixture_msgs = c.path("locales/en/site.ftl").read_text().splitlines()
    for rel in repo_files("locales/en", ".ftl"):
        c.write("locales/" + rel.split("locales/", 1)[1], repo_file(rel))
    defined = {l.split("=")[0].strip() for l in c.path("locales/en/site.ftl").read_text().splitlines() if re.match(r"[a-z][\w-]* *=", l)}
    missing = [l for l in fixture_msgs if re.match(r"[a-z][\w-]* *=", l) and l.split("=")[0].strip() not in defined]
    with open(c.path("locales/en/site.ftl"), "a") as f:
        f.write("\n" + "".join(l + "\n" for l in missing))
    with open(c.path("content/about.en.md"), "a") as f:
        f.write('\n```diagram\nvariant = "ur/finkel"\nposition = "start"\n```\n')
    r1 = c.build()
    pngs1 = {p.name: p.read_bytes() for p in c.path("dist/diagrams").glob("*.png")} if c.path("dist/diagrams").is_dir() else {}
    if r1.rc != 0 or not pngs1:
        return f"setup failed: 1st build {r1.status()}, {len(pngs1)} PNG"
    cache = c.tmp / "cache" / "png"
    cached = [p for p in cache.iterdir() if p.is_file()] if cache.is_dir() else []
    if not cached:
        return f"no files in $TABULA_CACHE_DIR/png/ after the 1st build"
    for p in cached:
        data = p.read_bytes()
        p.write_bytes(data[: len(data) // 2])
    r2 = c.build()
    pngs2 = {p.name: p.read_bytes() for p in c.path("dist/diagrams").glob("*.png")} if c.path("dist/diagrams").is_dir() else {}
    states = []
    for name, first in pngs1.items():
        second = pngs2.get(name)
        if second is None:
            states.append("PNG missing")
        elif second == first and second.endswith(PNG_END):
            states.append("PNG valid, same as 1st build")
        elif not second.endswith(PNG_END):
            states.append(f"PNG truncated ({len(second)} of {len(first)} bytes, no IEND)")
        else:
            states.append(f"PNG valid but differs ({len(second)} vs {len(first)} bytes)")
    return f"2nd build {r2.status()}, " + "; ".join(states)


VALID = b'{"variant":"ur/finkel","throw":2,"position":"start"}'


def batch_case(c, lines):
    data = b"\n".join(lines) + b"\n"
    r = c.run("moves", "--batch", stdin=data)
    answers = r.out.splitlines()
    return r, answers


@case("17. `moves --batch`: valid, a 0xff line, valid")
def c17(c):
    r, answers = batch_case(c, [VALID, b"\xff", VALID])
    third = "3rd answer comes, same as 1st" if len(answers) >= 3 and answers[2] == answers[0] else (
        "3rd answer differs from 1st" if len(answers) >= 3 else "no 3rd answer")
    return f"{r.status()}, {len(answers)} answer line(s), {third}"


@case("18. `moves --batch`: valid, a blank line, valid")
def c18(c):
    r, answers = batch_case(c, [VALID, b"", VALID])
    return f"{r.status()}, {len(answers)} answer lines for 3 input lines" + (
        ", last = 1st" if len(answers) >= 2 and answers[-1] == answers[0] else "")


def run_with_rusage(c, args, data, timeout, mem):
    """Run with `data` on stdin; returns (Result, peak RSS in KiB of that one child, via wait4)."""
    p = subprocess.Popen([c.binary, *args], cwd=c.site, env=c.env, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limit_memory(mem))
    out, err = [], []

    def feed():
        try:
            p.stdin.write(data)
            p.stdin.close()
        except OSError:
            pass

    threads = [threading.Thread(target=feed, daemon=True),
               threading.Thread(target=lambda: out.append(p.stdout.read()), daemon=True),
               threading.Thread(target=lambda: err.append(p.stderr.read()), daemon=True)]
    for t in threads:
        t.start()
    lock = threading.Lock()
    state = {"done": False, "killed": False}

    def kill():
        with lock:
            if not state["done"]:
                state["killed"] = True
                os.kill(p.pid, signal.SIGKILL)

    timer = threading.Timer(timeout, kill)
    t0 = time.monotonic()
    timer.start()
    _, status, usage = os.wait4(p.pid, 0)
    with lock:
        state["done"] = True
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    for t in threads:
        t.join(5)
    r = Result(None if state["killed"] else p.returncode, b"".join(out), b"".join(err),
               state["killed"], time.monotonic() - t0, mem)
    log(f"$ {' '.join(args)}  -> {r.status()}, maxrss {usage.ru_maxrss} KiB")
    log("  stderr: " + r.text[:1000])
    return r, usage.ru_maxrss


@case("19. `moves --batch`: one 100 MB line, then a valid line (2 GiB limit)")
def c19(c):
    data = b'{"variant":"' + b"a" * 100_000_000 + b'"}\n' + VALID + b"\n"
    r, maxrss = run_with_rusage(c, ["moves", "--batch"], data, TIMEOUT, MEM_LIMIT)
    reference = c.run("moves", "--batch", stdin=VALID + b"\n").out.splitlines()
    answers = r.out.splitlines()
    first = quote(answers[0].decode("utf-8", "replace"), 60) if answers else ""
    valid = answers and reference and answers[-1] == reference[0]
    return (f"{r.status()}, {len(answers)} answer line(s)" + (f" (1st: {first})" if len(answers) > 1 else "")
            + (", the valid line answered" if valid else ", the valid line not answered")
            + f", peak RSS {maxrss / 1024:.0f} MiB")


@case("20. `skip-link = Skip to { $nosuch }` in locales/en/site.ftl")
def c20(c):
    c.edit("locales/en/site.ftl", "skip-link = Skip to content", "skip-link = Skip to { $nosuch }")
    r = c.build()
    counts = {}
    for l in r.errors():
        m = re.search(r"([\w./-]+\.(?:ftl|html|md|toml)):(\d+)", l)
        loc = f"{m.group(1).lstrip('./')}:{m.group(2)}" if m else "no file:line"
        counts[loc] = counts.get(loc, 0) + 1
    locs = ", ".join(k + (f" (×{n})" if n > 1 else "") for k, n in counts.items())
    ftl = "site.ftl named" if "site.ftl" in r.text else "site.ftl never named"
    return f"{r.status()}, {sum(counts.values())} `error:` lines, at {locs or 'no file:line'}; {ftl}"


@case("21. `site-name = Again` appended to locales/en/site.ftl")
def c21(c):
    with open(c.path("locales/en/site.ftl"), "a") as f:
        f.write("site-name = Again\n")
    lines = c.path("locales/en/site.ftl").read_text().splitlines()
    first = next(i for i, l in enumerate(lines, 1) if l.startswith("site-name"))
    r = c.build()
    locs = [f"{m.group(1).lstrip('./')}:{m.group(2)}" for m in re.finditer(r"([\w./-]*site\.ftl):(\d+)", r.text)]
    return (f"{r.status()}, names {', '.join(locs) or 'no site.ftl line'}"
            f" (definitions on lines {first} and {len(lines)})"
            + (f", {r.first_error(80)}" if not locs and r.errors() else ""))


@case("22a. a BOM at the start of locales/en/site.ftl")
def c22a(c):
    c.write("locales/en/site.ftl", b"\xef\xbb\xbf" + c.read("locales/en/site.ftl"))
    r = c.build()
    return f"{r.status()}, {r.first_error(100)}"


@case("22b. a BOM at the start of templates/base.html")
def c22b(c):
    c.write("templates/base.html", b"\xef\xbb\xbf" + c.read("templates/base.html"))
    r = c.build()
    out = c.path("dist/en/index.html")
    if not out.is_file():
        return f"{r.status()}, no dist/en/index.html"
    bom = out.read_bytes().startswith(b"\xef\xbb\xbf")
    return f"{r.status()}, dist/en/index.html {'starts with EF BB BF' if bom else 'has no BOM'}"


@case("23. byte 0xff on line 7 of content/about.en.md")
def c23(c):
    lines = c.read("content/about.en.md").split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    while len(lines) < 6:
        lines.append(b"")
    lines.insert(6, b"Bad byte: \xff here.")
    c.write("content/about.en.md", b"\n".join(lines) + b"\n")
    r = c.build()
    locs = locations(r.text, "about.en.md")
    return f"{r.status()}, reported at {', '.join(locs) or 'no about.en.md line'}" + (
        f" ({r.first_error(80)})" if not locs else "")


@case("24. `count = 7` → `count = 0` under [pieces] in ur/finkel.toml")
def c24(c):
    dest = c.add_finkel()
    lines = dest.read_text().splitlines(True)
    no = next(i for i, l in enumerate(lines) if l.strip() == "count = 7")
    lines[no] = lines[no].replace("count = 7", "count = 0")
    dest.write_text("".join(lines))
    r = c.build()
    locs = locations(r.text, "finkel.toml")
    return f"{r.status()}, reported at {', '.join(locs) or 'no finkel.toml line'} (the edit is on line {no + 1})" + (
        f", {r.first_error(80)}" if not locs and r.rc else "")


@case("25. content/extra/_index.en.md only in English: `check`")
def c25(c):
    c.write("content/extra/_index.en.md", '+++\ntitle = "Extra"\ndescription = "Only English."\n+++\nExtra.\n')
    b = c.build()
    r = c.run("check")
    text = r.stdout + r.text
    lines = [l for l in text.splitlines() if "/extra" in l and "[de]" in l]
    if not lines:
        return f"build {b.status()}; check {r.status()}, no line about /extra in German"
    m = re.search(r"\(([^()]*?content/[^()]*?)\)", lines[0])
    return f"check {r.status()}, suggests `{re.sub(r'^write ', '', m.group(1))}`" if m else f"check {r.status()}: {quote(lines[0], 90)}"


@case("26. `check --strict` on the fixture (untranslated /about)")
def c26(c):
    c.build()
    r = c.run("check", "--strict")
    text = r.stdout + "\n" + r.text
    summary = [l for l in text.splitlines() if re.match(r"\d+ errors?, \d+ warnings?", l)]
    if not summary:
        return f"{r.status()}, no summary line"
    n = int(re.match(r"(\d+)", summary[-1]).group(1))
    agree = (n > 0) == (r.rc != 0)
    return f"{r.status()}, summary {quote(summary[-1], 60)}: {'agree' if agree else 'disagree'}"


@case("27. `diagram --variant senet/standard --move 5 -o x.svg` (no --throw)")
def c27(c):
    r = c.run("diagram", "--variant", "senet/standard", "--move", "5", "-o", "x.svg")
    wrote = c.path("x.svg").is_file()
    msg = r.first_error(110) if r.errors() else (quote(r.text.strip().splitlines()[0], 110) if r.text.strip() else "no message")
    return f"{r.status()}, {msg}" + (", x.svg written" if wrote else "")


@case("28. `[languages.EN]` beside `[languages.en]`, with locales/EN/site.ftl")
def c28(c):
    with open(c.path("content/site.toml"), "a") as f:
        f.write('\n[languages.EN]\nname = "EN"\nweight = 1\n')
    shutil.copytree(c.path("locales/en"), c.path("locales/EN"))
    r = c.build()
    if r.rc == 0:
        sep = c.path("dist/EN").is_dir()
        return f"{r.status()}, accepted as a separate language" + (" (dist/EN/ built)" if sep else " (no dist/EN/)")
    return f"{r.status()}, rejected: {r.first_error(100)}"


@case("29. 10,000 and 20,000 messages in locales/{en,de}/big.ftl: build time")
def c29(c):
    times = []
    for n in (10_000, 20_000):
        text = "".join(f"m-{i} = value {i}\n" for i in range(n))
        c.write("locales/en/big.ftl", text)
        c.write("locales/de/big.ftl", text)
        best = None
        for _ in range(2):
            r = c.build()
            if r.timed_out and times:
                return f"10,000: {times[0]:.2f} s (best of 2); 20,000: {r.status()}, ratio > {TIMEOUT / times[0]:.1f}"
            if r.timed_out or r.rc != 0:
                return f"{n:,} messages: {r.status()}" + (f", {r.first_error(80)}" if r.rc else "")
            best = r.seconds if best is None else min(best, r.seconds)
        times.append(best)
    return f"exit 0; 10,000: {times[0]:.2f} s, 20,000: {times[1]:.2f} s (best of 2 each), ratio {times[1] / times[0]:.1f}"


# ---------------------------------------------------------------- main


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def main(argv):
    global VERBOSE
    args = [a for a in argv if not a.startswith("-")]
    if "-v" in argv:
        VERBOSE = True
    only = None
    if "--only" in argv:
        only = set(argv[argv.index("--only") + 1].split(","))
        args = [a for a in args if a != argv[argv.index("--only") + 1]]
    if not 1 <= len(args) <= 2:
        print(__doc__, file=sys.stderr)
        return 2
    originals = [str(Path(a).resolve()) for a in args]
    for b in originals:
        if not os.access(b, os.X_OK):
            print(f"not an executable: {b}", file=sys.stderr)
            return 2
    # Run copies, so that a binary rebuilt while the cases run does not change
    # between rows (tabula embeds its bundled data; it needs nothing beside it).
    bin_dir = Path(tempfile.mkdtemp(prefix="tabula-hardening-bin-"))
    try:
        binaries = []
        for i, b in enumerate(originals):
            copy = bin_dir / str(i) / "tabula"
            copy.parent.mkdir()
            shutil.copy2(b, copy)
            digest = hashlib.sha256(copy.read_bytes()).hexdigest()[:12]
            print(f"note: binary {i + 1}: {b} (sha256 {digest}…)", file=sys.stderr)
            binaries.append(str(copy))
            ORIGIN[str(copy)] = Path(b).parent.parent.parent
        return run_cases(binaries, only)
    finally:
        shutil.rmtree(bin_dir, ignore_errors=True)


def run_cases(binaries, only):
    if len(binaries) == 1:
        print("| input | outcome |\n|---|---|")
    else:
        print("| input | before | after |\n|---|---|---|")
    for label, f in CASES:
        number = label.split(".")[0]
        if only and number not in only and number.rstrip("ab") not in only:
            continue
        row = [label]
        for b in binaries:
            log(f"\n== {label} :: {b}")
            with Case(b) as c:
                try:
                    row.append(f(c))
                except Exception as e:  # a fault of this script, not of tabula: say so
                    row.append(f"script error: {type(e).__name__}: {e}")
        print("| " + " | ".join(cell(x) for x in row) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
