# Statistics from self-play: the statistics block of the variant pages and the
# comparison block (src/stats). Numbers arrive formatted in the page's language;
# $count, where given, is the same number unformatted, for plural forms.

stats-intro = { $count ->
    [one] Unless a row says otherwise, these figures come from one game of { $variant-sentence } that the computer played against itself
   *[other] Unless a row says otherwise, these figures come from { $games } games of { $variant-sentence } that the computer played against itself
}, with both players choosing at random among their legal moves. They were computed with version { $version } of this site's software, and the random choices start from a fixed seed, { $seed }, so every game can be replayed exactly.
# $hit is `swap` or `capture`: what landing on an opposing piece does by these rules.
# $extra is `landing` where a move can earn an extra throw by where it lands (a
# rosette, a hit), `none` where only a throw gives one, or nothing does.
stats-policies = The tables and charts below also pair the random player with a greedy one. The greedy player bears off a piece when it can; failing that, it { $hit ->
    [swap] swaps places with an opposing piece
   *[capture] captures an opposing piece
}; { $extra ->
    [landing] failing that, it makes a move that earns an extra throw, if any does; and otherwise it moves at random.
   *[none] and otherwise it moves at random.
} Both of them also play the look-ahead player, one of the computer opponents on the play pages, which weighs each move against every throw that can follow it; its games take longer to compute, so each pairing with it has { $games } games.
# `$place` is `table` (a cell of its own) or `list` (inside the sentence of the chart,
# with articles: "50.7% for the random player against the greedy player").
stats-pairing = { $first ->
    [greedy] { $place ->
        [list] the greedy player
       *[table] Greedy player
    }
    [lookahead] { $place ->
        [list] the look-ahead player
       *[table] Look-ahead player
    }
   *[random] { $place ->
        [list] the random player
       *[table] Random player
    }
} against { $place ->
    [list] the { $second ->
        [greedy] greedy player
        [lookahead] look-ahead player
       *[random] random player
    }
   *[table] { $second ->
        [greedy] greedy player
        [lookahead] look-ahead player
       *[random] random player
    }
}

stats-throws-caption = The throws of { $variant-sentence }: their exact chances and how often they came up
stats-throws-seen = In these games

stats-figures-caption = { $variant }: key figures
stats-figure = Statistic
stats-value = Value
stats-throws-per-turn = Throws per turn
# `single` where nothing earns an extra throw, so a turn is one throw by the rules;
# `measured` where no throw earns an extra throw by its number (extra throws, if any,
# come from where a piece lands): only the figure measured in the games. The exact
# figure of `whole` and `fraction` is what the throws alone give: in play, a turn can
# also end early (a pass in Jéquier's rules, a return to 15 in Kendall's).
stats-throws-per-turn-value = { $kind ->
    [single] Always one: neither a throw nor a move earns an extra throw
    [measured] { $measured } on average in these games
    [whole] From the chances of the throws: { $exact } on average; in these games: { $measured }
   *[fraction] From the chances of the throws: { $exact } on average (exactly { $fraction }); in these games: { $measured }
}
stats-first-player = Games won by player 1
stats-rate-interval = { $rate } (95% confidence interval: { $low } to { $high })
stats-draws = Draws
stats-length-turns = Game length in turns
stats-length-throws = Game length in throws
stats-mean-median = mean { $mean }, median { $median }
stats-passes = Throws with no legal move
stats-captures = Captures per game
stats-swaps = Swaps per game
stats-water = Pieces landing in the House of Water per game
stats-fines = Fines paid per game
stats-unfinished = Unfinished games
stats-unfinished-value = { $count ->
    [one] One game had not ended after { $cap } throws; it is left out of the figures above.
   *[other] { $games } games had not ended after { $cap } throws; they are left out of the figures above.
}

stats-lengths-title = How long a game of { $variant-sentence } lasts
stats-lengths-desc = A bar chart of the finished games by their length in turns, { $width ->
    [one] one bar for each number of turns
   *[other] each bar covering { WORDS($width) } turns
}, with a mark every { WORDS($step) } turns along the bottom and the percentage of games up the side; the last, lighter bar also holds every game of { $last } turns or more. The median game takes { $median } turns, half of the games take between { $low } and { $high }, and nine in ten are over within { $most } turns.
stats-pairings-title = How often player 1 wins a game of { $variant-sentence }, for each pair of players
stats-pairings-desc = One bar for each pair of players, in the order of the table below, with player 1's symbol and then player 2's beside it: the die stands for the random player, the arrow for the greedy one and the eye for the look-ahead player. Each bar gives the share of games won by player 1, its whisker the 95% confidence interval, and the dashed line marks one half. From first to last, the bars stand at { $list }.
stats-pairing-item = { $rate } for { $players }
stats-pairings-caption = Games of { $variant-sentence } won by player 1, for each pair of players
stats-players = Players (player 1 against player 2)
stats-finished = Finished games

compare-intro = { $count ->
    [one] Each variant is played with its own rules and its default options; unless a column says otherwise, the figures come from one game between two random players
   *[other] Each variant is played with its own rules and its default options; unless a column says otherwise, the figures come from { $games } games between two random players
}, whose random choices start from a fixed seed, { $seed }, so every game can be replayed exactly. The number before each variant's name is its row in the chart below.
compare-caption = The variants side by side
compare-variant = Variant
# `$kind`: what the compared rule sets do on landing on an opponent (capture, swap, or both).
compare-hits = { $kind ->
    [capture] Captures per game
    [swap] Swaps per game
   *[both] Captures or swaps per game
}
compare-chart-title = How long the games of each variant last
compare-chart-desc = One row for each variant, numbered as in the table, showing how many turns its games last: a line spans all the games but the shortest tenth and the longest tenth, a box covers the middle half, and a red mark shows the median. The scale along the bottom runs in steps of { $step } turns. The median game lasts { $list }.
compare-chart-item = { $median } turns in { $variant-sentence } (row { $number })
# The first player's chance of winning under best play, from `content/solved/` (`tabula solve`).
stats-first-best-play = Player 1's chance with best play from both sides, computed exactly
# How often a computer player of the play page wins against the perfect player (who
# always plays a best move), from 20,000 games, half from each seat (`tabula solve`).
stats-versus-perfect = { $opponent ->
    [random] Games won by the random player against the perfect player (the computer that always chooses a best move)
    [judged] Games won by the computer trained on best play (which learned to judge positions from their exact values and looks two throws ahead) against the perfect player
    [perfect] Games won by a second perfect player against the perfect player
   *[expectimax] Games won by the look-ahead player (one throw ahead) against the perfect player
}, in a separate set of games, each side playing half of them as player 1
# In the comparison's column of that chance, for a variant not solved.
compare-unsolved = not solved yet
# Where `tabula stats` has not played a rule set yet (the build warns): a statistics
# block says so instead of its figures.
stats-unmeasured = The figures for { $variant-sentence } have not been measured yet.
# In every cell of the comparison's row of a variant not measured yet.
compare-unmeasured = not measured yet
# The chart's description ($description, compare-chart-desc) where rows of the chart
# are empty, their variants not measured yet: $rows is their numbers as a list
# ("3 and 4"), $count how many there are.
compare-chart-unmeasured = { $description } { $count ->
    [one] Row { $rows } is empty: its figures have not been measured yet.
   *[other] Rows { $rows } are empty: their figures have not been measured yet.
}
# The comparison's first sentence where no variant is measured yet (it has no chart).
compare-unmeasured-all = The figures for these variants have not been measured yet.
