//! Site speed: rendering the bundled site in memory (pages per second), drawing
//! every diagram of it as SVG, and rasterizing them to PNG cold and from the cache.
//! Run: `cargo bench --bench site`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;
use tabula::diagram::png;
use tabula::site::build::{render_site, Site};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn build(c: &mut Criterion) {
    let cache = tempfile::tempdir().unwrap();
    // SAFETY of the benchmark: one thread sets it before any build runs.
    std::env::set_var("TABULA_CACHE_DIR", cache.path());
    let site = Site::load(root()).expect("the bundled site loads");
    let (files, summary) = render_site(&site, false).expect("the bundled site builds");
    let pages: usize = summary.pages.values().sum();
    let mut group = c.benchmark_group("site");
    group.sample_size(10);
    group.throughput(Throughput::Elements(pages as u64));
    group.bench_function("load-and-render (warm PNG cache)", |b| {
        b.iter(|| {
            let site = Site::load(root()).unwrap();
            black_box(render_site(&site, false).unwrap().0.files.len())
        })
    });
    group.finish();

    let svgs: Vec<(String, String)> = files
        .files
        .iter()
        .filter(|(name, _)| name.starts_with("diagrams/") && name.ends_with(".svg"))
        .map(|(name, bytes)| {
            let hash = name
                .trim_start_matches("diagrams/")
                .trim_end_matches(".svg")
                .to_string();
            (hash, String::from_utf8(bytes.to_vec()).unwrap())
        })
        .collect();
    // Every board diagram block of the English pages, with its page's default variant.
    let mut blocks: Vec<(String, Option<String>)> = Vec::new();
    for page in site.content.pages.values().filter(|p| p.lang == "en") {
        let default = page.front.variant.clone().or_else(|| {
            site.catalogue
                .standard_of(page.path.split('/').next()?)
                .map(|v| v.id.clone())
        });
        for part in page.body.split("```diagram\n").skip(1) {
            let block = &part[..part.find("```").unwrap()];
            if !block.contains("throws") {
                blocks.push((block.to_string(), default.clone()));
            }
        }
    }
    let mut group = c.benchmark_group("diagrams");
    group.sample_size(10);
    group.throughput(Throughput::Elements(blocks.len() as u64));
    group.bench_function("compute and draw all (SVG)", |b| {
        b.iter(|| {
            for (block, default) in &blocks {
                let spec = tabula::diagram::Spec::parse(block).unwrap();
                let d = spec.compute(&site.catalogue, default.as_deref()).unwrap();
                black_box(tabula::diagram::svg::render(&d).len());
            }
        })
    });
    group.throughput(Throughput::Elements(svgs.len() as u64));
    group.bench_function("rasterize all, cold", |b| {
        b.iter(|| {
            for (_, svg) in &svgs {
                black_box(png::rasterize(svg, 2.0).unwrap().len());
            }
        })
    });
    let warm = tempfile::tempdir().unwrap();
    for (name, svg) in &svgs {
        png::cached(warm.path(), name, svg).unwrap();
    }
    group.bench_function("rasterize all, warm cache", |b| {
        b.iter(|| {
            for (name, svg) in &svgs {
                black_box(png::cached(warm.path(), name, svg).unwrap().0.len());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, build);
criterion_main!(benches);
