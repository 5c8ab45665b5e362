//! How pages relate: which paths the site has, which pages sit directly below which,
//! and in which languages each path is written. Computed once per build from the
//! content (as Zola's `populate_sections`), so that rendering a page never walks the
//! whole site: a page's children, the site's nav and a path's languages are lookups.
//! Without it, each of 12,000 pages sorted every page path twice.

use crate::content::Content;
use std::collections::BTreeMap;

#[derive(Debug, Default, Clone)]
pub struct Relations {
    /// Every distinct page path, sorted.
    pub paths: Vec<String>,
    /// The paths directly below each path that has any (the home page is `""`), sorted.
    children: BTreeMap<String, Vec<String>>,
    /// The languages each path is written in, sorted.
    languages: BTreeMap<String, Vec<String>>,
}

impl Relations {
    pub fn new(content: &Content) -> Relations {
        let mut languages: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (path, lang) in content.pages.keys() {
            languages
                .entry(path.clone())
                .or_default()
                .push(lang.clone());
        }
        let paths: Vec<String> = languages.keys().cloned().collect();
        let mut children: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for p in paths.iter().filter(|p| !p.is_empty()) {
            // The parent of `a/b/c` is `a/b`, even where `a/b` has no page of its own,
            // as before: a child is any path one segment below.
            let parent = p.rsplit_once('/').map_or("", |(parent, _)| parent);
            children
                .entry(parent.to_string())
                .or_default()
                .push(p.clone());
        }
        Relations {
            paths,
            children,
            languages,
        }
    }

    /// The paths directly below `parent`, sorted by path.
    pub fn children(&self, parent: &str) -> &[String] {
        self.children.get(parent).map_or(&[], Vec::as_slice)
    }

    /// The languages `path` is written in, sorted.
    pub fn languages_of(&self, path: &str) -> &[String] {
        self.languages.get(path).map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Page;

    fn content(keys: &[(&str, &str)]) -> Content {
        let mut c = Content::default();
        for (path, lang) in keys {
            let page = Page {
                path: path.to_string(),
                lang: lang.to_string(),
                file: Default::default(),
                front: toml::from_str("title = \"t\"\ndescription = \"d\"").unwrap(),
                body: "".into(),
                body_line: 1,
            };
            c.pages.insert((path.to_string(), lang.to_string()), page);
        }
        c
    }

    #[test]
    fn children_are_the_paths_one_segment_below() {
        let r = Relations::new(&content(&[
            ("", "en"),
            ("senet", "en"),
            ("senet/rules", "en"),
            ("senet/variants/bell", "de"),
            ("ur", "en"),
        ]));
        assert_eq!(r.children(""), ["senet", "ur"]);
        assert_eq!(r.children("senet"), ["senet/rules"]);
        // A page below a path with no page of its own is still its child.
        assert_eq!(r.children("senet/variants"), ["senet/variants/bell"]);
        assert!(r.children("ur").is_empty());
    }

    #[test]
    fn languages_are_those_the_path_is_written_in() {
        let r = Relations::new(&content(&[("a", "en"), ("a", "de"), ("b", "en")]));
        assert_eq!(r.languages_of("a"), ["de", "en"]);
        assert_eq!(r.languages_of("c"), [] as [String; 0]);
        assert_eq!(r.paths, ["a", "b"]);
    }
}
