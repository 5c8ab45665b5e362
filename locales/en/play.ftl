# Boards to try and the play pages: the controls the page's script adds to every board
# diagram, and the play page of each variant. The script gets these words from the
# build (never its own), in the page's language.

# A diagram's figure: its link, its position in notation, the way to the play page.
# The button that unfolds a diagram's controls (its throws and moves, its link,
# its notation and the way to the play page), which stay folded until asked for.
figure-try = Try this position
figure-permalink = Link to this diagram
# Before the position in the site's notation (language-neutral code, the same in every language: `1:4,7 2:6 turn:1`).
figure-notation = Notation for this position:
figure-copy = Copy
figure-copy-label = Copy the notation
figure-copied = The notation has been copied.
figure-play = Play from this position

# The controls of a board diagram.
try-label = Try it on the board
try-throw-label = Throw:
try-throw-value = Throw a { $throw }
try-throw-random = Throw at random
try-moves-label = Legal moves:
# The name of the group of move buttons, read by screen readers (no colon).
try-moves-group = Legal moves
try-move = Move: { $move }
try-choose = Choose a throw, or throw at random, to see the legal moves.
try-undo = Undo
try-reset = Reset
replay-back = Step back
replay-forward = Step forward
replay-step = Step { $step } of { $count }
replay-start = The starting position.

# Why a piece cannot move, when a reader asks.
why-label = Why can't the other pieces move?
why-piece = The piece on square { $square }: { $reason }
why-hand = A waiting piece: { $reason }
why-none = All your pieces still in play can move with this throw.
why-no-piece = There is no piece of yours on that square.
why-no-move = it cannot move with this throw, and no other piece of yours can either.
why-forced = the rules force another move.
# $throws: the throws a waiting piece enters with, joined with "or" (Bell's Ur: 5).
why-enter-throw = it can enter only with a throw of { $throws }.
why-past-end = bearing off takes an exact throw, and this throw is more than the piece needs.
why-must-stop = it would go beyond square { $square }, which every piece must first reach with an exact throw.
why-not-all-home = you may not bear off until all your pieces stand on square { $square } or beyond.
why-off-throw = this throw does not bear a piece off from this square.
why-only-off = a piece on this square moves only by bearing off, and this throw does not bear it off.
why-blocked = it would have to jump over a blockade of opposing pieces.
why-water-taken = the move would send a piece into the House of Water, which already holds a piece.
why-own-piece = one of your own pieces already stands where it would land.
why-protected = it would land on an opposing piece that cannot be captured or swapped where it stands.
why-rules = the rules of this variant do not allow that move.
why-game-over = the game is over.

# The play page of a variant.
play-title = { $variant }: play in your browser
play-description = Play { $variant-sentence } in your browser, with two players sharing one device or on your own against the computer.
# The link from a variant's pages, the rules pages and the page of the Ur options to
# the play page: it names no variant, since the options page is about options.
play-link = Play a game
# The print pack of a page's variant (/print/<game>/<variant>.pdf): the lead, then a link per paper size.
print-pack = Print the board at full size, with pieces to cut out and a card showing the throws:
print-pack-a4 = A4 (PDF)
print-pack-letter = US Letter (PDF)
# Between the two formats' links, and after the last one (before the card's note, if any).
print-pack-or = {" or "}
print-pack-end = .
# After the links, on a page whose variant has throws that throw again (Senet): the sign the card marks them with.
print-pack-again = On the card, ↻ marks a throw that gives an extra throw.
play-noscript = The game runs in your browser and needs JavaScript. Without it you can still read the rules and study the diagrams.
play-settings = Game settings
play-opponent = Opponent
play-opponent-human = A second player on this device
play-opponent-random = The computer, moving at random
play-opponent-expectimax = The computer, looking one throw ahead
play-opponent-judged = The computer, trained on best play and looking two throws ahead
play-opponent-perfect = The computer, choosing a best move every time (picking this opponent downloads a few megabytes)
play-new-game = New game
# Said when a reader changes an option (a rule) of a game under way: the rules of a
# game in play never change; a new game takes them, or the reader keeps this one.
play-options-pending = These settings change the rules, so they take effect in a new game. Start one, or carry on with this game.
play-keep-game = Keep this game
play-throw = Throw
play-computer-thinks = The computer is choosing its move…
# Said when the reader chose the computer trained on the solved game but the page has no judge of the rules in play (or cannot fetch it).
play-judged-missing = The computer trained on best play is not available here for these rules, so the computer that looks one throw ahead plays instead.
# Said when the reader chose the computer that always chooses a best move but the page has no best moves for the rules in play (or cannot fetch them); the computer trained on best play takes its place.
play-perfect-missing = The computer that always chooses a best move is not available here for these rules, so the computer trained on best play plays instead.
play-record = Game record
play-record-empty = No throw yet.
play-share = Share this game
# Shown when a game ends: why the page cannot review it against best play.
play-review = Review against best play
# $options: yes where the variant has settings (the game its page reviews is played
# with the default ones), no where it has none.
play-review-none = Reviewing this game move by move needs more than the best moves: it needs a table of every position's value under best play, and for these rules that table is too large to send to your browser. The page describing this variant reviews one game in this way{ $options ->
    [yes] , played with its default settings.
   *[no] .
}
# Where the page has the computer trained on best play: the review it offers
# instead, graded by that computer's estimates. $error: how far its estimates are off
# on average, in percentage points: a tenth above the largest of the page's rule sets.
play-review-judged = The table of every position's exact value under best play is too large to send to your browser, so this review grades the game by the estimates of the computer trained on best play, which learned them from that table. Those estimates are off by less than { $error } percentage points on average. The page describing this variant reviews a game against exact best play.
play-review-button = Review this game
# The chart of a game reviewed by those estimates. $start and $end are player 1's chances.
play-review-chart-description = By the computer's estimate, player 1's chance of winning was { $start } before the first throw and { $end } after the last move. The line rises as player 1's chances grow and falls as player 2's grow. A ring marks an inaccuracy, a mistake or a blunder: the larger the ring, the worse the move.
# On the play page of rules whose best play has not been worked out (such as Senet's).
play-review-unsolved = Best play has not been worked out for these rules, so this game cannot be reviewed move by move.
play-share-text = This link holds the game as it stands. Whoever opens it continues from here, so two players can take turns by sending it back and forth.
play-copy-link = Copy the link
play-link-copied = The link has been copied.
play-bad-link = This link does not hold a game this page can continue, so a new game has begun.
play-score = Score: { $first } to { $second }.
play-board = The board

# The names of a variant's options, beside their values (option-… in rules.ftl).
option-name-route = Route
option-name-pieces = Pieces
option-name-trap = Trap
option-name-home-row = Home row
option-name-starting-throw = Starting throw
