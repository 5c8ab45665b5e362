#!/usr/bin/env python3
"""Build speed at scale: tabula and Hugo build the same synthetic Markdown (bench/synth.py)
in the same run, alternating, each into an empty output folder (emptied outside the timing),
measured by GNU time: wall time, CPU time (user + system), peak memory. Prints a Markdown
table with pages per millisecond and the ratio tabula/Hugo, then tabula's cold and warm
times with one diagram per page, and the bundled site's build time.

With --pagefind, Hugo's build is followed by Pagefind's own command on its output (how Hugo
sites search), and tabula's build, which makes its index itself, is timed twice: with each
language's index taken from the cache (warm) and made afresh (cold).

Run through bench/scale.sh, which builds tabula first.
"""
import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(cmd, cwd, env=None):
    """Runs cmd under GNU time; returns (wall s, cpu s, peak MiB)."""
    fd, out = tempfile.mkstemp()
    os.close(fd)
    try:
        r = subprocess.run(["/usr/bin/time", "-o", out, "-f", "%e %U %S %M"] + cmd, cwd=cwd, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            sys.exit(f"failed: {' '.join(cmd)} in {cwd}\n{r.stderr[-2000:]}")
        wall, user, system, kb = open(out).read().split()[-4:]
        return float(wall), float(user) + float(system), int(kb) / 1024
    finally:
        os.remove(out)


def pages_in(folder):
    return sum(1 for _, _, files in os.walk(folder) for f in files if f == "index.html")


def copy_site(src, dst):
    os.makedirs(dst, exist_ok=True)
    for d in ["content", "locales", "templates", "static"]:
        if os.path.isdir(os.path.join(src, d)):
            shutil.copytree(os.path.join(src, d), os.path.join(dst, d))


def median(rows, i):
    return statistics.median(r[i] for r in rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabula", required=True)
    ap.add_argument("--site", required=True, help="the tabula site to add the synthetic section to")
    ap.add_argument("--sizes", default="200,2000,6000", help="pages per language")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", default=None, help="folder for the generated sites (default: a temporary one)")
    ap.add_argument("--pagefind", default=None,
                    help="Pagefind's command (npm's pagefind): Hugo's build is then followed by pagefind --site on its output, "
                         "and tabula is timed both with its search index from the cache (warm) and made afresh (cold)")
    ap.add_argument("--scale-only", action="store_true", help="only the table: no diagram or bundled-site runs")
    a = ap.parse_args()
    work = a.work or tempfile.mkdtemp(prefix="tabula-scale-")
    hugo = shutil.which("hugo") or sys.exit("hugo is not installed: apt-get install hugo")
    version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.split()[1]
    env = dict(os.environ, TABULA_CACHE_DIR=os.path.join(work, "cache"))
    print(f"machine: {os.cpu_count()} cores, {os.uname().machine}; hugo {version}; {a.runs} runs each, alternating; medians\n")

    print("| pages per language | tabula pages | Hugo pages | tabula wall | Hugo wall | tabula CPU | Hugo CPU "
          "| tabula peak | Hugo peak | tabula pages/ms | Hugo pages/ms | ratio (wall) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    per_page = []
    for n in [int(s) for s in a.sizes.split(",")]:
        base = os.path.join(work, str(n))
        shutil.rmtree(base, ignore_errors=True)
        t, h = os.path.join(base, "t"), os.path.join(base, "h")
        copy_site(a.site, t)
        subprocess.run([sys.executable, os.path.join(HERE, "synth.py"), str(n), t, h], check=True)
        tab_cmd = [a.tabula, "build", "-o", os.path.join(base, "t-out")]
        hugo_cmd = [hugo, "--quiet", "--destination", os.path.join(base, "h-out"), "--cacheDir", os.path.join(base, "h-cache")]
        if a.pagefind:
            # Hugo users search with Pagefind's own command run on Hugo's output.
            hugo_cmd = ["sh", "-c", " ".join(hugo_cmd) + f" && {a.pagefind} --site {os.path.join(base, 'h-out')} >/dev/null"]
        rows = {"t": [], "h": [], "c": []}
        runs = [("t", tab_cmd, t, "t-out"), ("h", hugo_cmd, h, "h-out")]
        if a.pagefind:
            runs.append(("c", tab_cmd, t, "t-out"))
        for run in range(a.runs + 1):
            for key, cmd, cwd, out in runs:
                shutil.rmtree(os.path.join(base, out), ignore_errors=True)
                if key == "c":  # tabula with its search index made afresh
                    shutil.rmtree(os.path.join(env["TABULA_CACHE_DIR"], "search"), ignore_errors=True)
                m = timed(cmd, cwd, env)
                if run > 0:  # the first run of each only warms the file cache
                    rows[key].append(m)
        tp, hp = pages_in(os.path.join(base, "t-out")), pages_in(os.path.join(base, "h-out"))
        tw, hw = median(rows["t"], 0), median(rows["h"], 0)
        per_page.append((tp, tw / tp))
        print(f"| {n:,} | {tp:,} | {hp:,} | {tw:.2f} s | {hw:.2f} s | {median(rows['t'], 1):.2f} s | {median(rows['h'], 1):.2f} s "
              f"| {median(rows['t'], 2):.0f} MiB | {median(rows['h'], 2):.0f} MiB | {tp / tw / 1000:.1f} | {hp / hw / 1000:.1f} | {tw / hw:.2f} |")
        if a.pagefind:
            cw = median(rows["c"], 0)
            print(f"|   with the index made afresh (cold) | | | {cw:.2f} s | | {median(rows['c'], 1):.2f} s | | {median(rows['c'], 2):.0f} MiB "
                  f"| | {tp / cw / 1000:.1f} | | {cw / hw:.2f} |")
        sys.stdout.flush()
        shutil.rmtree(base, ignore_errors=True)
    if len(per_page) > 1:
        (p0, c0), (p1, c1) = per_page[0], per_page[-1]
        exponent = math.log((c1 * p1) / (c0 * p0)) / math.log(p1 / p0)
        print(f"\ntabula time per page: {c0 * 1e3:.3f} ms at {p0:,} pages, {c1 * 1e3:.3f} ms at {p1:,} pages "
              f"(×{c1 / c0:.2f}; wall time grows as pages^{exponent:.2f})")

    if a.scale_only:
        return
    # One diagram per page: cold (empty PNG cache) and warm (cache filled by the cold build).
    n = int(a.sizes.split(",")[0])
    base = os.path.join(work, f"diagram-{n}")
    shutil.rmtree(base, ignore_errors=True)
    t = os.path.join(base, "t")
    copy_site(a.site, t)
    subprocess.run([sys.executable, os.path.join(HERE, "synth.py"), str(n), t, os.path.join(base, "h"), "--diagram"], check=True)
    cache = os.path.join(base, "cache")
    denv = dict(os.environ, TABULA_CACHE_DIR=cache)
    cmd = [a.tabula, "build", "-o", os.path.join(base, "out")]
    cold, warm = [], []
    for _ in range(a.runs):
        shutil.rmtree(cache, ignore_errors=True)
        shutil.rmtree(os.path.join(base, "out"), ignore_errors=True)
        cold.append(timed(cmd, t, denv))
        shutil.rmtree(os.path.join(base, "out"), ignore_errors=True)
        warm.append(timed(cmd, t, denv))
    pages = pages_in(os.path.join(base, "out"))
    print(f"\none diagram per page, {pages:,} pages ({n:,} distinct pictures): cold {median(cold, 0):.2f} s wall "
          f"({median(cold, 1):.2f} s CPU), warm {median(warm, 0):.2f} s wall ({median(warm, 1):.2f} s CPU)")
    shutil.rmtree(base, ignore_errors=True)

    # The bundled site, PNGs from the cache: into an empty folder, and again over its own
    # output with nothing changed (the previous output is replaced).
    base = os.path.join(work, "bundled")
    shutil.rmtree(base, ignore_errors=True)
    copy_site(a.site, base)
    out = os.path.join(base, "out")
    cmd = [a.tabula, "build", "-o", out]
    timed(cmd, base, env)
    fresh, again = [], []
    for _ in range(max(a.runs, 5)):
        shutil.rmtree(out, ignore_errors=True)
        fresh.append(timed(cmd, base, env))
        again.append(timed(cmd, base, env))
    print(f"bundled site, {pages_in(out)} pages: {median(fresh, 0) * 1e3:.0f} ms into an empty folder, "
          f"{median(again, 0) * 1e3:.0f} ms rebuilt over its output with no change ({median(again, 1) * 1e3:.0f} ms CPU, "
          f"{median(again, 2):.0f} MiB peak)")
    shutil.rmtree(base, ignore_errors=True)
    if not a.work:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
