#!/usr/bin/env python3
"""Time from saving a file to the new page being served by `tabula serve`.

Copies the bundled site to a temporary folder, starts `tabula serve` on a free
port, then repeatedly appends a marker to one page (and, separately, changes one
Fluent message) and polls the page until the marker is served. Prints the median
and all samples, in milliseconds. With PAGES, the site gets a synthetic section of
PAGES pages in each of six languages first (bench/synth.py), as in BENCHMARKS.md.
Usage: scripts/serve-latency.py [TABULA_BINARY] [ROUNDS] [PAGES]
"""
import os, shutil, statistics, subprocess, sys, tempfile, time, urllib.request

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(repo, "target/release/tabula")
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 15
pages = int(sys.argv[3]) if len(sys.argv) > 3 else 0

site = tempfile.mkdtemp()
for d in ["content", "locales", "templates", "static"]:
    shutil.copytree(os.path.join(repo, d), os.path.join(site, d))
if pages:
    hugo = tempfile.mkdtemp()
    subprocess.run([sys.executable, os.path.join(repo, "bench/synth.py"), str(pages), site, hugo], check=True)
    shutil.rmtree(hugo, ignore_errors=True)
proc = subprocess.Popen([binary, "serve", "--port", "0"], cwd=site, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
try:
    line = proc.stdout.readline()
    port = int(line.split("127.0.0.1:")[1].split("/")[0])

    def fetch(path):
        return urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read().decode()

    def measure(file, url, edit):
        path = os.path.join(site, file)
        original = open(path, encoding="utf-8").read()
        samples = []
        for i in range(rounds):
            marker = f"Marker{i}x{time.time_ns()}"
            time.sleep(0.3)
            start = time.perf_counter()
            with open(path, "w", encoding="utf-8") as f:
                f.write(edit(original, marker))
            while marker not in fetch(url):
                time.sleep(0.001)
            samples.append((time.perf_counter() - start) * 1000)
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
        return samples

    fetch("/en/about/")
    page = measure("content/about.en.md", "/en/about/", lambda text, m: text + f"\n\n{m}\n")
    ftl = measure("locales/en/site.ftl", "/en/about/", lambda text, m: text.replace("footer-note = ", f"footer-note = {m} ", 1))
    for name, s in [("page edit", page), ("Fluent edit", ftl)]:
        print(f"{name}: median {statistics.median(s):.1f} ms over {len(s)} saves (min {min(s):.1f}, max {max(s):.1f})")
finally:
    proc.terminate()
    proc.wait()
    shutil.rmtree(site, ignore_errors=True)
