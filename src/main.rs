//! The command line: parses arguments and hands each subcommand to its module.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use tabula::cli::moves;
use tabula::rules::Catalogue;

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "A static-site generator for teaching ancient race games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into dist/ (or --out).
    Build {
        /// The site folder (holding content/, locales/, templates/, static/).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Where to write the site.
        #[arg(long, short, default_value = "dist")]
        out: PathBuf,
        /// Treat every fallback (a missing translation of a page or message) as an error.
        #[arg(long)]
        strict: bool,
    },
    /// Build the site, serve it on loopback and rebuild and reload as files change.
    Serve {
        /// The site folder (holding content/, locales/, templates/, static/).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// The port (0 picks a free one).
        #[arg(long, short, default_value_t = 1111)]
        port: u16,
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1")]
        bind: String,
        /// Open the site in the browser.
        #[arg(long)]
        open: bool,
    },
    /// Report translation coverage and check every link of the built site.
    Check {
        /// The site folder.
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Fail on missing translations too.
        #[arg(long)]
        strict: bool,
        /// Report on this language only (repeatable, or comma-separated): the others'
        /// errors and warnings are left out, and the exit status counts what is shown.
        #[arg(long = "lang", value_name = "TAG", value_delimiter = ',')]
        langs: Vec<String>,
    },
    /// Draw one diagram as SVG or PNG.
    Diagram {
        /// The variant, e.g. senet/standard, senet/bell, senet/jequier, ur/finkel, ur/bell.
        #[arg(long)]
        variant: String,
        /// An option of the variant, name=value (repeatable): route=masters, pieces=5.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// The position: the notation, or `start` (the default).
        #[arg(long)]
        position: Option<String>,
        /// Throws and moves played from the start: "3:hand 2:3".
        #[arg(long)]
        replay: Option<String>,
        /// The value thrown: draws it, and the moves it allows (needed by --move and by --show moves,
        /// move and before-after).
        #[arg(long)]
        throw: Option<u8>,
        /// position, moves, move or before-after (default: position; moves with --throw; move with --move).
        #[arg(long)]
        show: Option<String>,
        /// The move to show: the square it starts from, or `hand` (needs --throw).
        #[arg(long = "move", value_name = "SQUARE")]
        from: Option<String>,
        /// Draw the route of player 1 or 2.
        #[arg(long)]
        route: Option<u8>,
        /// The file to write: .svg or .png.
        #[arg(short, long)]
        out: PathBuf,
        /// The site folder whose content/games/ holds the rule data (default: the bundled rule data,
        /// or ./content/games when it exists).
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Start a new site in DIR: site.toml, one language, one game with its rule data and board, templates, a style sheet.
    Init {
        /// The folder to create the site in; it must be empty or not exist yet.
        dir: PathBuf,
        /// The game the site starts with: its standard variant's rule data, its boards, an overview and a rules page.
        #[arg(long, default_value = tabula::cli::init::DEFAULT_GAME, value_parser = clap::builder::PossibleValuesParser::new(tabula::cli::init::games()))]
        game: String,
    },
    /// Add a language: its entry in content/site.toml and locales/TAG/ with every message commented out.
    NewLanguage {
        /// The language's BCP 47 tag in its canonical form: sv, pt-BR, zh-Hant.
        tag: String,
        /// The language's name in itself, for the language switcher (default: the tag).
        #[arg(long)]
        name: Option<String>,
        /// Languages to take missing pages and messages from, in order, before the default language (repeatable, or comma-separated).
        #[arg(long, value_delimiter = ',')]
        fallback: Vec<String>,
        /// The writing direction: ltr or rtl.
        #[arg(long, default_value = "ltr")]
        dir: String,
        /// The site folder (holding content/site.toml and locales/).
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
    /// Play self-play games of every variant and option and write their statistics to
    /// content/stats/<game>.toml, which the build shows on the variant pages: only the
    /// rule sets whose statistics are missing or stale, unless told otherwise.
    Stats {
        /// The site folder (holding content/games/, where the statistics are written beside).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Games per rule set and pairing of players (at most 100,000,000).
        #[arg(long, default_value_t = tabula::stats::play::DEFAULT_GAMES)]
        games: u64,
        /// Games per rule set and pairing with the look-ahead player (slower games; at
        /// most 100,000,000)
        #[arg(long, value_name = "N", default_value_t = tabula::stats::play::DEFAULT_LOOK_AHEAD_GAMES)]
        look_ahead_games: u64,
        /// The seed every game's seed is derived from.
        #[arg(long, default_value_t = tabula::stats::play::DEFAULT_SEED)]
        seed: u64,
        /// Play every combination of every variant's options, not each option on its
        /// own (with the others at their defaults) and the combinations pages name; at
        /// most 10,000 rule sets.
        #[arg(long)]
        every_combination: bool,
        /// Play every rule set again, even those whose statistics are current.
        #[arg(long, conflicts_with = "variants")]
        all: bool,
        /// Play only this variant's rule sets, e.g. ur/finkel (repeatable), even if
        /// their statistics are current; the files' other rule sets are kept as they are.
        #[arg(long = "variant", value_name = "GAME/VARIANT")]
        variants: Vec<String>,
    },
    /// Solve a rule set: each side's exact chance of winning under best play, for
    /// every position, into the cache folder (.tabula-cache/solved/, or under
    /// TABULA_CACHE_DIR), where `tabula moves --json` then adds "win" to its answers.
    Solve {
        /// The variant, e.g. ur/finkel, ur/blitz.
        variant: String,
        /// An option of the variant, name=value (repeatable): route=masters, pieces=5.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// The most memory the table may take (e.g. 4G, 512M; default: half the
        /// machine's memory). A larger rule set is refused before any work starts.
        #[arg(long, value_name = "SIZE", value_parser = tabula::cli::solve::parse_size)]
        max_memory: Option<u64>,
        /// Solve only the bearing-off endgames: the positions where each side has at
        /// most N pieces left to bear off (for a game too large to solve whole, such
        /// as Senet). `tabula moves --json` adds "win" to the positions they hold.
        #[arg(long, value_name = "N")]
        endgame: Option<u8>,
        /// The site folder: its content/games/ holds the rule data (default: the
        /// bundled rule data, or ./content/games when it exists) and its cache folder
        /// keeps the table.
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// List the legal moves of a position for one throw.
    Moves {
        /// The variant, e.g. senet/standard, senet/bell, senet/jequier, ur/finkel, ur/bell.
        #[arg(long, required_unless_present = "batch")]
        variant: Option<String>,
        /// An option of the variant, name=value (repeatable): route=masters, pieces=5.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// The value thrown.
        #[arg(long, required_unless_present = "batch")]
        throw: Option<u8>,
        /// The position: the notation (e.g. "1:4,9 2:6 turn:1"), `start`, or JSON.
        #[arg(long, required_unless_present = "batch")]
        position: Option<String>,
        /// Print the JSON answer.
        #[arg(long)]
        json: bool,
        /// Read one JSON request per line on standard input; write one JSON answer per line, in order
        /// (a line that cannot be answered gets {"error": ...}; the exit status is still 0).
        #[arg(long, conflicts_with_all = ["variant", "position", "throw", "json"])]
        batch: bool,
        /// The site folder whose content/games/ holds the rule data (default: the bundled rule data,
        /// or ./content/games when it exists).
        #[arg(long)]
        root: Option<PathBuf>,
    },
}

fn catalogue(root: Option<PathBuf>) -> Result<Catalogue, String> {
    let dir = root
        .clone()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("content/games");
    if root.is_some() || dir.is_dir() {
        tabula::content::rule_data::load(&dir).map_err(|errors| {
            errors
                .iter()
                .map(|e| format!("error: {e}"))
                .collect::<Vec<_>>()
                .join("\n")
        })
    } else {
        Ok(Catalogue::bundled())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Init { dir, game } => match tabula::cli::init::run(&dir, &game) {
            Ok(files) => {
                eprintln!(
                    "wrote {} files into {}; build it with: tabula build --root {}",
                    files.len(),
                    dir.display(),
                    dir.display()
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        },
        Command::NewLanguage {
            tag,
            name,
            fallback,
            dir,
            root,
        } => {
            match tabula::cli::new_language::run(&tabula::cli::new_language::Options {
                root,
                tag: tag.clone(),
                name,
                fallback,
                dir,
            }) {
                Ok(files) => {
                    for f in &files {
                        eprintln!("wrote {}", f.display());
                    }
                    eprintln!("added `{tag}`: translate locales/{tag}/*.ftl and add NAME.{tag}.md beside the pages; `tabula check` shows what is left");
                    ExitCode::SUCCESS
                }
                Err(errors) => {
                    for e in &errors {
                        eprintln!("error: {e}");
                    }
                    ExitCode::from(1)
                }
            }
        }
        Command::Build { root, out, strict } => tabula::cli::build::run(&root, &out, strict),
        Command::Check {
            root,
            strict,
            langs,
        } => tabula::cli::check::run(&root, strict, &langs),
        Command::Stats {
            root,
            games,
            look_ahead_games,
            seed,
            every_combination,
            all,
            variants,
        } => tabula::cli::stats::run(&tabula::cli::stats::Args {
            root,
            games,
            look_ahead_games,
            seed,
            every_combination,
            all,
            variants,
        }),
        Command::Serve {
            root,
            port,
            bind,
            open,
        } => {
            match tabula::serve::run(tabula::serve::Options {
                root,
                bind,
                port,
                open,
            }) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::from(1)
                }
            }
        }
        Command::Diagram {
            variant,
            options,
            position,
            replay,
            throw,
            show,
            from,
            route,
            out,
            root,
        } => {
            let result = catalogue(root).and_then(|c| {
                tabula::cli::diagram::run(
                    &c,
                    tabula::cli::diagram::Args {
                        variant,
                        options,
                        position,
                        replay,
                        throw,
                        show,
                        from,
                        route,
                        out,
                    },
                )
            });
            match result {
                Ok(msg) => {
                    eprintln!("{msg}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Solve {
            variant,
            options,
            max_memory,
            endgame,
            root,
        } => {
            let site = root.clone().unwrap_or_else(|| PathBuf::from("."));
            match catalogue(root) {
                Ok(c) => tabula::cli::solve::run(
                    &tabula::cli::solve::Args {
                        root: site,
                        variant,
                        options,
                        max_memory,
                        endgame,
                    },
                    &c,
                ),
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Moves {
            variant,
            options,
            throw,
            position,
            json,
            batch,
            root,
        } => {
            let site = root.clone().unwrap_or_else(|| PathBuf::from("."));
            let catalogue = match catalogue(root) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::from(2);
                }
            };
            if batch {
                // Answers are buffered; run_batch flushes them whenever stdin has
                // nothing more waiting, so an interactive caller gets each answer.
                let input = std::io::BufReader::with_capacity(1 << 16, std::io::stdin().lock());
                let output = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
                return match moves::run_batch_in(&catalogue, Some(&site), input, output) {
                    // Every line was answered, each bad one with an error object on its
                    // line: the run itself succeeded (see the README).
                    Ok(_) => ExitCode::SUCCESS,
                    Err(e) => {
                        eprintln!("error: {e}");
                        ExitCode::from(2)
                    }
                };
            }
            let options = match tabula::content::rule_data::parse_options(&options) {
                Ok(o) => o,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            let req = moves::Request {
                variant: variant.unwrap_or_default(),
                options,
                throw: throw.unwrap_or_default(),
                position: moves::PositionInput::Text(position.unwrap_or_default()),
            };
            match moves::answer(&catalogue, &req) {
                Ok((rules, pos, out, list)) => {
                    if json {
                        match tabula::cli::solve::cached_table(&site, &rules) {
                            Some(table) if table.holds(&pos) => {
                                let mut wins = Vec::new();
                                let values =
                                    tabula::cli::solve::values(&table, &pos, &list, &mut wins);
                                let mut valued = String::new();
                                tabula::engine::json::write_turn_valued(
                                    &mut valued,
                                    &rules,
                                    &pos,
                                    req.throw,
                                    &list,
                                    Some(values),
                                );
                                println!("{valued}");
                            }
                            _ => println!("{out}"),
                        }
                    } else {
                        print!("{}", moves::human(&rules, &pos, req.throw, &list));
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}
